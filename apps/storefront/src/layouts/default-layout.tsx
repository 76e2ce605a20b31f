import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** Content pages: one readable column. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="default">
      <div className="mx-auto w-full max-w-6xl px-4 py-8">{children}</div>
    </LayoutFrame>
  );
}
