import {
  trackSelectItem,
  trackViewItem,
  trackViewItemList,
  type TrackedItem,
} from '../../lib/ecommerce-tracking';

// The catalogue's GA4 events, as plain functions: a catalogue page starts them without React
// (decision 022), the app from its components (`catalog-tracking.tsx`).

/** What a list's events need: its name in analytics, its element, its products in order. */
export type ListEventsProps = { listName: string; listId: string; items: readonly TrackedItem[] };

/**
 * `view_item_list` for the list whose element is `listId`, and `select_item` when a product is
 * opened from it; the answer stops listening.
 */
export function startListEvents({ listName, listId, items }: ListEventsProps): () => void {
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
}

/** `view_item` for a product page. */
export function startProductViewEvent({ item }: { item: TrackedItem }): () => void {
  trackViewItem(item);
  return () => undefined;
}
