import { centsToDecimal, formatMoney } from '@vitrina/core';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { shopPurchases } from '../test/support/shop-purchase.js';
import { seriousViolations } from './axe.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test as shopTest } from './fixtures.js';
import { screenshotAt } from './shoppers.js';

// N1, N2 (#37): the owner refunds part of a delivered order, then the rest; the guest sees both
// refunds on the order's page and prints each credit note B04 from the invoice. On a stack of
// its own: its orders take delivery windows other specs book.
let stack: ShopStack;
const test = shopTest.extend<object, { refundStack: ShopStack }>({
  refundStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      stack = await startShopStack({ distDir: e2eEnv('distDir') });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ refundStack }, use) => {
    await use(refundStack.shop.url);
  },
});

/** The owner's call at the store with the admin key, as wp-admin makes it. */
async function owner(method: string, path: string, body: unknown) {
  const { store } = stack;
  const key = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
  const answer = await fetch(`${store.baseUrl}/wp-json/wc/v3/${path}?${key}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
}

test('N1, N2: a guest sees a partial refund and then the rest on the order page, and prints each credit note B04', async ({
  page,
  refundStack,
}, testInfo) => {
  test.slow();
  const purchases = shopPurchases(refundStack.store, refundStack.shop);
  const order = await purchases.place(await purchases.guestCart(), { payment_method: 'cod' });
  const id = String(order.order_id);
  await owner('PUT', `orders/${id}`, { status: 'completed' });
  const refund = (amount: string, reason: string) =>
    owner('POST', `orders/${id}/refunds`, { amount, reason, api_refund: false });
  await refund('1000.00', 'Rayón en la tapa');

  await page.goto(`/pedido-confirmado?order_id=${id}&key=${order.order_key}`);
  const refunds = page.getByTestId('order-refund');
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first()).toContainText('Rayón en la tapa');
  await expect(refunds.first()).toContainText(/Nota de crédito B04\d{8}/);
  await expect(refunds.first()).toContainText(formatMoney(100_000));
  await expect(page.getByTestId('order-refunded')).toHaveText(formatMoney(100_000));

  await refund(centsToDecimal(order.total - 100_000), 'Devolución del equipo');
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Reembolsado');
  await expect(refunds).toHaveCount(2);
  await expect(page.getByTestId('order-refunded')).toHaveText(formatMoney(order.total));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('pedido-reembolsado-375.png'));

  await page.getByRole('link', { name: 'Ver la factura de este pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factura de consumo');
  await expect(page.getByTestId('invoice-refunded')).toHaveText(`-${formatMoney(order.total)}`);
  const invoiceNcf = await page.getByTestId('invoice-ncf').textContent();
  await page
    .getByRole('link', { name: /^Ver la nota de crédito B04/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/Factura\?.*nota=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nota de crédito');
  await expect(page.getByTestId('credit-note-ncf')).toHaveText(/^B04\d{8}$/);
  await expect(page.getByTestId('credit-note-modifies')).toHaveText(invoiceNcf ?? '');
  await expect(page.getByTestId('credit-note-total')).toContainText(formatMoney(100_000));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 1280, testInfo.outputPath('nota-de-credito-1280.png'));
});
