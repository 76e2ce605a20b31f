import { createHash } from 'node:crypto';
import { deflateAroundNonce } from './gzip-around-nonce.js';

/**
 * A rendered page as the page cache keeps it: its HTML cut at every place the render's CSP nonce
 * was, so each response can put its own fresh nonce back (decision 009), and the headers that
 * describe the body.
 */
export interface CachedPage {
  /** The HTML between the nonces: `parts.join(nonce)` is the page for that nonce. */
  parts: Buffer[];
  /** The parts deflated once, for a gzip answer with any nonce of `nonceLength` bytes. */
  deflated: Buffer[] | undefined;
  nonceLength: number;
  headers: [string, string][];
  /** Weak validator of the page's content, the same whatever nonce it is served with. */
  etag: string;
  /** When the oldest store answer the page shows was fetched (ms): the page's age runs from it. */
  dataFetchedAt: number;
  bytes: number;
}

/** Headers of a render that belong to one exchange, not to the page. */
const EXCHANGE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'date']);

/**
 * Cuts `html` at `nonce`, or `undefined` when the page cannot be kept: the nonce shows up changed
 * somewhere (escaped in a script, say), so not every place could get a new one; or the render set
 * a cookie or encoded its body itself.
 */
export function cutAtNonce(
  html: Buffer,
  nonce: string,
  headers: Headers,
  dataFetchedAt: number,
): CachedPage | undefined {
  if (nonce.length < 16 || headers.has('set-cookie') || headers.has('content-encoding')) {
    return undefined;
  }
  const marker = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, from)) {
    parts.push(html.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(html.subarray(from));
  // Any remaining trace of the nonce (its first half) means a spelling the cut did not catch.
  if (parts.some((part) => part.includes(nonce.slice(0, nonce.length >> 1)))) return undefined;
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  const kept = [...headers].filter(([name]) => !EXCHANGE_HEADERS.has(name));
  const deflated = deflateAroundNonce(parts, marker.byteLength);
  return {
    // One copy of the page, not views into the render's chunks.
    parts: parts.map((part) => Buffer.from(part)),
    deflated,
    nonceLength: marker.byteLength,
    headers: kept,
    etag: `W/"${hash.digest('base64url').slice(0, 22)}"`,
    dataFetchedAt,
    bytes: html.byteLength + (deflated ?? []).reduce((sum, part) => sum + part.byteLength, 0),
  };
}

/** The page's HTML with `nonce` wherever the render had its own. */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  const marker = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(marker);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Whether `If-None-Match` names the page's current content (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
