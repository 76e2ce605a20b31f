import { useQuery } from '@tanstack/react-query';
import { formatMoney, type CashbackOffer } from '@vitrina/core';
import { EmptyState } from '@vitrina/ui/empty-state';
import { messages } from '../../copy/messages';
import { PageIntro } from '../../lib/page-intro';
import type { AppContext } from '../../lib/app-context';
import { cashbackQueryOptions } from './cashback.queries';
import { RetryButton } from '../../lib/retry-button';

const longDate = new Intl.DateTimeFormat('es-DO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-31` → «31 de diciembre de 2026». */
const dayOf = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** The banks' cashback promotions still running: bank, percentage, cap, validity, conditions. */
export function CashbackPage({ context }: { context: Pick<AppContext, 'store' | 'sanitizeHtml'> }) {
  const cashback = useQuery(cashbackQueryOptions(context));
  const offers = cashback.data ?? null;
  return (
    <div>
      <PageIntro title="Cashback" trail={[]}>
        <p>
          Paga con la tarjeta de estos bancos y recibe parte de tu compra de vuelta en tu estado de
          cuenta.
        </p>
      </PageIntro>
      {cashback.isError ? (
        <div role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          <p>{messages.storeUnreachable}</p>
          <RetryButton
            label={messages.retry}
            className="mt-2 font-semibold underline"
            onRetry={() => void cashback.refetch()}
          />
        </div>
      ) : null}
      {cashback.isPending ? <p role="status">Cargando promociones…</p> : null}
      {offers?.length === 0 ? (
        <EmptyState
          title="No hay promociones de cashback ahora"
          description="Vuelve pronto: los bancos renuevan sus promociones cada mes."
        />
      ) : null}
      {offers && offers.length > 0 ? (
        <ul aria-label="Promociones de cashback" className="grid gap-6 md:grid-cols-2">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function OfferCard({ offer }: { offer: CashbackOffer }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{offer.bank}</p>
      {/* Plain text decoded from WordPress: markup in a title shows as characters (I1). */}
      <h2 className="text-xl font-semibold text-ink">{offer.title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">Reembolso</dt>
        <dd className="text-2xl font-bold text-ink">{offer.percentage} %</dd>
        <dt className="text-ink-muted">Tope</dt>
        <dd>{offer.cap === null ? 'Sin tope' : `${formatMoney(offer.cap)} por tarjeta al mes`}</dd>
        <dt className="text-ink-muted">Vigencia</dt>
        <dd>
          {offer.validUntil === null ? 'Sin fecha de fin' : `Hasta el ${dayOf(offer.validUntil)}`}
        </dd>
      </dl>
      {offer.conditions ? (
        <div className="text-sm text-ink-muted">
          <h3 className="font-semibold text-ink">Condiciones</h3>
          {/* Sanitised by DOMPurify with the shared allowlist when it was fetched (I2). */}
          <div className="prose prose-sm" dangerouslySetInnerHTML={{ __html: offer.conditions }} />
        </div>
      ) : null}
    </li>
  );
}
