import { describe, expect, it } from 'vitest';
import {
  chosenVariation,
  describeChoice,
  optionState,
  pick,
  readChoice,
  type ProductVariation,
  type VariantAttribute,
} from './variation-choice';

const attributes: VariantAttribute[] = [
  { key: 'btu', name: 'Capacidad (BTU)', options: ['12,000 BTU', '18,000 BTU', '24,000 BTU'] },
  { key: 'voltaje', name: 'Voltaje', options: ['110 V', '220 V'] },
];

const variation = (
  id: number,
  btu: string,
  voltaje: string,
  stockStatus: ProductVariation['stockStatus'] = 'instock',
): ProductVariation => ({
  id,
  sku: `V-${String(id)}`,
  regularCents: 3_490_000,
  saleCents: undefined,
  stockStatus,
  stockQuantity: stockStatus === 'outofstock' ? 0 : 4,
  image: undefined,
  options: { btu, voltaje },
});

const variations = [
  variation(1, '12,000 BTU', '110 V'),
  variation(2, '12,000 BTU', '220 V'),
  variation(3, '18,000 BTU', '220 V'),
  variation(4, '24,000 BTU', '220 V', 'outofstock'),
];

describe('a variable product’s choice (issue 29)', () => {
  it('reads from the URL only options the product has, numbers as their text', () => {
    expect(readChoice(attributes, { btu: '18,000 BTU', voltaje: '380 V', otro: 'x' })).toEqual({
      btu: '18,000 BTU',
    });
    expect(readChoice([{ key: 'seer', name: 'SEER', options: ['16'] }], { seer: 16 })).toEqual({
      seer: '16',
    });
  });

  it('finds the variation of a full choice only', () => {
    expect(chosenVariation(attributes, variations, { btu: '12,000 BTU' })).toBeUndefined();
    expect(
      chosenVariation(attributes, variations, { btu: '12,000 BTU', voltaje: '220 V' })?.id,
    ).toBe(2);
  });

  it('disables a combination that does not exist and one that is sold out, saying which', () => {
    expect(optionState(variations, { voltaje: '110 V' }, 'btu', '18,000 BTU')).toBe('unavailable');
    expect(optionState(variations, { voltaje: '220 V' }, 'btu', '24,000 BTU')).toBe('soldout');
    expect(optionState(variations, {}, 'btu', '24,000 BTU')).toBe('soldout');
    expect(optionState(variations, {}, 'voltaje', '110 V')).toBe('available');
  });

  it('drops the other options when a pick leaves no variation with them all', () => {
    expect(pick(variations, { voltaje: '110 V' }, 'btu', '18,000 BTU')).toEqual({
      btu: '18,000 BTU',
    });
    expect(pick(variations, { voltaje: '220 V' }, 'btu', '18,000 BTU')).toEqual({
      voltaje: '220 V',
      btu: '18,000 BTU',
    });
  });

  it('names the choice as the cart and the invoice do', () => {
    expect(describeChoice(attributes, { voltaje: '220 V', btu: '18,000 BTU' })).toBe(
      'Capacidad (BTU): 18,000 BTU, Voltaje: 220 V',
    );
  });
});
