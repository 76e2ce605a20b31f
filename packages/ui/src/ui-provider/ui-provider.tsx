import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /** Client-side navigation for every react-aria link (e.g. TanStack Router's `router.navigate`). */
  navigate: (href: string, routerOptions: undefined) => void;
  /** Turns a router href into the real URL written in `href` attributes. */
  useHref?: (href: string) => string;
  /** BCP 47 locale for dates, numbers and built-in labels. */
  locale?: string;
  children: ReactNode;
}

/**
 * Puts the app's router and locale (es-DO by default) under every component: react-aria links,
 * date pickers and number fields read them from here.
 */
export function UiProvider({ navigate, useHref, locale = 'es-DO', children }: UiProviderProps) {
  return (
    <I18nProvider locale={locale}>
      <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
        {children}
      </RouterProvider>
    </I18nProvider>
  );
}
