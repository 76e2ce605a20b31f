// The shop's delivery agenda as data: its zones, crews, windows, capacities and hours. The
// plugin's generator exports it to PHP (`plugins/vitrina/scripts/agenda-data.ts`); the
// algorithm that books it is `slots.ts`.

import { DELIVERY_SCHEDULES, type DeliverySchedule } from '../checkout/delivery.js';
import { provinceCode } from '../shipping/provinces.js';

/** Where a delivery goes, as the trucks are planned: the capital, Santiago, the rest. */
export const DELIVERY_ZONES = ['santo-domingo', 'santiago', 'resto-del-pais'] as const;
/** A delivery zone. */
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Who comes in a window: a delivery truck, or an installation crew (each with its own agenda). */
export const SLOT_CREWS = ['entrega', 'instalacion'] as const;
/** A crew with an agenda of its own. */
export type SlotCrew = (typeof SLOT_CREWS)[number];
/** Each crew as the owner's dispatch list names it: who goes, not the service («equipo» is the appliance). */
export const SLOT_CREWS_LABELS = {
  entrega: 'Camión de entrega',
  instalacion: 'Técnicos de instalación',
} as const satisfies Record<SlotCrew, string>;

/**
 * What an order books: one crew, or both the same day (goods and a technician's service in one
 * order: the truck, then the technicians in the window paired with the truck's).
 */
export const SLOT_SERVICES = [...SLOT_CREWS, 'entrega-e-instalacion'] as const;
/** The visits a slot books. */
export type SlotService = (typeof SLOT_SERVICES)[number];

/** A window of the day and how many visits fit in it. */
interface SlotWindowRule {
  readonly schedule: DeliverySchedule;
  readonly capacity: number;
}

/** A zone's agenda: its name, the days of preparation it needs and its windows per service. */
export interface ZoneSlotRule {
  readonly label: string;
  /** Whole days between the order and the earliest visit (0: same day before the cut-off). */
  readonly leadDays: number;
  readonly windows: Readonly<Record<SlotCrew, readonly SlotWindowRule[]>>;
}

const [MORNING, MIDDAY, AFTERNOON] = DELIVERY_SCHEDULES;

/** The shop's agenda per zone (our choice: the spec only fixes the default window). */
export const SLOT_RULES: Readonly<Record<DeliveryZone, ZoneSlotRule>> = {
  'santo-domingo': {
    label: 'Gran Santo Domingo',
    leadDays: 0,
    windows: {
      entrega: [
        { schedule: MORNING, capacity: 20 },
        { schedule: MIDDAY, capacity: 20 },
        { schedule: AFTERNOON, capacity: 15 },
      ],
      instalacion: [
        { schedule: MORNING, capacity: 4 },
        { schedule: AFTERNOON, capacity: 4 },
      ],
    },
  },
  santiago: {
    label: 'Santiago',
    leadDays: 1,
    windows: {
      entrega: [
        { schedule: MORNING, capacity: 10 },
        { schedule: AFTERNOON, capacity: 8 },
      ],
      instalacion: [{ schedule: MORNING, capacity: 2 }],
    },
  },
  'resto-del-pais': {
    label: 'el resto del país',
    leadDays: 2,
    windows: {
      entrega: [{ schedule: MORNING, capacity: 6 }],
      instalacion: [{ schedule: MORNING, capacity: 1 }],
    },
  },
};

/** Orders after this hour (Santo Domingo time) are not delivered the same day. */
export const SAME_DAY_CUTOFF_HOUR = 10;
/** A same-day window must start at least this many hours after the order. */
export const SAME_DAY_NOTICE_HOURS = 2;

/** The delivery zone of a Dominican province (`DO-xx`, its number or its name). */
export function deliveryZoneForProvince(state: string): DeliveryZone {
  const code = provinceCode(state);
  if (code === 'DO-01' || code === 'DO-32') return 'santo-domingo';
  if (code === 'DO-25') return 'santiago';
  return 'resto-del-pais';
}

/** The order meta where a store that booked both crews writes the technicians' window. */
export const INSTALLATION_SCHEDULE_META = 'installation_schedule';

/** How an order's pages name the technicians' window booked with the delivery. */
export const INSTALLATION_SAME_DAY = 'Instalación el mismo día';
