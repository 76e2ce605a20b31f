// The delivery agenda's algorithm: which days and windows an order may book, and checking one
// booking, over the data of `slot-rules.ts`. The plugin writes it again in PHP
// (`AgendaRules.php`), held to it by the contract.

import {
  MAX_DELIVERY_DAYS_AHEAD,
  SHOP_TIME_ZONE,
  shopDate,
  type DeliverySchedule,
} from '../checkout/delivery.js';
import { isServiceCategory } from '../catalog/categories.js';
import { holidayOn } from './holidays.js';
import { SLOT_MESSAGES, slotMessage } from './slot-messages.js';
import {
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_NOTICE_HOURS,
  SLOT_CREWS,
  SLOT_RULES,
  type DeliveryZone,
  type SlotCrew,
  type SlotService,
} from './slot-rules.js';

/** The crews whose agendas a service's answer and booking read. */
export function crewsOf(service: SlotService): readonly SlotCrew[] {
  return service === 'entrega-e-instalacion' ? SLOT_CREWS : [service];
}

/**
 * The agenda an order books, from each product's categories: a truck's for goods, the
 * technicians' for services, both together when the order carries goods and a service.
 */
export function slotServiceFor(products: readonly (readonly number[])[]): SlotService {
  const services = products.filter((categoryIds) => categoryIds.some(isServiceCategory)).length;
  if (services === 0) return 'entrega';
  return services === products.length ? 'instalacion' : 'entrega-e-instalacion';
}

/**
 * The technicians' window paired with a truck's: the first installation window of the zone that
 * starts when the delivery's does or later, the same day; null when the day has none that late.
 */
export function installationScheduleFor(
  zone: DeliveryZone,
  deliverySchedule: DeliverySchedule,
): DeliverySchedule | null {
  const start = startHour(deliverySchedule);
  const window = SLOT_RULES[zone].windows.instalacion.find(
    (candidate) => startHour(candidate.schedule) >= start,
  );
  return window?.schedule ?? null;
}

/** One crew's visit in a window the shopper picks. */
export interface SlotVisit {
  readonly crew: SlotCrew;
  readonly schedule: DeliverySchedule;
}

/**
 * The visits booked by choosing `schedule` in a service's agenda (one per crew, the installation
 * in its paired window); empty when the agenda does not offer that window.
 */
export function slotVisits(
  zone: DeliveryZone,
  service: SlotService,
  schedule: DeliverySchedule,
): SlotVisit[] {
  if (service !== 'entrega-e-instalacion') return [{ crew: service, schedule }];
  const installation = installationScheduleFor(zone, schedule);
  if (installation === null) return [];
  return [
    { crew: 'entrega', schedule },
    { crew: 'instalacion', schedule: installation },
  ];
}

/** Why a day cannot be booked. */
type SlotUnavailableReason =
  'past' | 'beyond' | 'sunday' | 'holiday' | 'lead_time' | 'cutoff' | 'full';

/** A window of a day with what is left of it. */
interface SlotWindow {
  readonly schedule: DeliverySchedule;
  readonly capacity: number;
  readonly remaining: number;
}

/** One day of the agenda: bookable, or why not (a Spanish sentence a screen reader says). */
export interface SlotDay {
  readonly date: string;
  readonly available: boolean;
  readonly reason: SlotUnavailableReason | null;
  readonly message: string;
  readonly windows: readonly SlotWindow[];
}

/** How many visits of a crew a window already holds. */
export type BookedCount = (date: string, schedule: DeliverySchedule, crew: SlotCrew) => number;

/** What the agenda is asked for. */
export interface SlotQuery {
  readonly zone: DeliveryZone;
  readonly service: SlotService;
  /** The instant of the question (the order's, when booking). */
  readonly now: number;
  readonly booked: BookedCount;
}

const DAY_MS = 86_400_000;

/**
 * A service's windows on one day, with what is left of each: a joint window holds the smaller
 * capacity and the smaller remainder of its two visits.
 */
function agendaWindows(
  zone: DeliveryZone,
  service: SlotService,
  booked: (schedule: DeliverySchedule, crew: SlotCrew) => number,
): SlotWindow[] {
  const crews = SLOT_RULES[zone].windows;
  const of = (visit: SlotVisit) => {
    const capacity =
      crews[visit.crew].find((window) => window.schedule === visit.schedule)?.capacity ?? 0;
    return { capacity, remaining: Math.max(0, capacity - booked(visit.schedule, visit.crew)) };
  };
  const picked = service === 'instalacion' ? crews.instalacion : crews.entrega;
  return picked.flatMap(({ schedule }) => {
    const visits = slotVisits(zone, service, schedule).map(of);
    if (visits.length === 0) return [];
    return [
      {
        schedule,
        capacity: Math.min(...visits.map((visit) => visit.capacity)),
        remaining: Math.min(...visits.map((visit) => visit.remaining)),
      },
    ];
  });
}

const shopHourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour (0–23) in Santo Domingo at `now`. */
function shopHour(now: number): number {
  return Number(shopHourFormat.format(now));
}

/** `date` moved by `days` whole days (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The hour a window starts: `"3:00 PM - 6:00 PM"` → 15. */
export function startHour(schedule: DeliverySchedule): number {
  const match = /^(\d{1,2}):\d{2} (AM|PM)/.exec(schedule);
  const hour = Number(match?.[1] ?? 0) % 12;
  return match?.[2] === 'PM' ? hour + 12 : hour;
}

const isSunday = (date: string): boolean => new Date(`${date}T12:00:00Z`).getUTCDay() === 0;

const M = SLOT_MESSAGES;

function closed(date: string, reason: SlotUnavailableReason, message: string): SlotDay {
  return {
    date,
    available: false,
    reason,
    message: slotMessage(M.closed, { reason: message }),
    windows: [],
  };
}

/**
 * One day of a zone's agenda for a service at `now`: the windows left to book with what remains
 * of each, or why the day is closed — in the past, beyond the 60 days the agenda is open, a
 * Sunday, a public holiday, inside the zone's lead time, today after the cut-off hour (or with
 * no window starting late enough), or every window full.
 */
export function slotDay(date: string, query: SlotQuery): SlotDay {
  const today = shopDate(query.now);
  const rule = SLOT_RULES[query.zone];
  if (date < today) return closed(date, 'past', M.past);
  if (date > addDays(today, MAX_DELIVERY_DAYS_AHEAD)) {
    return closed(date, 'beyond', M.beyond);
  }
  if (isSunday(date)) return closed(date, 'sunday', M.sunday);
  const holiday = holidayOn(date);
  if (holiday !== undefined)
    return closed(date, 'holiday', slotMessage(M.holiday, { name: holiday }));
  if (date < addDays(today, rule.leadDays)) {
    return closed(
      date,
      'lead_time',
      slotMessage(M.leadTime, {
        zone: rule.label,
        days: `${String(rule.leadDays)} ${rule.leadDays === 1 ? M.day : M.days}`,
      }),
    );
  }
  const sameDay = date === today;
  const hour = shopHour(query.now);
  const cutoff = slotMessage(M.cutoff, { hour: SAME_DAY_CUTOFF_HOUR });
  if (sameDay && hour >= SAME_DAY_CUTOFF_HOUR) return closed(date, 'cutoff', cutoff);
  const windows = agendaWindows(query.zone, query.service, (schedule, crew) =>
    query.booked(date, schedule, crew),
  ).filter((window) => !sameDay || startHour(window.schedule) >= hour + SAME_DAY_NOTICE_HOURS);
  if (windows.length === 0) return closed(date, 'cutoff', cutoff);
  if (windows.every((window) => window.remaining === 0)) {
    return { ...closed(date, 'full', M.full), windows };
  }
  return { date, available: true, reason: null, message: '', windows };
}

/** The agenda from `from` to `to` (inclusive, `YYYY-MM-DD`), at most 62 days. */
export function slotCalendar(from: string, to: string, query: SlotQuery): SlotDay[] {
  const days: SlotDay[] = [];
  for (let date = from; date <= to && days.length < 62; date = addDays(date, 1)) {
    days.push(slotDay(date, query));
  }
  return days;
}

/** A day and window that can be booked. */
export interface FreeSlot {
  readonly date: string;
  readonly schedule: DeliverySchedule;
}

/** The first window with room from `date` on (that day's, then the next days'), if any. */
export function nextFreeSlot(date: string, query: SlotQuery): FreeSlot | null {
  const last = addDays(shopDate(query.now), MAX_DELIVERY_DAYS_AHEAD);
  for (let day = date; day <= last; day = addDays(day, 1)) {
    const free = slotDay(day, query).windows.find((window) => window.remaining > 0);
    if (free) return { date: day, schedule: free.schedule };
  }
  return null;
}

/** Whether a window can be booked now: it is offered that day and has room. */
export type SlotVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: SlotUnavailableReason | 'no_window'; message: string };

/** Checks one booking (the store runs it inside the order's transaction). */
export function checkSlot(date: string, schedule: string, query: SlotQuery): SlotVerdict {
  const day = slotDay(date, query);
  const window = day.windows.find((candidate) => candidate.schedule === schedule);
  if (window && window.remaining > 0) return { ok: true };
  if (window) return { ok: false, reason: 'full', message: M.windowFull };
  if (!day.available && day.reason !== 'full') {
    return { ok: false, reason: day.reason ?? 'no_window', message: day.message };
  }
  return { ok: false, reason: 'no_window', message: M.noWindow };
}

const longDate = new Intl.DateTimeFormat('es-DO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A date as the shopper reads it: `2026-12-01` → «martes, 1 de diciembre». */
export function formatSlotDate(date: string): string {
  return longDate.format(new Date(`${date}T12:00:00Z`));
}
