import { beforeEach, describe, expect, it } from 'vitest';
import { redactUrl, trackPageView } from './data-layer';
import {
  trackAddToCart,
  trackPurchase,
  trackViewItemList,
  valueOf,
  type TrackedItem,
} from '../lib/ecommerce-tracking';

const nevera: TrackedItem = {
  id: 15,
  name: 'Nevera 18 pies',
  priceCents: 4_590_050,
  brand: 'LG',
  category: 'Neveras',
};

describe('tracking', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('pushes a page_view with path, location and title', () => {
    trackPageView('https://tienda.do/ofertas?pagina=2', 'Ofertas | Vitrina');
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/ofertas?pagina=2',
        page_location: 'https://tienda.do/ofertas?pagina=2',
        page_title: 'Ofertas | Vitrina',
      },
    ]);
  });

  it('C4: the reset link e-mail and token never reach the dataLayer', () => {
    trackPageView(
      'https://tienda.do/auth/cambiar-contrasena?email=ana%40x.do&token=abc123',
      'Cambiar contraseña | Vitrina',
    );
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/ana|abc123/);
    expect(redactUrl('https://tienda.do/a?q=aire&token=t')).toBe('https://tienda.do/a?q=aire');
  });

  it("the order's key never reaches analytics: the confirmation's ?key= and the invoice's ?clave=", () => {
    expect(redactUrl('https://tienda.do/pedido-confirmado?order_id=41&key=wc_order_abc')).toBe(
      'https://tienda.do/pedido-confirmado?order_id=41',
    );
    expect(redactUrl('https://tienda.do/Factura?pedido=41&clave=wc_order_abc')).toBe(
      'https://tienda.do/Factura?pedido=41',
    );
  });

  it('GA4 events carry DOP, item_brand and item_category, and clear the previous ecommerce object', () => {
    trackAddToCart({ ...nevera, quantity: 2 });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'DOP',
          value: 91_801,
          items: [
            {
              item_id: '15',
              item_name: 'Nevera 18 pies',
              price: 45_900.5,
              quantity: 2,
              item_brand: 'LG',
              item_category: 'Neveras',
            },
          ],
        },
      },
    ]);
  });

  it('sums the value in centavos, so RD$0.10 and RD$0.20 make exactly 0.3 pesos', () => {
    expect(
      valueOf([
        { id: 1, name: 'Tornillo', priceCents: 10 },
        { id: 2, name: 'Tuerca', priceCents: 20 },
      ]),
    ).toBe(0.3);
  });

  it('lists number their items and purchases use the store total', () => {
    trackViewItemList('Ofertas', [nevera, { id: 16, name: 'Estufa', priceCents: 2_000_000 }]);
    trackPurchase({
      transactionId: '1001',
      valueCents: 7_000_000,
      shippingCents: 50_000,
      items: [nevera],
    });
    const [, list, , purchase] = window.dataLayer ?? [];
    expect(list).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_name: 'Ofertas', items: [{ index: 0 }, { index: 1 }] },
    });
    expect(purchase).toMatchObject({
      event: 'purchase',
      ecommerce: { currency: 'DOP', transaction_id: '1001', value: 70_000, shipping: 500 },
    });
  });
});
