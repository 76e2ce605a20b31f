import { publishedIds } from '../catalog/published.js';
import type { Deps } from '../deps.js';
import { backInStockEmail } from './stock-alert-emails.js';

/** What a delivery needs of a product, as `wc/v3` answers it. */
export interface AnnouncedProduct {
  id: number;
  name: string;
  permalink: string;
  stock_status: string;
}

/**
 * Sends each confirmed alert of a product that is in stock its one e-mail, and spends it. Called
 * wherever a product change is announced (the owner's edit, an order giving stock back): alerts
 * exist only for products that were sold out, so a product in stock with alerts has come back.
 * The rows are deleted before the mail goes out, so two announcements never send one alert twice.
 * A product that is not published (a variation of one that is not, #34) mails nobody: its alerts
 * wait until it is on sale and in stock again.
 */
export async function sendStockAlerts(
  deps: Pick<Deps, 'db' | 'outbox' | 'config'>,
  products: readonly AnnouncedProduct[],
): Promise<void> {
  const published = await publishedIds(
    deps.db,
    products.map((product) => product.id),
  );
  for (const product of products) {
    if (product.stock_status !== 'instock' || !published.has(product.id)) continue;
    const spent = await deps.db
      .deleteFrom('stock_alerts')
      .where('product_id', '=', product.id)
      .where('confirmed_at_ms', 'is not', null)
      .returning('email')
      .execute();
    for (const { email } of spent) {
      await deps.outbox.send(
        backInStockEmail(deps.config.shop, email, product.name, product.permalink),
      );
    }
  }
}
