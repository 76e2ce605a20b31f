import type { ReactNode } from 'react';
import type { InvoiceAnswer } from './invoice-api';
import { CreditNoteView } from './credit-note-view';
import { InvoiceView } from './invoice-view';

/**
 * `/Factura`: the order's invoice, or one refund's credit note (`nota`), or why a voided order
 * has none. The route passes the links, which know `/Factura`'s search.
 */
export function InvoicePage({
  answer,
  note,
  creditNoteLink,
  invoiceLink,
}: {
  answer: InvoiceAnswer;
  /** The refund whose credit note is shown; the loader already checked the invoice has it. */
  note: number | undefined;
  creditNoteLink: (refundId: number, label: string) => ReactNode;
  invoiceLink: ReactNode;
}) {
  if ('voided' in answer) {
    return (
      <p role="alert" className="mx-auto max-w-3xl rounded-card border border-border p-4 sm:p-8">
        {answer.voided}
      </p>
    );
  }
  const { invoice } = answer;
  const refund = invoice.refunds.find((candidate) => candidate.id === note);
  return refund?.credit_note ? (
    <CreditNoteView
      invoice={invoice}
      refund={refund}
      note={refund.credit_note}
      invoiceLink={invoiceLink}
    />
  ) : (
    <InvoiceView invoice={invoice} creditNoteLink={creditNoteLink} />
  );
}
