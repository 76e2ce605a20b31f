/**
 * Environment variables through which the global setup hands the running real shop to the
 * Playwright workers (Playwright starts its workers after the global setup, with its environment).
 */
export const REAL_SHOP_ENV = {
  shopUrl: 'VITRINA_REAL_SHOP_URL',
  keyedUrl: 'VITRINA_REAL_STORE_HTTPS_URL',
  openUrl: 'VITRINA_REAL_STORE_HTTP_URL',
  caPath: 'VITRINA_REAL_STORE_CA',
  writeKey: 'VITRINA_REAL_STORE_WRITE_KEY',
  writeSecret: 'VITRINA_REAL_STORE_WRITE_SECRET',
  customerEmail: 'VITRINA_REAL_STORE_CUSTOMER_EMAIL',
  customerPassword: 'VITRINA_REAL_STORE_CUSTOMER_PASSWORD',
} as const;

/** One of the values the global setup handed over; fails when run outside `playwright test`. */
export function realShopEnv(name: keyof typeof REAL_SHOP_ENV): string {
  const value = process.env[REAL_SHOP_ENV[name]];
  if (value === undefined)
    throw new Error(`${REAL_SHOP_ENV[name]} is not set: run through playwright test`);
  return value;
}
