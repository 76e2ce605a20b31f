import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useOnline } from '../../lib/use-online';
import type { CheckoutMap } from './address-pin';
import { checkoutApi } from './checkout-api';
import { CheckoutAlert, OfflineNote, StepHeading } from './checkout-notices';
import { StepForm, stepLoading } from './checkout-step-form';
import { CheckoutDraftSchema, type CheckoutStep } from './checkout-steps';
import { CheckoutSummary, summaryFigures, type CheckoutCart } from './checkout-summary';
import {
  checkoutInput,
  createCheckoutMachine,
  keepDraft,
  type CheckoutDeps,
} from './checkout.actors';
import type { PlacedOrder } from './checkout.machine';
import { ReviewDelivery } from './delivery-details';
import { useStepInUrl } from './use-step-in-url';

// The review loads when reached, out of the checkout's first load (issue 16's budget).
const ReviewStep = lazy(() =>
  import('./checkout-review').then((module) => ({ default: module.ReviewStep })),
);

export interface CheckoutPageProps {
  /** Taken once, when the checkout starts. */
  deps: CheckoutDeps;
  /** The step the URL names. */
  step: CheckoutStep | undefined;
  /** The URL follows the machine's step. */
  onStepChange: (step: CheckoutStep) => void;
  /** Where the shopper goes once the order is placed; taken once, with `deps`. */
  onConfirmed: (order: PlacedOrder) => void;
  /** Where «Inicia sesión» leads when the session expired (back here afterwards). */
  onSignInAgain: () => void;
  /** The shop's map under the address step's pin. */
  map: CheckoutMap;
  /** The cart's coupon form for the review, checked with the e-mail typed here. */
  couponBox: (email: string) => ReactNode;
  /** Shown on the payment step, under the ways to pay (the banks' cashback). */
  paymentNote?: ReactNode;
  /** The cart's lines and goods, summed up beside the form until the review quotes the order. */
  cart: CheckoutCart;
}

/** `/checkout`: one machine, one step on screen, the step in the URL, the form in sessionStorage. */
export function CheckoutPage({
  deps,
  step,
  onStepChange,
  onConfirmed,
  onSignInAgain,
  map,
  couponBox,
  paymentNote,
  cart,
}: CheckoutPageProps) {
  const [checkout] = useState(() => ({
    machine: createCheckoutMachine(deps, onConfirmed),
    input: checkoutInput(deps.coupons, step),
    loadAgenda: checkoutApi(deps.buyer).deliveryAgenda,
  }));
  const actor = useActorRef(checkout.machine, { input: checkout.input }, keepDraft);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  useStepInUrl(actor, step, onStepChange);
  const online = useOnline();
  const offlineId = useId();
  const onReview = context.step === 'review';

  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
      {/* The review is the order's summary itself, quoted by the store. */}
      {onReview ? null : (
        <div className="lg:col-start-2 lg:row-start-1">
          <CheckoutSummary
            cart={cart}
            figures={summaryFigures(
              cart,
              context.shippingMethods,
              context.shipping_address.method_id,
            )}
          />
        </div>
      )}
      <div className="flex max-w-2xl flex-col gap-6 lg:col-start-1 lg:row-start-1">
        {online ? null : <OfflineNote id={offlineId} />}
        <StepHeading step={context.step} />
        <CheckoutAlert actor={actor} onSignInAgain={onSignInAgain} />
        {/* The review holds the coupon's own form, so it stays outside the checkout's form. */}
        {onReview ? (
          <>
            <Suspense fallback={stepLoading}>
              <ReviewStep
                summary={context.summary}
                couponBox={couponBox(context.email)}
                soldOutId={
                  context.failure?.kind === 'stock_changed'
                    ? (context.failure.productId ?? null)
                    : null
                }
              />
            </Suspense>
            <ReviewDelivery
              draft={CheckoutDraftSchema.parse(context)}
              loadAgenda={checkout.loadAgenda}
            />
          </>
        ) : null}
        <StepForm
          actor={actor}
          online={online}
          offlineId={offlineId}
          map={map}
          loadAgenda={checkout.loadAgenda}
          paymentNote={paymentNote}
        />
      </div>
    </div>
  );
}
