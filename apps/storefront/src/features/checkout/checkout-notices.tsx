import { Link } from '@tanstack/react-router';
import { Button } from '@vitrina/ui/button';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { checkoutCopy } from '../../copy/checkout';
import { CHECKOUT_STEPS, STEP_COPY, type CheckoutStep } from './checkout-steps';
import type { CheckoutActor } from './checkout.machine';

const NOTICE = 'rounded-control border-l-4 border-danger bg-danger-soft p-3';

// A ref callback runs when its element mounts: a heading keyed by its step mounts anew with
// each step, and the focus goes there, where a screen reader starts reading the new step.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** «Paso n de 6» and the step's title, which takes the focus whenever the step changes. */
export function StepHeading({ step }: { step: CheckoutStep }) {
  return (
    <>
      <p className="text-sm text-ink-muted">
        {checkoutCopy.stepOf(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length)}
      </p>
      <h1 key={step} ref={focusOnMount} tabIndex={-1} className="text-2xl font-bold outline-none">
        {STEP_COPY[step].title}
      </h1>
    </>
  );
}

/** Offline, what was typed stays in this tab's sessionStorage and no order is sent (R9). */
export function OfflineNote({ id }: { id: string }) {
  return (
    <p id={id} role="alert" className={NOTICE}>
      {checkoutCopy.offline}
    </p>
  );
}

/**
 * Why the checkout stopped, with what the shopper can do about it (as the machine's tags say),
 * or how many fields to fix; it takes the focus when that changes.
 */
export function CheckoutAlert({
  actor,
  onSignInAgain,
}: {
  actor: CheckoutActor;
  onSignInAgain: () => void;
}) {
  const message = useSelector(actor, (snapshot) => snapshot.context.failure?.message);
  const errorCount = useSelector(actor, (snapshot) => Object.keys(snapshot.context.errors).length);
  const retryable = useSelector(actor, (snapshot) => snapshot.hasTag('retryable'));
  const refreshable = useSelector(actor, (snapshot) => snapshot.hasTag('refreshable'));
  const sessionExpired = useSelector(actor, (snapshot) => snapshot.hasTag('sessionExpired'));
  const cartToFix = useSelector(actor, (snapshot) => snapshot.hasTag('cartToFix'));
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errorCount > 0 || message !== undefined) alert.current?.focus();
  }, [errorCount, message]);
  return (
    <div ref={alert} tabIndex={-1} role="alert" className="outline-none">
      {message !== undefined ? (
        <div className={NOTICE}>
          <p>{message}</p>
          {/* What the shopper can do about it, apart from the words and from each other. */}
          <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
            {retryable ? (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => actor.send({ type: 'order.retry' })}
              >
                {checkoutCopy.retry}
              </Button>
            ) : null}
            {cartToFix ? (
              <Link to="/carrito-compras" className={plainButtonClasses('secondary', 'sm')}>
                {checkoutCopy.toCart}
              </Link>
            ) : null}
            {refreshable ? (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => actor.send({ type: 'review.refresh' })}
              >
                {checkoutCopy.refresh}
              </Button>
            ) : null}
            {sessionExpired ? (
              <Button variant="secondary" size="sm" onPress={onSignInAgain}>
                {checkoutCopy.signInAgain}
              </Button>
            ) : null}
          </div>
        </div>
      ) : errorCount > 0 ? (
        <p className={NOTICE}>{checkoutCopy.fieldsToFix(errorCount)}</p>
      ) : null}
    </div>
  );
}
