/** After a new-build reload, another one is not attempted within 10 s (spec §9). */
export const RELOAD_GUARD_MS = 10_000;
/** Up to 4 route chunks are preloaded in parallel (spec §9). */
export const ROUTE_PRELOAD_CONCURRENCY = 4;
/** Route payload preloading starts 1 s after the page settles (spec §9). */
export const PAYLOAD_PRELOAD_DELAY_MS = 1000;

/** The date picker's menu behaves differently on screens wider than 768 px (spec §9). */
export const DATE_PICKER_WIDE_SCREEN_MIN_PX = 768;

/** Title of the success toast after login and registration (spec §9 "Welcome", in Spanish). */
export const SUCCESS_TOAST_TITLE = '¡Bienvenido!';
/** Title of the error toast that shows a server's 400 message (spec §8). */
export const ERROR_TOAST_TITLE = 'Error';
