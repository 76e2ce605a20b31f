import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { TextField } from '@vitrina/ui/text-field';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formRefusal } from '../../lib/form-refusal';
import { readForm } from '../../lib/form-values';
import { TrackingRequestSchema, type TrackedOrder } from '../../lib/shop-api/tracking';
import { trackOrder } from './tracking-api';
import { TRACKING_COPY } from './tracking-copy';
import { TrackedOrderCard } from './tracked-order-card';

export interface TrackingPageProps {
  /** The page's heading and opening line. */
  intro: (title: string, lead: ReactNode) => ReactNode;
  /** The link to the invoice the tracked order's pass opens (the route knows `/Factura`). */
  invoiceLink: (order: { id: number; pass: string; label: string }) => ReactNode;
  /**
   * What the shopper may still change of the order (issue 37), with the pass tracking gave;
   * `onChanged` receives the order's status, window and changes as they now stand.
   */
  changes: (order: TrackedOrder, onChanged: (changed: Partial<TrackedOrder>) => void) => ReactNode;
}

/**
 * `/rastrear-pedido`: a guest finds an order by its number and the e-mail it was placed with and
 * sees its status, its delivery window and a link to its invoice. A wrong number and a wrong
 * e-mail read the same (E2); too many misses show the shop's wait (429).
 */
export function TrackingPage({ intro, invoiceLink, changes }: TrackingPageProps) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // What a change made of the order found, over what tracking answered.
  const [changed, setChanged] = useState<Partial<TrackedOrder>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const track = useMutation({
    mutationFn: trackOrder,
    onMutate: () => setChanged({}),
    onError: (error) => setFieldErrors({ ...formRefusal(error, TRACKING_COPY.failed).fields }),
  });
  const found = track.data === undefined ? undefined : { ...track.data, ...changed };

  // The answer replaces the form: a screen reader and the keyboard land on its heading.
  useEffect(() => {
    if (track.isSuccess) resultHeading.current?.focus();
  }, [track.isSuccess]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readForm(TrackingRequestSchema, new FormData(event.currentTarget));
    setFieldErrors(reading.ok ? {} : reading.errors);
    if (reading.ok) track.mutate(reading.value);
  }

  return (
    <>
      {intro(TRACKING_COPY.title, <p>{TRACKING_COPY.lead}</p>)}
      {found !== undefined ? (
        <TrackedOrderCard
          order={found}
          headingRef={resultHeading}
          invoiceLink={invoiceLink}
          changes={changes(found, (next) => setChanged((current) => ({ ...current, ...next })))}
          onAnother={() => track.reset()}
        />
      ) : (
        <Form
          onSubmit={submit}
          validationErrors={fieldErrors}
          validationBehavior="aria"
          className="flex max-w-md flex-col gap-4 rounded-card border border-border p-4 sm:p-6"
          aria-labelledby="busca-tu-pedido"
        >
          <h2 id="busca-tu-pedido" className="text-xl font-semibold text-ink">
            {TRACKING_COPY.formTitle}
          </h2>
          {track.isError ? (
            <p
              role="alert"
              data-testid="tracking-error"
              className="rounded-control border-l-4 border-danger bg-danger-soft p-3"
            >
              {formRefusal(track.error, TRACKING_COPY.failed).message}
            </p>
          ) : null}
          <TextField
            name="number"
            label={TRACKING_COPY.number}
            description={TRACKING_COPY.numberHelp}
            inputMode="numeric"
            autoComplete="off"
            isRequired
          />
          <TextField
            name="email"
            type="email"
            label={TRACKING_COPY.email}
            autoComplete="email"
            isRequired
          />
          <Button type="submit" isPending={track.isPending} className="self-start">
            {TRACKING_COPY.submit}
          </Button>
          <p className="text-sm text-ink-muted">
            {TRACKING_COPY.help}{' '}
            <Link to="/contacto" className="text-brand-700 underline">
              {TRACKING_COPY.helpLink}
            </Link>
            .
          </p>
        </Form>
      )}
    </>
  );
}
