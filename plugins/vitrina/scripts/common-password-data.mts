import {
  COMMON_PASSWORD_LITERALS,
  COMMON_PASSWORD_SUFFIXES,
  COMMON_PASSWORD_WORDS,
} from '../../../packages/core/src/forms/common-passwords.data.ts';

const entries = (text: string): string[] => text.split(/\s+/).filter((entry) => entry !== '');

/** Core's three lists as the plugin reads them: literals, base words and the suffixes people add. */
export function commonPasswordData(): { literals: string[]; words: string[]; suffixes: string[] } {
  return {
    literals: entries(COMMON_PASSWORD_LITERALS),
    words: entries(COMMON_PASSWORD_WORDS),
    suffixes: entries(COMMON_PASSWORD_SUFFIXES),
  };
}
