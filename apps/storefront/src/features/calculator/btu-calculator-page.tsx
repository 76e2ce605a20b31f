import { BtuFormSchema, calculateBtu, type BtuRequest } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Checkbox } from '@vitrina/ui/checkbox';
import { Form } from '@vitrina/ui/form';
import { RadioGroup } from '@vitrina/ui/radio-group';
import { TextField, type TextFieldProps } from '@vitrina/ui/text-field';
import type { FormEvent, ReactNode } from 'react';
import { PageIntro } from '../../lib/page-intro';
import { formValues, readValues } from '../../lib/form-values';
import { fieldTexts } from '../../lib/search-params';
import { btuLabel, type CalculatorProduct } from './btu-matches';
import { Matches, type CalculatorCatalogue } from './btu-units';
import { readBtuSearch, type BtuSearch } from './btu-search';

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
              : `Te recomendamos un equipo de ${btuLabel(result.capacity)}.`}
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
