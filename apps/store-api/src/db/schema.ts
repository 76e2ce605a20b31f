import type { CartTables } from '../cart/cart.tables.js';
import type { CatalogTables } from '../catalog/catalog.tables.js';
import type { UserTables } from './users.tables.js';

/** Every table of the store, typed for Kysely. Each area adds its tables to the `extends` list. */
export interface Database extends UserTables, CatalogTables, CartTables {}
