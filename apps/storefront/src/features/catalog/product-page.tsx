import { useQuery } from '@tanstack/react-query';
import { categoryPath, getCategory, isAirConditioner } from '@vitrina/core';
import { Breadcrumbs } from '@vitrina/ui/breadcrumbs';
import { RouterLink } from '../../lib/router-link';
import type { StoreLoader } from '../../lib/api';
import type { ReactNode } from 'react';
import { ProductDetails } from './product-details';
import {
  installationServicesQuery,
  matchingInstallations,
  relatedProductsQuery,
} from './product-extras';
import { ProductGrid } from './product-grid';
import { ProductReviews } from './product-reviews';
import type { ProductDetail } from './product-view';
import { breadcrumbList, JsonLd, productData, type Crumb } from './structured-data';
import { ProductViewTracking } from './catalog-tracking';
import { trackedItemOf } from './product-links';

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
  /** The picture of the variation the page's address chose (issue 29), shown first. */
  variationImage?: ProductDetail['image'];
  /** What the shopper operates: price, options, quantity, the add button (the route's). */
  purchase: ReactNode;
};

/** A product's page: breadcrumbs, details, installations (ACs), related products, JSON-LD. */
export function ProductPage({
  store,
  siteUrl,
  product,
  variationImage,
  purchase,
}: ProductPageProps) {
  const trail = productTrail(product);
  const related = useQuery(relatedProductsQuery(store, product)).data ?? [];
  const isAc = isAirConditioner(product.categoryIds);
  const services = useQuery({ ...installationServicesQuery(store), enabled: isAc }).data;
  const installations = isAc && services ? matchingInstallations(product, services.items) : [];
  return (
    <>
      <Breadcrumbs items={trail} linkComponent={RouterLink} className="mb-4" />
      <ProductDetails product={product} variationImage={variationImage} purchase={purchase} />
      <ProductReviews productId={product.id} productName={product.name} />
      {installations.length > 0 ? (
        <section aria-labelledby="instalacion" className="mt-10">
          <h2 id="instalacion" className="mb-3 text-xl font-semibold text-ink">
            Instalación para este equipo
          </h2>
          <ProductGrid
            products={installations}
            label="Servicios de instalación"
            listName="Instalación"
          />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="relacionados" className="mt-10">
          <h2 id="relacionados" className="mb-3 text-xl font-semibold text-ink">
            Productos relacionados
          </h2>
          <ProductGrid products={related} label="Productos relacionados" listName="Relacionados" />
        </section>
      ) : null}
      <ProductViewTracking item={trackedItemOf(product)} />
      <JsonLd data={productData(siteUrl, product)} />
      <JsonLd data={breadcrumbList(siteUrl, trail)} />
    </>
  );
}
