import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  DEMO_SHOP_IDENTITY,
  ORDER_CHANGE_HOURS,
  ORDER_CHANGE_MESSAGES,
  ShopIdentitySchema,
  type ShopIdentity,
} from '@vitrina/core';
import { z } from 'zod';

import { PRODUCTION_HASH_COST, type PasswordHashCost } from './account/password-hasher.js';
import type { TrustProxy } from './http/client-ip.js';

/** A switch set by presence: any value but "", "0" or "false" turns it on. */
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && !['', '0', 'false'].includes(value.toLowerCase()));

const ConsumerKeySchema = z
  .string()
  .regex(/^ck_[A-Za-z0-9]{16,64}$/)
  .optional();
const ConsumerSecretSchema = z
  .string()
  .regex(/^cs_[A-Za-z0-9]{16,64}$/)
  .optional();

/**
 * Whether `X-Forwarded-For` names the client (K4): set, TRUST_PROXY decides; unset, it counts
 * from a peer on loopback only, which is the shop server on the same machine writing the
 * shopper's address there. Otherwise every shopper would share the shop server's bucket (five
 * wrong passwords from anyone would lock every login, #28). The plugin for WordPress does the same.
 */
const trustsProxy = (given: string | undefined): TrustProxy =>
  given === undefined ? 'loopback' : flag.parse(given);

/** The store's environment, parsed once at start (every default documented in the README). */
export const EnvSchema = z.object({
  STORE_API_PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  STORE_API_HOST: z.string().min(1).default('127.0.0.1'),
  STORE_API_DB: z.string().min(1).default('.data/store.sqlite'),
  STORE_API_OUTBOX: z.string().min(1).default('.data/outbox.jsonl'),
  JWT_SECRET: z.string().optional(),
  WC_CONSUMER_KEY: ConsumerKeySchema,
  WC_CONSUMER_SECRET: ConsumerSecretSchema,
  WC_WRITE_CONSUMER_KEY: ConsumerKeySchema,
  WC_WRITE_CONSUMER_SECRET: ConsumerSecretSchema,
  WC_ADMIN_CONSUMER_KEY: ConsumerKeySchema,
  WC_ADMIN_CONSUMER_SECRET: ConsumerSecretSchema,
  STOREFRONT_URL: z.url().default('http://localhost:3000'),
  STORE_API_PUBLIC_URL: z.url().optional(),
  /** Unset: trusted from a peer on loopback only (see `trustsProxy`). */
  TRUST_PROXY: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  STORE_FAULTS: flag,
  STORE_SEED_DEMO: flag,
  STORE_CART_WRITE_LIMIT: z.coerce.number().int().min(1).default(25),
  // WooCommerce's «Mantener inventario (minutos)» (`woocommerce_hold_stock_minutes`); 0 keeps unpaid orders.
  STORE_HOLD_STOCK_MINUTES: z.coerce.number().int().min(0).max(525_600).default(60),
  // The owner's limit for a shopper's cancel or new window: hours before the window (issue 37).
  STORE_ORDER_CHANGE_HOURS: z.coerce
    .number({ error: ORDER_CHANGE_MESSAGES.hours })
    .int({ error: ORDER_CHANGE_MESSAGES.hours })
    .min(ORDER_CHANGE_HOURS.min, { error: ORDER_CHANGE_MESSAGES.hours })
    .max(ORDER_CHANGE_HOURS.max, { error: ORDER_CHANGE_MESSAGES.hours })
    .default(ORDER_CHANGE_HOURS.default),
  /** Unset: the test card gateway is offered outside production only (see `offersTestGateway`). */
  STORE_TEST_GATEWAY: z.string().optional(),
  // The shop's name and address (the storefront's variables of the same name, decision 015): what
  // `vitrina/v1/shop` answers and every customer mail signs with; unset, the demo's.
  SHOP_NAME: ShopIdentitySchema.shape.name.optional(),
  SHOP_STREET: ShopIdentitySchema.shape.street.optional(),
  SHOP_CITY: ShopIdentitySchema.shape.city.optional(),
});
export type Env = z.infer<typeof EnvSchema>;

