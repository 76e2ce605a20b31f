import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import { TextField } from './text-field.js';

describe('TextField', () => {
  it('is a textbox named by its label and described by its description', () => {
    render(<TextField label="Correo electrónico" description="Te enviaremos la factura." />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAccessibleDescription('Te enviaremos la factura.');
  });

  it('reports typed text through onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="Nombre" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    expect(onChange).toHaveBeenLastCalledWith('Ana');
  });

  it('shows a custom error, marks the input invalid and describes it by the error', () => {
    render(<TextField label="Correo" isInvalid errorMessage="Escribe un correo válido." />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Escribe un correo válido.');
  });

  it('validates on submit with a validate function and shows its message', async () => {
    function Signup() {
      const [sent, setSent] = useState(false);
      return (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <TextField
            label="Teléfono"
            name="phone"
            validate={(value) => (value.length < 10 ? 'Faltan dígitos.' : null)}
          />
          <Button type="submit">Enviar</Button>
          {sent ? <p>Enviado</p> : null}
        </Form>
      );
    }
    render(<Signup />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), '809');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Faltan dígitos.')).toBeInTheDocument();
    expect(screen.queryByText('Enviado')).not.toBeInTheDocument();
  });

  it('takes several lines as a text area when given rows', async () => {
    render(<TextField label="Mensaje" rows={4} />);
    const area = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Hola{enter}mundo');
    expect(area).toHaveValue('Hola\nmundo');
  });
});
