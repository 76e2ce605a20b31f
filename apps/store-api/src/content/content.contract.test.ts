import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;

beforeAll(async () => {
  store = await startTestStore();
  api = storeClient(store);
});
afterAll(() => store.stop());

const POLICY_SLUGS = [
  'politicas-garantia',
  'politicas-reembolso',
  'politicas-seguridad',
  'politicas-privacidad',
  'politicas-instalacion',
  'politicas-devoluciones',
];

describe('wp/v2 pages', () => {
  it.each(['sobre-nosotros', ...POLICY_SLUGS])(
    "serves %s in WordPress's page shape",
    async (slug) => {
      const answer = await api.call('GET', `/wp/v2/pages?slug=${slug}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-wp-total')).toBe('1');
      const page = at(answer.json, '0');
      expect(page).toMatchObject({ slug, status: 'publish', type: 'page' });
      expect(typeof at(page, 'title.rendered')).toBe('string');
      expect(String(at(page, 'content.rendered'))).toContain('<p>');
      expect(at(page, 'content.protected')).toBe(false);
      expect(typeof at(page, 'excerpt.rendered')).toBe('string');
      expect(String(at(page, 'modified'))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    },
  );

  it('an unknown slug is an empty list; a malformed one is 400', async () => {
    const none = await api.call('GET', '/wp/v2/pages?slug=no-existe');
    expect(none.json).toEqual([]);
    expect((await api.call('GET', '/wp/v2/pages?slug=%3Cscript%3E')).status).toBe(400);
  });

  it('reads a page by id and 404s an unknown one', async () => {
    const list = await api.call('GET', '/wp/v2/pages?slug=sobre-nosotros');
    const id = Number(at(list.json, '0.id'));
    const page = await api.call('GET', `/wp/v2/pages/${id}`);
    expect(at(page.json, 'title.rendered')).toBe('Sobre nosotros');
    expect((await api.call('GET', '/wp/v2/pages/999999')).status).toBe(404);
  });
});

describe('wp/v2 cashback', () => {
  it("lists the banks' cashback with ACF fields", async () => {
    const answer = await api.call('GET', '/wp/v2/cashback?acf_format=standard');
    expect(answer.status).toBe(200);
    const entries = answer.json;
    expect(Array.isArray(entries) && entries.length).toBeGreaterThanOrEqual(3);
    const entry = at(entries, '0');
    expect(typeof at(entry, 'id')).toBe('number');
    expect(typeof at(entry, 'title.rendered')).toBe('string');
    expect(typeof at(entry, 'acf.bank')).toBe('string');
    expect(typeof at(entry, 'acf.percentage')).toBe('number');
    expect(typeof at(entry, 'acf.cap')).toBe('number');
    expect(String(at(entry, 'acf.valid_until'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof at(entry, 'acf.conditions')).toBe('string');
  });
});
