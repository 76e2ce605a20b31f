import { Button } from '@vitrina/ui/button';
import { TextField } from '@vitrina/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { cartCopy } from '../../copy/cart';
import { useCartCoupons } from './use-cart-coupons';

/**
 * The cart's coupons: each one held with a way to remove it, the form to add one, the shop
 * server's refusal (announced) and why a coupon was let go. On the cart page and, through the
 * route, in the checkout's review, where `email` is the one typed there.
 */
export function CartCouponBox({ email }: { email?: string }) {
  const coupons = useCartCoupons(email);
  const [code, setCode] = useState('');
  const heading = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (typed !== '') coupons.apply(typed, () => setCode(''));
  }
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3 border-t border-border pt-3">
      <h2 id={heading} className="font-semibold text-ink">
        {cartCopy.couponTitle}
      </h2>
      {coupons.notices.map((notice) => (
        <p key={notice} className="rounded-control border-l-4 border-info bg-info-soft p-3 text-sm">
          {notice}
        </p>
      ))}
      {coupons.codes.length > 0 ? (
        <ul aria-label={cartCopy.couponsHeld} className="flex flex-col gap-2">
          {coupons.codes.map((held) => (
            <li key={held} className="flex items-center justify-between gap-2">
              <span>{cartCopy.couponHeld(held)}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={cartCopy.couponRemoveName(held)}
                onPress={() => coupons.remove(held)}
              >
                {cartCopy.couponRemove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form method="post" onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label={cartCopy.couponLabel}
          name="coupon"
          value={code}
          onChange={setCode}
          isInvalid={coupons.refusal !== undefined}
          className="min-w-0 grow"
        />
        <Button
          type="submit"
          variant="secondary"
          isDisabled={coupons.applying}
          className="shrink-0 whitespace-nowrap"
        >
          {coupons.applying ? cartCopy.couponApplying : cartCopy.couponApply}
        </Button>
      </form>
      {coupons.refusal === undefined ? null : (
        <p role="alert" className="text-sm text-danger">
          {coupons.refusal}
        </p>
      )}
    </section>
  );
}
