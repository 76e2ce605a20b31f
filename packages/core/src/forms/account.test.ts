import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  ProfileUpdateSchema,
  RESET_LINK_MESSAGE,
  ResetPasswordQuerySchema,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from './account.js';
import { EMAIL_MAX_LENGTH, EmailSchema, FIELD_MESSAGES } from './fields.js';

const signUp = {
  email: ' Ana.Perez@Example.COM ',
  password: 'mango verde en la nevera',
  first_name: 'Ana',
  last_name: 'Pérez',
};

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(EmailSchema.parse(' Ana@Example.com ')).toBe('ana@example.com');
  });

  it('refuses malformed and overlong addresses in Spanish', () => {
    expect(EmailSchema.safeParse('ana@').error?.issues[0]?.message).toBe(FIELD_MESSAGES.email);
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH - 'example.com'.length)}@example.com`;
    expect(EmailSchema.safeParse(long).error?.issues[0]?.message).toBe(FIELD_MESSAGES.emailTooLong);
  });
});

describe('sign-up', () => {
  it('builds the registration payload with empty optional ids', () => {
    expect(SignUpSchema.parse(signUp)).toEqual({
      email: 'ana.perez@example.com',
      password: 'mango verde en la nevera',
      first_name: 'Ana',
      last_name: 'Pérez',
      social_id: '',
      passport: '',
      phone: '',
    });
  });

  it('normalises cédula, passport and phone when given', () => {
    const parsed = SignUpSchema.parse({
      ...signUp,
      social_id: '001-1391820-5',
      passport: 'rd123456',
      phone: '(809) 555-0100',
    });
    expect(parsed).toMatchObject({
      social_id: '00113918205',
      passport: 'RD123456',
      phone: '+18095550100',
    });
  });

  it('reports every bad field with its Spanish message', () => {
    const result = SignUpSchema.safeParse({
      email: 'x',
      password: '12345678',
      first_name: '',
      last_name: 'a'.repeat(101),
      social_id: '001-1234567-8',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      email: 'Escribe un correo electrónico válido.',
      password: 'Esa contraseña es demasiado común; elige otra.',
      first_name: 'Escribe tu nombre.',
      last_name: 'El apellido no puede tener más de 100 caracteres.',
      social_id: 'La cédula no es válida.',
    });
  });
});

describe('sign-in', () => {
  it('needs an e-mail and any non-empty password', () => {
    expect(SignInSchema.parse({ email: 'ana@example.com', password: 'short' })).toEqual({
      email: 'ana@example.com',
      password: 'short',
    });
    expect(SignInSchema.safeParse({ email: 'ana@example.com', password: '' }).success).toBe(false);
  });
});

describe('profile update', () => {
  it('requires a Dominican phone and accepts optional fiscal data', () => {
    const profile = {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      phone: '829 555 0100',
      rnc: '1-01-85004-3',
      trade_name: 'Frío Caribe SRL',
    };
    expect(ProfileUpdateSchema.parse(profile)).toMatchObject({
      phone: '+18295550100',
      rnc: '101850043',
    });
    expect(ProfileUpdateSchema.safeParse({ ...profile, phone: '' }).success).toBe(false);
    expect(
      ProfileUpdateSchema.safeParse({ ...profile, rnc: '00113918205' }).error?.issues[0]?.message,
    ).toBe('El RNC no es válido.');
  });
});

describe('password change', () => {
  it('takes any current password and holds the new one to the policy', () => {
    expect(
      ChangePasswordSchema.parse({ current_password: 'vieja', password: 'mango verde 2026' }),
    ).toEqual({ current_password: 'vieja', password: 'mango verde 2026' });
    const refused = ChangePasswordSchema.safeParse({ current_password: '', password: 'password' });
    expect(
      Object.fromEntries(
        refused.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
      ),
    ).toEqual({
      current_password: 'Escribe tu contraseña.',
      password: 'Esa contraseña es demasiado común; elige otra.',
    });
  });
});

describe('password reset', () => {
  it('asks for an e-mail, then a new password that follows the policy', () => {
    expect(ResetPasswordRequestSchema.parse({ email: 'ANA@example.com' })).toEqual({
      email: 'ana@example.com',
    });
    expect(ResetPasswordSchema.safeParse({ password: 'password' }).success).toBe(false);
    expect(ResetPasswordSchema.parse({ password: 'mango verde 2026' })).toEqual({
      password: 'mango verde 2026',
    });
  });

  it('reads the e-mail and token of a reset link and refuses odd tokens', () => {
    expect(ResetPasswordQuerySchema.parse({ email: 'ana@example.com', token: 'aZ09_-.~' })).toEqual(
      {
        email: 'ana@example.com',
        token: 'aZ09_-.~',
      },
    );
    for (const token of ['', 'a b', 'a'.repeat(513), '<script>']) {
      const result = ResetPasswordQuerySchema.safeParse({ email: 'ana@example.com', token });
      expect(result.error?.issues[0]?.message).toBe(RESET_LINK_MESSAGE);
    }
  });
});
