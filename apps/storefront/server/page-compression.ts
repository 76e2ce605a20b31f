import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

// Pages are compressed at levels cheap enough for every request (brotli 4 is about as fast as
// gzip 6 and smaller). Chunks are not flushed one by one: React writes many small ones and
// flushing each cost a fifth of a category page's render; a page's loaders have finished before
// it renders, so little is gained by sending its first bytes apart.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const encoders = {
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: () => createGzip({ level: GZIP_LEVEL }),
} as const;

type PageEncoding = keyof typeof encoders;

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

function acceptedEncodings(acceptEncoding: string | null): Map<string, number> {
  return new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
}

/** Whether `accept-encoding` takes `encoding` (named, without `q=0`). */
export function acceptsEncoding(acceptEncoding: string | null, encoding: PageEncoding): boolean {
  return (acceptedEncodings(acceptEncoding).get(encoding) ?? 0) > 0;
}

/** The encoding of `accept-encoding` the shop prefers (brotli, then gzip); none for anything else. */
export function pageEncoding(acceptEncoding: string | null): PageEncoding | undefined {
  return (['br', 'gzip'] as const).find((name) => acceptsEncoding(acceptEncoding, name));
}

/** The rendered page, compressed in the encoding the request accepts, varying on it. */
export function compressPage(request: Request, page: Response): Response {
  page.headers.append('vary', 'Accept-Encoding');
  const encoding = pageEncoding(request.headers.get('accept-encoding'));
  if (encoding === undefined || page.body === null || page.headers.has('content-encoding')) {
    return page;
  }
  const headers = new Headers(page.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const body = page.body.pipeThrough(
    Duplex.toWeb(encoders[encoding]()) as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  return new Response(body, { status: page.status, statusText: page.statusText, headers });
}

/**
 * A whole page held in memory, compressed at the same levels off the main thread (zlib's pool),
 * so the next request is served while this one compresses.
 */
export function encodePage(html: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipOnce(html, { level: GZIP_LEVEL });
  return brotliOnce(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });
}
