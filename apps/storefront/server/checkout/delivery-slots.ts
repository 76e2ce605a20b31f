import type { StoreHttp } from '@vitrina/api-client';
import { createCartApi } from '@vitrina/api-client/cart';
import { createShippingApi, type SlotAgenda } from '@vitrina/api-client/shipping';
import { deliveryZoneForProvince, formatSlotDate, slotServiceFor } from '@vitrina/core';
import { z } from 'zod';
import { SlotOfferSchema } from '../../src/lib/shop-api/checkout.js';
import type { Refusal } from '../endpoints/answers.js';
import { readProducts } from './store-reads.js';

/**
 * The delivery agenda of the province for the buyer's cart: the trucks' for goods, the
 * technicians' for services (installation, diagnosis…), both paired for both. Public in the
 * store; read here so the page needs no second origin and the service is decided from the
 * store's own categories.
 */
export async function deliveryAgenda(
  stores: { buyer: StoreHttp; shop: StoreHttp },
  province: string,
): Promise<SlotAgenda> {
  const ids = (await createCartApi(stores.buyer).get()).items.map((item) => item.id);
  return agendaFor(stores.shop, ids, province);
}

/**
 * The agenda of a province for these products (the cart's, or an order's when its shopper picks
 * another window): the service decided from the store's own categories, as the store books it.
 */
export async function agendaFor(
  shop: StoreHttp,
  productIds: readonly number[],
  province: string,
): Promise<SlotAgenda> {
  const products =
    productIds.length === 0 ? [] : [...(await readProducts(shop, productIds)).values()];
  return createShippingApi(shop).slots({
    zone: deliveryZoneForProvince(province),
    service: slotServiceFor(
      products.map((product) => product.categories.map((category) => category.id)),
    ),
  });
}

// The store's refusal names the next free window as the shop's own refusal passes it on.
const FullSlotDataSchema = z.object({ next: SlotOfferSchema.nullable().catch(null) });

/**
 * «El horario que elegiste se llenó…»: the store's 409 `delivery_slot_full` in the shop's words,
 * with the next free window for the page to offer (`data.next`, or `null` when none is left).
 */
export function slotTaken(storeData: unknown): Refusal {
  const parsed = FullSlotDataSchema.safeParse(storeData);
  const next = parsed.success ? parsed.data.next : null;
  const offer =
    next === null
      ? 'No quedan horarios libres en los próximos días; elige otra fecha.'
      : `El próximo horario libre es el ${formatSlotDate(next.date)}, de ${next.schedule}.`;
  return {
    status: 409,
    code: 'slot_taken',
    message: `El horario que elegiste se llenó mientras comprabas. ${offer}`,
    data: { next },
  };
}
