import { z } from 'zod';
import { loadShopConfig, type ShopConfig } from './env.js';
import { ShopIdentityError } from './shop-identity.js';
import { startDevShop, startShop, type RunningShop } from './start-server.js';

// `pnpm serve` (production build) and `pnpm dev` (`--dev`: Vite middleware mode).
const dev = process.argv.includes('--dev');
function configOrExit(): ShopConfig {
  try {
    return loadShopConfig(process.env);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    console.error(`La configuración no es válida:\n${z.prettifyError(error)}`);
    process.exit(1);
  }
}
const config = configOrExit();
async function shopOrExit(): Promise<RunningShop> {
  try {
    return dev ? await startDevShop(config) : await startShop(config);
  } catch (error) {
    if (!(error instanceof ShopIdentityError)) throw error;
    console.error(`La tienda no arranca: ${error.message}`);
    process.exit(1);
  }
}
const shop = await shopOrExit();
console.log(
  `Vitrina ${dev ? '(desarrollo) ' : ''}escucha en ${shop.url} (tienda: ${config.storeUrl})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void shop.close().then(() => process.exit(0));
  });
}
