import { trackProductList, trackProductSelected } from '../app/catalog-tracking';

/** What every catalogue listing route hands its page: the GA4 list events. */
export const listingTracking = {
  onView: trackProductList,
  onSelect: (listName: string, product: Parameters<typeof trackProductSelected>[1]) => {
    trackProductSelected(listName, product);
  },
};
