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
 */
export async function sendStockAlerts(
  deps: Pick<Deps, 'db' | 'outbox'>,
  products: readonly AnnouncedProduct[],
): Promise<void> {
  for (const product of products) {
    if (product.stock_status !== 'instock') continue;
    const spent = await deps.db
      .deleteFrom('stock_alerts')
      .where('product_id', '=', product.id)
      .where('confirmed_at_ms', 'is not', null)
      .returning('email')
      .execute();
    for (const { email } of spent) {
      await deps.outbox.send(backInStockEmail(email, product.name, product.permalink));
    }
  }
}
