import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '@vitrina/ui/button';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useOnline } from '../../lib/use-online';
import { checkoutApi } from './checkout-api';
import { createCheckoutMachine, type CheckoutDeps } from './checkout.actors';
import type { CheckoutMap } from './address-pin';
import { AddressStep, ContactStep, FiscalStep } from './checkout-forms';
import { loadDraft, saveDraft } from './checkout-draft-storage';
import { ReviewDelivery } from './delivery-details';
import { CheckoutSummary, summaryFigures, type CheckoutCart } from './checkout-summary';
import {
  CHECKOUT_STEPS,
  CheckoutDraftSchema,
  couponFields,
  deliveryProvince,
  STEP_COPY,
  type CheckoutPatch,
  type CheckoutStep,
} from './checkout-steps';
import type { PlacedOrder } from './checkout.machine';

// The later steps load when reached: the delivery calendar and the review stay out of the
// checkout's first load (issue 16's budget); the first steps come with the page.
const DeliveryStep = lazy(() =>
  import('./checkout-choices').then((module) => ({ default: module.DeliveryStep })),
);
const PaymentStep = lazy(() =>
  import('./checkout-choices').then((module) => ({ default: module.PaymentStep })),
);
const ReviewStep = lazy(() =>
  import('./checkout-review').then((module) => ({ default: module.ReviewStep })),
);
const stepLoading = <p aria-live="polite">Cargando…</p>;
const OFFLINE = 'Sin conexión. Revisa tu red; no perderás lo que escribiste.';

export interface CheckoutPageProps {
  deps: CheckoutDeps;
  /** The step the URL names. */
  step: CheckoutStep | undefined;
  /** The URL follows the machine's step. */
  onStepChange: (step: CheckoutStep) => void;
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
  const [machine] = useState(() => createCheckoutMachine(deps));
  const codes = useSyncExternalStore(deps.coupons.subscribe, deps.coupons.codes);
  const actor = useActorRef(machine, {
    input: { draft: { ...loadDraft(), ...couponFields(codes) }, step, now: () => Date.now() },
  });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const online = useOnline();
  const offlineId = useId();

