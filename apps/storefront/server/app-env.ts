import type { HttpBindings } from '@hono/node-server';
import type { SecureHeadersVariables } from 'hono/secure-headers';

/**
 * The Hono environment of the shop server. Node bindings are optional because tests also call
 * the app in memory (`app.request`), where there is no socket.
 */
export interface ShopAppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: SecureHeadersVariables;
}
