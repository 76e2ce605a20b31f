import { describe, expect, it } from 'vitest';
import {
  BulkyDeliverySchema,
  bulkyDeliveryMeta,
  FLOOR_MESSAGE,
  readBulkyDeliveryMeta,
} from './bulky-delivery.js';

describe('bulky delivery details', () => {
  it('defaults to ground floor, someone receiving, no haul-away', () => {
    expect(BulkyDeliverySchema.parse({})).toEqual({
      floor: '',
      access: 'planta_baja',
      someone_receives: true,
      haul_away: false,
    });
  });

  it('keeps a floor, the access and the haul-away; refuses a long floor or another access', () => {
    expect(
      BulkyDeliverySchema.parse({ floor: ' 4 ', access: 'escaleras', haul_away: true }),
    ).toMatchObject({ floor: '4', access: 'escaleras', haul_away: true });
    expect(BulkyDeliverySchema.safeParse({ floor: 'x'.repeat(21) }).error?.issues[0]?.message).toBe(
      FLOOR_MESSAGE,
    );
    expect(BulkyDeliverySchema.safeParse({ access: 'grúa' }).success).toBe(false);
  });

  it('travels as order meta and reads back the same; an order without them reads null', () => {
    const details = BulkyDeliverySchema.parse({ floor: 'PH', access: 'ascensor', haul_away: true });
    const meta = bulkyDeliveryMeta(details);
    expect(meta).toEqual({
      delivery_floor: 'PH',
      delivery_access: 'ascensor',
      delivery_someone_receives: 'yes',
      delivery_haul_away: 'yes',
    });
    expect(readBulkyDeliveryMeta((key) => meta[key] ?? '')).toEqual(details);
    expect(readBulkyDeliveryMeta(() => '')).toBeNull();
    expect(readBulkyDeliveryMeta((key) => (key === 'delivery_access' ? 'grúa' : ''))).toBeNull();
  });
});
