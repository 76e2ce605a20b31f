/** A Google Tag Manager container id, as the shop server accepts it in `GTM_ID`. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * What the shop server decides for a page at run time. It travels to the browser in the router's
 * dehydrated state, inside the page's nonce'd bootstrap script, so one build serves any setting.
 */
export type PageSettings = {
  /** The tag-manager container; `undefined` loads no tag manager. */
  gtmId: string | undefined;
};

/**
 * Reads the settings out of the router's dehydrated state. It is data from the page, so a value
 * of the wrong shape counts as not configured.
 */
export function readPageSettings(dehydrated: unknown): PageSettings {
  const gtmId: unknown =
    typeof dehydrated === 'object' && dehydrated !== null
      ? Reflect.get(dehydrated, 'gtmId')
      : undefined;
  return { gtmId: typeof gtmId === 'string' && GTM_ID_PATTERN.test(gtmId) ? gtmId : undefined };
}
