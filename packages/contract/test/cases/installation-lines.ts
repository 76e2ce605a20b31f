import { isStoreApiError, type StoreClient } from '@vitrina/api-client';
import type { CoCartCart } from '@vitrina/api-client/cart';
import { applianceKeyOf, INSTALLATION_CODES, installationItemData } from '@vitrina/core';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import { failureOf, type StoreTarget } from '../support/targets.js';
import { idOf } from './checkout.js';

/** A simple air conditioner in stock (7). */
const APPLIANCE = 'GRE-1012';
/** A service: no stock kept. */
const INSTALLATION = 'SRV-1075';
/** Another installation service, added on its own. */
const OTHER_INSTALLATION = 'SRV-1076';
/** A television (category 211): a variation, added by its own id; its product holds the category. */
const TELEVISION = 'SAM-TV-CU-55';

/**
 * The lines as the shop reads them, without keys: which product, how many, and which product's
 * line each one is attached to (by SKU), so both stores compare alike.
 */
function tiedView(store: StoreTarget, cart: CoCartCart) {
  const skuOf = new Map(Object.entries(store.ids.products).map(([sku, id]) => [id, sku]));
  const byKey = new Map(cart.items.map((line) => [line.item_key, line]));
  return cart.items.map((line) => {
    const applianceKey = applianceKeyOf(line.cart_item_data);
    const appliance = applianceKey === undefined ? undefined : byKey.get(applianceKey);
    return {
      sku: skuOf.get(line.id),
      quantity: line.quantity.value,
      attachedTo: appliance === undefined ? applianceKey : skuOf.get(appliance.id),
    };
  });
}

function keyOf(store: StoreTarget, cart: CoCartCart, sku: string): string {
  const line = cart.items.find((item) => item.id === idOf(store, sku));
  if (line === undefined) throw new Error(`No line of ${sku}`);
  return line.item_key;
}

/** A refused call as the shopper meets it: status, code and the Spanish message. */
async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isStoreApiError(error)) throw new Error('expected the store to refuse the call');
  return { status: error.status, code: error.code, message: error.message };
}

/** Adds the installation attached to the appliance's line of `cart`. */
function attachInstallation(
  client: StoreClient,
  store: StoreTarget,
  cart: CoCartCart,
  quantity = 1,
) {
  return client.cart.addItem({
    id: idOf(store, INSTALLATION),
    quantity,
    item_data: installationItemData(keyOf(store, cart, APPLIANCE)),
  });
}

