import { ConfirmedOrderSchema } from '../../src/lib/shop-api/checkout.js';
import { InvoiceSchema } from '../../src/lib/shop-api/invoice.js';
import { virtualShopper } from './virtual-shopper.js';

/**
 * A guest buys one product (a variation, issue 29) through the shop server as a browser does, and
 * reads the order back as its pages do: the review's lines, the confirmation's and the invoice's,
 * each as name, options and quantity. The embedded store's test and the real WooCommerce's
 * contract share it, so both hold the shop to the same lines.
 */
export async function buyAndReadLines(shopUrl: string, productId: number, email: string) {
  const shopper = virtualShopper({ shopUrl, address: '203.0.113.29', random: Math.random });
  const cartKey = await shopper.addToCart(productId);
  const { review, order } = await shopper.placeOrder(cartKey, email);
  const read = async (path: string) => {
    const answer = await fetch(`${shopUrl}/api/pedidos/${String(order.order_id)}${path}`);
    if (answer.status !== 200) throw new Error(`${path}: ${String(answer.status)}`);
    return (await answer.json()) as unknown;
  };
  const confirmed = ConfirmedOrderSchema.parse(await read(`?clave=${order.order_key}`));
  const invoice = InvoiceSchema.parse(await read(`/factura?clave=${order.order_key}`));
  const lines = (found: readonly { name: string; options: unknown; quantity: number }[]) =>
    found.map(({ name, options, quantity }) => ({ name, options, quantity }));
  return {
    review: lines(review.lines),
    confirmed: lines(confirmed.lines),
    invoice: lines(invoice.lines),
  };
}
