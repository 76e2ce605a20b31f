import { createHmac } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

import { startWebhookListener, type Delivery } from '@vitrina/store-api/testing';
import { expect } from 'vitest';
import * as z from 'zod';

import type { ContractCase } from '../support/contract-case.js';
import { BILLING, PICKUP } from './checkout.js';
import { outcome, type StoreTarget } from '../support/targets.js';

const SECRET = 'secreto-del-contrato-de-webhooks';
const TOPICS = ['product.created', 'product.updated', 'product.deleted'] as const;
const IdSchema = z.object({ id: z.number() });
const StockSchema = z.object({ stock_quantity: z.number() });

/** A call with the write key that must succeed; its JSON answer. */
async function write(store: StoreTarget, method: string, route: string, json?: unknown) {
  const answer = await store.raw(method, route, { auth: 'write', json });
  if (answer.status >= 300) {
    throw new Error(`${store.name}: ${method} ${route} → ${String(answer.status)}`);
  }
  return answer.body;
}

/** What a shop's webhook endpoint can rely on in a delivery, as plain facts. */
function deliveryFacts(delivery: Delivery | undefined, hookId: number, product: unknown) {
  if (delivery === undefined) return undefined;
  const header = (name: string) => String(delivery.headers[name] ?? '');
  const signature = createHmac('sha256', SECRET).update(delivery.body).digest('base64');
  return {
    contentType: header('content-type'),
    topic: header('x-wc-webhook-topic'),
    resource: header('x-wc-webhook-resource'),
    event: header('x-wc-webhook-event'),
    webhookId: header('x-wc-webhook-id') === String(hookId),
    signed: header('x-wc-webhook-signature') === signature,
    deliveryId: /^[0-9a-f]{32}$/.test(header('x-wc-webhook-delivery-id')),
    source: /^https?:\/\/[^/]+\/$/.test(header('x-wc-webhook-source')),
    userAgent: /^WooCommerce\/[\d.]+ Hookshot \(WordPress\/[\d.]+\)$/.test(header('user-agent')),
    // The body is the product as `GET wc/v3/products/<id>` answers it, byte for byte in meaning.
    body: isDeepStrictEqual(JSON.parse(delivery.body), product) ? 'el producto' : delivery.body,
  };
}

export const webhookCases: ContractCase[] = [
  {
    name: 'webhooks: el ping al crearlos, y lo que llega al crear, cambiar y borrar un producto',
    async observe(store) {
      const listener = await startWebhookListener();
      const hooks: number[] = [];
      let product: number | undefined;
      try {
        for (const topic of TOPICS) {
          const created = IdSchema.parse(
            await write(store, 'POST', 'wc/v3/webhooks', {
              topic,
              delivery_url: `${listener.url}/${topic}`,
              secret: SECRET,
            }),
          );
          hooks.push(created.id);
        }
        const [createdHook = 0, updatedHook = 0, deletedHook = 0] = hooks;
        // The creation waits for its ping: it is there already.
        const pings = TOPICS.map((topic, index) => {
          const [ping] = listener.at(`/${topic}`);
          return {
            contentType: ping?.headers['content-type'],
            body: ping?.body === `webhook_id=${String(hooks[index])}`,
            signed: ping?.headers['x-wc-webhook-signature'] !== undefined,
          };
        });
        const read = (id: number) => write(store, 'GET', `wc/v3/products/${String(id)}`);

        product = IdSchema.parse(
          await write(store, 'POST', 'wc/v3/products', {
            name: 'Lavadora del contrato de webhooks',
            regular_price: '27500',
            manage_stock: true,
            stock_quantity: 5,
          }),
        ).id;
        const [, created] = await listener.until('/product.created', 2);
        const createdFacts = deliveryFacts(created, createdHook, await read(product));

        await write(store, 'PUT', `wc/v3/products/${String(product)}`, { regular_price: '28500' });
        const [, updated] = await listener.until('/product.updated', 2);
        const updatedFacts = deliveryFacts(updated, updatedHook, await read(product));

        // An order that takes stock changes what the product shows: WooCommerce says so too.
        await write(store, 'POST', 'wc/v3/orders', {
          status: 'processing',
          payment_method: 'bacs',
          billing: BILLING,
          shipping_lines: [PICKUP],
          line_items: [{ product_id: product, quantity: 2 }],
        });
        const [, , stockTaken] = await listener.until('/product.updated', 3);
        const afterOrder = await read(product);
        const stock = StockSchema.parse(afterOrder).stock_quantity;
        const stockFacts = deliveryFacts(stockTaken, updatedHook, afterOrder);

        // WooCommerce sends product.deleted when a product goes to the trash, not when it is
        // deleted for good; the embedded store has no trash and sends it on force=true.
        const id = product;
        const trash = await store.raw('DELETE', `wc/v3/products/${String(id)}`, {
          auth: 'write',
        });
        if (trash.status === 200) await listener.until('/product.deleted', 2);
        const sentOnTrash = listener.at('/product.deleted').length === 2;
        await write(store, 'DELETE', `wc/v3/products/${String(id)}?force=true`);
        product = undefined;
        const [, deleted] = await listener.until('/product.deleted', 2);
        return {
          pings,
          created: createdFacts,
          updated: updatedFacts,
          orderTakesStock: { stock, delivery: stockFacts },
          trash: outcome(trash),
          deletedSentOn: sentOnTrash ? 'papelera' : 'force=true',
          deleted: deliveryFacts(deleted, deletedHook, { id }),
        };
      } finally {
        // The stores are shared with every other case: no webhook nor product is left behind.
        if (product !== undefined) {
          await store.raw('DELETE', `wc/v3/products/${String(product)}?force=true`, {
            auth: 'write',
          });
        }
        for (const id of hooks)
          await write(store, 'DELETE', `wc/v3/webhooks/${String(id)}?force=true`);
        await listener.close();
      }
    },
    check(seen) {
      const ping = {
        contentType: 'application/x-www-form-urlencoded',
        body: true,
        signed: false,
      };
      expect(seen['pings']).toEqual([ping, ping, ping]);
      const delivery = (event: string) => ({
        contentType: 'application/json',
        topic: `product.${event}`,
        resource: 'product',
        event,
        webhookId: true,
        signed: true,
        deliveryId: true,
        source: true,
        userAgent: true,
        body: 'el producto',
      });
      expect(seen['created']).toEqual(delivery('created'));
      expect(seen['updated']).toEqual(delivery('updated'));
      expect(seen['orderTakesStock']).toEqual({ stock: 3, delivery: delivery('updated') });
      expect(seen['deleted']).toEqual(delivery('deleted'));
    },
  },
];
