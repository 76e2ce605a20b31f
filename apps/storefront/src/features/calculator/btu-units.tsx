import { formatMoney, payablePrice, type BtuRequest, calculateBtu } from '@vitrina/core';
import { EmptyState } from '@vitrina/ui/empty-state';
import { ProductCard } from '@vitrina/ui/product-card';
import type { ReactNode } from 'react';
import { productCardFields } from '../../lib/product-card-fields';
import { RetryNote } from '../../lib/retry-note';
import { RouterLink } from '../../lib/router-link';
import { btuLabel, matchUnits, type CalculatorProduct } from './btu-matches';

/** The store's air conditioners and installation services, as the route loaded them. */
export type CalculatorCatalogue<Product extends CalculatorProduct> =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; units: readonly Product[]; installations: readonly Product[] };

/** The store's air conditioners of the capacity the room needs, with their energy cost and installation. */
export function Matches<Product extends CalculatorProduct>({
  request,
  catalogue,
  addToCart,
}: {
  request: BtuRequest;
  catalogue: CalculatorCatalogue<Product>;
  addToCart: (product: Product) => ReactNode;
}) {
  const { capacity } = calculateBtu(request.room);
  if (capacity === null)
    return (
      <p>
        <RouterLink href="/contacto" className="text-brand-700 underline">
          Contáctanos para dimensionar tu sistema
        </RouterLink>
      </p>
    );
  const title = `Aires acondicionados de ${btuLabel(capacity)}`;
  return (
    <section aria-labelledby="equipos-recomendados">
      <h2 id="equipos-recomendados" className="mb-1 text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mb-4 text-ink-muted">
        Consumo estimado con {request.hoursPerDay} horas al día a {formatMoney(request.kwhPrice)} el
        kWh, según la eficiencia (SEER) de cada equipo: los inverter gastan menos.
      </p>
      {catalogue.status === 'pending' ? <p role="status">Buscando equipos…</p> : null}
      {catalogue.status === 'error' ? (
        <RetryNote
          message="No pudimos cargar los equipos de la tienda."
          onRetry={catalogue.retry}
        />
      ) : null}
      {catalogue.status === 'success' ? (
        <UnitList
          units={matchUnits(catalogue.units, catalogue.installations, capacity, request)}
          title={title}
          addToCart={addToCart}
        />
      ) : null}
    </section>
  );
}

function UnitList<Product extends CalculatorProduct>({
  units,
  title,
  addToCart,
}: {
  units: ReturnType<typeof matchUnits<Product>>;
  title: string;
  addToCart: (product: Product) => ReactNode;
}) {
  if (units.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No tenemos equipos de esa capacidad ahora"
        description="Escríbenos y te avisamos cuando lleguen, o te recomendamos una alternativa."
        action={
          <RouterLink href="/contacto" className="text-brand-700 underline">
            Contactar a un asesor
          </RouterLink>
        }
      />
    );
  return (
    <ul aria-label={title} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {units.map(({ product, energy, installation }) => (
        <li key={product.id} className="flex flex-col gap-3">
          <ProductCard
            {...productCardFields(product)}
            addToCart={addToCart(product)}
            headingLevel={3}
            className="flex-1"
          />
          <dl className="flex flex-col gap-2 rounded-card border border-border p-3 text-sm">
            <div>
              <dt className="text-ink-muted">Electricidad al mes</dt>
              <dd className="font-semibold">
                {energy
                  ? `${formatMoney(energy.costPerMonth)} (${energy.kwhPerMonth.toLocaleString('en-US')} kWh)`
                  : 'Sin dato de eficiencia'}
              </dd>
            </div>
            {installation ? (
              <div>
                <dt className="text-ink-muted">Instalación</dt>
                <dd className="flex flex-col gap-2">
                  <span>
                    {installation.name}: <strong>{formatMoney(payablePrice(installation))}</strong>
                  </span>
                  {/* Added from the cart, tied to the air conditioner's line (issue 29): a
                      loose line would neither follow the unit's quantity nor leave with it. */}
                  <span className="text-ink-muted">
                    Agrégala desde el carrito, unida a este aire.
                  </span>
                </dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
