import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isMaskComplete, unmask } from './mask.js';
import { MaskedField } from './masked-field.js';

describe('MaskedField', () => {
  it('formats a phone number as it is typed and reports the formatted value', async () => {
    const onChange = vi.fn();
    render(<MaskedField label="Teléfono" mask="phone" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(input, '8095550123');
    expect(input).toHaveValue('809-555-0123');
    expect(onChange).toHaveBeenLastCalledWith('809-555-0123');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('ignores letters and stops at the mask length (cédula)', async () => {
    render(<MaskedField label="Cédula" mask="cedula" />);
    const input = screen.getByRole('textbox', { name: 'Cédula' });
    await userEvent.type(input, '001abc1234567899');
    expect(input).toHaveValue('001-1234567-8');
  });

  it('keeps the caret in place when a digit is deleted in the middle (RNC)', async () => {
    render(<MaskedField label="RNC" mask="rnc" defaultValue="101123456" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'RNC' });
    expect(input).toHaveValue('1-01-12345-6');
    input.focus();
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('1-01-23456');
    expect(input.selectionStart).toBe(3);
  });

  it('works controlled and with the form validation of a complete value', async () => {
    function Controlled() {
      const [phone, setPhone] = useState('809');
      return (
        <>
          <MaskedField
            label="Celular"
            mask={{ pattern: '(###) ###-####' }}
            value={phone}
            onChange={setPhone}
            validate={(value) =>
              isMaskComplete(value, '(###) ###-####') ? null : 'Número incompleto.'
            }
            validationBehavior="aria"
          />
          <output>{unmask(phone)}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    expect(input).toHaveValue('(809');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '5550123');
    expect(input).toHaveValue('(809) 555-0123');
    expect(screen.getByRole('status')).toHaveTextContent('8095550123');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
