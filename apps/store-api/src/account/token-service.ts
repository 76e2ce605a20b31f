import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** The longest life a token may have (reliability B6: exp ≤ 7 days). */
export const MAX_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenServiceOptions {
  /** HS256 key; at least 32 bytes. */
  readonly secret: string;
  readonly issuer: string;
  readonly ttlSeconds: number;
  /** Clock in epoch milliseconds. */
  readonly now: () => number;
}

/** What a verified token says: whose it is and when (to the millisecond) it was issued. */
export interface TokenClaims {
  readonly userId: number;
  /** Compared with the user's `tokens_valid_after` to honour logout and password changes. */
  readonly issuedAtMs: number;
}

export interface TokenService {
  /** Signs a token in the JWT Auth plugin's shape: `{iss, iat, nbf, exp, data: {user: {id}}}`. */
  sign(userId: number, issuedAtMs: number): Promise<string>;
  /** The claims of a well-signed, unexpired HS256 token of ours, else undefined. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

// The JWT Auth plugin keeps the user id as a string under data.user.id; iat_ms is ours.
const TokenPayloadSchema = z.object({
  iat_ms: z.number().int().nonnegative(),
  data: z.object({ user: z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) }) }),
});

export function createTokenService(options: TokenServiceOptions): TokenService {
  if (Buffer.byteLength(options.secret) < 32) {
    throw new Error('JWT_SECRET must be at least 32 bytes long.');
  }
  if (options.ttlSeconds <= 0 || options.ttlSeconds > MAX_TOKEN_TTL_SECONDS) {
    throw new Error(`Token life must be between 1 s and ${MAX_TOKEN_TTL_SECONDS} s.`);
  }
  const key = new TextEncoder().encode(options.secret);

  const sign = (userId: number, issuedAtMs: number): Promise<string> => {
    const issuedAt = Math.floor(issuedAtMs / 1000);
    return new SignJWT({ iat_ms: issuedAtMs, data: { user: { id: String(userId) } } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.issuer)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + options.ttlSeconds)
      .sign(key);
  };

  const verify = async (token: string): Promise<TokenClaims | undefined> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: options.issuer,
        currentDate: new Date(options.now()),
        requiredClaims: ['iat', 'nbf', 'exp'],
      });
      const parsed = TokenPayloadSchema.safeParse(payload);
      if (!parsed.success) return undefined;
      return { userId: Number(parsed.data.data.user.id), issuedAtMs: parsed.data.iat_ms };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  };

  return { sign, verify };
}
