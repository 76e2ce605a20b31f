import { useQuery } from '@tanstack/react-query';
import { categoryPath, getCategory, isAirConditioner, type ProductSummary } from '@vitrina/core';
import { Breadcrumbs } from '@vitrina/ui/breadcrumbs';
import { useEffect } from 'react';
import { RouterLink } from '../../lib/router-link';
import type { StoreLoader } from '../../lib/api';
import { ProductDetails, type AddToCartSlot } from './product-details';
import {
  installationServicesQuery,
  matchingInstallations,
  relatedProductsQuery,
} from './product-extras';
import { compareHref } from './compare-page';
import { ProductGrid } from './product-grid';
import { ProductReviews } from './product-reviews';
import type { ProductDetail } from './product-view';
import type { VariableDetails } from './variation-picker';
import { breadcrumbList, JsonLd, productData, type Crumb } from './structured-data';

/** Home → the product's deepest category trail → the product (services under /servicios). */
export function productTrail(product: ProductDetail): Crumb[] {
  if (product.isService) {
    return [
      { label: 'Inicio', href: '/' },
      { label: 'Servicios', href: '/servicios' },
      { label: product.name },
    ];
  }
  const categories = product.categoryIds
    .map((id) => getCategory(id))
    .filter((category) => category !== undefined);
  const deepest = categories.find((category) => category.parent !== null) ?? categories[0];
  const trail: Crumb[] = [{ label: 'Inicio', href: '/' }];
  if (deepest) {
    const parent = deepest.parent === null ? undefined : getCategory(deepest.parent);
    if (parent) trail.push({ label: parent.name, href: `/${categoryPath(parent.id)}` });
    trail.push({ label: deepest.name, href: `/${categoryPath(deepest.id)}` });
  }
  trail.push({ label: product.name });
  return trail;
}

/** Props of {@link ProductPage}. */
export type ProductPageProps = {
  store: StoreLoader;
  /** The shop's public origin, for the absolute URLs of the structured data. */
  siteUrl: string;
  product: ProductDetail;
  addToCart: AddToCartSlot;
  /** GA4 `view_item`. */
  onView?: (product: ProductDetail) => void;
  onSelect?: (listName: string, product: ProductSummary, index: number) => void;
  /** GA4 `view_item_list` for the installation and related lists. */
  onListView?: (listName: string, products: readonly ProductSummary[]) => void;
  /** A variable product's chosen variation, picker and add button (issue 29). */
  variable?: VariableDetails | undefined;
};

/** A product's page: breadcrumbs, details, installations (ACs), related products, JSON-LD. */
export function ProductPage({
  store,
  siteUrl,
  product,
  addToCart,
  onView,
  onSelect,
  onListView,
  variable,
}: ProductPageProps) {
  const trail = productTrail(product);
  const related = useQuery(relatedProductsQuery(store, product)).data ?? [];
  const isAc = isAirConditioner(product.categoryIds);
  const services = useQuery({ ...installationServicesQuery(store), enabled: isAc }).data;
  const installations = isAc && services ? matchingInstallations(product, services.items) : [];
  useEffect(() => {
    onView?.(product);
  }, [onView, product]);
  return (
    <>
      <Breadcrumbs items={trail} linkComponent={RouterLink} className="mb-4" />
      <ProductDetails
        product={variable?.product ?? product}
        addToCart={variable?.addToCart ?? addToCart}
        options={variable?.options}
        compareHref={product.isService ? undefined : compareHref([product.id])}
      />
      <ProductReviews productId={product.id} productName={product.name} />
      {installations.length > 0 ? (
        <section aria-labelledby="instalacion" className="mt-10">
          <h2 id="instalacion" className="mb-3 text-xl font-semibold text-ink">
            Instalación para este equipo
          </h2>
          <ProductGrid
            products={installations}
            label="Servicios de instalación"
            {...(onSelect
              ? { onSelect: (item, index) => onSelect('Instalación', item, index) }
              : {})}
            {...(onListView ? { onView: (shown) => onListView('Instalación', shown) } : {})}
          />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="relacionados" className="mt-10">
          <h2 id="relacionados" className="mb-3 text-xl font-semibold text-ink">
            Productos relacionados
          </h2>
          <ProductGrid
            products={related}
            label="Productos relacionados"
            {...(onSelect
              ? { onSelect: (item, index) => onSelect('Relacionados', item, index) }
              : {})}
            {...(onListView ? { onView: (shown) => onListView('Relacionados', shown) } : {})}
          />
        </section>
      ) : null}
      <JsonLd data={productData(siteUrl, product)} />
      <JsonLd data={breadcrumbList(siteUrl, trail)} />
    </>
  );
}
