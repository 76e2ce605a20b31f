// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, expect, it } from 'vitest';
import { clientFiles } from '../server/client-files.js';
import { keepPreviousAssets, setPreviousAssetsAside } from './previous-build-assets.js';

let outDir = '';
afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** A client build's output: `files` under `assets/`, each holding its own name. */
async function writeBuild(files: readonly string[]): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, 'assets'), { recursive: true });
  for (const file of files) await writeFile(join(outDir, 'assets', file), file);
}

/** One build as `vite build` makes it with the plugin: set aside, emptied, written, kept. */
async function build(files: readonly string[]): Promise<void> {
  const aside = await setPreviousAssetsAside(outDir);
  await writeBuild(files);
  await keepPreviousAssets(outDir, aside);
}

it('R15: during a rolling deploy a new build still serves the previous build’s chunks, one generation back', async () => {
  outDir = await mkdtemp(join(tmpdir(), 'vitrina-client-'));
  await build(['shell-AAA.js', 'shell-AAA.js.br', 'route-AAA.js']);
  await build(['shell-BBB.js', 'shell-BBB.js.br', 'route-AAA.js']);
  await build(['shell-CCC.js', 'route-CCC.js']);
  // The build before this one (BBB) is kept whole; the one before that (AAA) is gone, but for
  // the chunk BBB shared with it.
  expect((await readdir(join(outDir, 'assets'))).sort()).toEqual([
    'route-AAA.js',
    'route-CCC.js',
    'shell-BBB.js',
    'shell-BBB.js.br',
    'shell-CCC.js',
  ]);
  expect(JSON.parse(await readFile(join(outDir, 'builds/assets.json'), 'utf8'))).toEqual({
    files: ['route-CCC.js', 'shell-CCC.js'],
  });
  // A page rendered by an old instance asks the new one for its shell: served, immutable.
  const server = serve({ fetch: clientFiles(outDir).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  try {
    const answer = await fetch(`${origin}/assets/shell-BBB.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe('shell-BBB.js');
    expect((await fetch(`${origin}/assets/shell-AAA.js`)).status).toBe(404);
  } finally {
    server.close();
  }
});
