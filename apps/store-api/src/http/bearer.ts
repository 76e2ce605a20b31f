/** Roles a WordPress user of this store can have. */
export type UserRole = 'administrator' | 'customer' | 'shop_proxy';

/** The user a bearer token stands for. */
export interface AuthUser {
  id: number;
  email: string;
  role: UserRole;
}

/**
 * Resolves an `Authorization` header to its user: `null` when there is no bearer token at all,
 * `'invalid'` when there is one that is malformed, expired, revoked or of an unknown user.
 */
export interface BearerAuth {
  userFromBearer(header: string | undefined): Promise<AuthUser | null | 'invalid'>;
}

/** Extracts the token of an `Authorization: Bearer …` header, or `undefined`. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** A resolver that knows no tokens: every bearer is invalid, no bearer is a guest. */
export const noBearerAuth: BearerAuth = {
  userFromBearer: (header) => Promise.resolve(bearerToken(header) === undefined ? null : 'invalid'),
};
