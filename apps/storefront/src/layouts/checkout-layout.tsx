import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** Checkout: the form and the order summary side by side on wide screens. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="checkout">
      <div className="mx-auto w-full max-w-6xl px-4 py-8">{children}</div>
    </LayoutFrame>
  );
}
