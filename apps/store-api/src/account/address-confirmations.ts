import { ADDRESS_CONFIRMATION } from '@vitrina/core';

import type { Deps } from '../deps.js';
import type { SlidingWindowLimiter } from '../http/rate-limit.js';
import { addressConfirmationEmail, storefrontLink } from './account-emails.js';
import { findLoginUser } from './account-store.js';
import { hashOneTimeToken, newOneTimeToken } from './one-time-token.js';

/**
 * The «¿Eres tú?» links (B1, decision 017). While an account is under attack, a right password
 * from an address it has not signed in from gets the same answer as a wrong one; the owner gets
 * a mail instead, whose link makes that address theirs. One live link per account and address
 * (asking again mails nothing new), and at most {@link ADDRESS_CONFIRMATION.mailsPerAccount} mails
 * per account in 15 minutes, so not even someone who knows the password floods the inbox.
 */
export interface AddressConfirmations {
  /** Mails `user` a link that vouches for `ip`, unless one is out already or the account had its. */
  offer(user: { id: number; email: string }, ip: string): Promise<void>;
  /** The address a link vouches for, spending the link; undefined for a wrong, used or old one. */
  redeem(email: string, token: string): Promise<string | undefined>;
}

export function addressConfirmations(
  { db, clock, config, outbox }: Pick<Deps, 'db' | 'clock' | 'config' | 'outbox'>,
  mailsPerAccount: SlidingWindowLimiter,
): AddressConfirmations {
  return {
    async offer(user, ip) {
      const now = clock.now();
      await db.deleteFrom('address_confirmations').where('expires_at_ms', '<=', now).execute();
      const live = await db
        .selectFrom('address_confirmations')
        .select('user_id')
        .where('user_id', '=', user.id)
        .where('ip', '=', ip)
        .executeTakeFirst();
      if (live || !mailsPerAccount.hit(String(user.id)).allowed) return;
      const token = newOneTimeToken();
      await db
        .insertInto('address_confirmations')
        .values({
          user_id: user.id,
          ip,
          token_hash: hashOneTimeToken(token),
          expires_at_ms: now + ADDRESS_CONFIRMATION.ttlMs,
        })
        .execute();
      const query = { email: user.email, token };
      await outbox.send(
        addressConfirmationEmail(
          config.shop,
          user.email,
          storefrontLink(config.storefrontUrl, ADDRESS_CONFIRMATION.path, query),
        ),
      );
    },
    async redeem(email, token) {
      const user = await findLoginUser(db, email);
      if (!user) return undefined;
      // One statement: of two uses of the same link only one finds it.
      const spent = await db
        .deleteFrom('address_confirmations')
        .where('user_id', '=', user.id)
        .where('token_hash', '=', hashOneTimeToken(token))
        .where('expires_at_ms', '>', clock.now())
        .returning('ip')
        .executeTakeFirst();
      return spent?.ip;
    },
  };
}
