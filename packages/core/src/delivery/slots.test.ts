import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, DELIVERY_SCHEDULES } from '../checkout/delivery.js';
import { DOMINICAN_HOLIDAYS } from './holidays.js';
import { SLOT_RULES, deliveryZoneForProvince } from './slot-rules.js';
import {
  checkSlot,
  formatSlotDate,
  installationScheduleFor,
  nextFreeSlot,
  slotCalendar,
  slotDay,
  slotServiceFor,
  slotVisits,
  type BookedCount,
  type SlotQuery,
} from './slots.js';

const [MORNING, MIDDAY, AFTERNOON] = DELIVERY_SCHEDULES;

/** An instant at `hour` o'clock in Santo Domingo (UTC−4) on `date`. */
const at = (date: string, hour: number) => Date.parse(`${date}T00:00:00Z`) + (hour + 4) * 3_600_000;

const none: BookedCount = () => 0;
const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  zone: 'santo-domingo',
  service: 'entrega',
  now: at('2026-11-24', 8),
  booked: none,
  ...overrides,
});

describe('delivery slots', () => {
  it('zones by province: the capital, Santiago, the rest', () => {
    expect(deliveryZoneForProvince('DO-01')).toBe('santo-domingo');
    expect(deliveryZoneForProvince('Santo Domingo')).toBe('santo-domingo');
    expect(deliveryZoneForProvince('DO-25')).toBe('santiago');
    expect(deliveryZoneForProvince('DO-18')).toBe('resto-del-pais');
    expect(deliveryZoneForProvince('')).toBe('resto-del-pais');
  });

  it('cut-off: the same day before 10:00 AM offers only the windows starting 2 h later', () => {
    const day = slotDay('2026-11-24', query({ now: at('2026-11-24', 8) }));
    expect(day.available).toBe(true);
    expect(day.windows.map((window) => window.schedule)).toEqual([MIDDAY, AFTERNOON]);
  });

  it('cut-off: after 10:00 AM the same day is closed, the next day open', () => {
    const late = query({ now: at('2026-11-24', 10) });
    expect(slotDay('2026-11-24', late)).toMatchObject({ available: false, reason: 'cutoff' });
    expect(slotDay('2026-11-24', late).message).toMatch(/antes de las 10:00 AM/);
    expect(slotDay('2026-11-25', late).windows.map((window) => window.schedule)).toEqual([
      MORNING,
      MIDDAY,
      AFTERNOON,
    ]);
  });

  it('lead time: Santiago from the next day, the rest of the country two days after', () => {
    const santiago = query({ zone: 'santiago' });
    expect(slotDay('2026-11-24', santiago)).toMatchObject({ reason: 'lead_time' });
    expect(slotDay('2026-11-25', santiago).available).toBe(true);
    const rest = query({ zone: 'resto-del-pais' });
    expect(slotDay('2026-11-25', rest)).toMatchObject({ reason: 'lead_time' });
    expect(slotDay('2026-11-25', rest).message).toBe(
      'No disponible: para el resto del país necesitamos 2 días de preparación.',
    );
    expect(slotDay('2026-11-26', rest).available).toBe(true);
  });

  it('holidays and Sundays are closed, with the reason', () => {
    expect(slotDay('2026-11-29', query())).toMatchObject({ reason: 'sunday' });
    expect(slotDay('2026-12-25', query())).toMatchObject({
      reason: 'holiday',
      message: 'No disponible: es feriado (Navidad).',
    });
    // Both years are data, each holiday once.
    const years = new Set(Object.keys(DOMINICAN_HOLIDAYS).map((date) => date.slice(0, 4)));
    expect([...years]).toEqual(['2026', '2027']);
    expect(slotDay('2027-01-04', query({ now: at('2026-12-28', 8) }))).toMatchObject({
      reason: 'holiday',
    });
  });

  it('past days and days beyond the 60-day agenda are closed', () => {
    expect(slotDay('2026-11-23', query())).toMatchObject({ reason: 'past' });
    expect(slotDay('2027-01-24', query())).toMatchObject({ reason: 'beyond' });
  });

  it('capacity: what is booked is taken from each window; a full day says so', () => {
    const capacity = SLOT_RULES['santo-domingo'].windows.entrega[0]?.capacity ?? 0;
    const partly = query({ booked: (_, schedule) => (schedule === MORNING ? capacity - 1 : 0) });
    expect(slotDay('2026-11-25', partly).windows[0]).toEqual({
      schedule: MORNING,
      capacity,
      remaining: 1,
    });
    const full = query({ booked: () => 99 });
    expect(slotDay('2026-11-25', full)).toMatchObject({ available: false, reason: 'full' });
  });

  it('installation has its own windows and capacity', () => {
    const installation = slotDay('2026-11-25', query({ service: 'instalacion' }));
    expect(installation.windows).toEqual([
      { schedule: MORNING, capacity: 4, remaining: 4 },
      { schedule: AFTERNOON, capacity: 4, remaining: 4 },
    ]);
    expect(slotServiceFor([[193, 194]])).toBe('entrega');
    expect(slotServiceFor([[200, 201]])).toBe('instalacion');
    expect(
      slotServiceFor([
        [193, 194],
        [200, 201],
      ]),
    ).toBe('entrega-e-instalacion');
  });

  it('goods with a service book the truck and the technicians the same day, in paired windows', () => {
    expect(installationScheduleFor('santo-domingo', MORNING)).toBe(MORNING);
    expect(installationScheduleFor('santo-domingo', MIDDAY)).toBe(AFTERNOON);
    expect(installationScheduleFor('santo-domingo', AFTERNOON)).toBe(AFTERNOON);
    expect(installationScheduleFor('santiago', MORNING)).toBe(MORNING);
    expect(installationScheduleFor('santiago', AFTERNOON)).toBeNull();
    expect(slotVisits('santo-domingo', 'entrega-e-instalacion', MIDDAY)).toEqual([
      { crew: 'entrega', schedule: MIDDAY },
      { crew: 'instalacion', schedule: AFTERNOON },
    ]);
    expect(slotVisits('santiago', 'entrega-e-instalacion', AFTERNOON)).toEqual([]);
    expect(slotVisits('santiago', 'instalacion', MORNING)).toEqual([
      { crew: 'instalacion', schedule: MORNING },
    ]);

    // Three installations already in the capital's afternoon: the midday and afternoon
    // deliveries share its last place; the morning keeps the smaller of its two capacities.
    const booked: BookedCount = (_date, schedule, crew) =>
      crew === 'instalacion' && schedule === AFTERNOON ? 3 : 0;
    const joint = slotDay('2026-11-25', query({ service: 'entrega-e-instalacion', booked }));
    expect(joint.windows).toEqual([
      { schedule: MORNING, capacity: 4, remaining: 4 },
      { schedule: MIDDAY, capacity: 4, remaining: 1 },
      { schedule: AFTERNOON, capacity: 4, remaining: 1 },
    ]);
    // Santiago's afternoon truck has no installation after it: not offered with one.
    const santiago = slotDay(
      '2026-11-26',
      query({ zone: 'santiago', service: 'entrega-e-instalacion' }),
    );
    expect(santiago.windows.map((window) => window.schedule)).toEqual([MORNING]);
    // A full installation window fills the deliveries paired with it.
    const fullAfternoon: BookedCount = (_date, schedule, crew) =>
      crew === 'instalacion' && schedule === AFTERNOON ? 4 : 0;
    expect(
      checkSlot(
        '2026-11-25',
        MIDDAY,
        query({ service: 'entrega-e-instalacion', booked: fullAfternoon }),
      ),
    ).toMatchObject({ ok: false, reason: 'full' });
    expect(checkSlot('2026-11-25', MIDDAY, query({ booked: fullAfternoon }))).toEqual({ ok: true });
  });

  it('the next free window skips full windows and closed days', () => {
    // The 25th is full in every window; the 26th's morning too.
    const booked: BookedCount = (date, schedule) =>
      date === '2026-11-25' || (date === '2026-11-26' && schedule === MORNING) ? 99 : 0;
    expect(nextFreeSlot('2026-11-25', query({ booked }))).toEqual({
      date: '2026-11-26',
      schedule: MIDDAY,
    });
    // A Saturday's full agenda leads past Sunday to Monday.
    const weekend: BookedCount = (date) => (date === '2026-11-28' ? 99 : 0);
    expect(nextFreeSlot('2026-11-28', query({ booked: weekend }))).toEqual({
      date: '2026-11-30',
      schedule: DEFAULT_SCHEDULE,
    });
  });

  it('checks one booking: room, full, or not offered', () => {
    expect(checkSlot('2026-11-25', MORNING, query())).toEqual({ ok: true });
    expect(checkSlot('2026-11-25', MORNING, query({ booked: () => 99 }))).toMatchObject({
      ok: false,
      reason: 'full',
    });
    expect(checkSlot('2026-11-29', MORNING, query())).toMatchObject({
      ok: false,
      reason: 'sunday',
    });
    expect(checkSlot('2026-11-25', MIDDAY, query({ zone: 'santiago' }))).toMatchObject({
      ok: false,
      reason: 'no_window',
    });
  });

  it('writes a date as the shopper reads it', () => {
    expect(formatSlotDate('2026-12-01')).toBe('martes, 1 de diciembre');
  });

  it('lists a range of days', () => {
    const days = slotCalendar('2026-11-23', '2026-11-30', query());
    expect(days.map((day) => day.date)).toHaveLength(8);
    expect(days.filter((day) => day.available).map((day) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
    ]);
  });
});
