import { Hono } from 'hono';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';

/**
 * Our extension `vitrina/v1/shop`: the shop's own data (name, address, hours, phones, e-mail,
 * map pin, the seller's legal name and RNC), public, as the plugin answers it from its settings
 * page. The embedded store is the demo shop: its answer is the demo's identity, with the name and
 * address its environment sets (`SHOP_NAME`, `SHOP_STREET`, `SHOP_CITY`), which its mails sign with.
 */
export function shopRouter({ config }: Pick<Deps, 'config'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/shop', (c) => c.json(config.shop));
  return app;
}
