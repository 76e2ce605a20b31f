import type { CartItem, Cents, ToastStatus } from '@vitrina/core';
import type { ToastQueue } from '@vitrina/ui/toast';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { StoreLoader } from '../../lib/api';
import type { Session } from '../../lib/session';
import type { SafeStorage } from '../../lib/storage';
import { createCouponHold, type CouponHold } from './coupon-hold';

/** What happened in the cart, for analytics (GA4 e-commerce events, wired by the app). */
export type CartEvents = {
  /** Units were added (an add, or a higher quantity). */
  added: (item: CartItem, quantity: number) => void;
  /** Units were removed (a removal, a lower quantity, or clearing). */
  removed: (item: CartItem, quantity: number) => void;
  /** The cart was shown (the cart page, or the open mini-cart). */
  viewed: (items: readonly CartItem[], totalCents: Cents) => void;
};

/** What the cart needs from the app. */
export type CartDeps = {
  store: StoreLoader;
  session: Session;
  toasts: ToastQueue;
  /** Where `local_cart_b` is kept (localStorage). */
  local: SafeStorage;
  /** Where the cart's coupon codes are kept (sessionStorage, beside the guest `cart_key`). */
  tab: SafeStorage;
  events: CartEvents;
};

type CartUi = Omit<CartDeps, 'tab'> & {
  /** The coupon codes the cart holds. */
  couponHold: CouponHold;
  isDrawerOpen: boolean;
  setDrawerOpen: (isOpen: boolean) => void;
  /** The outcome of the last write (spec §3: toast status and message). */
  toast: { status: ToastStatus; message: string };
  setToast: (toast: { status: ToastStatus; message: string }) => void;
};

const CartContext = createContext<CartUi | null>(null);

/** Gives the cart's hooks and components the app's store, session, toasts and analytics. */
export function CartProvider({ children, ...deps }: CartDeps & { children: ReactNode }) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [toast, setToast] = useState<CartUi['toast']>({ status: 'idle', message: '' });
  const { store, session, toasts, local, tab, events } = deps;
  const [couponHold] = useState(() => createCouponHold(tab, session));
  const value = useMemo(
    () => ({
      store,
      session,
      toasts,
      local,
      events,
      couponHold,
      isDrawerOpen,
      setDrawerOpen,
      toast,
      setToast,
    }),
    [store, session, toasts, local, events, couponHold, isDrawerOpen, toast],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

/** The cart's context; throws outside a {@link CartProvider} (a wiring mistake). */
export function useCartContext(): CartUi {
  const context = use(CartContext);
  if (context === null) throw new Error('useCartContext needs a CartProvider above it');
  return context;
}
