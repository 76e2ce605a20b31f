import { behaviour } from '../../lib/island';
import { startListEvents, startProductViewEvent } from './list-events';

// The catalogue's GA4 events as behaviours (decision 022): started as the app renders the page,
// or on a catalogue page once it is idle, without React.

/** A list's GA4 events, again only when its products change. */
export const ListTracking = behaviour('list-tracking', startListEvents, ({ listName, items }) =>
  [listName, ...items.map((item) => item.id)].join(','),
);

/** A product page's `view_item`, once per product. */
export const ProductViewTracking = behaviour(
  'product-view-tracking',
  startProductViewEvent,
  ({ item }) => String(item.id),
);
