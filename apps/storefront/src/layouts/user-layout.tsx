import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** Account and sign-in pages: a narrow, centred column; the profile's is wider. */
export function UserLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <LayoutFrame name="user">
      <div className={`mx-auto w-full px-4 py-10 ${wide ? 'max-w-5xl' : 'max-w-md'}`}>
        {children}
      </div>
    </LayoutFrame>
  );
}
