import { useEffect } from 'react';
import { island } from '../../lib/island';
import {
  trackSelectItem,
  trackViewItem,
  trackViewItemList,
  type TrackedItem,
} from '../../lib/ecommerce-tracking';

// The catalogue's GA4 events. Islands (decision 017) that render nothing: on a catalogue page
// they hydrate once it is idle and report what the server showed; in the app they report as the
// page renders.

/**
 * `view_item_list` for the list whose element is `listId`, again only when its products change,
 * and `select_item` when a product is opened from it.
 */
function ListTrackingView({
  listName,
  listId,
  items,
}: {
  listName: string;
  listId: string;
  items: readonly TrackedItem[];
}) {
  const shown = items.map((item) => item.id).join(',');
  useEffect(() => {
    if (items.length > 0) trackViewItemList(listName, items);
    const list = document.getElementById(listId);
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const row = link?.closest('li');
      if (!list || !row || row.parentElement !== list) return;
      const item = items[[...list.children].indexOf(row)];
      if (item !== undefined) trackSelectItem(listName, item);
    };
    list?.addEventListener('click', onClick);
    return () => list?.removeEventListener('click', onClick);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reported again when the products change
  }, [listName, listId, shown]);
  return null;
}

/** A list's GA4 events, an island. */
export const ListTracking = island('list-tracking', ListTrackingView, 'idle');

/** `view_item` for a product page. */
function ProductViewTrackingView({ item }: { item: TrackedItem }) {
  useEffect(() => {
    trackViewItem(item);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product
  }, [item.id]);
  return null;
}

/** A product page's GA4 `view_item`, an island. */
export const ProductViewTracking = island('product-view-tracking', ProductViewTrackingView, 'idle');
