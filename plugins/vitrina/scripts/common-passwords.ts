import { fileURLToPath } from 'node:url';

import { commonPasswordList } from '@vitrina/core/forms';

/** Where the plugin reads the common-password list (includes/CommonPasswords.php). */
export const COMMON_PASSWORDS_TXT = fileURLToPath(
  new URL('../data/common-passwords.txt', import.meta.url),
);

/** Core's list (ASVS 5.0 V6.2.4), one canonical password a line, sorted. */
export function commonPasswordsText(): string {
  return `${[...commonPasswordList()].sort().join('\n')}\n`;
}
