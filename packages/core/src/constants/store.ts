/** Name of the anti-forgery cookie (spec §9). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

/** Header that carries the anti-forgery cookie's value back (spec §9). */
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
