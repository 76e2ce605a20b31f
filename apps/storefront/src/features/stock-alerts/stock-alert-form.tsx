import { useMutation } from '@tanstack/react-query';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { useId, useState, type FormEvent } from 'react';
import type { StoreLoader } from '../../lib/api';
import { EmailField } from '../../lib/customer-fields';
import { RefusalNote } from '../../lib/refusal-note';
import { SubmitButton } from '../../lib/submit-button';
import { requestStockAlert, stockAlertRefusal } from './stock-alerts-api';

/**
 * «Avísame cuando llegue» on a sold-out product: an e-mail (the signed-in customer's, filled in),
 * sent to the store, which mails a link to confirm (double opt-in). The answer is the same
 * whether the address had already asked; a refusal or a 429 shows the store's Spanish words.
 */
export function StockAlertForm({
  store,
  productId,
  productName,
  defaultEmail,
}: {
  store: StoreLoader;
  productId: number;
  productName: string;
  defaultEmail?: string | undefined;
}) {
  const headingId = useId();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (email: string) => requestStockAlert(store, { product_id: productId, email }),
    onError: (error) => setFieldErrors(stockAlertRefusal(error).fields),
  });

  // The e-mail rule (and zod with it) loads on the first send: a sold-out page's first load
  // runs no zod, whatever the stock of the product shown.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reading = (await import('./stock-alert-reading')).readAlertForm(data);
    setFieldErrors(reading.ok ? {} : reading.errors);
    if (reading.ok) send.mutate(reading.value.email);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-card border border-border bg-surface-muted p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Avísame cuando llegue
      </h2>
      {send.isSuccess ? (
        <div role="status" className="flex flex-col gap-3">
          <p className="text-ink">{send.data.message}</p>
          <Button variant="secondary" size="sm" className="self-start" onPress={() => send.reset()}>
            Usar otro correo
          </Button>
        </div>
      ) : (
        <Form
          onSubmit={(event) => void submit(event)}
          validationErrors={fieldErrors}
          validationBehavior="aria"
          className="flex flex-col gap-3"
          aria-labelledby={headingId}
        >
          <p className="text-sm text-ink-muted">
            Te escribimos una sola vez cuando «{productName}» vuelva a estar disponible.
          </p>
          <RefusalNote message={send.isError ? stockAlertRefusal(send.error).message : null} />
          <EmailField {...(defaultEmail ? { defaultValue: defaultEmail } : {})} />
          <SubmitButton busy={send.isPending} busyLabel="Enviando…" className="self-start">
            Avísame
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
