import { loadShopConfig } from './env.js';
import { startDevShop, startShop } from './start-server.js';

// `pnpm serve` (production build) and `pnpm dev` (`--dev`: Vite middleware mode).
const dev = process.argv.includes('--dev');
const config = loadShopConfig(process.env);
const shop = dev ? await startDevShop(config) : await startShop(config);
console.log(
  `Vitrina ${dev ? '(desarrollo) ' : ''}escucha en ${shop.url} (tienda: ${config.storeUrl})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void shop.close().then(() => process.exit(0));
  });
}
