import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import * as z from 'zod';

const run = promisify(execFile);

/** The kit, kept in the repository with the released archives it installs (realwoo/README.md). */
export const REALWOO_DIR = fileURLToPath(new URL('../realwoo', import.meta.url));

/** The Vitrina plugin for WordPress, installed and activated in every real store the kit starts. */
export const VITRINA_PLUGIN_DIR = fileURLToPath(
  new URL('../../../plugins/vitrina', import.meta.url),
);

/**
 * The test suite's own must-use plugins, `:`-separated as start.sh reads them: a clock the
 * agenda's and the unpaid orders' cases can set, and a card gateway that pays on its own page.
 */
export const TEST_MU_PLUGIN = ['vitrina-test-clock.php', 'vitrina-test-gateway.php']
  .map((file) => fileURLToPath(new URL(`../realwoo/${file}`, import.meta.url)))
  .join(':');

/** The must-use plugin that writes every wp_mail to `mail.jsonl` in the store's folder. */
export const TEST_MAIL_PLUGIN = fileURLToPath(
  new URL('../realwoo/vitrina-test-mail.php', import.meta.url),
);

/** Longest wait for start.sh: the first run installs PHP and MariaDB with apt-get. */
const START_TIMEOUT_MS = 15 * 60_000;

const KeysSchema = z.object({
  WC_URL: z.url(),
  WC_HTTPS_URL: z.url(),
  WC_CA: z.string().min(1),
  WC_READ_KEY: z.string().startsWith('ck_'),
  WC_READ_SECRET: z.string().startsWith('cs_'),
  WC_WRITE_KEY: z.string().startsWith('ck_'),
  WC_WRITE_SECRET: z.string().startsWith('cs_'),
  WC_CUSTOMER_EMAIL: z.email(),
  WC_CUSTOMER_PASSWORD: z.string().min(1),
});

/** What `start.sh` hands out: the site over http and https, its two REST keys and a customer. */
export interface RealStoreSettings {
  /** Plain http, for CoCart and the login (no keys travel on it). */
  httpUrl: string;
  /** The TLS front: keyed wc/v3 calls go here, by Basic auth. */
  httpsUrl: string;
  /** The front's certificate, for `NODE_EXTRA_CA_CERTS` or an https agent's `ca`. */
  caPath: string;
  readKey: { key: string; secret: string };
  writeKey: { key: string; secret: string };
  customer: { email: string; password: string };
}

/** A running WordPress + WooCommerce + CoCart made by the shared kit. */
export interface RealStore extends RealStoreSettings {
  /** The kit's folder: code, database, logs. */
  dir: string;
  /** Where the test mail plugin writes each wp_mail (JSON lines: to, subject, text). */
  mailPath: string;
  /** The next term WordPress creates gets this id (categories keep the spec's ids, decision 008). */
  setNextTermId(id: number): Promise<void>;
  stop(): Promise<void>;
}

/** Thrown when the kit cannot start; the message says why and what to do. */
export class RealStoreUnavailable extends Error {
  override name = 'RealStoreUnavailable';
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') fail(new Error('no TCP port'));
        else done(address.port);
      });
    });
  });
}

function parseKeysEnv(text: string): RealStoreSettings {
  const entries = text
    .split('\n')
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]]);
  const keys = KeysSchema.parse(Object.fromEntries(entries));
  return {
    httpUrl: keys.WC_URL,
    httpsUrl: keys.WC_HTTPS_URL,
    caPath: keys.WC_CA,
    readKey: { key: keys.WC_READ_KEY, secret: keys.WC_READ_SECRET },
    writeKey: { key: keys.WC_WRITE_KEY, secret: keys.WC_WRITE_SECRET },
    customer: { email: keys.WC_CUSTOMER_EMAIL, password: keys.WC_CUSTOMER_PASSWORD },
  };
}

/** The last lines of a failed command's output, which hold the reason. */
function tail(text: unknown, lines = 15): string {
  const output = typeof text === 'string' || Buffer.isBuffer(text) ? text.toString() : '';
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}

async function stopKit(dir: string): Promise<void> {
  await run(join(REALWOO_DIR, 'stop.sh'), [dir], { timeout: 60_000 });
}

/**
 * Starts the real store with the shared kit on free ports, in a fresh temporary folder. Fails
 * with {@link RealStoreUnavailable} (never skips) when the kit is missing or PHP and MariaDB
 * cannot be installed; whatever started is stopped again before it throws.
 */
export async function startRealStore(): Promise<RealStore> {
  const script = join(REALWOO_DIR, 'start.sh');
  if (!existsSync(script)) {
    throw new RealStoreUnavailable(`No está el kit de WooCommerce real en ${REALWOO_DIR}.`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-realwoo-'));
  const [wpPort, dbPort, tlsPort] = [await freePort(), await freePort(), await freePort()];
  try {
    await run(script, [dir], {
      env: {
        ...process.env,
        // The kit starts its TLS front with the first `node` on PATH and stop.sh kills that pid:
        // under a package script that is pnpm's wrapper, which would leave the real node behind.
        PATH: `${dirname(process.execPath)}${delimiter}${process.env['PATH'] ?? ''}`,
        WP_PORT: String(wpPort),
        DB_PORT: String(dbPort),
        TLS_PORT: String(tlsPort),
        EXTRA_PLUGINS: VITRINA_PLUGIN_DIR,
        EXTRA_MU_PLUGINS: [TEST_MU_PLUGIN, TEST_MAIL_PLUGIN].join(':'),
      },
      timeout: START_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    await stopKit(dir).catch(() => undefined);
    const output = error as { stderr?: unknown; stdout?: unknown };
    const apt = await readFile(join(dir, 'apt.log'), 'utf8').catch(() => '');
    await rm(dir, { recursive: true, force: true });
    throw new RealStoreUnavailable(
      [
        'No se pudo arrancar el WooCommerce real (PHP 8.2 y MariaDB de Debian, instalados como root si faltan).',
        'El contrato no se salta: instala los paquetes o corre la prueba como root.',
        tail(output.stderr),
        tail(apt),
      ]
        .filter((part) => part !== '')
        .join('\n'),
      { cause: error },
    );
  }
  const settings = parseKeysEnv(await readFile(join(dir, 'keys.env'), 'utf8'));
  return {
    ...settings,
    dir,
    mailPath: join(dir, 'mail.jsonl'),
    async setNextTermId(id) {
      // The kit's own database, through its socket: WordPress has no REST call for term ids.
      await run(
        'mariadb',
        [
          `--socket=${join(dir, 'db', 'sock')}`,
          '-uroot',
          'wp',
          '-e',
          `ALTER TABLE wp_terms AUTO_INCREMENT=${String(Math.trunc(id))}`,
        ],
        { timeout: 30_000 },
      );
    },
    async stop() {
      try {
        await stopKit(dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