  // The coupons are the cart's: the machine follows them (applied, removed, let go).
  const sentCodes = useRef(codes);
  useEffect(() => {
    if (sentCodes.current === codes) return;
    sentCodes.current = codes;
    actor.send({ type: 'cart.coupons', codes });
  }, [actor, codes]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') saveDraft(CheckoutDraftSchema.parse(snapshot.context));
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The URL follows the step; a Back button in the browser goes to the earlier step.
  useEffect(() => {
    if (step !== context.step) onStepChange(context.step);
    heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the machine's step moves
  }, [context.step]);
  useEffect(() => {
    if (step !== undefined && step !== context.step) actor.send({ type: 'step.goto', step });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the URL moves
  }, [step]);

  // Back online, the review asks the store for its total again (R9): prices, stock or coupons
  // may have moved while the shopper could not see them.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && actor.getSnapshot().matches('review'))
      actor.send({ type: 'review.refresh' });
    wasOnline.current = online;
  }, [actor, online]);

  const errorCount = Object.keys(context.errors).length;
  const message = context.failure?.message;
  useEffect(() => {
    if (errorCount > 0 || message !== undefined) alert.current?.focus();
  }, [errorCount, message]);

  useEffect(() => {
    if (state.status === 'done' && context.order_id !== null && context.order_key !== null) {
      onConfirmed({
        order_id: context.order_id,
        order_key: context.order_key,
        total: context.total,
        payment_url: context.payment_url,
      });
    }
  }, [
    state.status,
    context.order_id,
    context.order_key,
    context.total,
    context.payment_url,
    onConfirmed,
  ]);

  const update = (patch: CheckoutPatch) => actor.send({ type: 'form.update', patch });
  const stepProps = { draft: CheckoutDraftSchema.parse(context), errors: context.errors, update };
  const index = CHECKOUT_STEPS.indexOf(context.step);
  const onReview = context.step === 'review';
  const canPlace = online && (state.matches({ review: 'ready' }) || state.matches('priceChanged'));
  const loading =
    state.matches({ delivery: 'loading' }) ||
    state.matches({ payment: 'loading' }) ||
    state.matches({ review: 'quoting' });

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onReview) {
      if (canPlace) actor.send({ type: 'order.place' });
    } else actor.send({ type: 'step.next' });
  }

  const retryable =
    state.matches('networkLost') ||
    state.matches({ delivery: 'unavailable' }) ||
    state.matches({ payment: 'unavailable' }) ||
    state.matches({ review: 'unavailable' });
  const refreshable =
    state.matches('couponRefused') ||
    state.matches('stockChanged') ||
    state.matches('rateLimited') ||
    state.matches('refused');

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
        {/* Offline, what was typed stays in this tab's sessionStorage and no order is sent (R9). */}
        {online ? null : (
          <p
            id={offlineId}
            role="alert"
            className="rounded-control border-l-4 border-danger bg-danger-soft p-3"
          >
            {OFFLINE}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          Paso {index + 1} de {CHECKOUT_STEPS.length}
        </p>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {STEP_COPY[context.step].title}
        </h1>
        <div ref={alert} tabIndex={-1} role="alert" className="outline-none">
          {message !== undefined ? (
            <div className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
              <p>{message}</p>
              {retryable ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => actor.send({ type: 'order.retry' })}
                >
                  Reintentar
                </Button>
              ) : null}
              {refreshable ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => actor.send({ type: 'review.refresh' })}
                >
                  Revisar de nuevo
                </Button>
              ) : null}
              {state.matches('tokenExpired') ? (
                <Button variant="secondary" size="sm" onPress={onSignInAgain}>
                  Iniciar sesión
                </Button>
              ) : null}
            </div>
          ) : errorCount > 0 ? (
            <p className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
              Revisa{' '}
              {errorCount === 1 ? 'el campo marcado' : `los ${String(errorCount)} campos marcados`}.
            </p>
          ) : null}
        </div>
        {/* The review holds the coupon's own form, so it stays outside the checkout's form. */}
        <Suspense fallback={stepLoading}>
          {onReview ? (
            <ReviewStep summary={context.summary} couponBox={couponBox(context.email)} />
          ) : null}
        </Suspense>
        {onReview ? <ReviewDelivery draft={stepProps.draft} /> : null}
        <form method="post" onSubmit={next} className="flex flex-col gap-6" noValidate>
          {context.step === 'contact' ? <ContactStep {...stepProps} /> : null}
          {context.step === 'fiscal' ? <FiscalStep {...stepProps} /> : null}
          {context.step === 'address' ? <AddressStep {...stepProps} map={map} /> : null}
          <Suspense fallback={stepLoading}>
            {context.step === 'delivery' ? (
              <DeliveryStep
                {...stepProps}
                options={context.shippingMethods}
                province={deliveryProvince(stepProps.draft)}
                loadAgenda={(province) => checkoutApi(deps.buyer).deliveryAgenda(province)}
              />
            ) : null}
            {context.step === 'payment' ? (
              <>
                <PaymentStep {...stepProps} gateways={context.gateways} />
                {paymentNote}
              </>
            ) : null}
          </Suspense>
          {loading ? <p aria-live="polite">Cargando…</p> : null}
          <div className="flex flex-wrap justify-between gap-3">
            {index > 0 ? (
              <Button
                variant="secondary"
                isDisabled={context.isOrderPending}
                onPress={() => actor.send({ type: 'step.back' })}
              >
                Atrás
              </Button>
            ) : (
              <span />
            )}
            <Button
              type="submit"
              isDisabled={loading || context.isOrderPending || (onReview && !canPlace)}
              {...(onReview && !online ? { 'aria-describedby': offlineId } : {})}
            >
              {context.isOrderPending ? 'Procesando…' : onReview ? 'Confirmar pedido' : 'Continuar'}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
