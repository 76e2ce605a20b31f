// @vitrina/core/constants: constants of the store, the UI and the maps.

export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './store.js';
export {
  DATE_PICKER_WIDE_SCREEN_MIN_PX,
  ERROR_TOAST_TITLE,
  PAYLOAD_PRELOAD_DELAY_MS,
  RELOAD_GUARD_MS,
  ROUTE_PRELOAD_CONCURRENCY,
  SUCCESS_TOAST_TITLE,
} from './ui.js';
export {
  MAPS_DEFAULT_CENTER,
  MAPS_DEFAULT_LIBRARIES,
  MAPS_LANGUAGE,
  MAPS_REGION,
  MAPS_RETRIES,
  MAPS_VERSION,
  mapsRetryDelayMs,
} from './maps.js';
