import { fileURLToPath } from 'node:url';

import { MAILBOX_RULES } from '@vitrina/core/forms';

/** Where the plugin reads core's mailbox rules from (includes/Mailbox.php). */
export const MAILBOX_JSON = fileURLToPath(new URL('../data/mailbox.json', import.meta.url));

/** Core's rules for what makes two addresses one inbox (C3), as the file holds them. */
export function mailboxJson(): string {
  return `${JSON.stringify(MAILBOX_RULES, null, 2)}\n`;
}
