import { Hono, type Context } from 'hono';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { publicOrigin } from '../http/public-origin.js';
import { parseOr } from '../http/validate.js';
import { sendWebhooks } from '../webhooks/webhook-delivery.js';
import { invalidProductId, isAdministrator, pathId } from './catalog-http.js';
import { announceProducts, serializeProducts } from './product-announcements.js';
import { ProductCreateSchema, ProductUpdateSchema } from './product-query.schemas.js';
import { findProduct } from './product-repository.js';
import { deleteProduct, insertProduct, updateProduct } from './product-writes.js';

/** WooCommerce's 403 for a write without an administrator's key. */
export function requireAdministrator(c: Context<AppEnv>, code: string): void {
  if (!isAdministrator(c)) {
    throw new StoreError(403, code, 'Lo siento, no puedes editar este recurso.');
  }
}

/**
 * The store owner's product edits: create, change, delete, with an administrator's key only.
 * Each change is announced by webhook, as WooCommerce does, so shops drop what they kept.
 */
export function productAdminRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  /** The product as `wc/v3` answers it; one gone meanwhile is a 404. */
  const productJson = async (c: Context, id: number) => {
    const product = await findProduct(deps.db, id);
    if (!product) throw invalidProductId();
    const [json] = await serializeProducts(c, deps, [product]);
    return json;
  };

  router.post('/products', async (c) => {
    requireAdministrator(c, 'woocommerce_rest_cannot_create');
    const body = parseOr(ProductCreateSchema, c.get('jsonBody') ?? {});
    const id = await insertProduct(deps.db, body, deps.clock.now());
    const json = await productJson(c, id);
    await announceProducts(c, deps, 'product.created', [id]);
    return c.json(json, 201);
  });

  // WooCommerce keeps a product in the trash unless `force=true`; the store has no trash.
  router.delete('/products/:id{[0-9]+}', async (c) => {
    requireAdministrator(c, 'woocommerce_rest_cannot_delete');
    const id = pathId(c, 'id', invalidProductId);
    if (c.req.query('force') !== 'true') {
      throw new StoreError(
        501,
        'woocommerce_rest_trash_not_supported',
        'Los productos no se pueden enviar a la papelera: bórralos con force=true.',
      );
    }
    const json = await productJson(c, id);
    await deleteProduct(deps.db, id);
    // WooCommerce's product.deleted carries the id alone.
    await sendWebhooks(deps, 'product.deleted', { id }, publicOrigin(c, deps.config));
    return c.json(json);
  });

  router.put('/products/:id{[0-9]+}', async (c) => {
    requireAdministrator(c, 'woocommerce_rest_cannot_edit');
    const id = pathId(c, 'id', invalidProductId);
    const update = parseOr(ProductUpdateSchema, c.get('jsonBody') ?? {});
    const product = await findProduct(deps.db, id);
    if (!product) throw invalidProductId();
    await updateProduct(deps.db, product, update, deps.clock.now());
    const json = await productJson(c, id);
    await announceProducts(c, deps, 'product.updated', [id]);
    return c.json(json);
  });

  return router;
}
