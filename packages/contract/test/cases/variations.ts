import { createVariationsApi } from '@vitrina/api-client/variations';
import { parseWooPrice } from '@vitrina/core';
import { expect } from 'vitest';
import * as z from 'zod';

import type { ContractCase } from '../support/contract-case.js';
import { failureOf } from '../support/targets.js';
import { BILLING, idOf, PICKUP } from './checkout.js';

// Issue 29: variable products. The TV in three sizes is seeded in both stores (src/seed).
export const TV = 'SAM-TV-CU';
const TV_55 = 'SAM-TV-CU-55';

/** What CoCart adds to a variation's cart item. */
const CartItemMetaSchema = z.looseObject({
  meta: z.looseObject({ product_type: z.string(), variation: z.unknown() }),
});

/** What WooCommerce adds to a variation's order line. */
const LineMetaSchema = z.array(
  z.looseObject({
    key: z.string(),
    value: z.unknown(),
    display_key: z.string(),
    display_value: z.unknown(),
  }),
);

export const variationCases: ContractCase[] = [
  {
    name: 'productos variables: sus opciones, sus variaciones con precio, existencias y SKU',
    async observe(store) {
      const id = idOf(store, TV);
      const product = await store.reader.products.get(id);
      const variations = await createVariationsApi(store.reader.http).list(id);
      return {
        product: {
          type: product.type,
          price: parseWooPrice(product.price),
          regular_price: product.regular_price,
          sale_price: product.sale_price,
          on_sale: product.on_sale,
          stock_status: product.stock_status,
          manage_stock: product.manage_stock,
          variations: [...product.variations]
            .map((variation) => variations.find((entry) => entry.id === variation)?.sku)
            .sort(),
          options: product.attributes
            .filter((attribute) => attribute.variation === true)
            .map((attribute) => ({ slug: attribute.slug, options: attribute.options })),
        },
        variations: variations
          .map((variation) => ({
            sku: variation.sku,
            name: variation.name,
            price: parseWooPrice(variation.price),
            regular_price: parseWooPrice(variation.regular_price),
            sale_price: parseWooPrice(variation.sale_price),
            on_sale: variation.on_sale,
            stock_status: variation.stock_status,
            stock_quantity: variation.stock_quantity,
            manage_stock: variation.manage_stock,
            attributes: variation.attributes.map(({ name, slug, option }) => ({
              name,
              slug,
              option,
            })),
          }))
          .sort((a, b) => a.sku.localeCompare(b.sku)),
        another: await failureOf(
          createVariationsApi(store.reader.http).get(idOf(store, 'GRE-1012'), idOf(store, TV_55)),
        ),
      };
    },
    check(seen) {
      expect(seen['product']).toMatchObject({
        type: 'variable',
        price: 2_990_000,
        regular_price: '',
        sale_price: '',
        on_sale: true,
        stock_status: 'instock',
        manage_stock: false,
        variations: ['SAM-TV-CU-50', 'SAM-TV-CU-55', 'SAM-TV-CU-65'],
        options: [{ slug: 'pa_pantalla', options: ['50"', '55"', '65"'] }],
      });
      expect(seen['another']).toEqual({
        status: 404,
        code: 'woocommerce_rest_product_variation_invalid_id',
      });
      expect(seen['variations']).toContainEqual(
        expect.objectContaining({ sku: TV_55, price: 3_490_000, stock_quantity: 5, name: '55"' }),
      );
    },
  },
  {
    name: 'productos: type filtra por tipo (los variables solos; ninguno entre los simples)',
    async observe(store) {
      const byType = async (type: 'simple' | 'variable') =>
        (await store.reader.products.list({ type, per_page: 100, orderby: 'id', order: 'asc' }))
          .items;
      const [variable, simple] = await Promise.all([byType('variable'), byType('simple')]);
      // Each store's demo has more products than the contract's seed: compare kinds, not lists.
      return {
        variableTypes: [...new Set(variable.map((product) => product.type))],
        simpleTypes: [...new Set(simple.map((product) => product.type))],
        tvAmongVariable: variable.some((product) => product.sku === TV),
        tvAmongSimple: simple.some((product) => product.sku === TV),
      };
    },
    check(seen) {
      expect(seen).toEqual({
        variableTypes: ['variable'],
        simpleTypes: ['simple'],
        tvAmongVariable: true,
        tvAmongSimple: false,
      });
    },
  },
  {
    name: 'productos variables: CoCart no toma el producto sin su variación; toma la variación con sus opciones',
    async observe(store) {
      const guest = store.guest();
      const parent = await failureOf(
        guest.client.cart.addItem({ id: idOf(store, TV), quantity: 1 }),
      );
      const cart = await guest.client.cart.addItem({ id: idOf(store, TV_55), quantity: 1 });
      const [item] = cart.items;
      const meta = CartItemMetaSchema.parse(item).meta;
      return {
        parent,
        item: {
          isTheVariation: item?.id === idOf(store, TV_55),
          name: item?.name,
          price: item?.price,
          product_type: meta.product_type,
          variation: meta.variation,
        },
      };
    },
    check(seen) {
      expect(seen['parent']).toEqual({ status: 404, code: 'cocart_no_variation_found' });
      expect(seen['item']).toMatchObject({
        isTheVariation: true,
        name: 'Televisor Samsung Crystal UHD Smart TV - 55"',
        price: '3490000',
        product_type: 'variation',
      });
    },
  },
  {
    name: 'productos variables: el pedido de una variación lleva el producto, la variación y sus opciones',
    async observe(store) {
      const order = await store.writer.orders.create({
        line_items: [{ product_id: idOf(store, TV_55), quantity: 1 }],
        billing: BILLING,
        shipping_lines: [PICKUP],
        payment_method: 'bacs',
      });
      const [line] = order.line_items;
      return {
        total: parseWooPrice(order.total),
        line: {
          name: line?.name,
          product: line?.product_id === idOf(store, TV),
          variation: line?.variation_id === idOf(store, TV_55),
          sku: line?.sku,
          // Keys starting with `_` are the store's own notes (`_reduced_stock`), not options.
          options: LineMetaSchema.parse(line?.meta_data ?? [])
            .filter((entry) => !entry.key.startsWith('_'))
            .map(({ key, value, display_key, display_value }) => ({
              key,
              value,
              display_key,
              display_value,
            })),
        },
      };
    },
    check(seen) {
      expect(seen['line']).toMatchObject({
        name: 'Televisor Samsung Crystal UHD Smart TV - 55"',
        product: true,
        variation: true,
        sku: TV_55,
      });
    },
  },
];
