import { productHref, type ProductSummary } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { EmptyState } from '@vitrina/ui/empty-state';
import { Skeleton } from '@vitrina/ui/skeleton';
import type { ReactNode } from 'react';
import { stockWords } from '../../copy/stock';
import { PageIntro } from '../../lib/page-intro';
import { ProductPrice } from '../../lib/product-price';
import { RouterLink } from '../../lib/router-link';
import { useWishlist } from './use-wishlist';
import { wishlistCopy } from './wishlist-copy';
import { wishlistStore } from './wishlist-store';

/** The products of the list as the catalogue answers them, or how that went. */
export type WishlistProducts =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; products: readonly ProductSummary[] };

/** Props of {@link WishlistPage}. */
export type WishlistPageProps = {
  /** The catalogue's products for `ids` (the route composes the catalogue's query). */
  useProducts: (ids: readonly number[], enabled: boolean) => WishlistProducts;
  /** «Mover al carrito»: the cart's add button for a product, which calls `onMoved` once added. */
  renderMove: (product: ProductSummary, onMoved: () => void) => ReactNode;
};

/** `/lista-de-deseos`: the saved products, newest first, with price, stock and what to do. */
export function WishlistPage({ useProducts, renderMove }: WishlistPageProps) {
  const { list, owner, ready } = useWishlist();
  const answer = useProducts(list, ready && list.length > 0);
  // Newest first; a product just removed leaves at once, before the catalogue answers again.
  const saved = [...list].reverse();
  const byId =
    answer.status === 'success'
      ? new Map(answer.products.map((product) => [product.id, product]))
      : undefined;
  const shown = byId ? saved.flatMap((id) => byId.get(id) ?? []) : [];

  let body: ReactNode;
  if (!ready || (list.length > 0 && answer.status === 'pending' && shown.length === 0)) {
    body = <WishlistSkeleton />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={wishlistCopy.empty}
        description={wishlistCopy.emptyHint}
        action={
          <RouterLink href="/ofertas" className={plainButtonClasses('primary', 'md')}>
            {wishlistCopy.browse}
          </RouterLink>
        }
      />
    );
  } else if (answer.status === 'error' && shown.length === 0) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-control bg-surface-muted p-4"
      >
        <p>{wishlistCopy.loadFailed}</p>
        <Button variant="secondary" onPress={answer.retry}>
          {wishlistCopy.retry}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul aria-label={wishlistCopy.listLabel} className="flex flex-col gap-3">
        {shown.map((product) => (
          <WishlistLine
            key={product.id}
            product={product}
            move={renderMove(product, () => wishlistStore.remove(product.id))}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageIntro title={wishlistCopy.title}>
        <p>{wishlistCopy.intro}</p>
        {owner === 'guest' ? (
          <p className="mt-2 text-sm text-ink-muted">{wishlistCopy.guestNote}</p>
        ) : null}
      </PageIntro>
      <div aria-live="polite" aria-busy={!ready}>
        {body}
      </div>
    </>
  );
}

function WishlistLine({ product, move }: { product: ProductSummary; move: ReactNode }) {
  const soldOut = product.stockStatus === 'outofstock';
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface p-3 shadow-card sm:flex-nowrap">
      <div className="size-20 shrink-0 overflow-hidden rounded-control bg-surface-muted sm:size-24">
        {product.image ? (
          <img
            src={product.image.src}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {product.brand ? (
          <p className="text-xs font-medium uppercase text-ink-muted">{product.brand}</p>
        ) : null}
        <h2 className="text-base font-medium text-ink">
          <RouterLink
            href={productHref(product)}
            className="rounded-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-focus"
          >
            {product.name}
          </RouterLink>
        </h2>
        <ProductPrice product={product} />
        <p className={soldOut ? 'text-sm font-medium text-sale' : 'text-sm text-success'}>
          {stockWords[product.stockStatus]}
        </p>
      </div>
      <div className="flex w-full gap-2 sm:w-auto sm:flex-col">
        <div className="flex-1 sm:flex-none">{move}</div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={wishlistCopy.remove(product.name)}
          onPress={() => wishlistStore.remove(product.id)}
        >
          {wishlistCopy.removeButton}
        </Button>
      </div>
    </li>
  );
}

/** The list's placeholder while it loads. */
export function WishlistSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-label={wishlistCopy.loading} role="status">
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-3 rounded-card border border-border p-3">
          <Skeleton className="size-20 sm:size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
