import { useSuspenseQuery } from '@tanstack/react-query';
import { categoryPath, rootCategories } from '@vitrina/core';
import { Icon } from '@vitrina/ui/icon';
import type { ReactNode } from 'react';
import { RouterLink } from '../../lib/router-link';
import type { StoreLoader } from '../../lib/api';
import { brandsQueryOptions } from './catalog.queries';
import { homeAirConditionersQuery, homeOffersQuery } from './home.queries';
import { ProductGrid } from './product-grid';

const primaryCta =
  'inline-flex min-h-12 items-center rounded-control bg-brand-600 px-6 text-lg font-semibold text-ink-inverse hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
const secondaryCta =
  'inline-flex min-h-12 items-center rounded-control border border-brand-600 bg-surface px-6 text-lg font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {more ? (
          <RouterLink href={more.href} className="text-sm font-semibold text-brand-700 underline">
            {more.label}
          </RouterLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Tiles({ items }: { items: readonly { name: string; href: string; icon: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <li key={item.href}>
          <RouterLink
            href={item.href}
            className="flex h-full flex-col items-center gap-2 rounded-card border border-border bg-surface p-4 text-center font-medium text-ink shadow-card hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Icon name={item.icon} className="size-10 text-brand-700" />
            {item.name}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

const productTiles = [
  ...rootCategories('product').map((category) => ({
    name: category.name,
    href: `/${categoryPath(category.id)}`,
    icon: category.icon,
  })),
];
const serviceTiles = rootCategories('service').map((category) => ({
  name: category.name,
  href: `/${categoryPath(category.id)}`,
  icon: category.icon,
}));

/** The home page: hero, categories, offers, featured ACs, brands, services and cashback. */
export function HomePage({ store }: { store: StoreLoader }) {
  const offers = useSuspenseQuery(homeOffersQuery(store)).data.items;
  const airConditioners = useSuspenseQuery(homeAirConditionersQuery(store)).data.items;
  const brands = useSuspenseQuery(brandsQueryOptions(store)).data;
  return (
    <>
      <section className="rounded-card bg-brand-50 px-4 py-10 sm:px-6 md:px-10 md:py-14">
        <h1 className="max-w-2xl text-2xl font-bold break-words text-ink sm:text-3xl md:text-5xl">
          Electrodomésticos y servicios para tu hogar
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">
          Aires acondicionados, televisores, audio, estufas y calentadores con precios en RD$,
          entrega a domicilio e instalación por técnicos certificados.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <RouterLink href="/ofertas" className={primaryCta}>
            Ver ofertas
          </RouterLink>
          <RouterLink href="/aires-acondicionados" className={secondaryCta}>
            Aires acondicionados
          </RouterLink>
        </div>
      </section>

      <Section id="categorias" title="Categorías">
        <Tiles items={productTiles} />
      </Section>

      {offers.length > 0 ? (
        <Section
          id="ofertas"
          title="Ofertas"
          more={{ href: '/ofertas', label: 'Ver todas las ofertas' }}
        >
          <ProductGrid
            products={offers}
            label="Productos en oferta"
            listName="Ofertas de inicio"
            className="grid auto-cols-[minmax(11rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2 md:grid-flow-row md:grid-cols-4"
          />
        </Section>
      ) : null}

      {airConditioners.length > 0 ? (
        <Section
          id="aires"
          title="Aires acondicionados destacados"
          more={{ href: '/aires-acondicionados', label: 'Ver todos los aires' }}
        >
          <ProductGrid
            products={airConditioners}
            label="Aires acondicionados destacados"
            listName="Aires destacados"
            className="grid grid-cols-2 gap-3 md:grid-cols-4"
          />
        </Section>
      ) : null}

      <Section id="marcas" title="Marcas">
        <ul className="flex flex-wrap gap-2">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <RouterLink
                href={`/marcas/${brand.slug}`}
                className="inline-flex min-h-10 items-center rounded-full border border-border bg-surface px-4 font-medium text-ink hover:border-brand-600"
              >
                {brand.name}
              </RouterLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="servicios"
        title="Servicios"
        more={{ href: '/servicios', label: 'Ver todos los servicios' }}
      >
        <Tiles items={serviceTiles} />
      </Section>

      <section
        aria-labelledby="cashback"
        className="mt-12 flex flex-col items-start gap-3 rounded-card bg-surface-muted px-6 py-8 md:flex-row md:items-center md:justify-between"
      >
        <div>
          <h2 id="cashback" className="text-2xl font-bold text-ink">
            Cashback en tus compras
          </h2>
          <p className="mt-1 text-ink-muted">
            Recibe parte de tu compra de vuelta en equipos y servicios seleccionados.
          </p>
        </div>
        <RouterLink href="/cashback" className={secondaryCta}>
          Ver cashback
        </RouterLink>
      </section>
    </>
  );
}
