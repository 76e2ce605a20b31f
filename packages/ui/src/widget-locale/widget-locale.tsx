import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';

/**
 * es-DO for the react-aria widgets below (numbers, dates, announcements), whatever the browser's
 * own language. Put around a widget its page loads lazily, so a page that only shows products
 * never loads react-aria's locale code nor asks `Intl` anything (issue 36).
 */
export function WidgetLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale="es-DO">{children}</I18nProvider>;
}
