import type { StoreHttp } from '@vitrina/api-client';
import type { WcOrder } from '@vitrina/api-client/orders';
import {
  DOMINICAN_PROVINCES,
  formatCedula,
  formatRnc,
  invoiceSeller,
  ITBIS_RATE_PERCENT,
  itbisFromTotal,
  NCF_META,
  NCF_TYPES,
  ncfVoided,
  orderStatusLabel,
  parseNcf,
} from '@vitrina/core';
import { refuse } from '../endpoints/answers.js';
import type { InvoicePasses } from './invoice-pass.js';
import { readOrderView } from '../order-view.js';
import type { ShopIdentitySource } from '../shop-identity.js';
import { holdsOrderKey, orderMetaText, readStoreOrder, showsPersonalData } from '../store-order.js';

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
 * the same 404 (E2). Seller (the shop's identity), buyer (RNC and trade name when fiscal), NCF
 * and the last day its range was valid, lines, the ITBIS the total includes (core's rule), the
 * figures and each refund's credit note (N2), all from the store. A cancelled or failed order's
 * NCF is void: it has no invoice to print (409 `invoice_voided`, N4).
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
  if (ncfVoided(order.status)) {
    return refuse({
      status: 409,
      code: 'invoice_voided',
      message: `Este pedido está ${orderStatusLabel(order.status).toLowerCase()}: su comprobante fiscal quedó anulado y no tiene factura que imprimir.`,
    });
  }
  const ncf = parseNcf(orderMetaText(order, NCF_META.number));
  const fiscal = ncf?.type === 'B01';
  const view = await readOrderView(store, order);
  const { billing } = order;
  // A pass proves an order number and an e-mail, not who placed the order: no personal data.
  const personal = (byKey || byOwner) && showsPersonalData(order.customer_id, access.customerId);
  return {
    ...view,
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
        : {
            number: orderMetaText(order, NCF_META.number),
            type: ncf.type,
            label: NCF_TYPES[ncf.type],
            valid_until: orderMetaText(order, NCF_META.expires),
          },
    itbis_rate: ITBIS_RATE_PERCENT,
    taxable: itbisFromTotal(view.total).base,
    payment_title: order.payment_method_title,
  };
}
