// @vitest-environment node
// What ships of the storefront stands on api-client, core and ui, never on the embedded store: the
// store is started only by the test support in test/support/. Checked on the built files and on
// the import graph of the server, which runs from its sources.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, ensureBuild } from './support/shop-stack.js';

const APP = path.resolve(import.meta.dirname, '..');
const { options } = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
  options: NonNullable<IConfiguration['options']>;
};

describe('the shipped storefront', () => {
  it('has no built file that names @vitrina/store-api', async () => {
    ensureBuild();
    const files = (await readdir(DIST_DIR, { recursive: true, withFileTypes: true }))
      // The .br and .gz twins are compressed copies of files read here.
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(10);
    const naming: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      if (text.includes('@vitrina/store-api') || text.includes('apps/store-api/'))
        naming.push(file);
    }
    expect(naming).toEqual([]);
  }, 240_000);

  it('reaches from the server and both entries only itself, api-client, core and ui', async () => {
    const { output } = await cruise(
      ['server/main.ts', 'src/entry-client.tsx', 'src/entry-server.tsx'],
      { ...options, baseDir: APP },
      options.enhancedResolveOptions,
    );
    const ours = (output as ICruiseResult).modules
      .filter((module) => !module.coreModule && !module.source.includes('node_modules'))
      .map((module) => module.source);
    const elsewhere = ours.filter(
      (source) =>
        !/^(src|server)\//.test(source) &&
        !/^\.\.\/\.\.\/packages\/(api-client|core|ui)\/src\//.test(source),
    );
    expect(ours.length).toBeGreaterThan(100);
    expect(elsewhere).toEqual([]);
  }, 120_000);
});
