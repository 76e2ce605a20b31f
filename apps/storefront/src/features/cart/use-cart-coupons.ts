import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { privateQueryRoots } from '../../lib/query-keys';
import type { SessionSnapshot } from '../../lib/session';
import type { CartCoupons } from '../../lib/shop-api/checkout';
import { useCartContext } from './cart-context';
import { useCartIdentity, useCartQuery } from './use-cart';

const NONE: readonly string[] = [];

type CartUi = ReturnType<typeof useCartContext>;

/** The check of `codes` against the cart's lines as the store confirmed them. */
const couponsQueryKey = (
  identity: SessionSnapshot,
  codes: readonly string[],
  lines: string,
  email: string,
) => [
  ...privateQueryRoots.cart,
  'coupons',
  identity.token ?? identity.cartKey,
  codes,
  lines,
  email,
];

/** Lets go of the coupons the shop server dropped, telling the shopper why in a toast (G4). */
function letGo({ couponHold, toasts }: CartUi, answer: CartCoupons): void {
  if (answer.dropped.length === 0) return;
  const gone = new Set(answer.dropped.map((entry) => entry.code));
  const notices = answer.dropped.map((entry) => entry.message);
  couponHold.hold(
    couponHold.codes().filter((code) => !gone.has(code)),
    notices,
  );
  for (const message of notices) toasts.add({ status: 'info', message }, { timeout: 10_000 });
}

/** The cart's coupons as the checkout reads them: its one source of `coupon` and `hasCoupon`. */
export interface HeldCoupons {
  codes: () => readonly string[];
  subscribe: (listener: () => void) => () => void;
  /** Checks them again now (the store refused one at review) and lets go of what no longer applies. */
  recheck: (email: string) => Promise<void>;
  /** The order took them: the cart holds none any more. */
  release: () => void;
}

/** The cart's coupons for the checkout, bound to this cart (stable across renders). */
export function useHeldCoupons(): HeldCoupons {
  const ui = useCartContext();
  const [held] = useState<HeldCoupons>(() => ({
    codes: ui.couponHold.codes,
    subscribe: ui.couponHold.subscribe,
    recheck: async (email) => {
      const codes = ui.couponHold.codes();
      if (codes.length === 0) return;
      const { recheckCartCoupons } = await import('./cart-coupons-api');
      letGo(ui, await recheckCartCoupons(ui.session.snapshot(), codes, email));
    },
    release: () => ui.couponHold.hold([]),
  }));
  return held;
}

/**
 * The coupons the cart holds: the codes, what they take off the cart now (the shop server's
 * figure from the store's prices and core's rules), applying and removing one. Whenever the
 * lines the store confirmed change (an add, a quantity, a removal, the merge at login, another
 * tab) the codes are checked again and one the cart no longer qualifies for is let go, with why.
 * `email`: the checkout's, for coupons limited to some e-mails; the cart has none.
 */
export function useCartCoupons(email = '') {
  const ui = useCartContext();
  const { couponHold } = ui;
  const queryClient = useQueryClient();
  const identity = useCartIdentity();
  const codes = useSyncExternalStore(couponHold.subscribe, couponHold.codes, () => NONE);
  const notices = useSyncExternalStore(couponHold.subscribe, couponHold.notices, () => NONE);
  const confirmed = useCartQuery().data?.confirmed;
  const updating = useIsMutating({ mutationKey: privateQueryRoots.cart }) > 0;
  const lines = confirmed?.items.map((item) => `${item.cart_key}×${String(item.quantity)}`).join();

  // `ui` (the cart's one coupon hold and the toasts) is where the answer goes, not what it depends on.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const check = useQuery({
    queryKey: couponsQueryKey(identity, codes, lines ?? '', email),
    enabled: codes.length > 0 && lines !== undefined && lines !== '' && !updating,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const { recheckCartCoupons } = await import('./cart-coupons-api');
      const answer = await recheckCartCoupons(identity, codes, email, signal);
      // Once per answer, however many components show the coupons.
      letGo(ui, answer);
      return answer;
    },
  });

  const apply = useMutation({
    mutationFn: async (code: string) => {
      const { applyCartCoupon } = await import('./cart-coupons-api');
      return applyCartCoupon(identity, code, couponHold.codes(), email);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(
        couponsQueryKey(identity, answer.coupons, lines ?? '', email),
        answer,
      );
      couponHold.hold(answer.coupons);
      // A held coupon the cart outgrew meanwhile goes, with why.
      letGo(ui, answer);
    },
  });

  const checked = check.data?.coupons.join() === codes.join() ? check.data : undefined;
  return {
    codes,
    /** What the coupons take off the goods now; `undefined` until the shop server said. */
    discount: checked?.discount,
    /** The goods' total after the coupons, the shop server's; `undefined` until it said. */
    total: checked?.total,
    /** Why coupons were let go last. */
    notices,
    /** Adds a code; `onAdded` runs once the cart holds it. */
    apply: (code: string, onAdded?: () => void) =>
      apply.mutate(code, onAdded ? { onSuccess: onAdded } : {}),
    applying: apply.isPending,
    /** The shop server's Spanish refusal of the last code tried. */
    refusal: apply.error?.message,
    remove: (code: string) => {
      apply.reset();
      couponHold.hold(codes.filter((held) => held !== code));
    },
  };
}

export type CartCouponsState = ReturnType<typeof useCartCoupons>;
