import { NCF_TYPES, ncfRangeInputSchema, shopDate, type NcfType } from '@vitrina/core';
import { Hono, type Context } from 'hono';

import { parseForm } from '../account/parse-form.js';
import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { noRoute, StoreError } from '../http/errors.js';
import { ncfSequences, setNcfRange } from './ncf-sequences.js';
import { voidedNcfs } from './voided-ncf.js';

/** The `:type` of the route, one core issues, or WordPress's 404. */
function typeOf(c: Context): NcfType {
  const type = c.req.param('type') ?? '';
  if (!Object.hasOwn(NCF_TYPES, type)) throw noRoute();
  return type as NcfType;
}

/**
 * Our extension `wc-vitrina/v1/ncf`, the owner's (an administrator's key, as the plugin asks for
 * `manage_woocommerce`): each NCF type's sequence with the range the DGII authorised (`GET`),
 * a range entered (`PUT /ncf/{type}`, checked by core: 400 with the first Spanish reason) or
 * taken away (`DELETE /ncf/{type}`), and the voided numbers for the DGII's report (`GET /ncf/voided`).
 */
export function ncfRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  for (const path of ['/ncf', '/ncf/*']) {
    app.use(path, requireConsumerKey(deps));
    app.use(path, async (c, next) => {
      if (c.get('apiKey')?.role !== 'administrator') {
        throw new StoreError(
          403,
          'rest_forbidden',
          'Lo siento, no tienes permisos para hacer eso.',
        );
      }
      await next();
    });
  }

  app.get('/ncf', async (c) => c.json(await ncfSequences(db, clock.now())));

  app.get('/ncf/voided', async (c) => c.json(await voidedNcfs(db)));

  const answerOne = async (c: Context<AppEnv>, type: NcfType) =>
    c.json((await ncfSequences(db, clock.now())).find((status) => status.type === type));

  app.put('/ncf/:type', async (c) => {
    const type = typeOf(c);
    const range = parseForm(ncfRangeInputSchema(shopDate(clock.now())), c.get('jsonBody') ?? {}, {
      code: 'invalid_ncf_range',
    });
    await setNcfRange(db, type, range);
    return answerOne(c, type);
  });

  app.delete('/ncf/:type', async (c) => {
    const type = typeOf(c);
    await setNcfRange(db, type, null);
    return answerOne(c, type);
  });

  return app;
}
