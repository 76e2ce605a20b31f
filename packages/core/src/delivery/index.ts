// @vitrina/core/delivery: holidays, zones, slots and the dispatch order.

export { DOMINICAN_HOLIDAYS, holidayOn } from './holidays.js';
export { byDispatchOrder } from './dispatch.js';
export {
  DELIVERY_ZONES,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_NOTICE_HOURS,
  INSTALLATION_SAME_DAY,
  INSTALLATION_SCHEDULE_META,
  SLOT_CREWS,
  SLOT_RULES,
  SLOT_SERVICES,
  SLOT_CREWS_LABELS,
  addDays,
  checkSlot,
  crewsOf,
  deliveryZoneForProvince,
  formatSlotDate,
  installationScheduleFor,
  nextFreeSlot,
  slotCalendar,
  slotServiceFor,
  slotVisits,
  type BookedCount,
  type DeliveryZone,
  type SlotService,
} from './slots.js';
export { SLOT_MESSAGES } from './slot-messages.js';
