/** Environment variables through which the global setup hands the running stack to the workers. */
export const E2E_ENV = {
  shopUrl: 'VITRINA_E2E_SHOP_URL',
  storeUrl: 'VITRINA_E2E_STORE_URL',
  consumerKey: 'VITRINA_E2E_CONSUMER_KEY',
  consumerSecret: 'VITRINA_E2E_CONSUMER_SECRET',
  writeConsumerKey: 'VITRINA_E2E_WRITE_CONSUMER_KEY',
  writeConsumerSecret: 'VITRINA_E2E_WRITE_CONSUMER_SECRET',
  adminConsumerKey: 'VITRINA_E2E_ADMIN_CONSUMER_KEY',
  adminConsumerSecret: 'VITRINA_E2E_ADMIN_CONSUMER_SECRET',
  distDir: 'VITRINA_E2E_DIST_DIR',
  outboxPath: 'VITRINA_E2E_OUTBOX_PATH',
  dbPath: 'VITRINA_E2E_DB_PATH',
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (value === undefined)
    throw new Error(`${E2E_ENV[name]} is not set: run through playwright test`);
  return value;
}
