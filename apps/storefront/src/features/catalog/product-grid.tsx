import { ProductCard } from '@vitrina/ui/product-card';
import { ProductStars } from './product-rating';
import { useEffect, useRef, type ReactNode } from 'react';
import { RouterLink } from '../../lib/router-link';
import { formatMoney, isProductOnSale, type ProductSummary, productHref } from '@vitrina/core';
import { cardPrice } from '../../lib/product-price';

/** Props of {@link ProductGrid}. */
export type ProductGridProps = {
  products: readonly ProductSummary[];
  /** Accessible name of the list, e.g. «Productos de Mini split». */
  label: string;
  /** Cards loaded eagerly (the first row above the fold). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** Called when a shopper opens a product from this list (GA4 `select_item`). */
  onSelect?: (product: ProductSummary, index: number) => void;
  /** Called once for the list shown, and again only when its products change (GA4 `view_item_list`). */
  onView?: (products: readonly ProductSummary[]) => void;
  /** What sits at the bottom of a card: the cart's add button, a compare toggle… */
  renderActions?: (product: ProductSummary) => ReactNode;
  className?: string;
};

const saleBadge = [{ label: 'Oferta', tone: 'sale' as const }];
const soldOutBadge = [{ label: 'Agotado', tone: 'out-of-stock' as const }];

/** A grid of product cards: 2 columns on phones up to 4 on wide screens. */
export function ProductGrid({
  products,
  label,
  eagerCount = 0,
  headingLevel = 3,
  onSelect,
  onView,
  renderActions,
  className = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4',
}: ProductGridProps) {
  const shown = products.map((product) => product.id).join(',');
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (onView === undefined || shown === '' || reported.current === shown) return;
    reported.current = shown;
    onView(products);
  }, [shown, onView, products]);
  return (
    <ul aria-label={label} className={className}>
      {products.map((product, index) => (
        <li
          key={product.id}
          className="flex"
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a'))
              onSelect?.(product, index);
          }}
        >
          <ProductCard
            className="w-full"
            name={product.name}
            href={productHref(product)}
            {...(product.brand === undefined ? {} : { brand: product.brand })}
            {...(product.image === undefined ? {} : { image: product.image })}
            {...cardPrice(product)}
            formatPrice={formatMoney}
            badges={
              product.stockStatus === 'outofstock'
                ? soldOutBadge
                : isProductOnSale(product)
                  ? saleBadge
                  : []
            }
            rating={<ProductStars rating={product.rating} />}
            addToCart={renderActions?.(product)}
            linkComponent={RouterLink}
            headingLevel={headingLevel}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