export const installationLineCases: ContractCase[] = [
  {
    name: 'instalación unida a su equipo: se añade, sigue su cantidad (también si el equipo se añade otra vez) y se va con él',
    async observe(store) {
      const { client } = store.guest();
      const withAppliance = await client.cart.addItem({ id: idOf(store, APPLIANCE), quantity: 2 });
      const attached = await attachInstallation(client, store, withAppliance);
      const applianceKey = keyOf(store, attached, APPLIANCE);
      const installationKey = keyOf(store, attached, INSTALLATION);
      const addedAgain = await attachInstallation(client, store, attached, 3);
      const raised = await client.cart.updateItem(applianceKey, 3);
      const ownQuantity = await failureOf(client.cart.updateItem(installationKey, 1));
      const afterRefusal = await client.cart.get();
      const sameQuantity = await client.cart.updateItem(installationKey, 3);
      const applianceAddedAgain = await client.cart.addItem({
        id: idOf(store, APPLIANCE),
        quantity: 1,
      });
      const forAMissingLine = await failureOf(
        client.cart.addItem({
          id: idOf(store, INSTALLATION),
          quantity: 1,
          item_data: installationItemData('0123456789abcdef0123456789abcdef'),
        }),
      );
      const onAnInstallation = await failureOf(
        client.cart.addItem({
          id: idOf(store, INSTALLATION),
          quantity: 1,
          item_data: installationItemData(installationKey),
        }),
      );
      const installationRemoved = await client.cart.removeItem(installationKey);
      const again = await attachInstallation(client, store, installationRemoved);
      const applianceRemoved = await client.cart.removeItem(applianceKey);
      return {
        attached: tiedView(store, attached),
        ownKey: installationKey !== keyOf(store, attached, APPLIANCE),
        addedAgain: tiedView(store, addedAgain),
        raised: tiedView(store, raised),
        ownQuantity,
        afterRefusal: tiedView(store, afterRefusal),
        sameQuantity: tiedView(store, sameQuantity),
        applianceAddedAgain: tiedView(store, applianceAddedAgain),
        forAMissingLine,
        onAnInstallation,
        installationRemoved: tiedView(store, installationRemoved),
        again: tiedView(store, again),
        applianceRemoved: tiedView(store, applianceRemoved),
      };
    },
    check(seen) {
      const both = (quantity: number) => [
        { sku: APPLIANCE, quantity, attachedTo: undefined },
        { sku: INSTALLATION, quantity, attachedTo: APPLIANCE },
      ];
      expect(seen).toEqual({
        attached: both(2),
        ownKey: true,
        addedAgain: both(2),
        raised: both(3),
        ownQuantity: { status: 400, code: 'vitrina_installation_quantity_follows' },
        afterRefusal: both(3),
        sameQuantity: both(3),
        applianceAddedAgain: both(4),
        forAMissingLine: { status: 404, code: 'vitrina_installation_appliance_missing' },
        onAnInstallation: { status: 404, code: 'vitrina_installation_appliance_missing' },
        installationRemoved: [{ sku: APPLIANCE, quantity: 4, attachedTo: undefined }],
        again: both(4),
        applianceRemoved: [],
      });
    },
  },
  {
    name: 'instalación unida a su equipo: solo un servicio se une, y solo a un equipo (un televisor o una instalación sobre otra: 400, el carrito igual)',
    async observe(store) {
      const { client } = store.guest();
      await client.cart.addItem({ id: idOf(store, APPLIANCE), quantity: 1 });
      const before = await client.cart.addItem({
        id: idOf(store, OTHER_INSTALLATION),
        quantity: 1,
      });
      const tieTo = (sku: string, lineSku: string) =>
        client.cart.addItem({
          id: idOf(store, sku),
          quantity: 1,
          item_data: installationItemData(keyOf(store, before, lineSku)),
        });
      const television = await refusalOf(tieTo(TELEVISION, APPLIANCE));
      const onAService = await refusalOf(tieTo(INSTALLATION, OTHER_INSTALLATION));
      const after = await client.cart.get();
      return {
        television,
        onAService,
        unchanged: tiedView(store, after),
        sameCart: tiedView(store, before),
      };
    },
    check(seen) {
      const refusal = {
        status: 400,
        code: INSTALLATION_CODES.notAService,
        message: 'Solo un servicio de instalación se puede unir a un equipo.',
      };
      const lines = [
        { sku: APPLIANCE, quantity: 1, attachedTo: undefined },
        { sku: OTHER_INSTALLATION, quantity: 1, attachedTo: undefined },
      ];
      expect(seen).toEqual({
        television: refusal,
        onAService: refusal,
        unchanged: lines,
        sameCart: lines,
      });
    },
  },
  {
    name: 'instalación unida a su equipo: la fusión del carrito de invitado la mantiene unida',
    async observe(store) {
      const customer = store.customer(await store.signIn());
      await customer.cart.clear();
      const own = await customer.cart.addItem({ id: idOf(store, APPLIANCE), quantity: 1 });
      await attachInstallation(customer, store, own);
      const guest = store.guest();
      const guestCart = await guest.client.cart.addItem({
        id: idOf(store, APPLIANCE),
        quantity: 2,
      });
      await attachInstallation(guest.client, store, guestCart);
      await customer.cart.mergeGuestCart(guest.cartKey());
      const merged = await customer.cart.get();
      const removed = await customer.cart.removeItem(keyOf(store, merged, APPLIANCE));
      await customer.cart.clear();
      return { merged: tiedView(store, merged), applianceRemoved: tiedView(store, removed) };
    },
    check(seen) {
      expect(seen).toEqual({
        merged: [
          { sku: APPLIANCE, quantity: 3, attachedTo: undefined },
          { sku: INSTALLATION, quantity: 3, attachedTo: APPLIANCE },
        ],
        applianceRemoved: [],
      });
    },
  },
];
