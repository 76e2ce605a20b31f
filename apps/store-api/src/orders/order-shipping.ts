import { formatMoney, quoteShipping, shippingMethodId } from '@vitrina/core';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { zoneForState } from '../shipping/shipping-rates.js';
import type { ShippingTables } from '../shipping/shipping.tables.js';
import type { OrderCreate } from './order.schemas.js';

/** The shipping method the order goes with and what the store charges for it. */
export interface OrderShipping {
  method: Selectable<ShippingTables['shipping_methods']>;
  costCents: number;
}

const invalidShippingMethod = (message: string): StoreError =>
  new StoreError(400, 'woocommerce_rest_invalid_shipping_method', message);

async function findZoneMethod(
  trx: Kysely<Database>,
  zoneId: number,
  requested: OrderCreate['shipping_lines'][number] | undefined,
) {
  const methodId = requested ? shippingMethodId(requested.method_id) : undefined;
  const instanceId = requested?.instance_id;
  if (!methodId) return undefined;
  return trx
    .selectFrom('shipping_methods')
    .selectAll()
    .where('zone_id', '=', zoneId)
    .where('enabled', '=', 1)
    .where('method_id', '=', methodId)
    .$if(instanceId !== undefined, (query) => query.where('instance_id', '=', instanceId ?? 0))
    .executeTakeFirst();
}

/**
 * The method the shopper chose, among those enabled in the zone of the province the order ships
 * to, at the store's price for the goods after discounts (G2). A method the zone lacks, or free
 * shipping below its minimum, is a 400.
 */
export async function quoteOrderShipping(
  trx: Kysely<Database>,
  shippingLines: OrderCreate['shipping_lines'],
  state: string,
  goodsAfterDiscountCents: number,
): Promise<OrderShipping> {
  const zoneId = await zoneForState(trx, state);
  const method = await findZoneMethod(trx, zoneId, shippingLines[0]);
  if (!method) {
    throw invalidShippingMethod('Ese método de envío no está disponible para tu dirección.');
  }
  const quote = quoteShipping(method, goodsAfterDiscountCents);
  if (!quote.ok) {
    throw invalidShippingMethod(
      `El envío gratis aplica en pedidos desde ${formatMoney(quote.minimumCents)}.`,
    );
  }
  return { method, costCents: quote.costCents };
}

/** The order's shipping line, at the price the store quoted. */
export async function insertShippingLine(
  trx: Kysely<Database>,
  orderId: number,
  shipping: OrderShipping,
): Promise<void> {
  await trx
    .insertInto('order_shipping_lines')
    .values({
      order_id: orderId,
      method_id: shipping.method.method_id,
      instance_id: shipping.method.instance_id,
      method_title: shipping.method.title,
      total_cents: shipping.costCents,
    })
    .execute();
}
