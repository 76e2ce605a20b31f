import { StoreError } from '../http/errors.js';

/** The account API's answer to a bad, expired or revoked token. */
export const invalidTokenError = (): StoreError =>
  new StoreError(403, 'jwt_auth_invalid_token', 'Tu sesión no es válida o ha expirado.');
