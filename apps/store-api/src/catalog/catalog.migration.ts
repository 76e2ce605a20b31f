import type { Migration } from '../db/migrate.js';

/** Products, their taxonomies (categories, tags as brands, attributes) and images. Prices in cents. */
export const catalogMigration: Migration = {
  name: '0002-catalog',
  up: `
    CREATE TABLE product_categories (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE,
      parent INTEGER NOT NULL DEFAULT 0,
      description TEXT NOT NULL DEFAULT '',
      menu_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE product_tags (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE,
      description TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE product_attributes (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE
    );
    CREATE TABLE attribute_terms (
      id INTEGER PRIMARY KEY,
      attribute_id INTEGER NOT NULL REFERENCES product_attributes (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      slug TEXT NOT NULL,
      menu_order INTEGER NOT NULL DEFAULT 0,
      UNIQUE (attribute_id, slug)
    );
    CREATE TABLE products (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL DEFAULT 'simple',
      status TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
      featured INTEGER NOT NULL DEFAULT 0,
      description TEXT NOT NULL DEFAULT '',
      short_description TEXT NOT NULL DEFAULT '',
      sku TEXT NOT NULL UNIQUE,
      regular_price INTEGER NOT NULL CHECK (regular_price >= 0),
      sale_price INTEGER CHECK (sale_price IS NULL OR sale_price < regular_price),
      price INTEGER GENERATED ALWAYS AS (COALESCE(sale_price, regular_price)) STORED,
      is_virtual INTEGER NOT NULL DEFAULT 0,
      manage_stock INTEGER NOT NULL DEFAULT 1,
      stock_quantity INTEGER,
      stock_status TEXT NOT NULL DEFAULT 'instock'
        CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
      weight TEXT NOT NULL DEFAULT '',
      length TEXT NOT NULL DEFAULT '',
      width TEXT NOT NULL DEFAULT '',
      height TEXT NOT NULL DEFAULT '',
      menu_order INTEGER NOT NULL DEFAULT 0,
      total_sales INTEGER NOT NULL DEFAULT 0,
      average_rating TEXT NOT NULL DEFAULT '0.00',
      rating_count INTEGER NOT NULL DEFAULT 0,
      date_created TEXT NOT NULL,
      date_modified TEXT NOT NULL
    );
    CREATE INDEX products_price ON products (price);
    CREATE INDEX products_date ON products (date_created);
    CREATE TABLE product_category_links (
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES product_categories (id) ON DELETE CASCADE,
      PRIMARY KEY (product_id, category_id)
    );
    CREATE INDEX product_category_links_category ON product_category_links (category_id);
    CREATE TABLE product_tag_links (
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      tag_id INTEGER NOT NULL REFERENCES product_tags (id) ON DELETE CASCADE,
      PRIMARY KEY (product_id, tag_id)
    );
    CREATE INDEX product_tag_links_tag ON product_tag_links (tag_id);
    CREATE TABLE product_attribute_terms (
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      term_id INTEGER NOT NULL REFERENCES attribute_terms (id) ON DELETE CASCADE,
      PRIMARY KEY (product_id, term_id)
    );
    CREATE TABLE product_images (
      id INTEGER PRIMARY KEY,
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      alt TEXT NOT NULL,
      UNIQUE (product_id, position)
    );
    CREATE TABLE product_meta (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      key TEXT NOT NULL,
      value TEXT NOT NULL
    );
    CREATE INDEX product_meta_product ON product_meta (product_id);
  `,
};

const CATALOG_TABLES = [
  'products',
  'product_categories',
  'product_tags',
  'product_attributes',
  'attribute_terms',
  'product_category_links',
  'product_tag_links',
  'product_attribute_terms',
  'product_images',
  'product_meta',
] as const;

/**
 * A counter that every change to the catalogue moves, whoever makes it (a price or stock change
 * through the API, an order taking stock, another process writing the file): the listing cache
 * keeps an answer only while the counter stands still.
 */
export const catalogVersionMigration: Migration = {
  name: '0002-catalog-version',
  up: `
    CREATE TABLE catalog_version (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      version INTEGER NOT NULL
    );
    INSERT INTO catalog_version (id, version) VALUES (1, 0);
    ${CATALOG_TABLES.flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map(
        (event) =>
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_moves_catalog_version AFTER ${event} ON ${table}
           BEGIN UPDATE catalog_version SET version = version + 1; END;`,
      ),
    ).join('\n')}
  `,
};
