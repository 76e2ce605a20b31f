import { WcOrderSchema } from '@vitrina/api-client/orders';
import { centsToDecimal, formatMoney, parseWooPrice } from '@vitrina/core';
import { expect, test } from '../../../apps/storefront/e2e/fixtures.js';
import { screenshotAt } from '../../../apps/storefront/e2e/shoppers.js';
import { wooWrite } from '../src/woo-http.js';
import { BILLING, PICKUP } from '../test/cases/checkout.js';
import { realShopEnv } from './real-shop-env.js';
import { stockedProducts, writer } from './real-store-reads.js';

// N1, N2 (#37) on the real WooCommerce: the owner refunds part of a delivered order in
// WooCommerce, then the rest; the guest sees both refunds on the order's page in the shop and
// prints a credit note B04 (the Vitrina plugin's) from the invoice.

test.use({ ignoreHTTPSErrors: true });

/** A pickup order paid on delivery and delivered (`completed`), as the owner leaves it. */
async function deliveredOrder() {
  const [product] = await stockedProducts();
  if (product === undefined) throw new Error('el WooCommerce real no tiene productos con stock');
  const placed = WcOrderSchema.parse(
    await wooWrite(writer(), 'POST', 'wc/v3/orders', {
      line_items: [{ product_id: product.id, quantity: 1 }],
      billing: { ...BILLING, email: `reembolso.${String(Date.now())}@example.com` },
      shipping_lines: [PICKUP],
      payment_method: 'cod',
      status: 'processing',
    }),
  );
  await wooWrite(writer(), 'PUT', `wc/v3/orders/${String(placed.id)}`, { status: 'completed' });
  return { id: placed.id, key: placed.order_key, totalCents: parseWooPrice(placed.total) ?? 0 };
}

/** The owner's manual refund in WooCommerce («Reembolso manual»). */
const refund = (id: number, amount: string, reason: string) =>
  wooWrite(writer(), 'POST', `wc/v3/orders/${String(id)}/refunds`, {
    amount,
    reason,
    api_refund: false,
  });

test('N1, N2: un invitado ve un reembolso parcial y luego el resto en la página de su pedido, e imprime la nota de crédito B04', async ({
  page,
}, testInfo) => {
  const order = await deliveredOrder();
  await refund(order.id, '1000.00', 'Rayón en la tapa');
  await page.goto(
    `${realShopEnv('shopUrl')}/pedido-confirmado?order_id=${String(order.id)}&key=${order.key}`,
  );
  const refunds = page.getByTestId('order-refund');
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first()).toContainText('Rayón en la tapa');
  await expect(refunds.first()).toContainText(/Nota de crédito B04\d{8}/);
  await expect(page.getByTestId('order-refunded')).toHaveText(formatMoney(100_000));

  await refund(order.id, centsToDecimal(order.totalCents - 100_000), 'Devolución del equipo');
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Reembolsado');
  await expect(refunds).toHaveCount(2);
  await expect(page.getByTestId('order-refunded')).toHaveText(formatMoney(order.totalCents));
  await screenshotAt(page, 375, testInfo.outputPath('pedido-reembolsado-375.png'));

  await page.getByRole('link', { name: 'Ver la factura de este pedido' }).click();
  const invoiceNcf = await page.getByTestId('invoice-ncf').textContent();
  await page
    .getByRole('link', { name: /^Ver la nota de crédito B04/ })
    .last()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nota de crédito');
  await expect(page.getByTestId('credit-note-ncf')).toHaveText(/^B04\d{8}$/);
  await expect(page.getByTestId('credit-note-modifies')).toHaveText(invoiceNcf ?? '');
  await expect(page.getByTestId('credit-note-total')).toContainText(formatMoney(100_000));
  await screenshotAt(page, 1280, testInfo.outputPath('nota-de-credito-1280.png'));
});
