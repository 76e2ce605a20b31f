import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { createApp } from './app.js';
import type { Deps } from './deps.js';

/** A listening store server. */
export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the store's app on `host:port` (port 0 picks a free one) and resolves once listening. */
export function listen(deps: Deps, host: string, port: number): Promise<Listening> {
  const app = createApp(deps);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
