import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import { TextField } from '../text-field/text-field.js';
import { Form } from './form.js';

describe('Form', () => {
  it('shows a server message on the field it names, as text (I3)', () => {
    render(
      <Form validationErrors={{ email: 'El correo "<b>x</b>@a.do" ya tiene una cuenta.' }}>
        <TextField label="Correo" name="email" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El correo "<b>x</b>@a.do" ya tiene una cuenta.');
    expect(document.querySelector('b')).toBeNull();
  });

  it('hands its <form> to a ref, where a caller finds the field in error', () => {
    const form = createRef<HTMLFormElement>();
    render(
      <Form ref={form} validationErrors={{ email: 'Ese correo ya tiene una cuenta.' }}>
        <TextField label="Correo" name="email" />
      </Form>,
    );
    expect(form.current?.querySelector('[aria-invalid="true"]')).toBe(
      screen.getByRole('textbox', { name: 'Correo' }),
    );
  });

  it('posts unless told otherwise, so a submit the script missed puts nothing typed in a URL', () => {
    const { container } = render(
      <>
        <Form aria-label="Cuenta" />
        <Form aria-label="Calculadora" method="get" />
      </>,
    );
    const [account, calculator] = container.querySelectorAll('form');
    expect(account).toHaveAttribute('method', 'post');
    expect(calculator).toHaveAttribute('method', 'get');
  });

  it('blocks submit while a required field is empty and shows the field message', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Nombre" name="first_name" isRequired errorMessage="Escribe tu nombre." />
        <Button type="submit">Guardar</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Escribe tu nombre.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
