import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import type { CheckoutStep } from './checkout-steps';
import type { CheckoutActor } from './checkout.machine';

/**
 * The URL follows the checkout's step, and the browser's Back leads the checkout back.
 * `urlStep` is the URL's (`?paso=`); `onStepChange` writes the machine's step there.
 */
export function useStepInUrl(
  actor: CheckoutActor,
  urlStep: CheckoutStep | undefined,
  onStepChange: (step: CheckoutStep) => void,
): void {
  const shown = useSelector(actor, (snapshot) => snapshot.context.step);
  // Read when the machine's step moves, not followed: a URL still on the step before must not
  // write itself back over the machine's.
  const showInUrl = useEffectEvent((step: CheckoutStep) => {
    if (step !== urlStep) onStepChange(step);
  });
  useEffect(() => showInUrl(shown), [shown]);
  // The machine takes a URL's step only backwards (never while placing), so the URL catching up
  // with a step the machine already took changes nothing.
  useEffect(() => {
    if (urlStep !== undefined) actor.send({ type: 'step.goto', step: urlStep });
  }, [actor, urlStep]);
}
