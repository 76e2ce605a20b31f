import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { z } from 'zod';

import type { Deps } from '../deps.js';
import type { ContentTables } from './content.tables.js';
import type { AppEnv } from '../http/env.js';
import { noRoute, StoreError } from '../http/errors.js';
import { itemLinks } from '../http/item-links.js';
import { parseOr } from '../http/validate.js';

const PUBLIC_CACHE = 'public, max-age=60';

const PagesQuerySchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,200}(?:,[a-z0-9-]{1,200})*$/)
    .optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
});

const CashbackQuerySchema = z.object({
  acf_format: z.enum(['standard', 'light']).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
});

const rendered = (text: string) => ({ rendered: text });

type PageRow = Selectable<ContentTables['pages']>;

/** WordPress `wp/v2`: published pages and the `cashback` post type with its ACF fields. */
export function contentRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const loadPages = () => db.selectFrom('pages').selectAll().orderBy('menu_order').orderBy('id');

  const pageView = (page: PageRow, origin: string) => ({
    id: page.id,
    date: page.date,
    date_gmt: page.date,
    guid: rendered(`${origin}/?page_id=${page.id}`),
    modified: page.modified,
    modified_gmt: page.modified,
    slug: page.slug,
    status: 'publish',
    type: 'page',
    link: `${origin}/${page.slug}/`,
    title: rendered(page.title),
    content: { rendered: page.content, protected: false },
    excerpt: { rendered: `<p>${page.excerpt}</p>\n`, protected: false },
    author: 1,
    featured_media: 0,
    parent: 0,
    menu_order: page.menu_order,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    meta: [],
    _links: itemLinks(origin, 'wp/v2/pages', page.id),
  });

  app.get('/pages', async (c) => {
    const query = parseOr(PagesQuerySchema, c.req.query());
    const slugs = query.slug?.split(',');
    const rows = await loadPages()
      .$if(slugs !== undefined, (q) => q.where('slug', 'in', slugs ?? []))
      .execute();
    const pageRows = rows.slice((query.page - 1) * query.per_page, query.page * query.per_page);
    const origin = new URL(c.req.url).origin;
    c.header('X-WP-Total', String(rows.length));
    c.header('X-WP-TotalPages', String(Math.ceil(rows.length / query.per_page)));
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(pageRows.map((page) => pageView(page, origin)));
  });

  app.get('/pages/:id', async (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,10}$/.test(raw)) throw noRoute();
    const page = await loadPages().where('id', '=', Number(raw)).executeTakeFirst();
    if (!page) throw new StoreError(404, 'rest_post_invalid_id', 'ID de entrada no válido.');
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(pageView(page, new URL(c.req.url).origin));
  });

  app.get('/cashback', async (c) => {
    const query = parseOr(CashbackQuerySchema, c.req.query());
    const rows = await db.selectFrom('cashback_entries').selectAll().orderBy('id').execute();
    const pageRows = rows.slice((query.page - 1) * query.per_page, query.page * query.per_page);
    const origin = new URL(c.req.url).origin;
    c.header('X-WP-Total', String(rows.length));
    c.header('X-WP-TotalPages', String(Math.ceil(rows.length / query.per_page)));
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(
      pageRows.map((entry) => ({
        id: entry.id,
        date: entry.date,
        date_gmt: entry.date,
        guid: rendered(`${origin}/?post_type=cashback&p=${entry.id}`),
        modified: entry.modified,
        modified_gmt: entry.modified,
        slug: entry.slug,
        status: 'publish',
        type: 'cashback',
        link: `${origin}/cashback/${entry.slug}/`,
        title: rendered(entry.title),
        template: '',
        acf: {
          bank: entry.bank,
          percentage: entry.percentage,
          cap: entry.cap,
          valid_until: entry.valid_until,
          conditions: entry.conditions,
        },
        _links: itemLinks(origin, 'wp/v2/cashback', entry.id),
      })),
    );
  });

  return app;
}
