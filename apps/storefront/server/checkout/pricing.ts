import { createCartApi } from '@vitrina/api-client/cart';
import {
  cartLineTitle,
  computeOrderTotals,
  depositCents,
  formatMoney,
  itbisFromTotal,
  parseWooPrice,
  quoteShipping,
  zoneForProvince,
  type Coupon,
  type LineOption,
  type OrderTotals,
} from '@vitrina/core';
import { SoldOutDataSchema, type OrderSummary } from '../../src/lib/shop-api/checkout.js';
import { Refused, refuse, type Refusal } from '../endpoints/answers.js';
import { isPublishedWith, productOfVariation } from '../proxy/response-filters.js';
import { checkedCoupons } from './coupon-checks.js';
import type { Buyer } from './buyer.js';
import type { CheckoutRequest } from './checkout-request.js';
import type { CheckoutStores } from './checkout-stores.js';
import type { StoreSettings } from './store-settings.js';
import { readProducts } from './store-reads.js';

/** A cart line priced by the store's catalogue. */
export interface PricedLine {
  readonly product_id: number;
  readonly name: string;
  /** A variation's options, labelled; the name is then its product's (issue 29). */
  readonly options: readonly LineOption[];
  readonly quantity: number;
  readonly unitPrice: number;
}

/** An order as the shop computes it before asking the store to make it. Amounts in centavos. */
export interface PricedOrder {
  readonly lines: readonly PricedLine[];
  readonly coupons: readonly Coupon[];
  readonly shipping: { method_id: string; instance_id: number; title: string; cost: number };
  readonly gateway: { id: string; title: string };
  readonly totals: OrderTotals;
  /** What is paid now when the shopper pays a deposit (G9), by core's rule; else `null`. */
  readonly deposit: number | null;
}

/** The review's figures: what the page shows and the shopper confirms. */
export function orderSummary(order: PricedOrder): OrderSummary {
  return {
    lines: order.lines.map((line, index) => ({
      product_id: line.product_id,
      name: line.name,
      options: [...line.options],
      quantity: line.quantity,
      total: order.totals.lines[index]?.totalCents ?? 0,
    })),
    goods: order.totals.subtotalCents,
    discount: order.totals.discountTotalCents,
    shipping: order.totals.shippingTotalCents,
    itbis: itbisFromTotal(order.totals.totalCents).itbis,
    total: order.totals.totalCents,
    coupons: order.coupons.map((coupon) => coupon.code),
    deposit: order.deposit,
  };
}

/**
 * «"{producto}" se agotó mientras comprabas.» (R22), with its line's product id so the page marks
 * that line (M8).
 */
export const soldOut = (line: { product_id: number; name: string }): Refusal => ({
  status: 409,
  code: 'out_of_stock',
  message: `"${line.name}" se agotó mientras comprabas. Revisa tu carrito.`,
  data: { product_id: line.product_id },
});

/**
 * The product a checkout refusal says sold out, if it is one: the store's own word, so the cart
 * the page reads next must show it so, not what the catalogue cache still keeps of it (M8).
 */
export function soldOutProductOf(error: unknown): number | undefined {
  if (!(error instanceof Refused) || error.refusal.code !== 'out_of_stock') return undefined;
  return SoldOutDataSchema.safeParse(error.refusal.data).data?.product_id;
}

/**
 * The cart's lines, each product read again: published (a variation with its product), purchasable,
 * in stock (F2, G8). The cart is read once no earlier order of the buyer is leaving it.
 */
