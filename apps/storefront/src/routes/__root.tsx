import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useRouteContext,
  useRouter,
} from '@tanstack/react-router';
import { ToastRegion } from '@vitrina/ui/toast';
import { UiProvider } from '@vitrina/ui/ui-provider';
import { useCallback, useMemo, type ReactNode } from 'react';
import { cartTracking } from '../app/cart-tracking';
import { pageSettings } from '../app/page-settings';
import { CartProvider } from '../features/cart/cart-context';
import { CartHost } from '../features/cart/cart-host';
import { DefaultLayout } from '../layouts/default-layout';
import { localStore, sessionStore } from '../lib/storage';
import { NotFoundPage } from '../app/error-pages/not-found-page';
import { UncaughtErrorPage } from '../app/error-pages/uncaught-error-page';
import { useFatalError } from '../app/fatal-error';
import { messages } from '../copy/messages';
import type { AppContext } from '../lib/app-context';
import { speculationRules, type PageKind } from '../app/page-kind';
import { EARLY_TAPS_SCRIPT, PAGE_KIND_ATTRIBUTE } from '../lib/early-taps';
import { useIslandPage } from '../lib/island';
import { RouterLink } from '../lib/router-link';
import { ShopNavigationProvider } from '../lib/shop-link';

export const Route = createRootRouteWithContext<AppContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      {
        // The router marks the match that renders a 404 with `_notFound`.
        title: matches.some((match) => match._notFound === true || match.status === 'notFound')
          ? `${messages.notFoundTitle} | ${pageSettings().shop.name}`
          : `${pageSettings().shop.name} | Electrodomésticos y servicios en República Dominicana`,
      },
      {
        name: 'description',
        content:
          'Aires acondicionados, televisores, estufas y más, con instalación y servicio técnico en República Dominicana.',
      },
      { name: 'theme-color', content: '#0f4c81' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: () => (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  ),
});

function RootDocument({ children }: { children: ReactNode }) {
  const context = useRouteContext({ from: '__root__' });
  const { toasts, store, session } = context;
  const fatal = useFatalError();
  const router = useRouter();
  // React-aria links move through the router; numbers, dates and announcements follow es-DO on
  // the server and in every browser, whatever the browser's own language.
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  const navigation = useMemo(
    () => ({
      Link: RouterLink,
      navigate,
      replace: (href: string) => void router.navigate({ href, replace: true, resetScroll: false }),
    }),
    [navigate, router],
  );
  const kind: PageKind = useIslandPage() ? 'islands' : 'app';
  const { gtmId } = pageSettings();
  return (
    <html lang="es-DO" {...{ [PAGE_KIND_ATTRIBUTE]: kind }}>
      <head>
        <HeadContent />
        {/* The app reads the container from its dehydrated state; an island page has none. */}
        {kind === 'islands' && gtmId !== undefined ? (
          <meta name="tag-manager" content={gtmId} />
        ) : null}
        {kind === 'islands' ? (
          <script
            type="speculationrules"
            nonce={router.options.ssr?.nonce}
            dangerouslySetInnerHTML={{ __html: speculationRules(router.routeTree) }}
          />
        ) : null}
        {/* Rendered here rather than in `head().scripts`, which the router inserts again in the
            browser: the taps it holds must survive hydration. */}
        <script
          nonce={router.options.ssr?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }}
        />
      </head>
      <body>
        <UiProvider navigate={navigate} locale="es-DO">
          <ShopNavigationProvider value={navigation}>
            <CartProvider
              store={store}
              session={session}
              toasts={toasts}
              local={localStore}
              tab={sessionStore}
              events={cartTracking}
            >
              {fatal ? (
                <DefaultLayout>
                  <UncaughtErrorPage />
                </DefaultLayout>
              ) : (
                children
              )}
              <CartHost />
            </CartProvider>
          </ShopNavigationProvider>
          <ToastRegion queue={toasts} />
        </UiProvider>
        <Scripts />
      </body>
    </html>
  );
}
