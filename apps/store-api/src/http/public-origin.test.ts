import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { startTestStore, type TestStore } from '../testing.js';

describe('STORE_API_PUBLIC_URL', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { STORE_API_PUBLIC_URL: 'https://vitrina.example/' } });
  });
  afterAll(() => store.stop());

  it('writes image and link addresses with the public origin, not the one the request used', async () => {
    const product = z
      .object({
        images: z.array(z.object({ src: z.string() })),
        _links: z.object({ self: z.array(z.object({ href: z.string() })) }),
      })
      .parse(
        await (
          await fetch(
            `${store.baseUrl}/wp-json/wc/v3/products/1001?consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`,
          )
        ).json(),
      );
    expect(product.images[0]?.src).toBe('https://vitrina.example/media/products/1001-1.svg');
    expect(product._links.self[0]?.href).toBe(
      'https://vitrina.example/wp-json/wc/v3/products/1001',
    );

    const cart = z.object({ items: z.array(z.object({ featured_image: z.string() })) }).parse(
      await (
        await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: '1001', quantity: '1' }),
        })
      ).json(),
    );
    expect(cart.items[0]?.featured_image).toBe('https://vitrina.example/media/products/1001-1.svg');
  });
});
