import { describe, expect, it } from 'vitest';
import {
  ADDRESS_CONFIRMATION,
  AddressConfirmationSchema,
  heldSignInMessage,
} from './address-confirmation.js';

describe('the «¿Eres tú?» link (B1)', () => {
  it('reads the link’s e-mail in lower case and a 256-bit token', () => {
    const token = 'a'.repeat(43);
    expect(AddressConfirmationSchema.parse({ email: ' Ana@Vitrina.do ', token })).toEqual({
      email: 'ana@vitrina.do',
      token,
    });
  });

  it('refuses any other token with the one Spanish message', () => {
    for (const token of ['corto', 'a'.repeat(44), `${'a'.repeat(42)}=`, 42]) {
      const read = AddressConfirmationSchema.safeParse({ email: 'ana@vitrina.do', token });
      expect(read.error?.issues[0]?.message).toBe(ADDRESS_CONFIRMATION.invalid);
    }
  });

  it('opens the shop’s /auth/eres-tu page and names the wait in the held answer', () => {
    expect(ADDRESS_CONFIRMATION.path).toBe('/auth/eres-tu');
    expect(heldSignInMessage(8)).toContain('te enviamos un correo «¿Eres tú?»');
    expect(heldSignInMessage(8)).toMatch(/ O espera 8 s e inténtalo de nuevo\.$/);
  });
});
