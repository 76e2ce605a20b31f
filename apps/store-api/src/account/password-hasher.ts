import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** Argon2id work factors. Production uses OWASP's minimum (19 MiB, 2 passes); tests lower them. */
export interface PasswordHashCost {
  /** Memory in KiB. */
  readonly memorySize: number;
  readonly iterations: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB, t=2, p=1. */
export const PRODUCTION_HASH_COST: PasswordHashCost = { memorySize: 19_456, iterations: 2 };

/** Cheap factors for test runs only; still a real argon2id hash. */
export const TEST_HASH_COST: PasswordHashCost = { memorySize: 1_024, iterations: 1 };

export interface PasswordHasher {
  /** A PHC string `$argon2id$v=19$m=…,t=…,p=1$salt$hash` with a fresh 16-byte salt. */
  hash(password: string): Promise<string>;
  /** Checks a password against a stored PHC string (its own parameters are used). */
  verify(password: string, storedHash: string): Promise<boolean>;
  /**
   * Spends the same work as a real check and answers false. Login calls it for unknown e-mails so
   * the answer time does not reveal whether an account exists (B2).
   */
  verifyUnknownUser(password: string): Promise<false>;
}

export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  const hash = (password: string): Promise<string> =>
    argon2id({
      password: password.normalize('NFC'),
      salt: randomBytes(16),
      parallelism: 1,
      iterations: cost.iterations,
      memorySize: cost.memorySize,
      hashLength: 32,
      outputType: 'encoded',
    });

  const verify = async (password: string, storedHash: string): Promise<boolean> => {
    if (!storedHash.startsWith('$argon2id$')) return false;
    return argon2Verify({ password: password.normalize('NFC'), hash: storedHash });
  };

  let dummyHash: Promise<string> | undefined;
  const verifyUnknownUser = async (password: string): Promise<false> => {
    dummyHash ??= hash(randomBytes(24).toString('base64url'));
    await verify(password, await dummyHash);
    return false;
  };

  return { hash, verify, verifyUnknownUser };
}
