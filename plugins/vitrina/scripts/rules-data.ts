import { fileURLToPath } from 'node:url';

import { ACCOUNT_LIMITS, LOGIN_THROTTLE, type RateLimit } from '@vitrina/core/account';
import { SLOT_MESSAGES } from '@vitrina/core/delivery';
import {
  ADDRESS_CONFIRMATION,
  CONTACT_LENGTHS,
  CONTACT_LIMIT,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  contactWaitMessage,
  CONTROL_CHARACTERS_MESSAGE,
  CURRENT_PASSWORD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_LENGTHS,
  FIELD_MESSAGES,
  FIELD_PATTERNS,
  heldSignInMessage,
  INVALID_VALUE_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_MESSAGE,
} from '@vitrina/core/forms';
import { CEDULA_MESSAGE, PASSPORT_MESSAGE, PHONE_MESSAGE, RNC_MESSAGE } from '@vitrina/core/ids';
import { SHOP_IDENTITY_LENGTHS, SHOP_IDENTITY_MESSAGES } from '@vitrina/core/shop';
import {
  STOCK_ALERT_CONFIRM_PATH,
  STOCK_ALERT_LIMITS,
  STOCK_ALERT_MESSAGES,
  stockAlertWaitMessage,
} from '@vitrina/core/stock-alerts';

/** Where the plugin reads core's field rules, words and limits from (includes/Rules.php). */
export const RULES_JSON = fileURLToPath(new URL('../data/rules.json', import.meta.url));

/**
 * A JavaScript pattern as PCRE reads it in preg_match: `\uXXXX` becomes `\x{XXXX}` and the pattern
 * is always Unicode (`u`), so PHP counts code points as the schemas do. Flags other than `u` and
 * `g` (which preg_match has no use for) would change the meaning, so they are refused here.
 */
export function pcre(pattern: RegExp): string {
  const unknown = pattern.flags.replaceAll(/[ug]/g, '');
  if (unknown !== '')
    throw new Error(`PCRE has no equivalent here for /${pattern.source}/${unknown}`);
  return `/${pattern.source.replaceAll(/\\u([0-9A-Fa-f]{4})/g, '\\x{$1}')}/u`;
}

// A message that names a wait is kept with `{seconds}` where the number goes (PHP's strtr).
const SECONDS = 987_654_321;
const withSeconds = (message: (seconds: number) => string): string =>
  message(SECONDS).replace(String(SECONDS), '{seconds}');

const seconds = ({ limit, windowMs }: RateLimit) => ({ limit, windowSeconds: windowMs / 1000 });
const limitsInSeconds = <Key extends string>(limits: Record<Key, RateLimit>) =>
  Object.fromEntries(Object.entries<RateLimit>(limits).map(([key, rule]) => [key, seconds(rule)]));

/**
 * What the plugin's forms and limiters take from @vitrina/core, so a WooCommerce refusal reads as
 * the embedded store's: the fields' messages, lengths and patterns, the contact form's, the
 * account and back-in-stock limits and their words, the shop identity's, the agenda's refusals.
 */
export function rulesData() {
  return {
    fields: {
      messages: {
        ...FIELD_MESSAGES,
        invalidValue: INVALID_VALUE_MESSAGE,
        controlCharacters: CONTROL_CHARACTERS_MESSAGE,
        cedula: CEDULA_MESSAGE,
        rnc: RNC_MESSAGE,
        passport: PASSPORT_MESSAGE,
        phone: PHONE_MESSAGE,
      },
      emailMaxLength: EMAIL_MAX_LENGTH,
      lengths: FIELD_LENGTHS,
      patterns: Object.fromEntries(
        Object.entries(FIELD_PATTERNS).map(([name, pattern]) => [name, pcre(pattern)]),
      ),
    },
    password: {
      messages: PASSWORD_MESSAGES,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      currentMaxLength: CURRENT_PASSWORD_MAX_LENGTH,
    },
    account: {
      limits: limitsInSeconds(ACCOUNT_LIMITS),
      loginThrottle: {
        pairFailures: seconds(LOGIN_THROTTLE.pairFailures),
        accountWindowSeconds: LOGIN_THROTTLE.accountWindowMs / 1000,
        slowAfter: LOGIN_THROTTLE.slowAfter,
        maxSpacingSeconds: LOGIN_THROTTLE.maxSpacingMs / 1000,
        knownForSeconds: LOGIN_THROTTLE.knownForMs / 1000,
        knownPerAccount: LOGIN_THROTTLE.knownPerAccount,
      },
      resetLink: RESET_LINK_MESSAGE,
      heldSignIn: withSeconds(heldSignInMessage),
      addressConfirmation: {
        path: ADDRESS_CONFIRMATION.path,
        ttlSeconds: ADDRESS_CONFIRMATION.ttlMs / 1000,
        confirmed: ADDRESS_CONFIRMATION.confirmed,
        invalid: ADDRESS_CONFIRMATION.invalid,
      },
    },
    contact: {
      subjects: CONTACT_SUBJECTS,
      messages: { ...CONTACT_MESSAGES, wait: withSeconds(contactWaitMessage) },
      lengths: CONTACT_LENGTHS,
      limit: seconds(CONTACT_LIMIT),
    },
    stockAlerts: {
      messages: { ...STOCK_ALERT_MESSAGES, wait: withSeconds(stockAlertWaitMessage) },
      confirmPath: STOCK_ALERT_CONFIRM_PATH,
      limits: {
        requestsPerAddress: STOCK_ALERT_LIMITS.requestsPerAddress,
        requestsPerEmail: STOCK_ALERT_LIMITS.requestsPerEmail,
        confirmationsPerAddress: STOCK_ALERT_LIMITS.confirmationsPerAddress,
        windowSeconds: STOCK_ALERT_LIMITS.windowMs / 1000,
        pendingTtlSeconds: STOCK_ALERT_LIMITS.pendingTtlMs / 1000,
      },
    },
    // The agenda's refusals; its data is in agenda.json, its algorithm in Agenda.php.
    slots: { messages: SLOT_MESSAGES },
    shopIdentity: { messages: SHOP_IDENTITY_MESSAGES, lengths: SHOP_IDENTITY_LENGTHS },
  };
}

/** The file's text, byte for byte as committed. */
export function rulesJson(): string {
  return `${JSON.stringify(rulesData(), null, 2)}\n`;
}
