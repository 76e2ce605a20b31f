/**
 * What makes two spellings of an e-mail address one inbox, for the limits that count mail sent to
 * an inbox (C3): the back-in-stock alerts on both stores (the plugin reads these rules from
 * `plugins/vitrina/data/mailbox.json`). Decision 017 gives the reasons:
 *
 * - `subaddressSeparator`: everything from the first `+` of the local part is a tag (RFC 5233
 *   subaddressing, as Gmail, Outlook/Hotmail/Live, iCloud, Proton, Fastmail and Postfix's usual
 *   `recipient_delimiter` deliver it), at every provider: two people whose addresses differ only
 *   by a tag share a limit, which costs them little, while tags are free for anyone to invent.
 * - `dotlessDomains`: providers that ignore dots in the local part (Google says so of Gmail).
 * - `domainAliases`: domains that are another domain's inboxes (Googlemail is Gmail).
 */
export const MAILBOX_RULES = {
  subaddressSeparator: '+',
  dotlessDomains: ['gmail.com'],
  domainAliases: { 'googlemail.com': 'gmail.com' },
} as const;

const aliases: Readonly<Record<string, string>> = MAILBOX_RULES.domainAliases;
const dotless: ReadonlySet<string> = new Set(MAILBOX_RULES.dotlessDomains);

/**
 * The one spelling of `email`'s inbox: lower-cased, the tag dropped, the dots dropped where the
 * provider ignores them, an alias domain replaced by its domain. Only a key to count by: mail
 * still goes to the address as typed. A part that would be left empty is kept as it was.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = aliases[address.slice(at + 1)] ?? address.slice(at + 1);
  let local = address.slice(0, at);
  const tag = local.indexOf(MAILBOX_RULES.subaddressSeparator);
  if (tag > 0) local = local.slice(0, tag);
  if (dotless.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}
