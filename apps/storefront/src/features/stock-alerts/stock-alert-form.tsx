import { useMutation } from '@tanstack/react-query';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { useId, type FormEvent } from 'react';
import { messages } from '../../copy/messages';
import type { StoreLoader } from '../../lib/api';
import { EmailField } from '../../lib/customer-fields';
import { RefusalNote } from '../../lib/refusal-note';
import { SubmitButton } from '../../lib/submit-button';

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
  const send = useMutation({
    mutationFn: async (form: FormData) =>
      (await import('./stock-alert-send')).sendStockAlert(store, productId, form),
  });
  const sent = send.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate(new FormData(event.currentTarget));
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-card border border-border bg-surface-muted p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Avísame cuando llegue
      </h2>
      {sent?.ok === true ? (
        <div role="status" className="flex flex-col gap-3">
          <p className="text-ink">{sent.message}</p>
          <Button variant="secondary" size="sm" className="self-start" onPress={() => send.reset()}>
            Usar otro correo
          </Button>
        </div>
      ) : (
        <Form
          onSubmit={submit}
          validationErrors={sent?.ok === false ? sent.fields : {}}
          validationBehavior="aria"
          className="flex flex-col gap-3"
          aria-labelledby={headingId}
        >
          <p className="text-sm text-ink-muted">
            Te escribimos una sola vez cuando «{productName}» vuelva a estar disponible.
          </p>
          <RefusalNote
            // The send itself failing to load is the network's fault, as a lost answer is.
            message={
              send.isError ? messages.storeUnreachable : sent?.ok === false ? sent.message : null
            }
          />
          <EmailField {...(defaultEmail ? { defaultValue: defaultEmail } : {})} />
          <SubmitButton busy={send.isPending} busyLabel="Enviando…" className="self-start">
            Avísame
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
