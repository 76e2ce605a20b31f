import { GTM_ID_PATTERN } from './gtm-id';
import { MAPS_DEFAULT_CENTER, type ShopIdentity } from '@vitrina/core';

/**
 * What the shop server decides for a page at run time. It travels to the browser in the router's
 * dehydrated state, inside the page's nonce'd bootstrap script, so one build serves any setting.
 */
export type PageSettings = {
  /** The tag-manager container; `undefined` loads no tag manager. */
  gtmId: string | undefined;
  /** The map's provider (`MAPS_API_KEY`, `MAP_TILE_URL`); see `mapProviderOf`. */
  map: MapSettings;
  /**
   * The shop's own data (address, hours, phones, e-mail, map pin, seller): checked by the server
   * (server/shop-identity.ts), which merges its environment over the store's settings.
   */
  shop: ShopIdentity;
};

/**
 * What the server configured for maps: a Google key, else raster tiles, else neither; and where
 * a map opens before the shopper pins anything (`MAP_CENTER`, spec §9's 0, 0 by default).
 */
export type MapSettings = {
  apiKey: string | undefined;
  tileUrl: string | undefined;
  attribution: string;
  center: { lat: number; lng: number };
};

/** No map configured. */
export const NO_MAP: MapSettings = {
  apiKey: undefined,
  tileUrl: undefined,
  attribution: '',
  center: MAPS_DEFAULT_CENTER,
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A tile URL the shop may load: https with `{z}`, `{x}` and `{y}`, or plain http on this machine
 * (a tile server run by the tests, like the store's own loopback rule).
 */
export function isTileUrl(url: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return false;
  const sample = url.replace('{s}', 'a');
  if (!URL.canParse(sample)) return false;
  const parsed = new URL(sample);
  return (
    parsed.protocol === 'https:' ||
    (parsed.protocol === 'http:' && LOCAL_HOSTS.has(parsed.hostname))
  );
}

/** A latitude and a longitude in range, else `undefined`. */
export function mapCenterOf(lat: unknown, lng: unknown): MapSettings['center'] | undefined {
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

function readMapSettings(raw: unknown): MapSettings {
  if (typeof raw !== 'object' || raw === null) return NO_MAP;
  const text = (name: string) => {
    const value: unknown = Reflect.get(raw, name);
    return typeof value === 'string' && value !== '' && value.length <= 500 ? value : undefined;
  };
  const tileUrl = text('tileUrl');
  const center: unknown = Reflect.get(raw, 'center');
  return {
    apiKey: text('apiKey'),
    tileUrl: tileUrl !== undefined && isTileUrl(tileUrl) ? tileUrl : undefined,
    attribution: text('attribution') ?? '',
    center:
      (typeof center === 'object' && center !== null
        ? mapCenterOf(Reflect.get(center, 'lat'), Reflect.get(center, 'lng'))
        : undefined) ?? MAPS_DEFAULT_CENTER,
  };
}

/** No shop known: nothing to print (a page the server did not render). */
const NO_SHOP: ShopIdentity = {
  name: '',
  street: '',
  city: '',
  hours: [],
  phone: '',
  email: '',
  whatsapp: '',
  location: MAPS_DEFAULT_CENTER,
  seller_name: '',
  seller_rnc: '',
};

/** Text fields as sent; anything else as empty (no zod in the first load, issue 26). */
function readShopIdentity(raw: unknown): ShopIdentity {
  if (typeof raw !== 'object' || raw === null) return NO_SHOP;
  const text = (from: object, name: string): string => {
    const value: unknown = Reflect.get(from, name);
    return typeof value === 'string' ? value : '';
  };
  const hours: unknown = Reflect.get(raw, 'hours');
  const location: unknown = Reflect.get(raw, 'location');
  return {
    name: text(raw, 'name'),
    street: text(raw, 'street'),
    city: text(raw, 'city'),
    hours: Array.isArray(hours)
      ? hours.flatMap((entry: unknown) =>
          typeof entry === 'object' && entry !== null
            ? [{ days: text(entry, 'days'), time: text(entry, 'time') }]
            : [],
        )
      : [],
    phone: text(raw, 'phone'),
    email: text(raw, 'email'),
    whatsapp: text(raw, 'whatsapp'),
    location:
      (typeof location === 'object' && location !== null
        ? mapCenterOf(Reflect.get(location, 'lat'), Reflect.get(location, 'lng'))
        : undefined) ?? MAPS_DEFAULT_CENTER,
    seller_name: text(raw, 'seller_name'),
    seller_rnc: text(raw, 'seller_rnc'),
  };
}

let current: PageSettings = { gtmId: undefined, map: NO_MAP, shop: NO_SHOP };

/**
 * The settings of the page being rendered or hydrated. They come from the server's environment,
 * the same for every request, so one value per process (or per page, in the browser) holds.
 */
export function pageSettings(): PageSettings {
  return current;
}

/** Records the settings the server renders with, or the browser hydrated. */
export function rememberPageSettings(settings: PageSettings): PageSettings {
  current = settings;
  return settings;
}

/**
 * Reads the settings out of the router's dehydrated state. It is data from the page, so a value
 * of the wrong shape counts as not configured.
 */
export function readPageSettings(dehydrated: unknown): PageSettings {
  const gtmId: unknown =
    typeof dehydrated === 'object' && dehydrated !== null
      ? Reflect.get(dehydrated, 'gtmId')
      : undefined;
  const map: unknown =
    typeof dehydrated === 'object' && dehydrated !== null
      ? Reflect.get(dehydrated, 'map')
      : undefined;
  const shop: unknown =
    typeof dehydrated === 'object' && dehydrated !== null
      ? Reflect.get(dehydrated, 'shop')
      : undefined;
  return {
    gtmId: typeof gtmId === 'string' && GTM_ID_PATTERN.test(gtmId) ? gtmId : undefined,
    map: readMapSettings(map),
    shop: readShopIdentity(shop),
  };
}
