import { randomBytes } from 'node:crypto';

import {
  centsToDecimal,
  checkCoupons,
  deliveryZoneForProvince,
  ncfTypeFor,
  slotServiceFor,
  computeOrderTotals,
  CouponCodeSchema,
  COUPON_CODE_MESSAGE,
  COUPON_LIMIT_REACHED,
  DELIVERY_MESSAGE,
  depositCents,
  formatMoney,
  isDeliveryDateAllowed,
  quoteShipping,
  shippingMethodId,
  unknownCoupon,
  type CouponRefusal,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import {
  customerCouponUses,
  findCouponByCode,
  takeCouponUse,
  toCoupon,
} from '../coupons/coupon-store.js';
import type { StockStatus } from '../catalog/catalog.tables.js';
import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { findGateway } from '../payments/gateways.js';
import { assignNcf } from '../fiscal/assign-ncf.js';
import { zoneForState } from '../shipping/shipping-rates.js';
import { bookSlot } from '../slots/slot-bookings.js';
import type { OrderCreate } from './order.schemas.js';

/** Who places the order and from where. */
export interface OrderPlacer {
  customerId: number | null;
  ip: string;
  userAgent: string;
}

function checkDeliveryDate(date: string, nowMs: number): void {
  if (date === '' || isDeliveryDateAllowed(date, nowMs)) return;
  throw new StoreError(400, 'invalid_delivery_date', DELIVERY_MESSAGE, {
    data: { params: ['delivery_date'] },
  });
}

const refusalError = (refusal: CouponRefusal): StoreError =>
  new StoreError(refusal.status, refusal.code, refusal.message);

const outOfStock = (name: string): StoreError =>
  new StoreError(409, 'out_of_stock', `"${name}" se agotó.`);

/**
 * Creates an order inside the caller's transaction and returns its id. Every amount is the
 * store's: catalogue prices, coupon rules, shipping rates. Stock and coupon uses are taken with
 * conditional UPDATEs, so concurrent orders can neither oversell (G8) nor overuse a coupon (G5);
 * the delivery window is booked and the NCF issued in the same transaction; any refusal throws
 * and the transaction leaves nothing behind.
 */
export async function placeOrder(
  trx: Kysely<Database>,
  body: OrderCreate,
  placer: OrderPlacer,
  nowMs: number,
): Promise<number> {
  checkDeliveryDate(body.meta_data.delivery_date, nowMs);
  const gateway = findGateway(body.payment_method);
  if (!gateway) {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_payment_method',
      'Elige un método de pago válido.',
    );
  }

  // One line per product, quantities added up, as a cart would hold them.
  const wanted = new Map<number, { quantity: number; price: number | undefined }>();
  for (const line of body.line_items) {
    const previous = wanted.get(line.product_id);
    wanted.set(line.product_id, {
      quantity: (previous?.quantity ?? 0) + line.quantity,
      price: line.price ?? previous?.price,
    });
  }
  const products = await trx
    .selectFrom('products')
    .select([
      'id',
      'name',
      'sku',
      'status',
      'price',
      'manage_stock',
      'stock_quantity',
      'stock_status',
    ])
    .where('id', 'in', [...wanted.keys()])
    .execute();
  const lines = [...wanted].map(([productId, want]) => {
    const product = products.find((candidate) => candidate.id === productId);
    if (!product || product.status !== 'publish') {
      throw new StoreError(
        400,
        'woocommerce_rest_invalid_product_id',
        `El producto #${productId} no existe.`,
      );
    }
    return { product, quantity: want.quantity, seenPrice: want.price };
  });

  const changed = lines.filter(
    (line) => line.seenPrice !== undefined && line.seenPrice !== line.product.price,
  );
  if (changed.length > 0) {
    const first = changed[0];
    const message =
      changed.length === 1 && first && first.seenPrice !== undefined
        ? `El precio de "${first.product.name}" cambió de ${formatMoney(first.seenPrice)} a ${formatMoney(first.product.price)}. Revisa tu pedido.`
        : 'El precio de algunos productos cambió. Revisa tu pedido.';
    throw new StoreError(409, 'price_changed', message, {
      data: {
        lines: changed.map((line) => ({
          product_id: line.product.id,
          name: line.product.name,
          old_price: centsToDecimal(line.seenPrice ?? 0),
          new_price: centsToDecimal(line.product.price),
        })),
      },
    });
  }
  for (const line of lines) {
    const { product } = line;
    const short = product.manage_stock === 1 && (product.stock_quantity ?? 0) < line.quantity;
    if (product.stock_status === 'outofstock' || short) throw outOfStock(product.name);
  }

  const billing = body.billing;
  const shipping = body.shipping && body.shipping.address_1 !== '' ? body.shipping : { ...billing };
  const subtotalCents = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);

  const coupons = [];
  for (const couponLine of body.coupon_lines) {
    const code = CouponCodeSchema.safeParse(couponLine.code);
    if (!code.success)
      throw new StoreError(400, 'woocommerce_rest_invalid_coupon', COUPON_CODE_MESSAGE);
    const row = await findCouponByCode(trx, code.data);
    if (!row) throw refusalError(unknownCoupon(code.data));
    coupons.push(toCoupon(row));
  }
  const uses = new Map<number, number>();
  for (const coupon of coupons) {
    uses.set(coupon.id, await customerCouponUses(trx, coupon.id, placer.customerId, billing.email));
  }
  const refusal = checkCoupons(coupons, {
    subtotalCents,
    nowMs,
    email: billing.email,
    usesByCustomer: (id) => uses.get(id) ?? 0,
  });
  if (refusal) throw refusalError(refusal);

  const discounted = computeOrderTotals(
    lines.map((line) => ({ unitPriceCents: line.product.price, quantity: line.quantity })),
    coupons,
    0,
  );
  const zoneId = await zoneForState(trx, shipping.state);
  const requested = body.shipping_lines[0];
  const methodId = requested ? shippingMethodId(requested.method_id) : undefined;
  const instanceId = requested?.instance_id;
  const method = methodId
    ? await trx
        .selectFrom('shipping_methods')
        .selectAll()
        .where('zone_id', '=', zoneId)
        .where('enabled', '=', 1)
        .where('method_id', '=', methodId)
        .$if(instanceId !== undefined, (query) => query.where('instance_id', '=', instanceId ?? 0))
        .executeTakeFirst()
    : undefined;
  if (!method) {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_shipping_method',
      'Ese método de envío no está disponible para tu dirección.',
    );
  }
  const quote = quoteShipping(method, discounted.totalCents);
  if (!quote.ok) {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_shipping_method',
      `El envío gratis aplica en pedidos desde ${formatMoney(quote.minimumCents)}.`,
    );
  }
  const totals = computeOrderTotals(
    lines.map((line) => ({ unitPriceCents: line.product.price, quantity: line.quantity })),
    coupons,
    quote.costCents,
  );

  for (const line of lines) {
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({
        stock_quantity: eb('stock_quantity', '-', line.quantity),
        stock_status: eb
          .case()
          .when('stock_quantity', '<=', line.quantity)
          .then(eb.val<StockStatus>('outofstock'))
          .else(eb.ref('stock_status'))
          .end()
          .$castTo<StockStatus>(),
      }))
      .where('id', '=', line.product.id)
      .where('manage_stock', '=', 1)
      .where('stock_quantity', '>=', line.quantity)
      .executeTakeFirst();
    if (line.product.manage_stock === 1 && taken.numUpdatedRows !== 1n)
      throw outOfStock(line.product.name);
  }
  for (const coupon of coupons) {
    if (!(await takeCouponUse(trx, coupon.id))) {
      throw refusalError(COUPON_LIMIT_REACHED);
    }
  }

  const deposit =
    body.meta_data.is_partial_payment && gateway.allowsPartialPayment
      ? depositCents(totals.totalCents)
      : null;
  const iso = new Date(nowMs).toISOString();
  const ncfType = ncfTypeFor(body.meta_data.is_fiscal);
  const metaEntries = Object.entries({
    ...body.meta_data,
    ncf_type: ncfType,
    ncf: await assignNcf(trx, ncfType),
    ...(deposit === null
      ? {}
      : {
          deposit_amount: centsToDecimal(deposit),
          balance_amount: centsToDecimal(totals.totalCents - deposit),
        }),
  })
    .filter(([, value]) => value !== '' && value !== null && value !== false)
    .map(([key, value], index) => ({ id: index + 1, key, value }));
  const { id } = await trx
    .insertInto('orders')
    .values({
      order_key: `wc_order_${randomBytes(16).toString('base64url')}`,
      customer_id: placer.customerId,
      status: gateway.newOrderStatus,
      billing: JSON.stringify(billing),
      shipping: JSON.stringify(shipping),
      payment_method: gateway.id,
      payment_method_title: gateway.title,
      subtotal_cents: totals.subtotalCents,
      discount_total_cents: totals.discountTotalCents,
      shipping_total_cents: totals.shippingTotalCents,
      total_cents: totals.totalCents,
      deposit_cents: deposit,
      customer_note: body.customer_note,
      meta_data: JSON.stringify(metaEntries),
      customer_ip_address: placer.ip,
      customer_user_agent: placer.userAgent.slice(0, 300),
      date_created: iso,
      date_modified: iso,
      date_paid: null,
      date_completed: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line, index) => ({
        order_id: id,
        product_id: line.product.id,
        name: line.product.name,
        sku: line.product.sku,
        quantity: line.quantity,
        unit_price_cents: line.product.price,
        subtotal_cents: totals.lines[index]?.subtotalCents ?? 0,
        total_cents: totals.lines[index]?.totalCents ?? 0,
      })),
    )
    .execute();
  await trx
    .insertInto('order_shipping_lines')
    .values({
      order_id: id,
      method_id: method.method_id,
      instance_id: method.instance_id,
      method_title: method.title,
      total_cents: quote.costCents,
    })
    .execute();
  if (body.meta_data.delivery_date !== '') {
    const categories = await trx
      .selectFrom('product_category_links')
      .select('category_id')
      .where(
        'product_id',
        'in',
        lines.map((line) => line.product.id),
      )
      .execute();
    await bookSlot(
      trx,
      {
        orderId: id,
        zone: deliveryZoneForProvince(shipping.state),
        service: slotServiceFor(categories.map((row) => row.category_id)),
        date: body.meta_data.delivery_date,
        schedule: body.meta_data.schedule,
      },
      nowMs,
    );
  }
  if (coupons.length > 0) {
    await trx
      .insertInto('order_coupon_lines')
      .values(
        coupons.map((coupon, index) => ({
          order_id: id,
          coupon_id: coupon.id,
          code: coupon.code,
          discount_cents: totals.discounts[index]?.discountCents ?? 0,
          customer_id: placer.customerId,
          email: billing.email,
        })),
      )
      .execute();
  }
  return id;
}
