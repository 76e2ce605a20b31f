import { QueryClient } from '@tanstack/react-query';
import {
  HeadContent,
  Link,
  Outlet,
  Scripts,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { hydrateRoot } from 'react-dom/client';

// The least a page of this stack runs in the browser: React DOM hydrating a server-rendered
// document, TanStack Router with one route and a link, and the Query cache the server
// dehydrates. Whatever the shop adds is measured on top of this.
const rootRoute = createRootRoute({
  component: () => (
    <html lang="es-DO">
      <head>
        <HeadContent />
      </head>
      <body>
        <Link to="/">Vitrina</Link>
        <Outlet />
        <Scripts />
      </body>
    </html>
  ),
});
const router = createRouter({ routeTree: rootRoute });
setupRouterSsrQueryIntegration({ router, queryClient: new QueryClient() });
hydrateRoot(document, <RouterClient router={router} />);
