import type { LayoutName } from '@vitrina/core';
import type { ReactNode } from 'react';
import { pageSettings } from '../app/page-settings';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer around a page; `data-layout` names the layout. */
export function LayoutFrame({ name, children }: { name: LayoutName; children: ReactNode }) {
  return (
    <div data-layout={name} className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-control focus:bg-surface focus:p-2"
      >
        Saltar al contenido
      </a>
      <SiteHeader shopName={pageSettings().shop.name} />
      <main id="contenido" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
