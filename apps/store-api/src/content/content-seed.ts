import type { SeedModule } from '../seed/seed-module.js';
import { CASHBACK_SEEDS } from './cashback-seed.js';
import { PAGE_SEEDS } from './page-seed.js';

const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** WordPress's local date-time text (Santo Domingo, UTC−4) of an instant. */
const wpDate = (ms: number): string => new Date(ms - 4 * 3_600_000).toISOString().slice(0, 19);

/** About-us, the six policy pages and the banks' cashback entries: content, not demo accounts. */
export const contentSeed: SeedModule = {
  name: 'content',
  async seed({ db, now }) {
    const date = wpDate(now);
    await db
      .insertInto('pages')
      .values(
        PAGE_SEEDS.map((page, index) => ({
          id: 10 + index,
          slug: page.slug,
          title: page.title,
          content: page.content,
          excerpt: page.excerpt,
          menu_order: index,
          date,
          modified: date,
        })),
      )
      .execute();
    await db
      .insertInto('cashback_entries')
      .values(
        CASHBACK_SEEDS.map((entry, index) => ({
          id: 50 + index,
          slug: slugify(entry.title),
          title: entry.title,
          bank: entry.bank,
          percentage: entry.percentage,
          cap: entry.cap,
          valid_until: entry.validUntil,
          conditions: entry.conditions,
          date,
          modified: date,
        })),
      )
      .execute();
  },
};
