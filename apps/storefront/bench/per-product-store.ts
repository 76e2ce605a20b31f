import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A front on the store that answers product listings the seed's way. */
export interface PerProductStore {
  url: string;
  /** Product calls it made to the store for listings (one per product shown). */
  productCalls: () => number;
  close: () => Promise<void>;
}

const LISTING = /^\/wp-json\/wc\/v3\/products(?:\?|$)/;
const PASSED_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages'];

function forwardHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'connection'].includes(name))
      headers.set(name, value);
  }
  return headers;
}

/**
 * Puts the seed's pattern in front of `storeUrl`: a product listing is answered by asking the
 * store for the page and then for every product on it, one call each (in parallel, the seed's
 * kindest form), instead of taking the page's one answer. Everything else passes through, so the
 * shop renders the same page over it; the bench compares the two render times.
 */
export async function startPerProductStore(storeUrl: string): Promise<PerProductStore> {
  let productCalls = 0;
  const server: Server = createServer((request, response) => {
    const target = request.url ?? '/';
    const headers = forwardHeaders(request);
    const answer = async () => {
      const page = await fetch(`${storeUrl}${target}`, { headers });
      if (request.method !== 'GET' || !LISTING.test(target) || !page.ok) return page;
      const ids = ((await page.json()) as { id: number }[]).map((product) => product.id);
      // The key travels as the shop sent it: in the Authorization header or the query.
      const key = new URLSearchParams();
      for (const [name, value] of new URL(target, storeUrl).searchParams)
        if (name.startsWith('consumer_')) key.set(name, value);
      const query = key.size > 0 ? `?${key.toString()}` : '';
      const products = await Promise.all(
        ids.map(async (id) => {
          productCalls += 1;
          const one = await fetch(`${storeUrl}/wp-json/wc/v3/products/${String(id)}${query}`, {
            headers,
          });
          return (await one.json()) as unknown;
        }),
      );
      const rebuilt = new Headers();
      for (const name of PASSED_HEADERS) {
        const value = page.headers.get(name);
        if (value !== null) rebuilt.set(name, value);
      }
      return new Response(JSON.stringify(products), { status: page.status, headers: rebuilt });
    };
    answer()
      .then(async (result) => {
        const body = Buffer.from(await result.arrayBuffer());
        const sent: Record<string, string> = {};
        result.headers.forEach((value, name) => {
          if (name !== 'content-encoding' && name !== 'content-length') sent[name] = value;
        });
        response.writeHead(result.status, sent).end(body);
      })
      .catch((error: unknown) => {
        response.writeHead(502).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    productCalls: () => productCalls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
