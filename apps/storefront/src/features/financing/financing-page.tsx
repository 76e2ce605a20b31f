import {
  FINANCING_OFFERS,
  FinancingFormSchema,
  calculateFinancing,
  formatMoney,
  quoteOffers,
  type FinancingInput,
} from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { TextField } from '@vitrina/ui/text-field';
import type { FormEvent } from 'react';
import { PageIntro } from '../../lib/page-intro';
import { RouterLink } from '../../lib/router-link';
import { formValues, readValues } from '../../lib/form-values';
import { financingFields, readFinancingSearch, type FinancingSearch } from './financing-search';

const REQUIREMENTS = [
  'Cédula de identidad dominicana vigente (o pasaporte y residencia, si eres extranjero).',
  'Tener 18 años o más y una tarjeta de crédito del banco del plan, o ser aprobado por Crédito Vitrina.',
  'Carta de trabajo o estados de cuenta de los últimos tres meses, si eliges Crédito Vitrina.',
  'Un monto igual o mayor al mínimo del plan; el ITBIS y la instalación se pueden financiar.',
];

const percent = (rate: number) => `${rate.toLocaleString('es-DO')} %`;

/**
 * The financing page: an instalment calculator (French amortisation from @vitrina/core), the
 * plans the shop offers with what each costs for the amount, and the requirements. Its fields
 * live in the URL, so a product page or the cart can link here with the amount, the result can
 * be shared, and the server renders it.
 */
export function FinancingPage({
  search,
  onCalculate,
}: {
  search: FinancingSearch;
  onCalculate: (search: FinancingSearch) => void;
}) {
  const fields = financingFields(search);
  const reading = search.monto === undefined ? null : readValues(FinancingFormSchema, fields);
  const input = reading?.ok ? reading.value : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onCalculate(readFinancingSearch(formValues(new FormData(event.currentTarget))));
  }

  return (
    <div className="flex flex-col gap-10">
      <PageIntro title="Financiamiento" trail={[]}>
        <p>
          Paga tus equipos en cuotas mensuales con nuestros bancos aliados. Calcula tu cuota y
          compara los planes antes de comprar.
        </p>
      </PageIntro>

      <section aria-labelledby="calculadora-cuotas" className="grid gap-6 md:grid-cols-2">
        <div>
          <h2 id="calculadora-cuotas" className="mb-3 text-xl font-semibold text-ink">
            Calcula tu cuota
          </h2>
          <Form
            key={JSON.stringify(fields)}
            method="get"
            action="/financiamiento"
            onSubmit={submit}
            validationErrors={reading?.ok === false ? reading.errors : {}}
            validationBehavior="aria"
            className="flex flex-col gap-4"
          >
            <TextField
              name="monto"
              label="Monto a financiar (RD$)"
              inputMode="decimal"
              defaultValue={fields.monto}
              description="Por ejemplo, 35,000"
              isRequired
            />
            <TextField
              name="tasa"
              label="Tasa anual (%)"
              inputMode="decimal"
              defaultValue={fields.tasa}
              isRequired
            />
            <TextField
              name="meses"
              label="Plazo (meses)"
              inputMode="numeric"
              defaultValue={fields.meses}
              isRequired
            />
            <Button type="submit" className="self-start">
              Calcular cuota
            </Button>
          </Form>
        </div>
        <InstalmentResult input={input} />
      </section>

      <OffersTable amount={input?.amount ?? null} />

      <section aria-labelledby="requisitos">
        <h2 id="requisitos" className="mb-3 text-xl font-semibold text-ink">
          Requisitos para solicitar
        </h2>
        <ul className="flex max-w-3xl list-disc flex-col gap-2 pl-6">
          {REQUIREMENTS.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-sm text-ink-muted">
          Las tasas son anuales y las cuotas se calculan con amortización francesa (cuota fija). El
          banco confirma la aprobación y las condiciones finales.{' '}
          <RouterLink href="/contacto" className="text-brand-700 underline">
            Escríbenos
          </RouterLink>{' '}
          si tienes dudas.
        </p>
      </section>
    </div>
  );
}

function InstalmentResult({ input }: { input: FinancingInput | null }) {
  const plan = input ? calculateFinancing(input) : null;
  return (
    <div
      aria-live="polite"
      className="flex flex-col justify-center gap-3 rounded-card bg-surface-muted p-5"
    >
      {plan && input ? (
        <>
          <p className="text-ink-muted">
            {formatMoney(input.amount)} a {plan.months} meses, {percent(input.annualRatePercent)}{' '}
            anual
          </p>
          <p className="text-lg">
            Cuota mensual:{' '}
            <strong className="block text-3xl text-ink" data-testid="cuota-mensual">
              {formatMoney(plan.monthlyInstalment)}
            </strong>
          </p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-ink-muted">Total a pagar</dt>
            <dd className="font-semibold">{formatMoney(plan.totalPaid)}</dd>
            <dt className="text-ink-muted">Intereses</dt>
            <dd className="font-semibold">{formatMoney(plan.totalInterest)}</dd>
          </dl>
        </>
      ) : (
        <p className="text-ink-muted">
          Escribe el monto, la tasa y el plazo para ver tu cuota mensual, el total y los intereses.
        </p>
      )}
    </div>
  );
}

function OffersTable({ amount }: { amount: number | null }) {
  const quotes = amount === null ? null : quoteOffers(amount);
  return (
    <section aria-labelledby="planes">
      <h2 id="planes" className="mb-1 text-xl font-semibold text-ink">
        Planes disponibles
      </h2>
      <p className="mb-3 text-ink-muted">
        {amount === null
          ? 'Escribe un monto para ver la cuota de cada plan.'
          : `Para ${formatMoney(amount)}:`}
      </p>
      <div
        role="region"
        aria-labelledby="planes"
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-border"
      >
        <table className="w-full min-w-xl text-left text-sm">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="p-3">
                Banco o financiera
              </th>
              <th scope="col" className="p-3">
                Plazo
              </th>
              <th scope="col" className="p-3">
                Tasa anual
              </th>
              <th scope="col" className="p-3">
                Cuota mensual
              </th>
              <th scope="col" className="p-3">
                Total pagado
              </th>
              <th scope="col" className="p-3">
                Intereses
              </th>
            </tr>
          </thead>
          <tbody>
            {FINANCING_OFFERS.map((offer, index) => {
              const quote = quotes?.[index];
              return (
                <tr key={offer.id} className="border-t border-border">
                  <th scope="row" className="p-3 font-semibold">
                    {offer.financier}
                    <span className="block text-xs font-normal text-ink-muted">
                      Desde {formatMoney(offer.minimumAmount)}
                    </span>
                  </th>
                  <td className="p-3">{offer.months} meses</td>
                  <td className="p-3">
                    {offer.annualRatePercent === 0
                      ? 'Sin intereses'
                      : percent(offer.annualRatePercent)}
                  </td>
                  {quote?.eligible ? (
                    <>
                      <td className="p-3 font-semibold">
                        {formatMoney(quote.plan.monthlyInstalment)}
                      </td>
                      <td className="p-3">{formatMoney(quote.plan.totalPaid)}</td>
                      <td className="p-3">{formatMoney(quote.plan.totalInterest)}</td>
                    </>
                  ) : (
                    <td colSpan={3} className="p-3 text-ink-muted">
                      {quote ? `Monto mínimo ${formatMoney(offer.minimumAmount)}` : '—'}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
