import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** Catalogue pages (offers, brands, categories): a wide grid area. */
export function ProductsLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="products">
      <div className="mx-auto w-full max-w-7xl px-4 py-6">{children}</div>
    </LayoutFrame>
  );
}
