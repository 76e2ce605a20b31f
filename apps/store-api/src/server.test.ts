import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SAMPLE_JWT_SECRET } from './config.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrina-server-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The real entry point, started with `env` over this process's own (its JWT secret left out). */
function spawnServer(env: Record<string, string>) {
  const { JWT_SECRET: _inherited, STORE_TEST_GATEWAY: _gateway, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...inherited,
      STORE_API_PORT: '0',
      STORE_API_DB: join(dir, 'store.sqlite'),
      STORE_API_OUTBOX: join(dir, 'outbox.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the real entry point and resolves with its exit code and error output. */
function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawnServer(env);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

/** Starts the real entry point, answers the log line that names `needle`, and stops it. */
function logLineOf(env: Record<string, string>, needle: string): Promise<string> {
  const child = spawnServer(env);
  let stdout = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((text) => text.includes(needle));
      if (line !== undefined) {
        child.kill();
        resolve(line.trim());
      }
    });
    child.on('exit', () => reject(new Error(`exited without «${needle}»: ${stdout}`)));
  });
}

const PRODUCTION_SECRET = 'x'.repeat(40);

describe('the store-api entry point', () => {
  it.each([
    ['missing', {}],
    ['the README sample', { JWT_SECRET: SAMPLE_JWT_SECRET }],
  ])(
    'B5: refuses to start in production with a JWT secret %s',
    async (_label, env: Record<string, string>) => {
      const { code, stderr } = await startServer({ NODE_ENV: 'production', ...env });
      expect(code).toBe(1);
      expect(stderr).toContain('store-api no arranca: ');
    },
    20_000,
  );

  it('B7: refuses a STORE_TEST_GATEWAY that is neither 1 nor 0, in Spanish', async () => {
    const { code, stderr } = await startServer({ STORE_TEST_GATEWAY: 'si' });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'store-api no arranca: STORE_TEST_GATEWAY debe ser 1 (ofrece la pasarela de tarjetas de prueba) o 0 (no la ofrece).',
    );
  }, 20_000);

  it.each([
    [{}, 'pasarela de tarjetas de prueba: apagada (STORE_TEST_GATEWAY=1 la ofrece)'],
    [
      { STORE_TEST_GATEWAY: '1' },
      'pasarela de tarjetas de prueba: ofrecida (aprueba pagos sin cobrar; STORE_TEST_GATEWAY=0 la quita)',
    ],
  ])(
    'B7: says at start, in production, whether the test card gateway is offered (%o)',
    async (env: Record<string, string>, line) => {
      const production = { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET, ...env };
      expect(await logLineOf(production, 'pasarela de tarjetas de prueba')).toBe(line);
    },
    20_000,
  );
});
