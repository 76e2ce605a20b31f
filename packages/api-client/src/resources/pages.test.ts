import { describe, expect, it } from 'vitest';
import { clientFor, failure, useTestStore } from '../../test/support/store.js';

const store = useTestStore();
// Pages are public: the browser reads them through the shop server without any key.
const anonymous = () => clientFor(store(), { consumerKey: undefined, consumerSecret: undefined });

describe('pages against the embedded store', () => {
  it.each([
    ['sobre-nosotros', 'Sobre nosotros'],
    ['politicas-garantia', undefined],
    ['politicas-devoluciones', undefined],
  ])('reads %s by its slug, with its title and HTML body', async (slug, title) => {
    const page = await anonymous().pages.bySlug(slug);
    expect(page).toMatchObject({ slug });
    expect(page?.id).toBeGreaterThan(0);
    if (title !== undefined) expect(page?.title.rendered).toBe(title);
    expect(page?.content.rendered).toContain('<p>');
  });

  it('answers undefined for a slug no page has', async () => {
    expect(await anonymous().pages.bySlug('no-existe')).toBeUndefined();
  });

  it("rejects with the store's 400 for a malformed slug", async () => {
    const error = await failure(anonymous().pages.bySlug('<script>'));
    expect(error).toMatchObject({ name: 'StoreApiError', status: 400 });
  });
});
