import { createStoreHttp, type StoreHttp, type StoreHttpOptions } from './http.js';
import { createAccountApi, type AccountApi } from './resources/account.js';
import { createBuildsApi, type BuildsApi } from './resources/builds.js';
import { createCartApi, type CartApi } from './resources/cart.js';
import { createCashbackApi, type CashbackApi } from './resources/cashback.js';
import { createContactApi, type ContactApi } from './resources/contact.js';
import { createCouponsApi, type CouponsApi } from './resources/coupons.js';
import { createCustomersApi, type CustomersApi } from './resources/customers.js';
import { createOrdersApi, type OrdersApi } from './resources/orders.js';
import { createPagesApi, type PagesApi } from './resources/pages.js';
import { createPaymentGatewaysApi, type PaymentGatewaysApi } from './resources/payment-gateways.js';
import { createProductsApi, type ProductsApi } from './resources/products.js';
import { createReviewsApi, type ReviewsApi } from './resources/reviews.js';
import { createShippingApi, type ShippingApi } from './resources/shipping.js';
import { createShopApi, type ShopApi } from './resources/shop.js';
import { createStockAlertsApi, type StockAlertsApi } from './resources/stock-alerts.js';

/** Options of {@link createStoreClient}: the transport's options. */
export type StoreClientOptions = StoreHttpOptions;

/** Every resource of the store on one transport. */
export interface StoreClient {
  readonly http: StoreHttp;
  readonly account: AccountApi;
  readonly builds: BuildsApi;
  readonly cart: CartApi;
  readonly cashback: CashbackApi;
  readonly contact: ContactApi;
  readonly coupons: CouponsApi;
  readonly customers: CustomersApi;
  readonly orders: OrdersApi;
  readonly pages: PagesApi;
  readonly paymentGateways: PaymentGatewaysApi;
  readonly products: ProductsApi;
  readonly reviews: ReviewsApi;
  readonly shipping: ShippingApi;
  readonly shop: ShopApi;
  readonly stockAlerts: StockAlertsApi;
}

/**
 * Creates the whole client. A page that needs one resource can import its factory from its
 * own subpath instead (`@vitrina/api-client/products`) and ship nothing else.
 *
 * @example
 * const client = createStoreClient({
 *   baseUrl: 'https://tienda.example.do/',
 *   getToken: () => localStorage.getItem('token'),
 *   getCartKey: () => sessionStorage.getItem('cart_key'),
 *   onCartKey: (key) => sessionStorage.setItem('cart_key', key),
 *   timeout: 10_000,
 *   retry: 2,
 * });
 * const { items, total } = await client.products.list({ category: 193, per_page: 24 });
 */
export function createStoreClient(options: StoreClientOptions): StoreClient {
  const http = createStoreHttp(options);
  return {
    http,
    account: createAccountApi(http),
    builds: createBuildsApi(http),
    cart: createCartApi(http),
    cashback: createCashbackApi(http),
    contact: createContactApi(http),
    coupons: createCouponsApi(http),
    customers: createCustomersApi(http),
    orders: createOrdersApi(http),
    pages: createPagesApi(http),
    paymentGateways: createPaymentGatewaysApi(http),
    products: createProductsApi(http),
    reviews: createReviewsApi(http),
    shipping: createShippingApi(http),
    shop: createShopApi(http),
    stockAlerts: createStockAlertsApi(http),
  };
}
