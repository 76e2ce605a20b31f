// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateAroundNonce, gzipAroundNonce } from './gzip-around-nonce.js';

const NOISE = randomBytes(60_000);
const nonceOf = () => randomBytes(16).toString('base64');

/** A page that repeats its nonce and the text around it, as a rendered page's head does. */
function page(nonce: string) {
  const head = Array.from(
    { length: 30 },
    (_, i) =>
      `<meta name="m${String(i)}" nonce="${nonce}"/><script nonce="${nonce}">$_TSR(${String(i)})</script>`,
  ).join('');
  return `<!DOCTYPE html><html><head>${head}</head><body>${'<p>Aire acondicionado inverter</p>'.repeat(3000)}<script nonce="${nonce}">done()</script></body></html>`;
}

const cut = (html: string, nonce: string) => html.split(nonce).map((part) => Buffer.from(part));

describe('gzip put together around a nonce', () => {
  it('decodes to the page with each response its own nonce, no more than 40 bytes a nonce over gzip of the whole', () => {
    const rendered = nonceOf();
    const parts = cut(page(rendered), rendered);
    const deflated = deflateAroundNonce(parts, 24);
    if (deflated === undefined) throw new Error('the page could not be deflated around its nonce');
    for (let response = 0; response < 20; response += 1) {
      const nonce = nonceOf();
      const gzipped = gzipAroundNonce(parts, deflated, Buffer.from(nonce));
      expect(gunzipSync(gzipped).toString()).toBe(page(nonce));
      expect(gzipped.byteLength).toBeLessThan(gzipSync(page(nonce)).byteLength + parts.length * 40);
    }
  });

  // The shapes a page can take that the page above does not: a nonce first or last, two nonces
  // back to back (an empty run), and runs longer than the 32 KB window and than a stored block.
  it.each([
    ['a nonce first and last', (n: string) => `${n}<p>x</p>${n}`],
    ['two nonces back to back', (n: string) => `<p>a</p>${n}${n}<p>a</p>${n}${n}${n}<p>a</p>`],
    [
      'runs of 40 KB and 70 KB that repeat what came before the nonce',
      (n: string) => {
        const run = (bytes: number) => '<li>Split inverter 12,000 BTU</li>'.repeat(bytes / 34);
        return `${run(40_000)}${n}${run(70_000)}${n}${run(40_000)}`;
      },
    ],
    [
      'runs of incompressible text over 64 KB',
      (n: string) => `${NOISE.subarray(0, 50_000).toString('hex')}${n}${NOISE.toString('hex')}`,
    ],
  ])('%s decodes to the page with each response’s nonce', (_, pageWith) => {
    const rendered = nonceOf();
    const parts = cut(pageWith(rendered), rendered);
    const deflated = deflateAroundNonce(parts, 24);
    if (deflated === undefined) throw new Error('the page could not be deflated around its nonce');
    for (const nonce of [nonceOf(), nonceOf()])
      expect(gunzipSync(gzipAroundNonce(parts, deflated, Buffer.from(nonce))).toString()).toBe(
        pageWith(nonce),
      );
  });

  it('a page holding a NUL byte is not deflated around its nonce', () => {
    const rendered = nonceOf();
    expect(deflateAroundNonce(cut(`<p>\0</p>${page(rendered)}`, rendered), 24)).toBeUndefined();
  });
});
