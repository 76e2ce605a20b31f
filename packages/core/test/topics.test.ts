import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Core's topics (#39) are listed in `exports`, which the build reads (tsup.config.ts); these
// tests hold the places that must agree with it: the source folders, the union and the
// published map.

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const Manifest = z.object({
  exports: z.record(z.string(), z.string()),
  publishConfig: z.object({ exports: z.record(z.string(), z.unknown()) }),
});
const manifest = Manifest.parse(JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')));

/** The built files a topic is published as, from its source entry. */
function published(source: string) {
  const built = source.replace(/^\.\/src\//, './dist/').replace(/\.ts$/, '');
  return {
    import: { types: `${built}.d.ts`, default: `${built}.js` },
    require: { types: `${built}.d.cts`, default: `${built}.cjs` },
  };
}

describe('core by topic', () => {
  it('exports every folder of src as its topic, and the union as `.`', () => {
    const folders = readdirSync(join(packageDir, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(manifest.exports).toEqual({
      '.': './src/index.ts',
      ...Object.fromEntries(folders.map((topic) => [`./${topic}`, `./src/${topic}/index.ts`])),
    });
  });

  it('the union re-exports every topic', () => {
    const union = readFileSync(join(packageDir, 'src', 'index.ts'), 'utf8');
    const reexported = [...union.matchAll(/^export \* from '\.\/([\w-]+)\/index\.js';$/gm)].map(
      (match) => `./${match[1] ?? ''}`,
    );
    expect(reexported.toSorted()).toEqual(
      Object.keys(manifest.exports)
        .filter((name) => name !== '.')
        .toSorted(),
    );
  });

  it('publishes each export as its built ESM and CJS files with their types', () => {
    expect(manifest.publishConfig.exports).toEqual(
      Object.fromEntries(
        Object.entries(manifest.exports).map(([name, source]) => [name, published(source)]),
      ),
    );
  });
});
