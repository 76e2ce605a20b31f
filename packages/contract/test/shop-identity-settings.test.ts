import {
  DEMO_SHOP_IDENTITY,
  PHONE_MESSAGE,
  SHOP_IDENTITY_MESSAGES,
  ShopIdentityFieldsSchema,
} from '@vitrina/core';
import { afterAll, describe, expect, inject, test } from 'vitest';

import {
  CONTRACT_SHOP_IDENTITY,
  seedShopIdentity,
  shopIdentityForm,
} from '../src/seed/shop-identity.js';
import { startShopProcess } from '../../../apps/storefront/test/support/shop-process.js';
import { contractTargets } from './support/targets.js';

const { real } = contractTargets();
const kit = { dir: inject('contractStores').real.dir, httpUrl: real.settings.openUrl };
const submit = (form: Parameters<typeof seedShopIdentity>[1]) => seedShopIdentity(kit, form);

/** What `GET vitrina/v1/shop` answers over HTTP, read with the api-client's schema. */
async function answered() {
  const answer = await real.raw('GET', 'vitrina/v1/shop', { via: 'open' });
  expect(answer.status).toBe(200);
  return ShopIdentityFieldsSchema.parse(answer.body);
}

// The other files see the identity the global setup seeded.
afterAll(() => {
  expect(submit(shopIdentityForm(CONTRACT_SHOP_IDENTITY))).toEqual({});
});

describe('WooCommerce real: los datos de la tienda en los ajustes del plugin', () => {
  test('un dato que no vale se rechaza con el mensaje de core y se conserva el anterior', async () => {
    const refused = submit({
      ...shopIdentityForm(DEMO_SHOP_IDENTITY),
      phone: '305-555-0100',
      seller_rnc: '1-01-85004-2',
      hours: 'Siempre abiertos',
      location: 'Santiago',
      name: 'x'.repeat(81),
    });
    expect(refused).toEqual({
      name: SHOP_IDENTITY_MESSAGES.nameTooLong,
      hours: SHOP_IDENTITY_MESSAGES.hours,
      phone: PHONE_MESSAGE,
      location: SHOP_IDENTITY_MESSAGES.location,
      seller_rnc: 'El RNC no es válido.',
    });
    // Each refused field keeps its last value; the valid ones are saved (the contract's street
    // differs from the demo's since its mails name the contract's own shop).
    expect(await answered()).toEqual({
      ...CONTRACT_SHOP_IDENTITY,
      street: DEMO_SHOP_IDENTITY.street,
    });
  });

  test('lo escrito a mano queda como core lo lee, y un campo vacío sale de la respuesta', async () => {
    const refused = submit({
      ...shopIdentityForm(DEMO_SHOP_IDENTITY),
      name: '',
      phone: '(829) 555 0111',
      email: ' Ventas@FrioCaribe.DO ',
      seller_rnc: '101850043',
      hours: 'Lunes a sábado: 8:00 a. m. a 7:00 p. m.; Domingos: 9:00 a. m. a 1:00 p. m.',
      location: ' 19.4517 , -70.697 ',
    });
    expect(refused).toEqual({});
    const { name: _unset, ...rest } = DEMO_SHOP_IDENTITY;
    expect(await answered()).toEqual({
      ...rest,
      phone: '+18295550111',
      email: 'ventas@friocaribe.do',
      seller_rnc: '101850043',
      hours: [
        { days: 'Lunes a sábado', time: '8:00 a. m. a 7:00 p. m.' },
        { days: 'Domingos', time: '9:00 a. m. a 1:00 p. m.' },
      ],
      location: { lat: 19.4517, lng: -70.697 },
    });
  });
});

/** The shop server as production runs it, in front of the real store with its read key. */
const shopOnRealStore = (env: Record<string, string> = {}) =>
  startShopProcess({
    NODE_EXTRA_CA_CERTS: inject('contractStores').real.caPath,
    STORE_URL: real.settings.keyedUrl,
    WC_CONSUMER_KEY: real.settings.readKey.key,
    WC_CONSUMER_SECRET: real.settings.readKey.secret,
    ...env,
  });

describe('el servidor de la tienda con los datos de los ajustes del plugin', () => {
  test('/contacto muestra lo que el dueño puso en WooCommerce → Vitrina', async () => {
    const owner = { ...DEMO_SHOP_IDENTITY, street: 'Calle del Sol 42', phone: '+18295550111' };
    expect(submit(shopIdentityForm(owner))).toEqual({});
    const shop = await shopOnRealStore();
    try {
      const html = await (await fetch(`${shop.url}/contacto`)).text();
      expect(html).toContain('<p>Calle del Sol 42</p>');
      expect(html).toContain('href="tel:+18295550111"');
      expect(html).not.toContain('555-0100');
    } finally {
      shop.stop();
    }
  });

  test('en producción no arranca con el RNC de la demo en los ajustes; con uno real, sí', async () => {
    const production = { PUBLIC_URL: 'https://vitrina.example.do' };
    expect(submit(shopIdentityForm(DEMO_SHOP_IDENTITY))).toEqual({});
    await expect(shopOnRealStore(production)).rejects.toThrow(
      /La tienda no arranca: El RNC del vendedor es el de la demostración/,
    );
    expect(submit(shopIdentityForm({ ...DEMO_SHOP_IDENTITY, seller_rnc: '101850043' }))).toEqual(
      {},
    );
    const shop = await shopOnRealStore(production);
    shop.stop();
  });
});
