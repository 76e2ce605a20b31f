/** A Google Tag Manager container id, as the shop server accepts it in `GTM_ID`. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
