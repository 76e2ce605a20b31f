import { describe, expect, it } from 'vitest';
import { BulkyDeliverySchema, FLOOR_MESSAGE } from './bulky-delivery.js';

describe('bulky delivery details', () => {
  it('defaults to ground floor, someone receiving, no haul-away', () => {
    expect(BulkyDeliverySchema.parse({})).toEqual({
      floor: '',
      access: '',
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
});
