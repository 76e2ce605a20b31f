import type { StoreClient } from '@vitrina/api-client';
import {
  DEMO_SHOP_IDENTITY,
  ShopIdentitySchema,
  type ShopIdentity,
  type ShopIdentityFields,
} from '@vitrina/core';
import { z } from 'zod';
import { DEMO_RNC_IN_PRODUCTION, type ShopConfig } from './env.js';

/** How long the store's settings are kept before they are read again (in the background). */
export const SHOP_IDENTITY_MAX_AGE_MS = 5 * 60_000;

/** The shop cannot start: in production its identity must be whole and its seller real. */
export class ShopIdentityError extends Error {
  override readonly name = 'ShopIdentityError';
}

/**
 * Decision 015, the one rule: each field the environment sets wins over the store's; what
 * neither gives is missing, and the result must be whole.
 */
export function mergeShopIdentity(fromEnv: ShopIdentityFields, fromStore: ShopIdentityFields) {
  return ShopIdentitySchema.safeParse({ ...fromStore, ...fromEnv });
}

/** Why an identity cannot be used (Spanish, for the operator), or `undefined` when it can. */
function refusalOf(
  merged: ReturnType<typeof mergeShopIdentity>,
  production: boolean,
): string | undefined {
  if (!merged.success) {
    return `Faltan datos de la tienda o no son válidos (variables SHOP_* y SELLER_*, o los ajustes del plugin en WooCommerce → Vitrina):\n${z.prettifyError(merged.error)}`;
  }
  if (production && merged.data.seller_rnc === DEMO_SHOP_IDENTITY.seller_rnc) {
    return DEMO_RNC_IN_PRODUCTION;
  }
  return undefined;
}

/** The shop's identity while the server runs: what every page and invoice prints. */
export interface ShopIdentitySource {
  current(): Promise<ShopIdentity>;
}

/**
 * Starts keeping the shop's identity: the environment's fields over the store's
 * (`vitrina/v1/shop`), read again every {@link SHOP_IDENTITY_MAX_AGE_MS} in the background, the
 * last good one kept while the store does not answer. The store is not asked when the
 * environment sets every field.
 *
 * In production the identity is read before the server starts, and a missing store, a missing
 * field or the demo's RNC refuses the start with a {@link ShopIdentityError}; a later reading
 * that would bring any of these back is logged and not used. Elsewhere the first page reads it;
 * a store without the settings (a development store, a test's stand-in) shows the demo's fields
 * where the environment sets none, and says so in the log.
 */
export async function startShopIdentity(
  config: ShopConfig,
  reader: Pick<StoreClient, 'shop'>,
  now: () => number = Date.now,
): Promise<ShopIdentitySource> {
  const envOnly = ShopIdentitySchema.safeParse(config.identity);
  if (envOnly.success) {
    const identity = envOnly.data;
    return { current: () => Promise.resolve(identity) };
  }

  type Reading = { identity: ShopIdentity } | { refusal: string; fromStore: ShopIdentityFields };
  /** The identity with the store's fields now, or why not (Spanish, for the operator). */
  const read = async (): Promise<Reading> => {
    let fromStore: ShopIdentityFields;
    try {
      fromStore = await reader.shop.identity();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        refusal: `No se pudo leer vitrina/v1/shop en ${config.storeUrl}: ${reason}`,
        fromStore: {},
      };
    }
    const merged = mergeShopIdentity(config.identity, fromStore);
    const refusal = refusalOf(merged, config.production);
    if (refusal !== undefined) return { refusal, fromStore };
    return merged.success
      ? { identity: merged.data }
      : { refusal: z.prettifyError(merged.error), fromStore };
  };

  let kept: { identity: ShopIdentity; at: number } | undefined;
  /**
   * What to keep after a reading: the new identity, else the last one, else, field by field, the
   * environment's over the store's over the demo's.
   */
  const keep = (result: Reading): ShopIdentity => {
    if ('identity' in result) return result.identity;
    if (kept !== undefined) {
      console.error(`${result.refusal}\nSe siguen mostrando los datos anteriores.`);
      return kept.identity;
    }
    console.warn(`${result.refusal}\nDonde faltan, se muestran los datos de la demostración.`);
    const withDemo = mergeShopIdentity(config.identity, {
      ...DEMO_SHOP_IDENTITY,
      ...result.fromStore,
    });
    if (withDemo.success) return withDemo.data;
    throw withDemo.error;
  };
  let refreshing: Promise<ShopIdentity> | undefined;
  const refresh = (): Promise<ShopIdentity> =>
    (refreshing ??= read()
      .then((result) => {
        kept = { identity: keep(result), at: now() };
        return kept.identity;
      })
      .finally(() => {
        refreshing = undefined;
      }));

  if (config.production) {
    const first = await read();
    if ('refusal' in first) throw new ShopIdentityError(first.refusal);
    kept = { identity: first.identity, at: now() };
  }
  return {
    current() {
      if (kept === undefined) return refresh();
      if (now() - kept.at >= SHOP_IDENTITY_MAX_AGE_MS) void refresh();
      return Promise.resolve(kept.identity);
    },
  };
}
