import { islandElement, type IslandElement, type IslandName } from '../../lib/island';

/** Where each island's code is: the browser loads an island's module when it hydrates it. */
export const islandModules: Record<IslandName, () => Promise<IslandElement>> = {
  'site-header': () =>
    import('../../layouts/site-header').then((module) => islandElement(module.SiteHeader)),
  'add-to-cart': () =>
    import('../../features/cart/add-to-cart-button').then((module) =>
      islandElement(module.AddToCartButton),
    ),
  'wishlist-heart': () =>
    import('../../features/wishlist/wishlist-heart').then((module) =>
      islandElement(module.WishlistHeart),
    ),
  'list-tracking': () =>
    import('../../features/catalog/catalog-tracking').then((module) =>
      islandElement(module.ListTracking),
    ),
  'product-view-tracking': () =>
    import('../../features/catalog/catalog-tracking').then((module) =>
      islandElement(module.ProductViewTracking),
    ),
  'product-gallery': () =>
    import('../../features/catalog/product-gallery').then((module) =>
      islandElement(module.ProductGallery),
    ),
  'product-purchase': () =>
    import('../../routes/-product-purchase').then((module) =>
      islandElement(module.ProductPurchase),
    ),
  'product-reviews': () =>
    import('../../features/catalog/product-reviews').then((module) =>
      islandElement(module.ProductReviews),
    ),
  'contact-form': () =>
    import('../../features/contact/contact-form').then((module) =>
      islandElement(module.ContactForm),
    ),
  'shop-map': () =>
    import('../../features/contact/shop-map').then((module) => islandElement(module.ShopMap)),
  'reload-button': () =>
    import('../../lib/retry-button').then((module) => islandElement(module.ReloadButton)),
};
