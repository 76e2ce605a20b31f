import { z } from 'zod';
import { relayedHeaders, storeUnavailable } from './relay.js';
import { badRequest, notFound, wpErrorResponse } from './store-errors.js';
import { readUpstreamText } from './store-upstream.js';

/** A WordPress REST error as CoCart, the JWT plugin and WooCommerce send it. */
const StoreErrorSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/),
  message: z.string().max(2000),
  data: z.record(z.string(), z.unknown()).optional(),
});

function withRetryAfter(response: Response, upstream: Response): Response {
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter !== null) response.headers.set('retry-after', retryAfter);
  return response;
}

/** The shop's own words for a refusal, whatever the store's body said. */
function ownRefusal(upstream: Response): Response {
  switch (upstream.status) {
    case 400:
      return badRequest('La tienda no aceptó los parámetros de la solicitud.');
    case 404:
      return notFound();
    case 429:
      return withRetryAfter(
        wpErrorResponse(
          429,
          'rate_limited',
          'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
        ),
        upstream,
      );
    default:
      return wpErrorResponse(
        upstream.status,
        'vitrina_store_refused',
        'La tienda no aceptó la solicitud.',
      );
  }
}

/**
 * Answers a store reply that is not a success. No byte of the store's body reaches the browser
 * as it was sent: an error page may echo the request line, and on a signed call that holds the
 * shop's key (A6). A signed call's refusal is said in the shop's own words; an unsigned call
 * (cart, account, content: the shopper's own request, no key in it) keeps the store's error code
 * and message, re-encoded from the parsed fields, because the shop's pages act on them.
 */
export async function storeRefusal(upstream: Response, signed: boolean): Promise<Response> {
  const { status } = upstream;
  const text = await readUpstreamText(upstream);
  if (status === 503) return withRetryAfter(storeUnavailable(), upstream);
  if (status < 400 || status >= 500) {
    // A redirect would send the browser to the store itself; a 5xx is the store failing.
    console.warn(`the store answered ${String(status)} to a proxied call`);
    return storeUnavailable();
  }
  if (signed) {
    if (status === 401 || status === 403) {
      console.error(
        `the store refused the shop's key (${String(status)}): check WC_CONSUMER_KEY, its user and its permissions`,
      );
      return storeUnavailable();
    }
    return ownRefusal(upstream);
  }
  const parsed = StoreErrorSchema.safeParse(parseJson(text));
  if (!parsed.success) return ownRefusal(upstream);
  const { code, message, data } = parsed.data;
  const body = { code, message, data: { ...data, status } };
  const headers = relayedHeaders(upstream);
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
