import { describe, expect, it } from 'vitest';
import { cartLineOptions, cartLineTitle, lineOptionsText, orderLineTitle } from './line-options.js';

describe('lineOptionsText', () => {
  it('labels each option and joins them with a middle dot', () => {
    expect(
      lineOptionsText([
        { label: 'Capacidad', value: '18,000 BTU' },
        { label: 'Voltaje', value: '220 V' },
      ]),
    ).toBe('Capacidad: 18,000 BTU · Voltaje: 220 V');
  });

  it('is empty for a product sold as it is', () => {
    expect(lineOptionsText([])).toBe('');
  });
});

describe('cartLineOptions', () => {
  it('reads CoCart’s meta.variation, label → option, in its order', () => {
    expect(
      cartLineOptions({
        meta: {
          product_type: 'variation',
          variation: { Capacidad: '18,000 BTU', Voltaje: '220 V' },
        },
      }),
    ).toEqual([
      { label: 'Capacidad', value: '18,000 BTU' },
      { label: 'Voltaje', value: '220 V' },
    ]);
  });

  it('gives none for a simple product’s [] and for a line without meta', () => {
    expect(cartLineOptions({ meta: { product_type: 'simple', variation: [] } })).toEqual([]);
    expect(cartLineOptions({})).toEqual([]);
    expect(cartLineOptions({ meta: 'nada' })).toEqual([]);
  });

  it('leaves out options without a text', () => {
    expect(cartLineOptions({ meta: { variation: { Voltaje: '', Tamaño: 55 } } })).toEqual([]);
  });
});

describe('cartLineTitle', () => {
  it('names a variation’s line by its product, CoCart’s title, with the options apart', () => {
    expect(
      cartLineTitle(
        {
          title: 'Televisor Samsung Crystal UHD Smart TV',
          meta: { variation: { 'Tamaño de pantalla': '55"' } },
        },
        'Televisor Samsung Crystal UHD Smart TV - 55"',
      ),
    ).toEqual({
      name: 'Televisor Samsung Crystal UHD Smart TV',
      options: [{ label: 'Tamaño de pantalla', value: '55"' }],
    });
  });

  it('keeps the given name for a product sold as it is', () => {
    expect(
      cartLineTitle({ title: 'Nevera', meta: { variation: [] } }, 'Nevera Frigidaire 18 pies'),
    ).toEqual({ name: 'Nevera Frigidaire 18 pies', options: [] });
  });
});

describe('orderLineTitle', () => {
  const variationLine = {
    name: 'Televisor Samsung Crystal UHD Smart TV - 55"',
    variation_id: 50012,
    parent_name: 'Televisor Samsung Crystal UHD Smart TV',
    meta_data: [
      {
        id: 1,
        key: 'pa_pantalla',
        value: '55',
        display_key: 'Tamaño de pantalla',
        display_value: '55"',
      },
      {
        id: 2,
        key: '_reduced_stock',
        value: '1',
        display_key: '_reduced_stock',
        display_value: '1',
      },
    ],
  };

  it('names a variation’s product and its options, without the store’s own notes', () => {
    expect(orderLineTitle(variationLine)).toEqual({
      name: 'Televisor Samsung Crystal UHD Smart TV',
      options: [{ label: 'Tamaño de pantalla', value: '55"' }],
    });
  });

  it('takes the product from WooCommerce’s joined name when parent_name is missing', () => {
    expect(orderLineTitle({ ...variationLine, parent_name: null }).name).toBe(
      'Televisor Samsung Crystal UHD Smart TV',
    );
  });

  it('keeps the name of a product sold as it is, and of a variation without options', () => {
    expect(orderLineTitle({ name: 'Nevera - Blanca', variation_id: 0, meta_data: [] })).toEqual({
      name: 'Nevera - Blanca',
      options: [],
    });
    expect(orderLineTitle({ ...variationLine, meta_data: [] })).toEqual({
      name: variationLine.name,
      options: [],
    });
  });
});
