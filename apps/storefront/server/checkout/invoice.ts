import type { StoreHttp } from '@vitrina/api-client';
import type { WcOrder } from '@vitrina/api-client/orders';
import {
  DOMINICAN_PROVINCES,
  formatCedula,
  formatRnc,
  invoiceSeller,
  ITBIS_RATE_PERCENT,
  itbisFromTotal,
  NCF_TYPES,
  parseNcf,
  orderLineTitle,
} from '@vitrina/core';
import { refuse } from './answers.js';
import type { InvoicePasses } from './invoice-pass.js';
import type { ShopIdentitySource } from '../shop-identity.js';
import {
  holdsOrderKey,
  orderMetaText,
  orderPayments,
  readStoreOrder,
  showsPersonalData,
  wooCents,
  orderNumber,
  orderStatusLabel,
} from '../store-order.js';

/**
 * Who asks for an invoice: the holder of the order's key, a verified customer, or the holder of
 * a pass from tracking the order (`invoice-pass.ts`).
 */
export interface InvoiceAccess {
  readonly key: string;
  readonly customerId: number | null;
  readonly pass?: string | undefined;
}

const notFound = () =>
  refuse({ status: 404, code: 'invoice_not_found', message: 'No encontramos esa factura.' });

const ownedBy = (order: WcOrder, customerId: number | null): boolean =>
  customerId !== null && order.customer_id !== 0 && order.customer_id === customerId;

/** A fiscal id as DGII prints it: 9 digits as an RNC, 11 as a cédula. */
const printedFiscalId = (digits: string): string =>
  digits.length === 9 ? formatRnc(digits) : digits.length === 11 ? formatCedula(digits) : digits;

/** Who placed the order and where, as the invoice prints them. */
const personalBuyer = (billing: WcOrder['billing']) => ({
  name: `${billing.first_name} ${billing.last_name}`.trim(),
  email: billing.email,
  phone: billing.phone,
  address: [
    billing.address_1,
    billing.address_2,
    billing.city,
    DOMINICAN_PROVINCES[billing.state] ?? billing.state,
  ]
    .filter((part) => part !== '')
    .join(', '),
});

/**
 * The printable invoice of an order, read with the shop's key and shown only to whoever holds
 * its `order_key` or to the customer it belongs to: an unknown id and somebody else's order are
 * the same 404 (E2). Seller (the shop's identity), buyer (RNC and trade name when fiscal), NCF,
 * lines, the ITBIS the total includes (core's rule) and the totals, all from the store.
 */
export async function orderInvoice(
  store: StoreHttp,
  id: number,
  access: InvoiceAccess,
  identity: ShopIdentitySource,
  passes?: InvoicePasses,
) {
  // The seller is read while the order is: a slow store costs the shopper one wait, not two.
  const [order, shop] = await Promise.all([readStoreOrder(store, id), identity.current()]);
  if (order === null) return notFound();
  const byKey = access.key !== '' && holdsOrderKey(order, access.key);
  const byOwner = ownedBy(order, access.customerId);
  const byPass =
    passes !== undefined && access.pass !== undefined && passes.admits(order, access.pass);
  if (!byKey && !byOwner && !byPass) return notFound();
  const ncf = parseNcf(orderMetaText(order, 'ncf'));
  const fiscal = ncf?.type === 'B01';
  const { total, paid } = orderPayments(order);
  const tax = itbisFromTotal(total);
  // Only money that came in prints as paid: an abono never paid, or moved to cash on delivery, does not.
  const partlyPaid = paid > 0 && paid < total;
  const lines = order.line_items.map((line) => ({
    ...orderLineTitle(line),
    quantity: line.quantity,
    unit_price: line.quantity > 0 ? Math.round(wooCents(line.subtotal) / line.quantity) : 0,
    total: wooCents(line.total),
  }));
  const { billing } = order;
  // A pass proves an order number and an e-mail, not who placed the order: no personal data.
  const personal = (byKey || byOwner) && showsPersonalData(order.customer_id, access.customerId);
  return {
    number: orderNumber(order),
    date: order.date_created ?? '',
    status_label: orderStatusLabel(order),
    seller: invoiceSeller(shop),
    // The business the fiscal invoice is made out to always shows; the person only as D5 says.
    buyer: {
      trade_name: fiscal ? orderMetaText(order, 'trade_name') : '',
      rnc: fiscal ? printedFiscalId(orderMetaText(order, 'rnc')) : '',
      ...(personal ? personalBuyer(billing) : { name: '', email: '', phone: '', address: '' }),
    },
    ncf:
      ncf === undefined
        ? null
        : { number: orderMetaText(order, 'ncf'), type: ncf.type, label: NCF_TYPES[ncf.type] },
    lines,
    goods: lines.reduce((sum, line) => sum + line.total, 0),
    discount: wooCents(order.discount_total),
    shipping: wooCents(order.shipping_total),
    itbis_rate: ITBIS_RATE_PERCENT,
    taxable: tax.base,
    itbis: tax.itbis,
    total,
    // A partial payment (G9): the deposit received and the balance still due.
    deposit: partlyPaid ? paid : null,
    balance: partlyPaid ? total - paid : null,
    payment_title: order.payment_method_title,
  };
}
