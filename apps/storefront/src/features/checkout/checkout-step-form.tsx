import { Button } from '@vitrina/ui/button';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type FormEvent, type ReactNode } from 'react';
import { checkoutCopy } from '../../copy/checkout';
import type { CheckoutMap } from './address-pin';
import { AddressStep, ContactStep, FiscalStep } from './checkout-forms';
import { CheckoutDraftSchema, deliveryProvince, type CheckoutPatch } from './checkout-steps';
import type { CheckoutActor } from './checkout.machine';
import type { LoadAgenda } from './delivery-schedule';

// The later steps load when reached: the delivery calendar stays out of the checkout's first
// load (issue 16's budget); the first steps come with the page.
const DeliveryStep = lazy(() =>
  import('./checkout-choices').then((module) => ({ default: module.DeliveryStep })),
);
const PaymentStep = lazy(() =>
  import('./checkout-choices').then((module) => ({ default: module.PaymentStep })),
);

/** Shown while a step's code or the store's options are on their way. */
export const stepLoading = <p aria-live="polite">{checkoutCopy.loading}</p>;

/**
 * The checkout's form: the step's fields, «Atrás», and «Continuar» — «Confirmar pedido» at the
 * review, held while offline (`offlineId` says why) or while the order is on its way.
 */
export function StepForm({
  actor,
  online,
  offlineId,
  map,
  loadAgenda,
  paymentNote,
}: {
  actor: CheckoutActor;
  online: boolean;
  offlineId: string;
  map: CheckoutMap;
  loadAgenda: LoadAgenda;
  paymentNote: ReactNode;
}) {
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const placing = useSelector(actor, (snapshot) => snapshot.hasTag('placing'));
  const placeable = useSelector(actor, (snapshot) => snapshot.hasTag('placeable'));
  const { step } = context;
  const onReview = step === 'review';
  const canPlace = online && placeable;
  const fields = {
    draft: CheckoutDraftSchema.parse(context),
    errors: context.errors,
    update: (patch: CheckoutPatch) => actor.send({ type: 'form.update', patch }),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onReview) actor.send({ type: 'step.next' });
    else if (canPlace) actor.send({ type: 'order.place' });
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-6" noValidate>
      {step === 'contact' ? <ContactStep {...fields} /> : null}
      {step === 'fiscal' ? <FiscalStep {...fields} /> : null}
      {step === 'address' ? <AddressStep {...fields} map={map} /> : null}
      <Suspense fallback={stepLoading}>
        {step === 'delivery' ? (
          <DeliveryStep
            {...fields}
            options={context.shippingMethods}
            province={deliveryProvince(fields.draft)}
            loadAgenda={loadAgenda}
          />
        ) : null}
        {step === 'payment' ? (
          <>
            <PaymentStep {...fields} gateways={context.gateways} />
            {paymentNote}
          </>
        ) : null}
      </Suspense>
      {loading ? stepLoading : null}
      <div className="flex flex-wrap justify-between gap-3">
        {step === 'contact' ? (
          <span />
        ) : (
          <Button
            variant="secondary"
            isDisabled={placing}
            onPress={() => actor.send({ type: 'step.back' })}
          >
            {checkoutCopy.back}
          </Button>
        )}
        <Button
          type="submit"
          isDisabled={loading || placing || (onReview && !canPlace)}
          {...(onReview && !online ? { 'aria-describedby': offlineId } : {})}
        >
          {placing ? checkoutCopy.placing : onReview ? checkoutCopy.place : checkoutCopy.next}
        </Button>
      </div>
    </form>
  );
}
