import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** A service's page: the service and a call to book it. */
export function ServicesLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="services">
      <div className="mx-auto w-full max-w-5xl px-4 py-8">{children}</div>
    </LayoutFrame>
  );
}