/** Configuration with every secret resolved (generated and kept in the data folder when absent). */
export interface Config {
  port: number;
  host: string;
  dbPath: string;
  outboxPath: string;
  jwtSecret: string;
  consumerKey: string;
  consumerSecret: string;
  /** True when the key pair was generated here rather than given by the environment. */
  consumerKeyGenerated: boolean;
  /**
   * The shop server's read/write key (`shop_server` user): the only credential that creates
   * orders and changes customers, as on WooCommerce, where a customer's token cannot.
   */
  writeKey: { key: string; secret: string };
  /** True when the write key pair was generated here rather than given by the environment. */
  writeKeyGenerated: boolean;
  /** A read/write key on an administrator, only when both halves are given (tests, fault hooks). */
  adminKey: { key: string; secret: string } | undefined;
  storefrontUrl: string;
  /** Origin form of `storefrontUrl`, the only origin CORS answers. */
  storefrontOrigin: string;
  /** Origin for the store's own links when clients reach it through a proxy (else per request). */
  publicOrigin: string | undefined;
  trustProxy: TrustProxy;
  production: boolean;
  faults: boolean;
  /** Minutes an unpaid card order keeps its stock, coupon use and window before it is cancelled (0: forever). */
  holdStockMinutes: number;
  /** Hours before its window until which a shopper may cancel or move an order (core's rule). */
  orderChangeHours: number;
  /** Demo accounts are seeded outside production, or in production only when asked (B7). */
  seedDemoAccounts: boolean;
  /**
   * Whether the test card gateway is offered (B7): outside production, or in production only when
   * `STORE_TEST_GATEWAY=1` asks for it, since a shopper approves their own payment on its page.
   */
  testGateway: boolean;
  /** Cart writes allowed per cart or address in 10 s (K1); raised only by the bench. */
  cartWriteLimit: number;
  /** The shop's identity: the demo's, with the name and address `SHOP_*` set. */
  shop: ShopIdentity;
  /**
   * Argon2id work factors for passwords: always the production cost from `loadConfig`; only an
   * explicit test configuration (`startTestStore`) lowers it, never an environment variable.
   */
  passwordHashCost: PasswordHashCost;
}

/** The sample `JWT_SECRET` the README shows; a store in production refuses to start with it (B5). */
export const SAMPLE_JWT_SECRET = 'cambia-esto-por-un-secreto-aleatorio-de-32-bytes-o-mas';

/** Thrown at start when the configuration must not run. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * The JWT secret from the environment, checked (B5): under 32 bytes is refused everywhere; in
 * production it must be given (a generated one would hide a forgotten setting) and must not be
 * the README's sample.
 */
function checkedJwtSecret(given: string | undefined, production: boolean): string | undefined {
  if (given === undefined) {
    if (production) throw new ConfigError('En producción JWT_SECRET es obligatorio.');
    return undefined;
  }
  if (Buffer.byteLength(given, 'utf8') < 32) {
    throw new ConfigError('JWT_SECRET debe tener al menos 32 bytes.');
  }
  if (production && given === SAMPLE_JWT_SECRET) {
    throw new ConfigError('JWT_SECRET no puede ser el valor de ejemplo del README en producción.');
  }
  return given;
}

/**
 * Whether the store offers its test card gateway (B7). Unset: outside production only; `1` or `0`
 * decide anywhere. Anything else is refused rather than read as either, since a gateway that
 * approves any payment must never be switched on by a typo.
 */
function offersTestGateway(given: string | undefined, production: boolean): boolean {
  if (given === undefined) return !production;
  if (given === '1' || given === '0') return given === '1';
  throw new ConfigError(
    'STORE_TEST_GATEWAY debe ser 1 (ofrece la pasarela de tarjetas de prueba) o 0 (no la ofrece).',
  );
}

const newKey = () => `ck_${randomBytes(20).toString('hex')}`;
const newSecret = () => `cs_${randomBytes(20).toString('hex')}`;

