import { ProductCard } from '@vitrina/ui/product-card';
import { stockWords } from '../../copy/stock';
import { ProductStars } from './product-rating';
import { useId, type ReactNode } from 'react';
import { isProductOnSale, type ProductSummary } from '@vitrina/core';
import { productCardFields } from '../../lib/product-card-fields';
import { ListTracking } from './catalog-tracking';
import { trackedItemOf } from './product-links';

/** Props of {@link ProductGrid}. */
export type ProductGridProps = {
  products: readonly ProductSummary[];
  /** Accessible name of the list, e.g. «Productos de Mini split». */
  label: string;
  /** The list's name in analytics (GA4 `view_item_list`, `select_item`), e.g. «Mini split». */
  listName: string;
  /** Cards loaded eagerly (the first row above the fold). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** What sits at the bottom of a card: the cart's add button, a compare toggle… */
  renderActions?: (product: ProductSummary) => ReactNode;
  className?: string;
};

const saleBadge = [{ label: 'Oferta', tone: 'sale' as const }];
const soldOutBadge = [{ label: stockWords.outofstock, tone: 'out-of-stock' as const }];

/** A grid of product cards, 2 columns on phones up to 4 on wide screens, with its GA4 events. */
export function ProductGrid({
  products,
  label,
  listName,
  eagerCount = 0,
  headingLevel = 3,
  renderActions,
  className = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4',
}: ProductGridProps) {
  const listId = useId();
  return (
    <>
      <ul id={listId} aria-label={label} className={className}>
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard
              className="w-full"
              {...productCardFields(product)}
              badges={
                product.stockStatus === 'outofstock'
                  ? soldOutBadge
                  : isProductOnSale(product)
                    ? saleBadge
                    : []
              }
              rating={<ProductStars rating={product.rating} />}
              addToCart={renderActions?.(product)}
              headingLevel={headingLevel}
              imageLoading={index < eagerCount ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      <ListTracking listName={listName} listId={listId} items={products.map(trackedItemOf)} />
    </>
  );
}