export async function readCartLines(
  stores: Pick<CheckoutStores, 'buyer' | 'shop' | 'cart'>,
): Promise<PricedLine[]> {
  await stores.cart.settle();
  const cart = await createCartApi(stores.buyer).get();
  if (cart.items.length === 0) {
    refuse({ status: 400, code: 'empty_cart', message: 'Tu carrito está vacío.' });
  }
  const products = await readProducts(
    stores.shop,
    cart.items.map((item) => item.id),
  );
  return cart.items.map((item) => {
    const product = products.get(item.id);
    const quantity = item.quantity.value;
    const parentId = productOfVariation(product);
    const parent = parentId === undefined ? undefined : products.get(parentId);
    const line = { product_id: item.id, name: product?.name ?? item.name };
    if (!product || !isPublishedWith(product, parent) || product.purchasable === false) {
      return refuse(soldOut(line));
    }
    const short = product.manage_stock && (product.stock_quantity ?? 0) < quantity;
    if (product.stock_status === 'outofstock' || short) return refuse(soldOut(line));
    const unitPrice = parseWooPrice(product.price);
    if (unitPrice === null) return refuse(soldOut(line));
    return {
      product_id: product.id,
      ...cartLineTitle(item, product.name),
      quantity,
      unitPrice,
    };
  });
}

/** The goods of the cart as core prices them, and their subtotal before any discount. */
export function goodsOf(lines: readonly PricedLine[]) {
  const priced = lines.map((line) => ({ unitPriceCents: line.unitPrice, quantity: line.quantity }));
  const subtotal = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return { priced, subtotal };
}

/** The delivery options of a province: the methods of its zone, priced by core's rules. */
export async function shippingOptions(settings: StoreSettings, province: string) {
  const zoneId = zoneForProvince(await settings.zones(), province);
  const methods = await settings.methods(zoneId);
  return methods.map((method) => ({
    method_id: method.method_id,
    instance_id: method.instance_id,
    title: method.title,
    cost: method.method_id === 'flat_rate' ? method.cost_cents : 0,
    minimum: method.method_id === 'free_shipping' ? method.min_amount_cents : 0,
    rule: method,
  }));
}

/**
 * Prices an order from the store alone: the cart's lines at catalogue prices, the coupons by
 * core's rules, shipping by the zone of the delivery province and core's quote (G2). What it
 * reads it reads side by side: the cart and its products, the coupons, the kept settings.
 */
export async function priceOrder(
  stores: CheckoutStores,
  buyer: Buyer,
  request: CheckoutRequest,
  now: number,
): Promise<PricedOrder> {
  const province = (request.shipping_address ?? request.billing_address).state;
  const [lines, options, gateways, found] = await Promise.all([
    readCartLines(stores),
    shippingOptions(stores.settings, province),
    stores.settings.gateways(),
    stores.readCoupons(request.coupons),
  ]);
  const gateway = gateways.find((option) => option.id === request.payment_method);
  if (!gateway) {
    refuse({
      status: 400,
      code: 'invalid_payment_method',
      message: 'Elige un método de pago válido.',
    });
  }
  if (request.is_partial_payment && !gateway?.allows_partial_payment) {
    refuse({
      status: 400,
      code: 'invalid_payment_method',
      message: 'Este método de pago no admite abono.',
    });
  }
  const { priced, subtotal } = goodsOf(lines);
  const coupons = checkedCoupons(found, {
    subtotal,
    email: request.email,
    buyer,
    now,
  });
  const method = options.find(
    (option) =>
      option.method_id === request.shipping_method.method_id &&
      option.instance_id === request.shipping_method.instance_id,
  );
  if (!method) {
    return refuse({
      status: 400,
      code: 'invalid_shipping_method',
      message: 'Ese método de envío no está disponible para tu dirección.',
    });
  }
  const goods = computeOrderTotals(priced, coupons, 0);
  const quote = quoteShipping(method.rule, goods.totalCents);
  if (!quote.ok) {
    return refuse({
      status: 400,
      code: 'invalid_shipping_method',
      message: `El envío gratis aplica en pedidos desde ${formatMoney(quote.minimumCents)}.`,
    });
  }
  const totals = computeOrderTotals(priced, coupons, quote.costCents);
  return {
    lines,
    coupons,
    shipping: {
      method_id: method.method_id,
      instance_id: method.instance_id,
      title: method.title,
      cost: quote.costCents,
    },
    gateway: { id: gateway?.id ?? '', title: gateway?.title ?? '' },
    totals,
    deposit: request.is_partial_payment ? depositCents(totals.totalCents) : null,
  };
}
