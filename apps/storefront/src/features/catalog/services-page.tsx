import { useSuspenseQueries } from '@tanstack/react-query';
import { categoryPath, rootCategories } from '@vitrina/core';
import { Icon } from '@vitrina/ui/icon';
import type { QueryClient } from '@tanstack/react-query';
import { RouterLink } from '../../lib/router-link';
import type { StoreLoader } from '../../lib/api';
import { productListingQueryOptions } from './catalog.queries';
import { ProductGrid } from './product-grid';

const serviceCategories = rootCategories('service');

/** One category's services (installation, diagnosis…): one call per category. */
const servicesOf = (store: StoreLoader, category: number) =>
  productListingQueryOptions(store, { category, per_page: 20, orderby: 'price', order: 'asc' });

/** Primes every service category's list, in parallel. */
export async function loadServices(context: { queryClient: QueryClient; store: StoreLoader }) {
  await Promise.all(
    serviceCategories.map((category) =>
      context.queryClient.ensureQueryData(servicesOf(context.store, category.id)),
    ),
  );
}

/** The services page: each service category with its services, prices and a way to book. */
export function ServicesPage({ store }: { store: StoreLoader }) {
  const lists = useSuspenseQueries({
    queries: serviceCategories.map((category) => servicesOf(store, category.id)),
  });
  return (
    <>
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-ink">Servicios</h1>
        <p className="mt-2 max-w-3xl text-lg text-ink-muted">
          Instalación básica, diagnóstico y evaluación, mantenimiento y desinstalación de aires
          acondicionados, realizados por técnicos certificados. Cada servicio dice qué incluye y
          cuánto cuesta.
        </p>
      </header>
      {serviceCategories.map((category, index) => {
        const services = lists[index]?.data.items ?? [];
        if (services.length === 0) return null;
        return (
          <section
            key={category.id}
            aria-labelledby={`servicios-${category.slug}`}
            className="mt-10"
          >
            <div className="mb-3 flex items-center gap-3">
              <Icon name={category.icon} className="size-8 text-brand-700" />
              <h2 id={`servicios-${category.slug}`} className="text-2xl font-bold text-ink">
                {category.name}
              </h2>
              <RouterLink
                href={`/${categoryPath(category.id)}`}
                className="ml-auto text-sm font-semibold text-brand-700 underline"
              >
                Ver todo<span className="sr-only">: {category.name}</span>
              </RouterLink>
            </div>
            <ProductGrid products={services} label={category.name} listName={category.name} />
          </section>
        );
      })}
    </>
  );
}
