import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Clock } from './clock.js';
import { TEST_HASH_COST } from './account/password-hasher.js';
import { loadConfig, type Config, type Env } from './config.js';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './customers/demo-customers.js';
import { listen } from './listen.js';
import { openStore } from './store.js';

export {
  startWebhookListener,
  type Delivery,
  type WebhookListener,
} from './webhooks/webhook-listener.js';

/** The password of every demo customer. */
export { DEMO_PASSWORD };

/** Sign-in credentials of the demo customers every test store is seeded with. */
export const DEMO_CUSTOMER_CREDENTIALS: readonly { email: string; password: string }[] =
  DEMO_CUSTOMERS.map((customer) => ({ email: customer.email, password: DEMO_PASSWORD }));

/** Options of {@link startTestStore}. */
export interface TestStoreOptions {
  /** Turns on the fault hooks (STORE_FAULTS=1). */
  faults?: boolean;
  /** Environment overrides, as the server would read them. */
  env?: Partial<Record<keyof Env, string>>;
  /** A fake clock for expiry rules (cart TTL, reset tokens). */
  clock?: Clock;
  /** Receives unexpected errors; silent by default. */
  log?: (error: unknown) => void;
}

/** A running store on a throw-away database, seeded with the full demo data. */
export interface TestStore {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash; paths start with `/wp-json/`). */
  baseUrl: string;
  /** The read-only key pair of the storefront proxy (`shop_proxy` user). */
  consumerKey: string;
  consumerSecret: string;
  /**
   * The shop server's read/write key pair (`WC_WRITE_CONSUMER_KEY`): creates orders and changes
   * customers, which a customer's token alone cannot.
   */
  writeConsumerKey: string;
  writeConsumerSecret: string;
  /** A read/write key pair of an administrator, for tests that change the catalogue. */
  adminConsumerKey: string;
  adminConsumerSecret: string;
  dbPath: string;
  outboxPath: string;
  stop(): Promise<void>;
}

const pair = (): { key: string; secret: string } => ({
  key: `ck_${randomBytes(20).toString('hex')}`,
  secret: `cs_${randomBytes(20).toString('hex')}`,
});

/**
 * Starts the store on 127.0.0.1 with a free port and a temporary database, migrated and seeded
 * with the full demo data. `stop()` closes it and deletes the database.
 */
export async function startTestStore(options: TestStoreOptions = {}): Promise<TestStore> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-store-'));
  const proxy = pair();
  const write = pair();
  const admin = pair();
  const config: Config = {
    ...loadConfig(
      {
        STORE_API_DB: join(dir, 'store.sqlite'),
        STORE_API_OUTBOX: join(dir, 'outbox.jsonl'),
        JWT_SECRET: randomBytes(32).toString('base64url'),
        WC_CONSUMER_KEY: proxy.key,
        WC_CONSUMER_SECRET: proxy.secret,
        WC_WRITE_CONSUMER_KEY: write.key,
        WC_WRITE_CONSUMER_SECRET: write.secret,
        WC_ADMIN_CONSUMER_KEY: admin.key,
        WC_ADMIN_CONSUMER_SECRET: admin.secret,
        NODE_ENV: 'test',
        STORE_FAULTS: options.faults ? '1' : '0',
        ...options.env,
        STORE_API_HOST: '127.0.0.1',
        STORE_API_PORT: '0',
      },
      dir,
    ),
    // Explicit test configuration is the only thing that lowers the hash cost (fast test files).
    passwordHashCost: TEST_HASH_COST,
  };
  const store = await openStore(config, {
    ...(options.clock ? { clock: options.clock } : {}),
    log: options.log ?? (() => undefined),
  });
  const server = await listen(store.deps, config.host, 0);
  return {
    baseUrl: server.url,
    consumerKey: config.consumerKey,
    consumerSecret: config.consumerSecret,
    writeConsumerKey: config.writeKey.key,
    writeConsumerSecret: config.writeKey.secret,
    adminConsumerKey: admin.key,
    adminConsumerSecret: admin.secret,
    dbPath: config.dbPath,
    outboxPath: config.outboxPath,
    async stop() {
      await server.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
