import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { DEMO_SHOP_IDENTITY, ShopIdentitySchema, type ShopIdentity } from '@vitrina/core';
import * as z from 'zod';

import { REALWOO_DIR, type RealStore } from '../real-store.js';

/**
 * The shop both stores are in the contract: the demo's identity under another name and address
 * (the embedded store's `SHOP_NAME`, `SHOP_STREET`, `SHOP_CITY`; the plugin's settings page), so
 * a mail or page that says «Vitrina» or the demo's street by itself shows.
 */
export const CONTRACT_SHOP_IDENTITY: ShopIdentity = {
  ...DEMO_SHOP_IDENTITY,
  name: 'Electro Caribe',
  street: 'Calle El Conde 105, Zona Colonial',
  city: 'Santo Domingo, República Dominicana',
};

/** Where both stores' mails send the shopper: the shop's public address in the contract. */
export const CONTRACT_SHOP_URL = 'http://localhost:3000';

/** The settings page's fields as an owner types them; a blank one is unset. */
export type ShopIdentityForm = Partial<Record<keyof ShopIdentity, string>>;

/** A store's whole identity (`vitrina/v1/shop`), read without a key as the shop server reads it. */
export async function readShopIdentity(baseUrl: string): Promise<ShopIdentity> {
  const response = await fetch(`${baseUrl}/wp-json/vitrina/v1/shop`);
  if (!response.ok) throw new Error(`vitrina/v1/shop answered ${String(response.status)}`);
  return ShopIdentitySchema.parse(await response.json());
}

/** An identity written into the settings page's fields: hours a line each, «lat,lng». */
export function shopIdentityForm(identity: ShopIdentity): ShopIdentityForm {
  return {
    ...identity,
    hours: identity.hours.map(({ days, time }) => `${days}: ${time}`).join('\n'),
    location: `${String(identity.location.lat)},${String(identity.location.lng)}`,
  };
}

/**
 * Submits `form` to the real store's settings with the plugin's own rules
 * (realwoo/seed-shop-identity.php); answers the refused fields' messages.
 */
export function seedShopIdentity(
  store: Pick<RealStore, 'dir' | 'httpUrl'>,
  form: ShopIdentityForm,
): Record<string, string> {
  const output = execFileSync('php', [join(REALWOO_DIR, 'seed-shop-identity.php')], {
    input: JSON.stringify(form),
    env: { ...process.env, WP_DIR: join(store.dir, 'wp'), SITE: store.httpUrl },
    timeout: 60_000,
  });
  return z.record(z.string(), z.string()).parse(JSON.parse(output.toString()));
}
