import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MoveToCartButton } from '../../features/cart/move-to-cart-button';
import { productsByIdsQueryOptions } from '../../features/catalog/catalog.queries';
import {
  WishlistPage,
  WishlistSkeleton,
  type WishlistProducts,
} from '../../features/wishlist/wishlist-page';
import { pageHead } from '../../lib/page-head';
import { ChooseOptionsLink } from '../-catalog-wiring';

export const Route = createFileRoute('/_default/lista-de-deseos')({
  ssr: false,
  head: () => pageHead('Mi lista de deseos', 'Los productos que guardaste para comprar más tarde.'),
  pendingComponent: WishlistSkeleton,
  component: WishlistRoute,
});

/** The catalogue's products of the list (one call), for the wishlist page. */
function useListProducts(ids: readonly number[], enabled: boolean): WishlistProducts {
  const { store } = Route.useRouteContext();
  const query = useQuery({
    ...productsByIdsQueryOptions(store, ids),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (query.data !== undefined) return { status: 'success', products: query.data };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'pending' };
}

function WishlistRoute() {
  return (
    <WishlistPage
      useProducts={useListProducts}
      renderMove={(product, onMoved) =>
        product.hasOptions === true ? (
          <ChooseOptionsLink product={product} />
        ) : (
          <MoveToCartButton product={product} onMoved={onMoved} />
        )
      }
    />
  );
}
