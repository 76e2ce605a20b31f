import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** Account and sign-in pages: a narrow, centred column. */
export function UserLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="user">
      <div className="mx-auto w-full max-w-md px-4 py-10">{children}</div>
    </LayoutFrame>
  );
}
