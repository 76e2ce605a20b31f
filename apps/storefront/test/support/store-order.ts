/** A JSON call straight at a store's `wp-json/`, past the shop (what another client would send). */
export function storeCaller(baseUrl: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/wp-json/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/**
 * The `wc/v3/orders` body of an order another shopper places straight at the store: one unit by
 * bank transfer, delivered to `state` on `date` in the window `schedule`.
 */
export function otherShoppersOrder(order: {
  productId: number;
  state: string;
  city: string;
  date: string;
  schedule: string;
  customerId?: number;
  meta?: { key: string; value: unknown }[];
}) {
  return {
    payment_method: 'bacs',
    customer_id: order.customerId ?? 0,
    billing: {
      first_name: 'Otro',
      last_name: 'Cliente',
      address_1: 'Calle del Sol 3',
      city: order.city,
      state: order.state,
      country: 'DO',
      email: 'otro.cliente@example.do',
      phone: '809-555-0150',
    },
    line_items: [{ product_id: order.productId, quantity: 1 }],
    shipping_lines: [{ method_id: 'flat_rate' }],
    meta_data: [
      { key: 'social_id', value: '001-1391820-5' },
      { key: 'delivery_date', value: order.date },
      { key: 'schedule', value: order.schedule },
      ...(order.meta ?? []),
    ],
  };
}
