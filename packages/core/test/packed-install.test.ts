import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

// @vitrina/core as other teams get it (decision 002): built, packed with pnpm (publishConfig
// applied), installed with npm in a folder outside the workspace, imported by name from ESM
// and CJS, and its manifest checked by publint and Are the Types Wrong.

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

let workDir: string;
let consumerDir: string;
let tarball: string;

async function pnpm(args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['-y', 'pnpm@10.34.9', ...args], {
    cwd: packageDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** True when `dist/` is older than a source file (Turborepo builds first; a bare run may not). */
async function distIsStale(): Promise<boolean> {
  const built = await stat(join(packageDir, 'dist', 'index.js')).catch(() => undefined);
  if (built === undefined) return true;
  const sources = await readdir(join(packageDir, 'src'), { recursive: true });
  for (const source of sources) {
    if ((await stat(join(packageDir, 'src', source))).mtimeMs > built.mtimeMs) return true;
  }
  return false;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vitrina-core-pack-'));
  if (await distIsStale()) await pnpm(['run', 'build']);
  const packed = await pnpm(['pack', '--pack-destination', workDir]);
  tarball = packed.trim().split('\n').at(-1)?.trim() ?? '';
  consumerDir = join(workDir, 'consumer');
  await mkdir(consumerDir);
  await writeFile(
    join(consumerDir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true }),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
    cwd: consumerDir,
  });
}, 300_000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const UsageSchema = z.object({
  price: z.string(),
  cedula: z.string(),
  path: z.string(),
  unknownMiddleware: z.boolean(),
  topicIsUnion: z.boolean(),
});

const script = (format: 'esm' | 'cjs'): string => `
${
  format === 'esm'
    ? "import { categoryPath, OptionalCedulaSchema, defineMiddlewareRegistry, formatMoney, isUnknownMiddlewareError, parseWooPrice } from '@vitrina/core';\nimport { formatMoney as fromTopic } from '@vitrina/core/money';"
    : "const { categoryPath, OptionalCedulaSchema, defineMiddlewareRegistry, formatMoney, isUnknownMiddlewareError, parseWooPrice } = require('@vitrina/core');\nconst { formatMoney: fromTopic } = require('@vitrina/core/money');"
}
const registry = defineMiddlewareRegistry({ 'check-login': 1, checkout: 2 });
let unknownMiddleware = false;
try { registry.get('admin'); } catch (error) { unknownMiddleware = isUnknownMiddlewareError(error); }
console.log(JSON.stringify({
  price: formatMoney(parseWooPrice('25999.00')),
  cedula: OptionalCedulaSchema.parse('001-1391820-5'),
  path: categoryPath(194),
  unknownMiddleware,
  topicIsUnion: fromTopic === formatMoney,
}));
`;

// npm install, pack and attw each take tens of seconds on a busy 2-core machine.
describe(
  'the packed package, installed with npm outside the workspace',
  { timeout: 180_000 },
  () => {
    it.each(['esm', 'cjs'] as const)(
      'imports by name from %s, the union and a topic alike, and works',
      async (format) => {
        const file = join(consumerDir, format === 'esm' ? 'use.mjs' : 'use.cjs');
        await writeFile(file, script(format));
        const { stdout } = await run(process.execPath, [file], { cwd: consumerDir });
        expect(UsageSchema.parse(JSON.parse(stdout))).toEqual({
          price: 'RD$ 25,999.00',
          cedula: '00113918205',
          path: 'aires-acondicionados/mini-split',
          unknownMiddleware: true,
          topicIsUnion: true,
        });
      },
    );

    it('passes publint with no warning or error', async () => {
      const pkgDir = join(consumerDir, 'node_modules', '@vitrina', 'core');
      const { messages, pkg } = await publint({ pkgDir, pack: false, level: 'warning' });
      expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
    });

    it('passes Are the Types Wrong for node16 (CJS and ESM) and bundlers', async () => {
      const attw = join(packageDir, 'node_modules', '.bin', 'attw');
      const { stdout } = await run(attw, [tarball, '--profile', 'node16', '--format', 'ascii'], {
        cwd: packageDir,
      }).catch((error: unknown) => {
        throw new Error(`attw found problems: ${String(Reflect.get(Object(error), 'stdout'))}`);
      });
      expect(stdout).toContain('node16 (from CJS): 🟢');
      expect(stdout).not.toContain('❌');
    });
  },
);
