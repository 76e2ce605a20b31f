// The policy's figures without its schema: the page's hint reads them on every first load, where
// zod and the common-password list must not come along.

/** Fewest characters a new password may have (ASVS 5.0 V6.2.1). */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Most characters a new password may have: well above the 64 ASVS 5.0 V6.2.9 requires, low
 * enough to bound the hashing work a request can cause.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** Most characters of a password typed to sign in (old ones predate the policy). */
export const CURRENT_PASSWORD_MAX_LENGTH = 1024;
