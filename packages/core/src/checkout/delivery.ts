/** Delivery windows the shop offers; the first is the spec's default (§9). Our choice beyond it. */
export const DELIVERY_SCHEDULES = [
  '9:00 AM - 12:00 PM',
  '12:00 PM - 3:00 PM',
  '3:00 PM - 6:00 PM',
] as const;
/** One delivery window. */
export type DeliverySchedule = (typeof DELIVERY_SCHEDULES)[number];

/** The delivery schedule offered when the shopper picks none (spec §9). */
export const DEFAULT_SCHEDULE: DeliverySchedule = DELIVERY_SCHEDULES[0];

/** How many days ahead a delivery may be booked (reliability F5). */
export const MAX_DELIVERY_DAYS_AHEAD = 60;

/** Shown for a delivery date or schedule the shop does not offer (reliability F5). */
export const DELIVERY_MESSAGE = 'Elige una fecha y un horario de entrega válidos.';

/** The shop's time zone: Santo Domingo, UTC−4 all year. */
export const SHOP_TIME_ZONE = 'America/Santo_Domingo';

const shopCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's calendar date (`YYYY-MM-DD`, Santo Domingo time) of an instant. */
export function shopDate(instant: Date | number): string {
  return shopCalendar.format(instant);
}

/**
 * The dates a delivery may be booked on at `now`: from today to 60 days ahead, in the shop's
 * calendar, inclusive (the date picker's bounds).
 */
export function deliveryWindow(now: Date | number): {
  readonly first: string;
  readonly last: string;
} {
  const ms = typeof now === 'number' ? now : now.getTime();
  return { first: shopDate(ms), last: shopDate(ms + MAX_DELIVERY_DAYS_AHEAD * DAY_MS) };
}

/** True when `date` is a real `YYYY-MM-DD` calendar date inside {@link deliveryWindow}. */
export function isDeliveryDateAllowed(date: string, now: Date | number): boolean {
  if (!ISO_DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  const { first, last } = deliveryWindow(now);
  return date >= first && date <= last;
}
