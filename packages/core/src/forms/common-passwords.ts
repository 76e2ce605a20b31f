import {
  COMMON_PASSWORD_LITERALS,
  COMMON_PASSWORD_SUFFIXES,
  COMMON_PASSWORD_WORDS,
} from './common-passwords.data.js';

let commonPasswords: ReadonlySet<string> | undefined;

function entries(text: string): string[] {
  return text.split(/\s+/).filter((entry) => entry !== '');
}

/** Canonical form for comparison: NFKC, lower case, surrounding spaces ignored. */
function canonical(password: string): string {
  return password.normalize('NFKC').trim().toLowerCase();
}

/**
 * The shipped list of common passwords, in canonical form (built on first use so importing the
 * package costs nothing), about 27,000 entries: the literals, every base word, and every
 * base word followed by each usual suffix.
 */
export function commonPasswordList(): ReadonlySet<string> {
  if (commonPasswords === undefined) {
    const words = entries(COMMON_PASSWORD_WORDS);
    const suffixes = entries(COMMON_PASSWORD_SUFFIXES);
    const list = new Set(entries(COMMON_PASSWORD_LITERALS).map(canonical));
    for (const word of words) {
      list.add(canonical(word));
      for (const suffix of suffixes) list.add(canonical(word + suffix));
    }
    commonPasswords = list;
  }
  return commonPasswords;
}

/**
 * True when `password` is on the shipped common-password list (ASVS 5.0 V6.2.4), ignoring case,
 * Unicode compatibility forms and surrounding spaces: `"Password1"` and `"QWERTY123"` are common.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswordList().has(canonical(password));
}
