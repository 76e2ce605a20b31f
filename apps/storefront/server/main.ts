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

/** How long a SIGTERM waits for the requests in flight: within a balancer's drain timeout. */
const DRAIN_GRACE_MS = 25_000;

// SIGTERM (a rolling deploy, a balancer taking the instance out) drains: no new connection, the
// requests in flight finish (M7). SIGINT (a developer's Ctrl-C) stops at once.
process.once('SIGTERM', () => {
  console.log('Vitrina termina: no acepta conexiones nuevas y acaba las que tiene.');
  void shop.drain(DRAIN_GRACE_MS).then(() => process.exit(0));
});
process.once('SIGINT', () => {
  void shop.close().then(() => process.exit(0));
});
