import { describe, expect, it } from 'vitest';
import { btuCapacityOf, seerOf } from './ac-attributes.js';
import { BTU_MESSAGES } from './btu.js';
import { BtuFormSchema } from './btu-form.js';
import { DEFAULT_HOURS_PER_DAY, DEFAULT_KWH_PRICE, monthlyEnergyCost } from './energy.js';
import { FINANCING_MESSAGES } from './financing.js';
import { FinancingFormSchema } from './financing-form.js';
import { readDecimal, readPesos } from './form-numbers.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('numbers as typed', () => {
  it('reads decimals with a point or a comma', () => {
    expect(readDecimal(' 4,5 ')).toBe(4.5);
    expect(readDecimal('2.75')).toBe(2.75);
    expect(readDecimal('cuatro')).toBeNaN();
    expect(readDecimal('-3')).toBeNaN();
  });

  it('reads pesos with grouping commas into centavos', () => {
    expect(readPesos('35000')).toBe(3_500_000);
    expect(readPesos('RD$ 35,000.50')).toBe(3_500_050);
    expect(readPesos('35,00')).toBeNaN();
    expect(readPesos('')).toBeNaN();
  });
});

describe('the financing form', () => {
  it('reads amount, rate and term', () => {
    expect(FinancingFormSchema.parse({ monto: '100,000', tasa: '12', meses: '12' })).toEqual({
      amount: 10_000_000,
      annualRatePercent: 12,
      months: 12,
    });
  });

  it('answers each bad field in Spanish', () => {
    const result = FinancingFormSchema.safeParse({ monto: 'mucho', tasa: '150', meses: '0' });
    expect(messagesOf(result)).toEqual([
      FINANCING_MESSAGES.amount,
      FINANCING_MESSAGES.rate,
      FINANCING_MESSAGES.months,
    ]);
  });
});

describe('the BTU form', () => {
  it('reads a 4 m × 5 m sunny room with the default hours and kWh price', () => {
    expect(BtuFormSchema.parse({ largo: '4', ancho: '5', sol: 'sunny', personas: '2' })).toEqual({
      room: { areaM2: 20, sunExposure: 'sunny', occupants: 2, isKitchen: false },
      hoursPerDay: DEFAULT_HOURS_PER_DAY,
      kwhPrice: DEFAULT_KWH_PRICE,
    });
  });

  it('takes the area instead of the sides, a kitchen, hours and a kWh price', () => {
    expect(
      BtuFormSchema.parse({
        area: '12,5',
        altura: '3',
        personas: '1',
        cocina: 'si',
        horas: '10',
        kwh: '9.50',
      }),
    ).toEqual({
      room: { areaM2: 12.5, ceilingHeightM: 3, occupants: 1, isKitchen: true },
      hoursPerDay: 10,
      kwhPrice: 950,
    });
  });

  it('asks for the sides or the area, and answers every bad field in Spanish', () => {
    expect(messagesOf(BtuFormSchema.safeParse({ personas: '2' }))).toEqual([
      BTU_MESSAGES.areaOrSides,
      BTU_MESSAGES.areaOrSides,
    ]);
    expect(
      messagesOf(
        BtuFormSchema.safeParse({
          largo: '0',
          ancho: 'x',
          altura: '9',
          personas: '2.5',
          horas: '30',
          kwh: 'gratis',
        }),
      ),
    ).toEqual([
      BTU_MESSAGES.length,
      BTU_MESSAGES.width,
      BTU_MESSAGES.height,
      BTU_MESSAGES.occupants,
      BTU_MESSAGES.hours,
      BTU_MESSAGES.kwhPrice,
    ]);
    expect(
      messagesOf(BtuFormSchema.safeParse({ largo: '30', ancho: '30', personas: '1' })),
    ).toEqual([BTU_MESSAGES.area]);
  });
});

describe('air-conditioner attributes and energy', () => {
  const attributes = [
    { name: 'Capacidad (BTU)', options: ['12,000 BTU'] },
    { name: 'SEER', options: ['22'] },
  ];

  it('reads the capacity and the SEER', () => {
    expect(btuCapacityOf(attributes)).toBe(12_000);
    expect(seerOf(attributes)).toBe(22);
    expect(btuCapacityOf([{ name: 'Voltaje', options: ['110 V'] }])).toBeNull();
    expect(seerOf([])).toBeNull();
  });

  it('prices a month of use: 12,000 BTU/h at SEER 20, 8 h a day, RD$11.10 per kWh', () => {
    // 12,000 / 20 = 600 W × 8 h × 30 days = 144 kWh × RD$11.10 = RD$1,598.40
    expect(monthlyEnergyCost(12_000, 20, 8, 1110)).toEqual({
      kwhPerMonth: 144,
      costPerMonth: 159_840,
    });
    const inverter = monthlyEnergyCost(12_000, 22, 8, 1110).costPerMonth;
    const conventional = monthlyEnergyCost(12_000, 13, 8, 1110).costPerMonth;
    expect(inverter).toBeLessThan(conventional);
  });
});
