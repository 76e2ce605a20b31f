import type { AnyRouter, Manifest } from '@tanstack/react-router';
import {
  createRequestHandler,
  getNormalizedURL,
  renderRouterToStream,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { storeDownMessage } from './app/store-down';
import { toRouterManifest, ViteManifestSchema, type ViteManifest } from './app/assets-manifest';
import { serverErrorResponse } from './app/error-pages/server-error-response';
import { createToastQueue } from '@vitrina/ui/toast';
import { createServerStoreLoader } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { cashbackQueryOptions } from './features/cashback/cashback.queries';
import { sanitizeHtml } from './lib/sanitize-html.server';
import { createSession } from './lib/session';
import type { ShopSearch } from './lib/shop-search';
import { createSafeStorage } from './lib/storage';
import type { ShopIdentity } from '@vitrina/core';
import { NO_MAP, type MapSettings } from './app/page-settings';
import { IslandRendererProvider, type IslandRenderer } from './lib/island';
import { pageKindAt, type PageKind } from './app/page-kind';
import { createAppRouter } from './router';

export type { ViteManifest } from './app/assets-manifest';

/** What the shop server passes for each page (see SEAM.md). */
export type RenderOptions = {
  /** Fresh per request; every inline script carries it and the CSP allows it. */
  nonce: string;
  /** Parsed `dist/client/.vite/manifest.json`; `null` in development (Vite middleware mode). */
  manifest: ViteManifest | null;
  /**
   * The store, reached from the server through `fetch`: the shop server's own, which adds the key
   * pair (and caches the public catalogue), so the app never holds the key.
   */
  store: { baseUrl: string; fetch: typeof fetch };
  /** The shop's public origin, which absolute page URLs start with (`AppContext.siteUrl`). */
  siteUrl: string;
  /** The shop's product search, asked directly (`AppContext.search`). */
  search: ShopSearch;
  /** The tag-manager container (`GTM_ID`); absent, the page loads no tag manager. */
  gtmId?: string | undefined;
  /** The map's provider settings (`MAPS_API_KEY`, `MAP_TILE_URL`); absent, no map loads. */
  map?: MapSettings | undefined;
  /** The shop's own data, checked by the server: the footer, the contact page, WhatsApp links. */
  shop: ShopIdentity;
};

/** When a shopper (or a crawler) is told to come back after the store did not answer. */
const STORE_DOWN_RETRY_AFTER_S = 30;

const routerManifests = new WeakMap<object, Record<PageKind, Manifest>>();

function routerManifestFor(vite: ViteManifest | null, kind: PageKind): Manifest {
  if (!vite) return toRouterManifest(null, kind);
  let manifests = routerManifests.get(vite);
  if (!manifests) {
    const parsed = ViteManifestSchema.parse(vite);
    manifests = {
      islands: toRouterManifest(parsed, 'islands'),
      app: toRouterManifest(parsed, 'app'),
    };
    routerManifests.set(vite, manifests);
  }
  return manifests[kind];
}

/**
 * An island page (decision 022): the router renders it, but sends none of what hydrates a router
 * in the browser (its bootstrap, its state, the query cache: the router's own way for a page
 * that does not hydrate), nor its script restoring the scroll on a client-side navigation.
 */
function renderAsIslandPage(router: AnyRouter): void {
  router.update({ ...router.options, scrollRestoration: false });
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        serverSsr.dehydrate = () => {
          serverSsr.disableHydration();
          return Promise.resolve();
        };
      },
    ],
  };
}

/** An island whose widgets load their code lazily, rendered once that code arrived. */
async function renderWhole(node: ReactNode, identifierPrefix: string): Promise<string> {
  const stream = await renderToReadableStream(node, { identifierPrefix });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Renders each island of one page apart (decision 022). Most render at once; one holding a widget
 * whose code is not loaded yet (React marks its boundary `<!--$!`) is rendered again once it is,
 * so the page holds the widget as the app would show it.
 */
function islandRenderer(): IslandRenderer {
  const rendered = new Map<string, string | Promise<string>>();
  return {
    render: (node, prefix) => {
      let html = rendered.get(prefix);
      if (html === undefined) {
        const now = renderToString(node, { identifierPrefix: prefix });
        html = now.includes('<!--$!') ? renderWhole(node, prefix) : now;
        rendered.set(prefix, html);
      }
      return html;
    },
  };
}

/** The router of one request, with its own query cache, store client and settings. */
function createPageRouter(options: RenderOptions) {
  const queryClient = createQueryClient();
  const store = createServerStoreLoader(options.store);
  // Spec §4 startup: the banks' cashback comes with the page, loaded here rather than by a
  // script in the browser (the store client and zod stay out of the first load, issue 26).
  void queryClient.prefetchQuery(cashbackQueryOptions({ store, sanitizeHtml }));
  // The server never sees the browser's storage: every page renders for a guest.
  const noStorage = createSafeStorage(() => undefined);
  return createAppRouter(
    {
      queryClient,
      session: createSession({ local: noStorage, session: noStorage, queryClient }),
      toasts: createToastQueue(),
      store,
      siteUrl: options.siteUrl,
      search: options.search,
      sanitizeHtml,
    },
    {
      nonce: options.nonce,
      settings: { gtmId: options.gtmId, map: options.map ?? NO_MAP, shop: options.shop },
    },
  );
}

/**
 * Renders the page for `request` with streaming SSR. The answer is 200, 404 (unknown path or
 * record), 500 (render error) or a guard's redirect.
 */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  try {
    const pageRouter = createPageRouter(options);
    const kind = pageKindAt(pageRouter, getNormalizedURL(request.url).url.pathname);
    if (kind === 'islands') renderAsIslandPage(pageRouter);
    const handler = createRequestHandler({
      request,
      getRouterManifest: () => Promise.resolve(routerManifestFor(options.manifest, kind)),
      createRouter: () => pageRouter,
    });
    return await handler(async ({ request: streamRequest, router, responseHeaders }) => {
      const rendered = await renderRouterToStream({
        request: streamRequest,
        router,
        responseHeaders,
        children:
          kind === 'islands' ? (
            <IslandRendererProvider value={islandRenderer()}>
              <RouterServer router={router} />
            </IslandRendererProvider>
          ) : (
            <RouterServer router={router} />
          ),
      });
      // The store did not answer: the page says so (RouteErrorPage) and the answer is a 503 to
      // try again, not a 500 of ours nor a 404 (#28).
      if (storeDownMessage(router.state.matches) === undefined) return rendered;
      const headers = new Headers(rendered.response.headers);
      headers.set('retry-after', String(STORE_DOWN_RETRY_AFTER_S));
      headers.set('cache-control', 'no-store');
      return {
        ...rendered,
        response: new Response(rendered.response.body, { status: 503, headers }),
      };
    });
  } catch (error) {
    // A shopper who hung up mid-render is not a fault of the shop.
    if (!request.signal.aborted) console.error('render failed', request.url, error);
    return serverErrorResponse();
  }
}
