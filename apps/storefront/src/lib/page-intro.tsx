import { Breadcrumbs, type Crumb } from '@vitrina/ui/breadcrumbs';
import type { ReactNode } from 'react';
import { RouterLink } from './router-link';

/**
 * A page's main heading and its opening paragraph. With a `trail` (the steps between home and
 * this page, often none), breadcrumbs from «Inicio» to the page come first.
 */
export function PageIntro({
  title,
  trail,
  children,
}: {
  title: string;
  trail?: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="mb-6">
      {trail ? (
        <Breadcrumbs
          items={[{ label: 'Inicio', href: '/' }, ...trail, { label: title }]}
          linkComponent={RouterLink}
          className="mb-3 print:hidden"
        />
      ) : null}
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      {children ? <div className="mt-2 max-w-3xl text-lg text-ink-muted">{children}</div> : null}
    </header>
  );
}
