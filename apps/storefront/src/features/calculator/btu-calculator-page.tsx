import {
  BtuFormSchema,
  calculateBtu,
  formatMoney,
  type BtuRequest,
  payablePrice,
  productHref,
} from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Checkbox } from '@vitrina/ui/checkbox';
import { EmptyState } from '@vitrina/ui/empty-state';
import { Form } from '@vitrina/ui/form';
import { ProductCard } from '@vitrina/ui/product-card';
import { RadioGroup } from '@vitrina/ui/radio-group';
import { TextField, type TextFieldProps } from '@vitrina/ui/text-field';
import { cardPrice } from '../../lib/product-price';
import type { FormEvent, ReactNode } from 'react';
import { PageIntro } from '../../lib/page-intro';
import { RetryNote } from '../../lib/retry-note';
import { RouterLink } from '../../lib/router-link';
import { formValues, readValues } from '../../lib/form-values';
import { fieldTexts } from '../../lib/search-params';
import { matchUnits, type CalculatorProduct } from './btu-matches';
import { readBtuSearch, type BtuSearch } from './btu-search';

const btu = (value: number) => `${value.toLocaleString('en-US')} BTU`;

/** The store's air conditioners and installation services, as the route loaded them. */
export type CalculatorCatalogue<Product extends CalculatorProduct> =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; units: readonly Product[]; installations: readonly Product[] };

/**
 * The BTU calculator: the room (sides or area, ceiling, sun, people, kitchen) and its use (hours
 * a day, kWh price) in the URL; the BTU/h it needs by @vitrina/core's formula; and the store's
 * air conditioners of that capacity, in stock first, each with its monthly energy cost, its
 * installation and the add button the route passes in.
 */
export function BtuCalculatorPage<Product extends CalculatorProduct>({
  search,
  onCalculate,
  catalogue,
  addToCart,
}: {
  search: BtuSearch;
  onCalculate: (search: BtuSearch) => void;
  catalogue: CalculatorCatalogue<Product>;
  addToCart: (product: Product) => ReactNode;
}) {
  const typed = fieldTexts(search);
  const reading = typed.personas === undefined ? null : readValues(BtuFormSchema, typed);
  const request = reading?.ok ? reading.value : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onCalculate(readBtuSearch(formValues(new FormData(event.currentTarget))));
  }

  return (
    <div className="flex flex-col gap-10">
      <PageIntro title="Calculadora de BTU" trail={[]}>
        <p>
          Indica las medidas de la habitación y cómo la usas, y te decimos qué capacidad de aire
          acondicionado necesitas y cuánto costaría mantenerlo encendido.
        </p>
      </PageIntro>
      <section aria-labelledby="datos-habitacion" className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <div>
          <h2 id="datos-habitacion" className="mb-3 text-xl font-semibold text-ink">
            Tu habitación
          </h2>
          <Form
            key={JSON.stringify(typed)}
            method="get"
            action="/calculadora"
            onSubmit={submit}
            validationErrors={reading?.ok === false ? reading.errors : {}}
            validationBehavior="aria"
            className="flex flex-col gap-4"
          >
            <div className="grid grid-cols-2 gap-3">
              <RoomField name="largo" label="Largo (m)" typed={typed} />
              <RoomField name="ancho" label="Ancho (m)" typed={typed} />
            </div>
            <RoomField
              name="area"
              label="O el área (m²)"
              description="Si la escribes, no hace falta el largo ni el ancho."
              typed={typed}
            />
            <RoomField name="altura" label="Altura del techo (m)" typed={typed} fallback="2.5" />
            <RadioGroup
              name="sol"
              label="¿Cuánto sol le da?"
              orientation="horizontal"
              defaultValue={typed.sol ?? 'normal'}
              options={[
                { value: 'shaded', label: 'Poco (sombra)' },
                { value: 'normal', label: 'Normal' },
                { value: 'sunny', label: 'Mucho sol' },
              ]}
            />
            <RoomField
              name="personas"
              label="Personas que la usan"
              inputMode="numeric"
              typed={typed}
              fallback="2"
              isRequired
            />
            <Checkbox name="cocina" value="si" defaultSelected={typed.cocina === 'si'}>
              Es una cocina
            </Checkbox>
            <div className="grid grid-cols-2 gap-3">
              <RoomField
                name="horas"
                label="Horas de uso al día"
                inputMode="numeric"
                typed={typed}
                fallback="8"
              />
              <RoomField name="kwh" label="Precio del kWh (RD$)" typed={typed} fallback="11.10" />
            </div>
            <Button type="submit" className="self-start">
              Calcular BTU
            </Button>
          </Form>
        </div>
        <BtuResult request={request} />
      </section>
      {request ? <Matches request={request} catalogue={catalogue} addToCart={addToCart} /> : null}
    </div>
  );
}

/** One number of the room or its use, filled from the URL or else with `fallback`. */
function RoomField({
  name,
  typed,
  fallback = '',
  inputMode = 'decimal',
  ...props
}: Pick<TextFieldProps, 'label' | 'description' | 'isRequired'> & {
  name: keyof BtuSearch;
  typed: Partial<Record<keyof BtuSearch, string>>;
  fallback?: string;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <TextField
      name={name}
      inputMode={inputMode}
      defaultValue={typed[name] ?? fallback}
      {...props}
    />
  );
}

function BtuResult({ request }: { request: BtuRequest | null }) {
  const result = request ? calculateBtu(request.room) : null;
  return (
    <div
      aria-live="polite"
      className="flex flex-col justify-center gap-3 rounded-card bg-surface-muted p-5"
    >
      {result ? (
        <>
          <p className="text-lg">
            Tu habitación necesita unos{' '}
            <strong className="block text-3xl text-ink" data-testid="btu-necesarios">
              {result.btuPerHour.toLocaleString('en-US')} BTU/h
            </strong>
          </p>
          <p>
            {result.capacity === null
              ? 'Es más de lo que cubre un solo equipo: te conviene un sistema central o varios equipos. Escríbenos y te asesoramos.'
              : `Te recomendamos un equipo de ${btu(result.capacity)}.`}
          </p>
          <p className="text-sm text-ink-muted">
            Calculamos 230 BTU/h por metro cúbico de habitación (10 % más si le da mucho sol, 10 %
            menos a la sombra), 476 BTU/h por persona y 4,000 BTU/h más si es una cocina.
          </p>
        </>
      ) : (
        <p className="text-ink-muted">
          Escribe las medidas y cuántas personas usan la habitación para ver los BTU que necesitas.
        </p>
      )}
    </div>
  );
}

function Matches<Product extends CalculatorProduct>({
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
  const title = `Aires acondicionados de ${btu(capacity)}`;
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
            name={product.name}
            href={productHref(product)}
            {...(product.brand === undefined ? {} : { brand: product.brand })}
            {...(product.image === undefined ? {} : { image: product.image })}
            {...cardPrice(product)}
            formatPrice={formatMoney}
            addToCart={addToCart(product)}
            linkComponent={RouterLink}
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
