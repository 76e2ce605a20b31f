import { ConfigError, loadConfig, type Config } from './config.js';
import { listen } from './listen.js';
import { openStore } from './store.js';

const startedAt = performance.now();
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`store-api no arranca: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const store = await openStore(config);
const server = await listen(store.deps, config.host, config.port);
const elapsed = Math.round(performance.now() - startedAt);

console.log(`store-api escuchando en ${server.url}/wp-json/ (${elapsed} ms)`);
console.log(`  base de datos: ${config.dbPath}`);
if (store.migrated.length > 0) console.log(`  migraciones: ${store.migrated.join(', ')}`);
if (store.seeded.length > 0) console.log(`  datos de demostración: ${store.seeded.join(', ')}`);
console.log(
  config.testGateway
    ? '  pasarela de tarjetas de prueba: ofrecida (aprueba pagos sin cobrar; STORE_TEST_GATEWAY=0 la quita)'
    : '  pasarela de tarjetas de prueba: apagada (STORE_TEST_GATEWAY=1 la ofrece)',
);
if (config.consumerKeyGenerated) {
  console.log(`  WC_CONSUMER_KEY=${config.consumerKey}`);
  console.log(`  WC_CONSUMER_SECRET=${config.consumerSecret}`);
}
if (config.writeKeyGenerated) {
  console.log(`  WC_WRITE_CONSUMER_KEY=${config.writeKey.key}`);
  console.log(`  WC_WRITE_CONSUMER_SECRET=${config.writeKey.secret}`);
}

async function shutdown(): Promise<void> {
  await server.close();
  await store.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutdown());
}
