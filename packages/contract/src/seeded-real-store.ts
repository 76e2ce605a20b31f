import { readFile } from 'node:fs/promises';

import { startRealStore, type RealStore } from './real-store.js';
import { readVitrinaCatalogue, type CataloguePick, type ReadCatalogue } from './seed/catalogue.js';
import { seedWooCommerce, type CatalogueIds } from './seed/seed-woocommerce.js';
import type { WooConnection } from './woo-http.js';

/** A real store seeded with a Vitrina catalogue, and where that catalogue landed in it. */
export interface SeededRealStore {
  store: RealStore;
  /** The write key over https, trusting the store's certificate. */
  writer: WooConnection;
  ids: CatalogueIds;
}

/**
 * Starts the real store and seeds it through its write key with the catalogue read from `source`
 * (a store with the demo data, normally the embedded one); stops it again if seeding fails.
 */
export async function startSeededRealStore(
  source: WooConnection | ReadCatalogue,
  pick?: CataloguePick,
): Promise<SeededRealStore> {
  const read = 'catalogue' in source ? source : await readVitrinaCatalogue(source, pick);
  const store = await startRealStore();
  try {
    const writer: WooConnection = {
      url: store.httpsUrl,
      key: store.writeKey.key,
      secret: store.writeKey.secret,
      ca: await readFile(store.caPath, 'utf8'),
    };
    const ids = await seedWooCommerce(writer, read.catalogue, {
      setNextTermId: (id) => store.setNextTermId(id),
    });
    return { store, writer, ids };
  } catch (error) {
    await store.stop();
    throw error;
  }
}
