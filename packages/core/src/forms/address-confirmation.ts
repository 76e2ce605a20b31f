import * as z from 'zod';
import { ROUTES } from '../routes/route-table.js';
import { EmailSchema } from './fields.js';

/**
 * The «¿Eres tú?» link (B1, decision 017): while an account is under attack, a right password
 * from an address the account has not signed in from is answered like a wrong one, and the store
 * mails the account a one-time link instead; opening it makes that address the owner's. The same
 * words on both stores (the plugin's AccountGuard.php writes them too) and in the shop.
 */
export const ADDRESS_CONFIRMATION = {
  /** The shop's page the link opens (`?email=…&token=…`). */
  path: ROUTES.confirmAddress.path,
  /** How long a link works. */
  ttlMs: 15 * 60_000,
  /** Links mailed to one account in {@link ADDRESS_CONFIRMATION.ttlMs}: no inbox is flooded. */
  mailsPerAccount: 3,
  confirmed: 'Listo: ya puedes iniciar sesión desde el dispositivo donde escribiste tu contraseña.',
  invalid:
    'El enlace «¿Eres tú?» no es válido, ya se usó o venció. Inicia sesión de nuevo para recibir otro.',
} as const;

/**
 * The one answer to a sign-in while the account is under attack and this address has to wait,
 * the same for a right password, a wrong one and an unknown e-mail (B1, B2).
 */
export function heldSignInMessage(seconds: number): string {
  return (
    'Esta cuenta recibió muchos intentos fallidos. Si tu contraseña es correcta, te enviamos un ' +
    'correo «¿Eres tú?»: abre su enlace y vuelve a iniciar sesión. O espera ' +
    `${String(seconds)} s e inténtalo de nuevo.`
  );
}

/** The link's e-mail and token: 256 random bits in base64url (43 characters). */
export const AddressConfirmationSchema = z.object({
  email: EmailSchema,
  token: z
    .string({ error: ADDRESS_CONFIRMATION.invalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: ADDRESS_CONFIRMATION.invalid }),
});
export type AddressConfirmation = z.infer<typeof AddressConfirmationSchema>;
