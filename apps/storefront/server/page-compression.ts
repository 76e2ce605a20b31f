import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

// Pages are compressed as they stream, at levels cheap enough for every request (brotli 4 is
// about as fast as gzip 6 and smaller). Chunks are not flushed one by one: React writes many
// small ones and flushing each cost a fifth of a category page's render; a page's loaders have
// finished before it renders, so little is gained by sending its first bytes apart.
const encoders = {
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => createGzip({ level: 6 }),
} as const;

/** The encoding of `accept-encoding` the shop prefers (brotli, then gzip); none for anything else. */
export function pageEncoding(acceptEncoding: string | null): keyof typeof encoders | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((name) => (accepted.get(name) ?? 0) > 0);
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
