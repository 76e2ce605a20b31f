import { trackedItemOf, type TrackedProduct } from '../features/catalog/product-links';
import { trackSelectItem, trackViewItem, trackViewItemList } from './ecommerce-tracking';

// The catalogue's GA4 events, with the catalogue's products; routes hand these to the pages.

/** `view_item_list` for a list of products. */
export function trackProductList(listName: string, products: readonly TrackedProduct[]): void {
  trackViewItemList(listName, products.map(trackedItemOf));
}

/** `select_item` for a product chosen from a list. */
export function trackProductSelected(listName: string, product: TrackedProduct): void {
  trackSelectItem(listName, trackedItemOf(product));
}

/** `view_item` for a product page. */
export function trackProductViewed(product: TrackedProduct): void {
  trackViewItem(trackedItemOf(product));
}
