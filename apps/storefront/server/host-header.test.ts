// @vitest-environment node
import { request } from 'node:http';
import { AIR_CONDITIONER_CATEGORY_ID, categoryHref } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureBuild, startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { OTHER_SHOP_ENV } from '../test/support/other-shop.js';

// The production build asked with a Host header an attacker chose (fetch cannot set one): the
// canonical, Open Graph and JSON-LD URLs, the sitemap and robots.txt name the shop's address, and
// a page that names another is never one a CDN may keep and hand to everyone (J4).
const EVIL = 'evil.test';
const PUBLIC_URL = 'https://vitrina.example.do';

/** A GET of `path` at the shop, sent with `Host: host`. */
function getWithHost(shopUrl: string, path: string, host: string) {
  const { hostname, port } = new URL(shopUrl);
  return new Promise<{ status: number; cacheControl: string; body: string }>((resolve, reject) => {
    const sent = request({ hostname, port, path, headers: { host } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          cacheControl: String(answer.headers['cache-control'] ?? ''),
          body,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function productPath(stack: ShopStack): Promise<string> {
  const listed = await fetch(
    `${stack.shop.url}/wp-json/wc/v3/products?per_page=1&category=${String(AIR_CONDITIONER_CATEGORY_ID)}`,
  );
  const [product] = z.array(z.object({ slug: z.string() })).parse(await listed.json());
  if (product === undefined) throw new Error('no product in the demo store');
  return `/producto/${product.slug}`;
}

/** Whether a CDN or any shared cache may keep the answer. */
const sharedCacheMayKeep = (cacheControl: string) =>
  /\bpublic\b|s-maxage/.test(cacheControl) && !/\bprivate\b|no-store/.test(cacheControl);

describe('J4: without PUBLIC_URL', () => {
  let stack: ShopStack;
  beforeAll(async () => {
    ensureBuild();
    stack = await startShopStack();
  }, 120_000);
  afterAll(() => stack.stop());

  it('J4: a page asked with another Host is never kept by a shared cache', async () => {
    const paths = ['/', categoryHref(AIR_CONDITIONER_CATEGORY_ID), await productPath(stack)];
    for (const path of paths) {
      const answer = await getWithHost(stack.shop.url, path, EVIL);
      expect(answer.status, path).toBe(200);
      expect(sharedCacheMayKeep(answer.cacheControl), `${path}: ${answer.cacheControl}`).toBe(
        false,
      );
    }
  });

  it('J4: nor are robots.txt and the sitemap, which name the address too', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const answer = await getWithHost(stack.shop.url, path, EVIL);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain(`http://${EVIL}/`);
      expect(sharedCacheMayKeep(answer.cacheControl), `${path}: ${answer.cacheControl}`).toBe(
        false,
      );
    }
  });
});

describe('J4: with PUBLIC_URL', () => {
  let stack: ShopStack;
  beforeAll(async () => {
    ensureBuild();
    stack = await startShopStack({ env: { PUBLIC_URL, ...OTHER_SHOP_ENV } });
  }, 120_000);
  afterAll(() => stack.stop());

  it('J4: another Host changes no address on a page, which a CDN may keep', async () => {
    const path = await productPath(stack);
    const answer = await getWithHost(stack.shop.url, path, EVIL);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(EVIL);
    expect(answer.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"`);
    expect(answer.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"`);
    expect(answer.body).toContain(`"url":"${PUBLIC_URL}${path}"`);
    expect(sharedCacheMayKeep(answer.cacheControl)).toBe(true);
    for (const extra of ['/robots.txt', '/sitemap.xml']) {
      const named = await getWithHost(stack.shop.url, extra, EVIL);
      expect(named.body, extra).not.toContain(EVIL);
      expect(named.body, extra).toContain(PUBLIC_URL);
    }
  });
});
