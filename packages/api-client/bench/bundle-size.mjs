// Prints what a browser page pays, in gzip bytes, for importing only the products resource,
// next to the whole client. Bundles the built package (dist/, as other teams install it) with
// esbuild, minified and tree-shaken for the browser.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

if (!existsSync(dist('index.js'))) {
  console.error('dist/ is missing: run `pnpm run build` first (turbo does it before bench).');
  process.exit(1);
}

/** Resolves `@vitrina/api-client[/subpath]` to the built ESM files. */
const builtPackage = {
  name: 'built-api-client',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@vitrina\/api-client(\/[a-z-]+)?$/ }, ({ path }) => {
      const subpath = path.slice('@vitrina/api-client'.length);
      return { path: dist(subpath === '' ? 'index.js' : `resources${subpath}.js`) };
    });
  },
};

const entries = {
  'products only': `
    import { createStoreHttp } from '@vitrina/api-client';
    import { createProductsApi } from '@vitrina/api-client/products';
    const products = createProductsApi(createStoreHttp({ baseUrl: '/' }));
    globalThis.list = () => products.list({ per_page: 24 });`,
  'cart (with getWithProducts)': `
    import { createStoreHttp } from '@vitrina/api-client';
    import { createCartApi } from '@vitrina/api-client/cart';
    const cart = createCartApi(createStoreHttp({ baseUrl: '/' }));
    globalThis.load = () => cart.getWithProducts();`,
  'full client': `
    import { createStoreClient } from '@vitrina/api-client';
    const client = createStoreClient({ baseUrl: '/' });
    globalThis.client = client;`,
  // References: what the dependencies cost on their own. `import { z }` keeps zod's whole
  // namespace (locales included); `import * as z` lets the bundler drop what is unused.
  'zod via import { z }': `
    import { z } from 'zod';
    globalThis.schema = z.looseObject({ id: z.number() });`,
  'zod via import * as z': `
    import * as z from 'zod';
    globalThis.schema = z.looseObject({ id: z.number() });`,
  'ky alone': `
    import ky from 'ky';
    globalThis.ky = ky;`,
};

const rows = [];
for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [builtPackage],
  });
  const code = result.outputFiles[0].contents;
  rows.push({
    bundle: name,
    'minified bytes': code.byteLength,
    'gzip bytes': gzipSync(code, { level: 9 }).byteLength,
  });
}
console.table(rows);
