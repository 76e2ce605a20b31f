import { describe, expect, it } from 'vitest';
import { activeCashback, cashbackReturn } from './cashback.js';
import { CashbackEntrySchema, readCashbackOffer } from './cashback-entry.js';

describe('cashback entry', () => {
  it('keeps id, title and any ACF fields', () => {
    const entry = { id: 3, title: '10 % de vuelta en aires', acf: { percent: 10, banco: 'BHD' } };
    expect(CashbackEntrySchema.parse(entry)).toEqual(entry);
    expect(CashbackEntrySchema.safeParse({ id: 3, title: 'x', acf: [] }).success).toBe(false);
  });
});

describe('cashback offers', () => {
  const entry = (id: number, acf: Record<string, unknown>) => ({
    id,
    title: `Oferta ${String(id)}`,
    acf,
  });

  it('read the ACF fields, caps in centavos', () => {
    expect(
      readCashbackOffer(
        entry(1, {
          bank: 'Banreservas',
          percentage: '10',
          cap: 5000,
          valid_until: '2026-12-31',
          conditions: '<p>Con tarjeta</p>',
        }),
      ),
    ).toEqual({
      id: 1,
      title: 'Oferta 1',
      bank: 'Banreservas',
      percentage: 10,
      cap: 500_000,
      validUntil: '2026-12-31',
      conditions: '<p>Con tarjeta</p>',
    });
  });

  it('read missing or wrong fields as absent', () => {
    expect(
      readCashbackOffer(entry(2, { percentage: 'mucho', cap: 1e21, valid_until: '31/12/2026' })),
    ).toEqual({
      id: 2,
      title: 'Oferta 2',
      bank: '',
      percentage: 0,
      cap: null,
      validUntil: null,
      conditions: '',
    });
  });

  it('hide the promotions that ended before today', () => {
    const offers = [
      readCashbackOffer(entry(1, { valid_until: '2026-11-22' })),
      readCashbackOffer(entry(2, { valid_until: '2026-11-23' })),
      readCashbackOffer(entry(3, {})),
    ];
    expect(activeCashback(offers, '2026-11-23').map((offer) => offer.id)).toEqual([2, 3]);
  });
});

describe('cashbackReturn', () => {
  it('is the percentage of the amount, up to the cap', () => {
    expect(cashbackReturn({ percentage: 10, cap: 500_000 }, 2_500_000)).toBe(250_000);
    expect(cashbackReturn({ percentage: 10, cap: 500_000 }, 9_000_000)).toBe(500_000);
    expect(cashbackReturn({ percentage: 12.5, cap: null }, 999)).toBe(125);
  });
});
