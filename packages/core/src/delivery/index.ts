// @vitrina/core/delivery: holidays, zones, slots and the dispatch order.

export { DOMINICAN_HOLIDAYS, holidayOn } from './holidays.js';
export { byDispatchOrder } from './dispatch.js';
export {
  DELIVERY_ZONES,
  INSTALLATION_SAME_DAY,
  INSTALLATION_SCHEDULE_META,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_NOTICE_HOURS,
  SLOT_CREWS,
  SLOT_CREWS_LABELS,
  SLOT_RULES,
  SLOT_SERVICES,
  deliveryZoneForProvince,
  type DeliveryZone,
  type SlotService,
} from './slot-rules.js';
export {
  addDays,
  checkSlot,
  crewsOf,
  formatSlotDate,
  installationScheduleFor,
  nextFreeSlot,
  slotCalendar,
  slotServiceFor,
  slotVisits,
  type BookedCount,
} from './slots.js';
export { SLOT_MESSAGES } from './slot-messages.js';
