import { describe, expect, it } from 'vitest';
import { DOMINICAN_PROVINCES, provinceCode } from './provinces.js';
import {
  REST_OF_WORLD_ZONE_ID,
  quoteShipping,
  shippingMethodId,
  zoneForProvince,
  type ShippingZoneRule,
} from './shipping-rules.js';

const zones: ShippingZoneRule[] = [
  { id: 3, order: 2, locations: ['DO'] },
  { id: 1, order: 0, locations: ['DO:DO-01', 'DO:DO-32'] },
  { id: 2, order: 1, locations: ['DO:DO-25'] },
];

describe('provinces', () => {
  it('lists the 32 DO-xx codes WooCommerce uses', () => {
    expect(Object.keys(DOMINICAN_PROVINCES)).toHaveLength(32);
    expect(DOMINICAN_PROVINCES['DO-25']).toBe('Santiago');
  });

  it('reads a code, its number or the name without accents', () => {
    expect(provinceCode('DO-25')).toBe('DO-25');
    expect(provinceCode('do-01')).toBe('DO-01');
    expect(provinceCode('1')).toBe('DO-01');
    expect(provinceCode(' Elias Pina ')).toBe('DO-07');
    expect(provinceCode('Narnia')).toBeUndefined();
    expect(provinceCode('DO-33')).toBeUndefined();
  });
});

describe('zoneForProvince', () => {
  it('picks the first zone by order that holds the province', () => {
    expect(zoneForProvince(zones, 'DO-32')).toBe(1);
    expect(zoneForProvince(zones, 'Santiago')).toBe(2);
  });

  it('falls back to the country-wide zone, then to zone 0', () => {
    expect(zoneForProvince(zones, 'DO-11')).toBe(3);
    expect(zoneForProvince(zones.slice(1), 'DO-11')).toBe(REST_OF_WORLD_ZONE_ID);
    expect(zoneForProvince(zones, 'Narnia')).toBe(REST_OF_WORLD_ZONE_ID);
  });
});

describe('quoteShipping', () => {
  const flat = { method_id: 'flat_rate', cost_cents: 50_000, min_amount_cents: 0 };
  const free = { method_id: 'free_shipping', cost_cents: 0, min_amount_cents: 2_500_000 };

  it('G2: a flat rate costs what the zone says', () => {
    expect(quoteShipping(flat, 10)).toEqual({ ok: true, costCents: 50_000 });
  });

  it('free shipping applies from its minimum on the discounted goods', () => {
    expect(quoteShipping(free, 2_500_000)).toEqual({ ok: true, costCents: 0 });
    expect(quoteShipping(free, 2_499_999)).toEqual({ ok: false, minimumCents: 2_500_000 });
  });

  it('local pickup is free and unknown ids are not priced', () => {
    expect(quoteShipping({ ...flat, method_id: 'local_pickup' }, 0)).toEqual({
      ok: true,
      costCents: 0,
    });
    expect(shippingMethodId('flat_rate')).toBe('flat_rate');
    expect(shippingMethodId('table_rate')).toBeUndefined();
  });
});
