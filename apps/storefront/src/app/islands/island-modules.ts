import type { Island, IslandElement, IslandName, Start } from '../../lib/island';

/** What the browser's runtime does with an island: hydrate its element, or start a behaviour. */
export type IslandCode =
  | { kind: 'island'; element: IslandElement }
  | { kind: 'behaviour'; start: (props: unknown) => () => void };

// React comes with the first island that hydrates, never with the page (a first visit loads none).
const hydrated = async <Props extends object>(island: Island<Props>): Promise<IslandCode> => {
  const { createElement } = await import('react');
  // The props are the island's own, read back from the JSON the server wrote.
  return { kind: 'island', element: (props) => createElement(island.Component, props as Props) };
};
// The props are the behaviour's own, read back from the JSON the server wrote.
const started = <Props extends object>(start: Start<Props>): IslandCode => ({
  kind: 'behaviour',
  start: (props) => start(props as Props),
});

/** Where each island's code is: the browser loads an island's module when it needs it. */
export const islandModules: Record<IslandName, () => Promise<IslandCode>> = {
  'site-header': () => import('../../layouts/site-header').then((m) => hydrated(m.SiteHeader)),
  'add-to-cart': () =>
    import('../../features/cart/add-to-cart-button').then((m) => hydrated(m.AddToCartButton)),
  'wishlist-heart': () =>
    import('../../features/wishlist/wishlist-heart').then((m) => hydrated(m.WishlistHeart)),
  // Behaviours: their functions alone, without React.
  'list-tracking': () =>
    import('../../features/catalog/list-events').then((m) => started(m.startListEvents)),
  'product-view-tracking': () =>
    import('../../features/catalog/list-events').then((m) => started(m.startProductViewEvent)),
  'product-gallery': () =>
    import('../../features/catalog/product-gallery').then((m) => hydrated(m.ProductGallery)),
  'product-purchase': () =>
    import('../../routes/-product-purchase').then((m) => hydrated(m.ProductPurchase)),
  'product-reviews': () =>
    import('../../features/catalog/product-reviews').then((m) => hydrated(m.ProductReviews)),
  'contact-form': () =>
    import('../../features/contact/contact-form').then((m) => hydrated(m.ContactForm)),
  'shop-map': () => import('../../features/contact/shop-map').then((m) => hydrated(m.ShopMap)),
  'reload-button': () => import('../../lib/retry-button').then((m) => hydrated(m.ReloadButton)),
};
