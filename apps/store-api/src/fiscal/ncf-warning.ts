import { DEMO_SHOP_IDENTITY, ncfLowWarning, type NcfType } from '@vitrina/core';

import type { Deps } from '../deps.js';
import { escapeHtml } from '../escape-html.js';
import { ncfSequences } from './ncf-sequences.js';

/**
 * Mails the owner, once per range, when 10 % or less of it is left (core's `ncfLowWarning`), after
 * the order or refund that took a number committed. The flag is claimed with a conditional
 * update, so two orders at once send one mail.
 */
export async function warnIfNcfLow(deps: Deps, type: NcfType): Promise<void> {
  const status = (await ncfSequences(deps.db, deps.clock.now())).find(
    (candidate) => candidate.type === type,
  );
  const warning = status === undefined ? null : ncfLowWarning(status);
  if (warning === null) return;
  const claimed = await deps.db
    .updateTable('ncf_sequences')
    .set({ warned: 1 })
    .where('type', '=', type)
    .where('warned', '=', 0)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return;
  await deps.outbox.send({
    // The demo shop's inbox: the owner of this store reads the shop's own address.
    to: DEMO_SHOP_IDENTITY.email,
    subject: warning.subject,
    text: warning.text,
    html: `<p>${escapeHtml(warning.text)}</p>`,
    links: [],
  });
}