// Each field defaults to a fresh value, so a file written before a field existed gains it.
const SecretsFileSchema = z.object({
  jwt_secret: z
    .string()
    .min(32)
    .default(() => randomBytes(32).toString('base64url')),
  consumer_key: z.string().default(newKey),
  consumer_secret: z.string().default(newSecret),
  write_consumer_key: z.string().default(newKey),
  write_consumer_secret: z.string().default(newSecret),
});

type StoredSecrets = z.infer<typeof SecretsFileSchema>;

function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '{}';
  const secrets = SecretsFileSchema.parse(JSON.parse(text));
  const complete = JSON.stringify(secrets);
  if (complete !== text) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, complete, { mode: 0o600 });
  }
  return secrets;
}

/**
 * Parses the environment and resolves paths against `cwd`. Throws a ZodError on bad values and a
 * {@link ConfigError} on a JWT secret that must not be used.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = EnvSchema.parse(env);
  const production = parsed.NODE_ENV === 'production';
  const jwtSecret = checkedJwtSecret(parsed.JWT_SECRET, production);
  const testGateway = offersTestGateway(parsed.STORE_TEST_GATEWAY, production);
  const dbPath = resolve(cwd, parsed.STORE_API_DB);
  let secrets: StoredSecrets | undefined;
  const stored = (): StoredSecrets => (secrets ??= loadOrCreateSecrets(dirname(dbPath)));
  const given =
    parsed.WC_CONSUMER_KEY !== undefined && parsed.WC_CONSUMER_SECRET !== undefined
      ? { key: parsed.WC_CONSUMER_KEY, secret: parsed.WC_CONSUMER_SECRET }
      : undefined;
  const givenWrite =
    parsed.WC_WRITE_CONSUMER_KEY !== undefined && parsed.WC_WRITE_CONSUMER_SECRET !== undefined
      ? { key: parsed.WC_WRITE_CONSUMER_KEY, secret: parsed.WC_WRITE_CONSUMER_SECRET }
      : undefined;
  return {
    port: parsed.STORE_API_PORT,
    host: parsed.STORE_API_HOST,
    dbPath,
    outboxPath: resolve(cwd, parsed.STORE_API_OUTBOX),
    jwtSecret: jwtSecret ?? stored().jwt_secret,
    consumerKey: given?.key ?? stored().consumer_key,
    consumerSecret: given?.secret ?? stored().consumer_secret,
    consumerKeyGenerated: given === undefined,
    writeKey: givenWrite ?? {
      key: stored().write_consumer_key,
      secret: stored().write_consumer_secret,
    },
    writeKeyGenerated: givenWrite === undefined,
    adminKey:
      parsed.WC_ADMIN_CONSUMER_KEY !== undefined && parsed.WC_ADMIN_CONSUMER_SECRET !== undefined
        ? { key: parsed.WC_ADMIN_CONSUMER_KEY, secret: parsed.WC_ADMIN_CONSUMER_SECRET }
        : undefined,
    storefrontUrl: parsed.STOREFRONT_URL,
    storefrontOrigin: new URL(parsed.STOREFRONT_URL).origin,
    publicOrigin:
      parsed.STORE_API_PUBLIC_URL === undefined
        ? undefined
        : new URL(parsed.STORE_API_PUBLIC_URL).origin,
    trustProxy: trustsProxy(parsed.TRUST_PROXY),
    production,
    faults: parsed.STORE_FAULTS,
    holdStockMinutes: parsed.STORE_HOLD_STOCK_MINUTES,
    orderChangeHours: parsed.STORE_ORDER_CHANGE_HOURS,
    seedDemoAccounts: !production || parsed.STORE_SEED_DEMO,
    testGateway,
    cartWriteLimit: parsed.STORE_CART_WRITE_LIMIT,
    shop: {
      ...DEMO_SHOP_IDENTITY,
      ...(parsed.SHOP_NAME === undefined ? {} : { name: parsed.SHOP_NAME }),
      ...(parsed.SHOP_STREET === undefined ? {} : { street: parsed.SHOP_STREET }),
      ...(parsed.SHOP_CITY === undefined ? {} : { city: parsed.SHOP_CITY }),
    },
    passwordHashCost: PRODUCTION_HASH_COST,
  };
}
