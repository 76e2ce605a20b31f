// Prints the gzip JavaScript a page pays for this package: a production Vite build of React
// alone, then of React plus the pieces the home page uses (header, footer, product cards,
// toasts, skeletons). The storefront's home budget is 100 KB gzip in total.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const workDirectory = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'ui-bench');

const entries = {
  react: `
import { hydrateRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';
hydrateRoot(document.body, jsx('main', {}));
`,
  home: `
import { hydrateRoot } from 'react-dom/client';
import { jsx, jsxs } from 'react/jsx-runtime';
import { Header } from '../../../src/header/header.tsx';
import { Footer } from '../../../src/footer/footer.tsx';
import { ProductCard, ProductCardSkeleton } from '../../../src/product-card/product-card.tsx';
import { Button } from '../../../src/button/button.tsx';
import { ToastRegion, createToastQueue } from '../../../src/toast/toast.tsx';
import { UiProvider } from '../../../src/ui-provider/ui-provider.tsx';
const queue = createToastQueue();
hydrateRoot(document.body, jsxs(UiProvider, { navigate: () => {}, children: [
  jsx(Header, { logo: 'Vitrina', homeLabel: 'Inicio', categories: [], search: { action: '/resultados' },
    account: { href: '/perfil-usuario', label: 'Mi cuenta' }, cart: { href: '/carrito-compras', count: 0 } }),
  jsx(ProductCard, { name: 'A', href: '/producto/a', regularCents: 100, addToCart: jsx(Button, { children: 'Añadir' }) }),
  jsx(ProductCardSkeleton, {}),
  jsx(ToastRegion, { queue }),
  jsx(Footer, { groups: [] }),
] }));
`,
};

interface Sizes {
  /** What a cold load downloads: the entry chunk and its static imports. */
  firstLoad: number;
  /** Chunks fetched later, on demand (the drawer, the toasts). */
  onDemand: number;
}

async function measure(name: keyof typeof entries): Promise<Sizes> {
  const entry = path.join(workDirectory, `${name}.js`);
  await writeFile(entry, entries[name]);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: workDirectory,
    build: { write: false, rollupOptions: { input: entry } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = new Map(
    outputs
      .flatMap((output) => output.output)
      .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const eager = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || eager.has(fileName)) return;
    eager.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const sizes: Sizes = { firstLoad: 0, onDemand: 0 };
  for (const [fileName, chunk] of chunks) {
    const bytes = gzipSync(chunk.code, { level: 9 }).length;
    if (eager.has(fileName)) sizes.firstLoad += bytes;
    else sizes.onDemand += bytes;
  }
  return sizes;
}

await mkdir(workDirectory, { recursive: true });
const react = await measure('react');
const home = await measure('home');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gzip`;
console.log(`React + react-dom/client alone, first load:      ${kb(react.firstLoad)}`);
console.log(`+ Header, Footer, ProductCard, Toast, first load: ${kb(home.firstLoad)}`);
console.log(
  `  of which @vitrina/ui + react-aria:             ${kb(home.firstLoad - react.firstLoad)}`,
);
console.log(`  loaded on demand (menu drawer, toasts):         ${kb(home.onDemand)}`);
