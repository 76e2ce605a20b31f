import { DEMO_SHOP_IDENTITY } from '@vitrina/core';
import { Hono } from 'hono';

import type { AppEnv } from '../http/env.js';

/**
 * Our extension `vitrina/v1/shop`: the shop's own data (name, address, hours, phones, e-mail,
 * map pin, the seller's legal name and RNC), public, as the plugin answers it from its settings
 * page. The embedded store is the demo shop, so its answer is the demo's identity.
 */
export function shopRouter(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/shop', (c) => c.json(DEMO_SHOP_IDENTITY));
  return app;
}
