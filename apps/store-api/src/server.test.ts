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

/** Runs the real entry point and resolves with its exit code and error output. */
function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const { JWT_SECRET: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...inherited,
      STORE_API_PORT: '0',
      STORE_API_DB: join(dir, 'store.sqlite'),
      STORE_API_OUTBOX: join(dir, 'outbox.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

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
});
