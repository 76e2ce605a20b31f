import { loadConfig } from '../config.js';
import { deleteDatabase, openStore } from '../store.js';

// `seed` fills a new or existing database with the demo data it lacks; `seed --reset` rebuilds it.
const config = loadConfig();
if (process.argv.includes('--reset')) await deleteDatabase(config.dbPath);
const store = await openStore(config);
console.log(
  store.seeded.length > 0
    ? `Datos de demostración cargados en ${config.dbPath}: ${store.seeded.join(', ')}`
    : `La base ${config.dbPath} ya tiene los datos de demostración (usa --reset para rehacerla).`,
);
await store.close();
