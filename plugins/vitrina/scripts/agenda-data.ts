import { INSTALLATION_CODES, INSTALLATION_FOR, INSTALLATION_MESSAGES } from '@vitrina/core/cart';
import { CATEGORIES, isServiceCategory } from '@vitrina/core/catalog';
import {
  BUILDING_ACCESS_LABELS,
  BULKY_DELIVERY_META,
  DEFAULT_SCHEDULE,
  DELIVERY_MESSAGE,
  DELIVERY_SCHEDULES,
  MAX_DELIVERY_DAYS_AHEAD,
  SHOP_TIME_ZONE,
} from '@vitrina/core/checkout';
import {
  DELIVERY_ZONES,
  deliveryZoneForProvince,
  DOMINICAN_HOLIDAYS,
  INSTALLATION_SCHEDULE_META,
  installationScheduleFor,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_NOTICE_HOURS,
  SLOT_CREWS,
  SLOT_CREWS_LABELS,
  SLOT_RULES,
  SLOT_SERVICES,
} from '@vitrina/core/delivery';
import {
  CANCELLED_BY_CUSTOMER,
  CANCELLED_BY_META,
  ORDER_CHANGE_HOURS,
  ORDER_CHANGE_MESSAGES,
  ORDER_STATUS_LABELS,
  OUT_FOR_DELIVERY_STATUS,
  SHOPPER_CHANGEABLE_STATUSES,
  VOIDED_ORDER_STATUSES,
} from '@vitrina/core/order';
import { DOMINICAN_PROVINCES } from '@vitrina/core/shipping';
import { PHONE_DISPLAY } from '@vitrina/core/shop';

/** Where the plugin reads its agenda data from (committed; the plugin never runs TypeScript). */
export const AGENDA_JSON = new URL('../data/agenda.json', import.meta.url);

// The shopper reads dates in the 409 as core's formatSlotDate writes them, with es-DO's names.
const namesOf = (option: Intl.DateTimeFormatOptions, dates: number[]): string[] =>
  dates.map((date) =>
    new Intl.DateTimeFormat('es-DO', { ...option, timeZone: 'UTC' }).format(date),
  );
const SUNDAY_2026_01_04 = Date.UTC(2026, 0, 4);
const DAY_MS = 86_400_000;

/**
 * The agenda's data for the PHP plugin, taken from `@vitrina/core` so both stores book with the
 * same windows, capacities, holidays and hours: the plugin carries the algorithm, core the data.
 */
export function agendaData() {
  return {
    timeZone: SHOP_TIME_ZONE,
    maxDaysAhead: MAX_DELIVERY_DAYS_AHEAD,
    sameDayCutoffHour: SAME_DAY_CUTOFF_HOUR,
    sameDayNoticeHours: SAME_DAY_NOTICE_HOURS,
    schedules: DELIVERY_SCHEDULES,
    defaultSchedule: DEFAULT_SCHEDULE,
    deliveryMessage: DELIVERY_MESSAGE,
    zones: SLOT_RULES,
    crews: SLOT_CREWS,
    services: SLOT_SERVICES,
    // An order with goods and a service books the technicians in the window core pairs with the
    // truck's; PHP looks the pair up instead of carrying the rule.
    installationPairs: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [
        zone,
        Object.fromEntries(
          SLOT_RULES[zone].windows.entrega.map(({ schedule }) => [
            schedule,
            installationScheduleFor(zone, schedule),
          ]),
        ),
      ]),
    ),
    installationScheduleMeta: INSTALLATION_SCHEDULE_META,
    serviceCategoryIds: CATEGORIES.map((category) => category.id).filter(isServiceCategory),
    provinces: Object.fromEntries(
      Object.entries(DOMINICAN_PROVINCES).map(([code, name]) => [
        code,
        { name, zone: deliveryZoneForProvince(code) },
      ]),
    ),
    holidays: DOMINICAN_HOLIDAYS,
    // An order in one of these is no purchase, whatever it was paid (`countsAsPurchase`, G12).
    voidedOrderStatuses: VOIDED_ORDER_STATUSES,
    weekdays: namesOf(
      { weekday: 'long' },
      Array.from({ length: 7 }, (_, day) => SUNDAY_2026_01_04 + day * DAY_MS),
    ),
    months: namesOf(
      { month: 'long' },
      Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 15)),
    ),
    // What a shopper may still change of an order, until when, and the words of each refusal
    // and note (issue 37); `{until}`, `{from}` and `{to}` are filled in as core fills them.
    orderChanges: {
      statuses: SHOPPER_CHANGEABLE_STATUSES,
      hours: ORDER_CHANGE_HOURS,
      messages: ORDER_CHANGE_MESSAGES,
      cancelledByMeta: CANCELLED_BY_META,
      cancelledByCustomer: CANCELLED_BY_CUSTOMER,
      outForDelivery: OUT_FOR_DELIVERY_STATUS,
      outForDeliveryLabel: ORDER_STATUS_LABELS[OUT_FOR_DELIVERY_STATUS],
    },
    // The dispatch list's words and what it reads of an order's bulky-delivery answers.
    dispatch: {
      crewLabels: SLOT_CREWS_LABELS,
      bulkyDeliveryMeta: BULKY_DELIVERY_META,
      buildingAccessLabels: BUILDING_ACCESS_LABELS,
      statusLabels: ORDER_STATUS_LABELS,
      phoneDisplay: PHONE_DISPLAY,
    },
    // The cart's tie of an installation to its appliance (issue 29): its key and refusals.
    installationLines: {
      itemDataKey: INSTALLATION_FOR,
      codes: INSTALLATION_CODES,
      messages: INSTALLATION_MESSAGES,
    },
  };
}

/** The file's text, byte for byte as committed. */
export function agendaJson(): string {
  return `${JSON.stringify(agendaData(), null, 2)}\n`;
}
