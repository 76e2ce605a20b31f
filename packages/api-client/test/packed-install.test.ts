import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';

// The package as other teams get it: built, packed with pnpm (publishConfig applied), installed
// with npm in a folder outside the workspace, and imported by its name from ESM and CJS.

const run = promisify(execFile);
const PNPM = ['-y', 'pnpm@10.34.9'];
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const coreDir = fileURLToPath(new URL('../../core', import.meta.url));

let workDir: string;
let consumerDir: string;
let clientTarball: string;
let store: TestStore;

async function pnpm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run('npx', [...PNPM, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

async function pack(dir: string, into: string): Promise<string> {
  const stdout = await pnpm(['pack', '--pack-destination', into], dir);
  const tarball = stdout.trim().split('\n').at(-1)?.trim() ?? '';
  if (!tarball.endsWith('.tgz')) throw new Error(`pnpm pack printed no tarball: ${stdout}`);
  return tarball;
}

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
    }
  }
  return newest;
}

async function isBuildFresh(dir: string): Promise<boolean> {
  const built = join(dir, 'dist', 'index.js');
  if (!existsSync(built)) return false;
  return (await stat(built)).mtimeMs >= (await newestSource(join(dir, 'src')));
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vitrina-api-client-pack-'));
  const tarballs = join(workDir, 'tarballs');
  await mkdir(tarballs);
  // Turbo builds both before `test`; building here too covers a run straight from the package.
  for (const dir of [coreDir, packageDir]) {
    if (!(await isBuildFresh(dir))) await pnpm(['run', 'build'], dir);
  }
  const coreTarball = await pack(coreDir, tarballs);
  clientTarball = await pack(packageDir, tarballs);

  consumerDir = join(workDir, 'consumer');
  await mkdir(consumerDir);
  await writeFile(
    join(consumerDir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true }),
  );
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', coreTarball, clientTarball],
    {
      cwd: consumerDir,
    },
  );
  store = await startTestStore();
}, 300_000);

afterAll(async () => {
  await store?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const ListingSchema = z.object({
  format: z.string(),
  count: z.number(),
  total: z.number(),
  first: z.string(),
});

const script = (format: 'esm' | 'cjs') => `
${
  format === 'esm'
    ? "import { createStoreClient, isStoreApiError } from '@vitrina/api-client';\nimport { createProductsApi } from '@vitrina/api-client/products';\nimport { createStoreHttp } from '@vitrina/api-client';"
    : "const { createStoreClient, isStoreApiError, createStoreHttp } = require('@vitrina/api-client');\nconst { createProductsApi } = require('@vitrina/api-client/products');"
}
const [baseUrl, consumerKey, consumerSecret] = process.argv.slice(2);
const main = async () => {
  const client = createStoreClient({ baseUrl, consumerKey, consumerSecret, timeout: 10000 });
  const page = await client.products.list({ per_page: 3 });
  const products = createProductsApi(createStoreHttp({ baseUrl, consumerKey, consumerSecret }));
  const missing = await products.get(999999).catch((error) => error);
  if (!isStoreApiError(missing)) throw new Error('expected a StoreApiError');
  console.log(JSON.stringify({ format: '${format}', count: page.items.length, total: page.total, first: page.items[0].name }));
};
main().catch((error) => { console.error(error); process.exit(1); });
`;

// npm install, pack and attw each take tens of seconds on a busy 2-core machine.
describe(
  'the packed package, installed with npm outside the workspace',
  { timeout: 180_000 },
  () => {
    it.each(['esm', 'cjs'] as const)(
      'imports by name from %s and lists products from a started store',
      async (format) => {
        const file = join(consumerDir, format === 'esm' ? 'list.mjs' : 'list.cjs');
        await writeFile(file, script(format));
        const { stdout } = await run(
          process.execPath,
          [file, store.baseUrl, store.consumerKey, store.consumerSecret],
          {
            cwd: consumerDir,
          },
        );
        const listing = ListingSchema.parse(JSON.parse(stdout));
        expect(listing).toMatchObject({ format, count: 3 });
        expect(listing.total).toBeGreaterThanOrEqual(80);
        expect(listing.first).not.toBe('');
      },
    );

    it('passes publint with no warning or error', async () => {
      const pkgDir = join(consumerDir, 'node_modules', '@vitrina', 'api-client');
      const { messages, pkg } = await publint({ pkgDir, pack: false, level: 'warning' });
      expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
    });

    it('ships no file that names @vitrina/store-api (the store is test support only)', async () => {
      const dist = join(consumerDir, 'node_modules', '@vitrina', 'api-client', 'dist');
      const files = (await readdir(dist, { recursive: true, withFileTypes: true })).filter(
        (entry) => entry.isFile(),
      );
      expect(files.length).toBeGreaterThan(10);
      const naming: string[] = [];
      for (const file of files) {
        const text = await readFile(join(file.parentPath, file.name), 'utf8');
        if (text.includes('@vitrina/store-api') || text.includes('store-api/src')) {
          naming.push(file.name);
        }
      }
      expect(naming).toEqual([]);
    });

    it('passes Are the Types Wrong for node16 (CJS and ESM) and bundlers', async () => {
      const attw = join(packageDir, 'node_modules', '.bin', 'attw');
      const { stdout } = await run(
        attw,
        [clientTarball, '--profile', 'node16', '--format', 'ascii'],
        {
          cwd: packageDir,
        },
      ).catch((error: unknown) => {
        throw new Error(`attw found problems: ${String(Reflect.get(Object(error), 'stdout'))}`);
      });
      // attw exits non-zero on any problem under the profile; node10 (no `exports`) is ignored by it.
      expect(stdout).toContain('node16 (from CJS): 🟢');
      expect(stdout).not.toContain('❌');
    });
  },
);
