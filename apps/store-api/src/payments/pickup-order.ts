/**
 * What the payment tests send to `POST wc/v3/orders`: one unit of `productId`, picked up at the
 * shop, paid with `paymentMethod`, for the same shopper; `extra` adds fields (the deposit's meta).
 */
export const pickupOrderBody = (
  paymentMethod: string,
  productId: number,
  extra: Record<string, unknown> = {},
) => ({
  payment_method: paymentMethod,
  billing: {
    first_name: 'Juana',
    last_name: 'Reyes',
    address_1: 'Calle 5 #12',
    city: 'Santo Domingo Este',
    state: 'DO-32',
    email: 'juana@correo.do',
    phone: '8095550177',
  },
  line_items: [{ product_id: productId, quantity: 1 }],
  shipping_lines: [{ method_id: 'local_pickup' }],
  ...extra,
});
