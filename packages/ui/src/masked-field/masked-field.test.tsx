import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import { MaskedField } from './masked-field.js';

describe('MaskedField', () => {
  it('formats a phone number as it is typed and reports the formatted value', async () => {
    const onChange = vi.fn();
    render(<MaskedField label="Teléfono" mask="phone" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(input, '8095550123');
    expect(input).toHaveValue('(809) 555-0123');
    expect(onChange).toHaveBeenLastCalledWith('(809) 555-0123');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('takes a pasted phone with its country code as the national number', async () => {
    render(<MaskedField label="Teléfono" mask="phone" />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.click(input);
    await userEvent.paste('+1 829 555 0100');
    expect(input).toHaveValue('(829) 555-0100');
  });

  it('ignores letters and stops at the mask length (cédula)', async () => {
    render(<MaskedField label="Cédula" mask="cedula" />);
    const input = screen.getByRole('textbox', { name: 'Cédula' });
    await userEvent.type(input, '001abc1234567899');
    expect(input).toHaveValue('001-1234567-8');
  });

  it('shows a stored value formatted (RNC)', () => {
    render(<MaskedField label="RNC" mask="rnc" defaultValue="101123456" />);
    expect(screen.getByRole('textbox', { name: 'RNC' })).toHaveValue('1-01-12345-6');
  });

  it('works controlled, with a label, a description and an error', async () => {
    function Controlled() {
      const [phone, setPhone] = useState('809');
      return (
        <>
          <MaskedField
            label="Celular"
            description="Te llamamos para coordinar la entrega."
            mask="phone"
            value={phone}
            onChange={setPhone}
            validate={(value) => (value.length < 14 ? 'Número incompleto.' : null)}
            validationBehavior="aria"
          />
          <output>{phone}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    expect(input).toHaveValue('(809');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Número incompleto\./);
    await userEvent.type(input, '5550123');
    expect(input).toHaveValue('(809) 555-0123');
    expect(screen.getByRole('status')).toHaveTextContent('(809) 555-0123');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Te llamamos para coordinar la entrega.');
  });

  it('submits the formatted text under its name', async () => {
    const submitted = vi.fn();
    render(
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submitted(new FormData(event.currentTarget).get('social_id'));
        }}
      >
        <MaskedField label="Cédula" name="social_id" mask="cedula" />
        <Button type="submit">Enviar</Button>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cédula' }), '00113918205');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(submitted).toHaveBeenCalledWith('001-1391820-5');
  });
});
