import type { ReactNode } from 'react';

/** A page's main heading and its opening paragraph. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      {children ? <div className="mt-2 max-w-3xl text-lg text-ink-muted">{children}</div> : null}
    </header>
  );
}
