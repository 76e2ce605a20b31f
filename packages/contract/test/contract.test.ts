import { describe, test } from 'vitest';

import { accountCases } from './cases/accounts.js';
import { agendaCases } from './cases/agenda.js';
import { cartCases } from './cases/cart.js';
import { cashbackCases } from './cases/cashback.js';
import { catalogueCases } from './cases/catalogue.js';
import { checkoutCases } from './cases/checkout.js';
import { installationLineCases } from './cases/installation-lines.js';
import { orderChangeCases } from './cases/order-changes.js';
import { ncfRangeCases } from './cases/ncf-ranges.js';
import { orderMailCases } from './cases/order-mails.js';
import { paidOrderCases } from './cases/paid-orders.js';
import { refundCases } from './cases/refunds.js';
import { contactCases } from './cases/contact.js';
import { reviewCases } from './cases/reviews.js';
import { shopCallCases } from './cases/shop-calls.js';
import { shopIdentityCases } from './cases/shop-identity.js';
import { stockAlertCases } from './cases/stock-alerts.js';
import { unpublishedProductCases } from './cases/unpublished-products.js';
import { variationCases } from './cases/variations.js';
import { webhookCases } from './cases/webhooks.js';
import { wishlistCases } from './cases/wishlist.js';
import { expectSameContract, type ContractCase } from './support/contract-case.js';
import { contractTargets } from './support/targets.js';

const { embedded, real } = contractTargets();

const areas: [string, ContractCase[]][] = [
  ['catálogo', catalogueCases],
  ['productos variables', variationCases],
  ['productos sin publicar', unpublishedProductCases],
  ['carrito', cartCases],
  ['instalación unida a su equipo', installationLineCases],
  ['cupones, envíos, pagos y pedidos', checkoutCases],
  ['las llamadas del servidor de la tienda', shopCallCases],
  ['webhooks de productos', webhookCases],
  ['agenda de entregas y NCF', agendaCases],
  ['cuentas (api/v1)', accountCases],
  ['contacto (vitrina/v1/contact)', contactCases],
  ['cashback (wp/v2/cashback)', cashbackCases],
  ['reseñas (wc/v3/products/reviews)', reviewCases],
  ['pedidos pagados: abono y compra verificada', paidOrderCases],
  ['cambios del cliente y entregas del día', orderChangeCases],
  ['reembolsos y notas de crédito (wc/v3/orders/{id}/refunds)', refundCases],
  ['rangos de NCF autorizados (wc-vitrina/v1/ncf)', ncfRangeCases],
  ['correos de los pedidos, pagar después y el saldo del abono', orderMailCases],
  ['lista de deseos (meta del cliente)', wishlistCases],
  ['avisos de existencias (vitrina/v1/stock-alerts)', stockAlertCases],
  ['datos de la tienda (vitrina/v1/shop)', shopIdentityCases],
];

describe.each(areas)('contrato compartido: %s', (_area, cases) => {
  test.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const [seenEmbedded, seenReal] = await Promise.all([
      entry.observe(embedded),
      entry.observe(real),
    ]);
    entry.check(seenEmbedded, embedded);
    entry.check(seenReal, real);
    expectSameContract(entry.name, seenEmbedded, seenReal);
  });
});
