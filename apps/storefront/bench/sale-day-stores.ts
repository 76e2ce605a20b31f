// The stores issue 35's sale day (bench/sale-day.ts) runs against: the embedded store and the
// real WooCommerce kit seeded with the embedded store's catalogue, as the shop and the bench's own
// admin calls reach them, and what the bench reads and sets there.
import { readFile } from 'node:fs/promises';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { readVitrinaCatalogue } from '@vitrina/contract/catalogue';
import { startSeededRealStore } from '@vitrina/contract/seeded-real-store';
import type { TestStore } from '@vitrina/store-api/testing';
import { z } from 'zod';

/** A store the sale day runs against, as the shop and the bench's own admin calls reach it. */
export interface SaleStore {
  name: string;
  /** The shop server's environment for it. */
  env: Record<string, string>;
  /** A call with a key that writes products and webhooks and reads every order. */
  admin: (method: string, path: string, body?: unknown) => Promise<Response>;
  stop: () => Promise<void>;
}

/** The embedded store the bench started, its admin key on the query string. */
export function embeddedStore(embedded: TestStore): SaleStore {
  const key = `consumer_key=${embedded.adminConsumerKey}&consumer_secret=${embedded.adminConsumerSecret}`;
  return {
    name: 'tienda embebida',
    env: {
      STORE_URL: embedded.baseUrl,
      WC_CONSUMER_KEY: embedded.consumerKey,
      WC_CONSUMER_SECRET: embedded.consumerSecret,
      WC_WRITE_CONSUMER_KEY: embedded.writeConsumerKey,
      WC_WRITE_CONSUMER_SECRET: embedded.writeConsumerSecret,
    },
    admin: (method, path, body) =>
      fetch(`${embedded.baseUrl}/wp-json/${path}${path.includes('?') ? '&' : '?'}${key}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    stop: () => Promise.resolve(),
  };
}

/** The real WooCommerce kit, seeded with `embedded`'s catalogue. */
export async function realStore(embedded: TestStore): Promise<SaleStore> {
  const catalogue = await readVitrinaCatalogue({
    url: embedded.baseUrl,
    key: embedded.adminConsumerKey,
    secret: embedded.adminConsumerSecret,
  });
  const { store } = await startSeededRealStore(catalogue);
  // The bench's own calls trust the store's certificate, as the shop does with NODE_EXTRA_CA_CERTS.
  setDefaultCACertificates([...getCACertificates('default'), await readFile(store.caPath, 'utf8')]);
  const basic = `Basic ${Buffer.from(`${store.writeKey.key}:${store.writeKey.secret}`).toString('base64')}`;
  return {
    name: 'WooCommerce real',
    env: {
      NODE_EXTRA_CA_CERTS: store.caPath,
      STORE_URL: store.httpsUrl,
      WC_CONSUMER_KEY: store.readKey.key,
      WC_CONSUMER_SECRET: store.readKey.secret,
      WC_WRITE_CONSUMER_KEY: store.writeKey.key,
      WC_WRITE_CONSUMER_SECRET: store.writeKey.secret,
    },
    admin: (method, path, body) =>
      fetch(`${store.httpsUrl}/wp-json/${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: basic },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    stop: () => store.stop(),
  };
}

const ProductSchema = z.looseObject({ id: z.number(), slug: z.string() });

/** The advertised product: `category`'s first, stocked for the whole sale. */
export async function advertisedProduct(store: SaleStore, category: string) {
  const categories = z
    .array(z.object({ id: z.number(), slug: z.string() }))
    .parse(await (await store.admin('GET', `wc/v3/products/categories?slug=${category}`)).json());
  const categoryId = categories[0]?.id ?? 0;
  const listed = z
    .array(ProductSchema)
    .parse(
      await (
        await store.admin('GET', `wc/v3/products?category=${String(categoryId)}&per_page=24`)
      ).json(),
    );
  const product = listed[0];
  if (product === undefined) throw new Error(`no product in /${category}`);
  const stocked = await store.admin('PUT', `wc/v3/products/${String(product.id)}`, {
    manage_stock: true,
    stock_quantity: 100_000,
  });
  if (!stocked.ok) throw new Error(`the product could not be stocked: ${await stocked.text()}`);
  return product;
}

/** The orders whose buyer's e-mail starts with `prefix`, by e-mail. */
export async function ordersOf(store: SaleStore, prefix: string): Promise<string[]> {
  const emails: string[] = [];
  for (let page = 1; ; page += 1) {
    const batch = z
      .array(z.object({ billing: z.object({ email: z.string() }) }))
      .parse(
        await (await store.admin('GET', `wc/v3/orders?per_page=100&page=${String(page)}`)).json(),
      );
    emails.push(...batch.map((order) => order.billing.email).filter((e) => e.startsWith(prefix)));
    if (batch.length < 100) return emails;
  }
}
