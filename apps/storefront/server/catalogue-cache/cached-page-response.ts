import { acceptsEncoding, encodePage, pageEncoding } from '../page-compression.js';
import { matchesEtag, withNonce, type CachedPage } from './cached-page.js';
import { gzipAroundNonce } from './gzip-around-nonce.js';

/** What a 304 repeats of the page it confirms (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'etag', 'vary', 'cache-status'];

/**
 * The page's body with `nonce` for a request accepting `acceptEncoding`: gzip put together from
 * the page's runs deflated once whenever the browser takes gzip (brotli would have to compress
 * each response anew), else compressed now, else plain.
 */
async function encodedBody(page: CachedPage, nonce: string, acceptEncoding: string | null) {
  const marker = Buffer.from(nonce);
  if (
    page.deflated !== undefined &&
    marker.byteLength === page.nonceLength &&
    acceptsEncoding(acceptEncoding, 'gzip')
  ) {
    return { body: gzipAroundNonce(page.parts, page.deflated, marker), encoding: 'gzip' };
  }
  const html = withNonce(page, nonce);
  const encoding = pageEncoding(acceptEncoding);
  if (encoding === undefined) return { body: html, encoding };
  return { body: await encodePage(html, encoding), encoding };
}

/**
 * The response for a kept page: its HTML with this response's nonce, compressed for the request,
 * with its weak ETag; 304 when `If-None-Match` names it. A 304 carries no CSP (see
 * `pathSpecificHeaders`): the browser keeps the policy whose nonce matches the copy it has.
 */
export async function cachedPageResponse(
  request: Request,
  page: CachedPage,
  nonce: string,
  cacheStatus: string,
): Promise<Response> {
  const headers = new Headers(page.headers);
  headers.set('etag', page.etag);
  headers.append('vary', 'Accept-Encoding');
  headers.set('cache-status', cacheStatus);
  if (matchesEtag(request.headers.get('if-none-match'), page.etag)) {
    const kept = [...headers].filter(([name]) => NOT_MODIFIED_HEADERS.includes(name));
    return new Response(null, { status: 304, headers: kept });
  }
  const { body, encoding } = await encodedBody(page, nonce, request.headers.get('accept-encoding'));
  if (encoding !== undefined) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  // zlib and Buffer.concat answer plain (not shared) memory.
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
