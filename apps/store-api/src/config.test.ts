import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PRODUCTION_HASH_COST } from './account/password-hasher.js';
import { ConfigError, loadConfig, SAMPLE_JWT_SECRET } from './config.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrina-config-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('applies the documented defaults, with paths under the working folder', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      dbPath: join(dir, '.data/store.sqlite'),
      outboxPath: join(dir, '.data/outbox.jsonl'),
      storefrontUrl: 'http://localhost:3000',
      storefrontOrigin: 'http://localhost:3000',
      trustProxy: 'loopback',
      production: false,
      faults: false,
      cartWriteLimit: 25,
      adminKey: undefined,
    });
  });

  it('generates the JWT secret and key pair once and keeps them in the data folder', async () => {
    const first = loadConfig({}, dir);
    expect(first.consumerKey).toMatch(/^ck_[a-f0-9]{40}$/);
    expect(first.consumerSecret).toMatch(/^cs_[a-f0-9]{40}$/);
    expect(first.consumerKeyGenerated).toBe(true);
    const again = loadConfig({}, dir);
    expect(again.consumerKey).toBe(first.consumerKey);
    expect(again.jwtSecret).toBe(first.jwtSecret);
    const stored = await readFile(join(dir, '.data/secrets.json'), 'utf8');
    expect(stored).toContain(first.consumerSecret);
  });

  it('generates a separate read_write key once, and adds it to a data folder written before it existed', async () => {
    const secrets = join(dir, '.data/secrets.json');
    await mkdir(join(dir, '.data'));
    const older = {
      jwt_secret: 'x'.repeat(43),
      consumer_key: `ck_${'c'.repeat(40)}`,
      consumer_secret: `cs_${'d'.repeat(40)}`,
    };
    await writeFile(secrets, JSON.stringify(older));
    const first = loadConfig({}, dir);
    expect(first.consumerKey).toBe(older.consumer_key);
    expect(first.writeKey.key).toMatch(/^ck_[a-f0-9]{40}$/);
    expect(first.writeKey.key).not.toBe(first.consumerKey);
    expect(first.writeKeyGenerated).toBe(true);
    expect(loadConfig({}, dir).writeKey).toEqual(first.writeKey);
    expect(JSON.parse(await readFile(secrets, 'utf8'))).toMatchObject(older);
    const given = loadConfig(
      {
        WC_WRITE_CONSUMER_KEY: `ck_${'e'.repeat(40)}`,
        WC_WRITE_CONSUMER_SECRET: `cs_${'f'.repeat(40)}`,
      },
      dir,
    );
    expect(given.writeKey).toEqual({ key: `ck_${'e'.repeat(40)}`, secret: `cs_${'f'.repeat(40)}` });
    expect(given.writeKeyGenerated).toBe(false);
  });

  it('uses the key pair from the environment when both halves are set', () => {
    const config = loadConfig(
      { WC_CONSUMER_KEY: `ck_${'a'.repeat(40)}`, WC_CONSUMER_SECRET: `cs_${'b'.repeat(40)}` },
      dir,
    );
    expect(config.consumerKey).toBe(`ck_${'a'.repeat(40)}`);
    expect(config.consumerKeyGenerated).toBe(false);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['yes', true],
    ['0', false],
    ['false', false],
    ['', false],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, dir).trustProxy).toBe(expected);
  });

  it('K4 (#28): TRUST_PROXY unset trusts a proxy on loopback only', () => {
    expect(loadConfig({}, dir).trustProxy).toBe('loopback');
  });

  it('refuses a malformed port or storefront address', () => {
    expect(() => loadConfig({ STORE_API_PORT: 'abc' }, dir)).toThrow();
    expect(() => loadConfig({ STOREFRONT_URL: 'not a url' }, dir)).toThrow();
  });

  const strongSecret = 'k'.repeat(32);

  it.each([
    ['missing', {}],
    ['shorter than 32 bytes', { JWT_SECRET: 'k'.repeat(31) }],
    ['the README sample', { JWT_SECRET: SAMPLE_JWT_SECRET }],
  ])('B5: refuses to start in production with a JWT secret %s', (_label, env) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env }, dir)).toThrow(ConfigError);
  });

  it('B5: starts in production with a JWT secret of its own', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret }, dir);
    expect(config.jwtSecret).toBe(strongSecret);
    expect(config.production).toBe(true);
  });

  it('refuses a JWT secret under 32 bytes in every mode, and generates one when absent', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' }, dir)).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'development' }, dir).jwtSecret.length).toBeGreaterThanOrEqual(
      32,
    );
  });

  it('B7: offers the test card gateway outside production, in production only with STORE_TEST_GATEWAY=1', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: strongSecret };
    expect(loadConfig({}, dir).testGateway).toBe(true);
    expect(loadConfig({ STORE_TEST_GATEWAY: '0' }, dir).testGateway).toBe(false);
    expect(loadConfig(production, dir).testGateway).toBe(false);
    expect(loadConfig({ ...production, STORE_TEST_GATEWAY: '1' }, dir).testGateway).toBe(true);
    for (const malformed of ['', 'si', 'true', ' 1']) {
      expect(() => loadConfig({ ...production, STORE_TEST_GATEWAY: malformed }, dir)).toThrow(
        'STORE_TEST_GATEWAY debe ser 1 (ofrece la pasarela de tarjetas de prueba) o 0 (no la ofrece).',
      );
    }
  });

  it('hashes passwords at the production cost whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['test', 'development', 'production']) {
      const config = loadConfig({ NODE_ENV, JWT_SECRET: strongSecret }, dir);
      expect(config.passwordHashCost).toEqual(PRODUCTION_HASH_COST);
    }
  });
});
