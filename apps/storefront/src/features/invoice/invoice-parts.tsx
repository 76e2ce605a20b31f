import { formatMoney } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import type { ReactNode } from 'react';
import { orderDay } from '../../lib/order-date';
import type { Invoice } from '../../lib/shop-api/invoice';
import './invoice-print.css';

/** A party of a fiscal paper: its title and the rows it has («RNC», «Dirección»…). */
function Party({ title, rows }: { title: string; rows: readonly (readonly [string, string])[] }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** Seller and buyer, side by side from 640 px and on paper: the same on an invoice and a note. */
export function InvoiceParties({ invoice }: { invoice: Invoice }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
      <Party
        title="Vendedor"
        rows={[
          ['Nombre', invoice.seller.name],
          ['RNC', invoice.seller.rnc],
          ['Dirección', invoice.seller.address],
          ['Teléfono', invoice.seller.phone],
        ]}
      />
      <Party
        title="Cliente"
        rows={[
          ['Razón social', invoice.buyer.trade_name],
          ['RNC', invoice.buyer.rnc],
          ['Nombre', invoice.buyer.name],
          ['Dirección', invoice.buyer.address],
          ['Correo', invoice.buyer.email],
        ]}
      />
    </div>
  );
}

/**
 * A fiscal paper's heading: its title, the order and day under it, and the NCF box (type, number,
 * «Válido hasta» the last day of its authorised range when the owner entered one).
 */
export function PaperHeader({
  title,
  subtitle,
  ncf,
  extra,
}: {
  title: string;
  subtitle: string;
  ncf: { type: string; label: string; number: string; valid_until: string; testId: string } | null;
  extra?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 id="invoice-title" className="text-2xl font-bold">
          {title}
        </h1>
        <p className="text-sm text-ink-muted">{subtitle}</p>
        {extra}
      </div>
      {ncf ? (
        <p className="rounded-control border border-border px-3 py-2 text-sm">
          <span className="block text-ink-muted">
            NCF {ncf.type} · {ncf.label}
          </span>
          <span className="font-mono text-base font-semibold" data-testid={ncf.testId}>
            {ncf.number}
          </span>
          {ncf.valid_until === '' ? null : (
            <span className="block text-ink-muted" data-testid={`${ncf.testId}-valid-until`}>
              Válido hasta {orderDay(ncf.valid_until)}
            </span>
          )}
        </p>
      ) : null}
    </header>
  );
}

/** The amounts under a paper's lines: label and amount rows, the last one the bold total. */
export function PaperTotals({
  rows,
  total,
  after,
}: {
  rows: readonly (readonly [string, string])[];
  total: { label: string; amount: number; testId: string };
  after?: ReactNode;
}) {
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{amount}</dd>
        </div>
      ))}
      <dt className="border-t border-border-strong pt-1 text-base font-bold">{total.label}</dt>
      <dd
        className="border-t border-border-strong pt-1 text-right text-base font-bold tabular-nums"
        data-testid={total.testId}
      >
        {formatMoney(total.amount)}
      </dd>
      {after}
    </dl>
  );
}

/** A paper's foot: its line of small print and «Descargar PDF» (the browser's print). */
export function PaperFooter({ children }: { children: ReactNode }) {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
      <p>{children}</p>
      <Button className="print:hidden" onPress={() => window.print()}>
        Descargar PDF
      </Button>
    </footer>
  );
}

/** The frame of a printable paper: one A4 page on print (invoice-print.css). */
export function Paper({ children }: { children: ReactNode }) {
  return (
    <article
      data-invoice
      aria-labelledby="invoice-title"
      className="mx-auto flex max-w-3xl flex-col gap-6 rounded-card border border-border bg-surface p-4 sm:p-8 print:max-w-none print:border-0 print:p-0"
    >
      {children}
    </article>
  );
}
