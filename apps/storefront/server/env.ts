import { isIP } from 'node:net';
import { z } from 'zod';
import { proxyTrustOf, type ProxyTrust } from './client-ip.js';
import {
  DEMO_SHOP_IDENTITY,
  MAPS_DEFAULT_CENTER,
  parseShopHours,
  ShopIdentitySchema,
  type ShopIdentityFields,
} from '@vitrina/core';
import { GTM_ID_PATTERN } from '../src/app/gtm-id.js';
import { isTileUrl, mapCenterOf, type MapSettings } from '../src/app/page-settings.js';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** «latitud,longitud» in degrees, in range; else `undefined`. */
function degreesOf(text: string): MapSettings['center'] | undefined {
  const degrees = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(text);
  return degrees ? mapCenterOf(Number(degrees[1]), Number(degrees[2])) : undefined;
}

const identity = ShopIdentitySchema.shape;

/**
 * One field of the shop's identity (decision 015): unset or blank, the store's field counts;
 * else it must pass core's rule for that field, whose Spanish message names what is wrong.
 */
function identityVariable<Output>(
  field: z.ZodType<Output>,
  read: (text: string) => unknown = (text) => text,
) {
  return optionalText.transform((text, ctx): Output | undefined => {
    if (text === undefined) return undefined;
    const parsed = field.safeParse(read(text));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/**
 * Production, plainly: the shop is public on https at an address that is not this machine.
 * There the fiscal invoice must carry the seller's real RNC.
 */
function isProduction(publicUrl: string | undefined): boolean {
  if (publicUrl === undefined) return false;
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && !isLoopback(url);
}

/** Why the shop does not start in production with the demo's RNC. */
export const DEMO_RNC_IN_PRODUCTION =
  'El RNC del vendedor es el de la demostración: en producción (PUBLIC_URL con https) cada ' +
  'factura fiscal lleva el RNC real de la empresa. Ponlo en SELLER_RNC o en los ajustes del ' +
  'plugin (WooCommerce → Vitrina).';

/**
 * The shop server's environment. The WooCommerce key pair lives here and nowhere else: it is
 * never handed to the client bundle or written into a page (reliability A1, D2).
 */
export const ShopEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    STORE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8787'),
    WC_CONSUMER_KEY: optionalText,
    WC_CONSUMER_SECRET: optionalText,
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    MEDIA_URL: z.url({ protocol: /^https?$/ }).optional(),
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((text, ctx) => {
        try {
          return proxyTrustOf(text);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    GTM_ID: z.string().regex(GTM_ID_PATTERN).optional(),
    MAPS_API_KEY: optionalText,
    /** Raster tiles for the open map (Leaflet) when there is no maps key; unset, no map loads. */
    MAP_TILE_URL: z
      .string()
      .trim()
      .default('')
      .refine((url) => url === '' || isTileUrl(url), {
        message:
          'MAP_TILE_URL debe ser una dirección https (http solo en esta máquina) con {z}, {x} e {y}.',
      }),
    /** Where the maps open before anything is pinned, «latitud,longitud»; spec §9: 0,0. */
    MAP_CENTER: z
      .string()
      .trim()
      .default('')
      .transform((text, ctx) => {
        if (text === '') return MAPS_DEFAULT_CENTER;
        const center = degreesOf(text);
        if (center !== undefined) return center;
        ctx.addIssue({
          code: 'custom',
          message: 'MAP_CENTER debe ser «latitud,longitud» en grados, p. ej. 18.4713,-69.9397.',
        });
        return z.NEVER;
      }),
    MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap'),
    WC_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** The bearer Prometheus sends for `/metrics`; unset, only this machine reads them. */
    METRICS_TOKEN: z
      .string()
      .min(16, { error: 'METRICS_TOKEN debe tener 16 caracteres o más.' })
      .optional(),
    /**
     * Whether a new review waits for the owner's approval (WordPress's «el comentario debe
     * aprobarse manualmente»): yes unless set to 0 or false.
     */
    REVIEWS_HELD: z
      .enum(['0', '1', 'true', 'false', ''], {
        error: 'REVIEWS_HELD es 1 (las reseñas esperan aprobación) o 0 (se publican al enviarlas).',
      })
      .default('')
      .transform((value) => value !== '0' && value !== 'false'),
    CATALOGUE_CACHE_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(60),
    CATALOGUE_CACHE_STALE: z.coerce.number().int().min(0).max(86_400).default(300),
    CATALOGUE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(64 * 1024 * 1024),
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .refine((bytes) => bytes === 0 || bytes >= 1024 * 1024, {
        message: 'PAGE_CACHE_MAX_BYTES es 0 (apagada) o al menos 1048576 (1 MiB).',
      })
      .default(32 * 1024 * 1024),
    // The shop's own data (decision 015): each one set here wins over the store's settings.
    SHOP_NAME: identityVariable(identity.name),
    SHOP_STREET: identityVariable(identity.street),
    SHOP_CITY: identityVariable(identity.city),
    /** «Días: horas» groups separated by `;`. */
    SHOP_HOURS: identityVariable(identity.hours, parseShopHours),
    SHOP_PHONE: identityVariable(identity.phone),
    SHOP_EMAIL: identityVariable(identity.email),
    SHOP_WHATSAPP: identityVariable(identity.whatsapp),
    /** The store's door on the map, «latitud,longitud». */
    SHOP_LOCATION: identityVariable(identity.location, (text) => degreesOf(text) ?? text),
    SELLER_NAME: identityVariable(identity.seller_name),
    SELLER_RNC: identityVariable(identity.seller_rnc),
  })
  .superRefine((env, ctx) => {
    if (isProduction(env.PUBLIC_URL) && env.SELLER_RNC === DEMO_SHOP_IDENTITY.seller_rnc) {
      ctx.addIssue({ code: 'custom', path: ['SELLER_RNC'], message: DEMO_RNC_IN_PRODUCTION });
    }
  })
  .superRefine((env, ctx) => {
    const store = new URL(env.STORE_URL);
    if (env.WC_CONSUMER_KEY === undefined || store.protocol === 'https:' || isLoopback(store))
      return;
    ctx.addIssue({
      code: 'custom',
      path: ['STORE_URL'],
      message:
        'STORE_URL usa http y no es local: la clave de WooCommerce solo viaja por https (WooCommerce ' +
        'rechaza la clave en la URL por http sin OAuth 1.0a, y en la URL quedaría en los registros).',
    });
  });
export type ShopEnv = z.infer<typeof ShopEnvSchema>;

/** Where the CSP lets map tiles come from: the tile URL's origin, any subdomain for `{s}`. */
export function tileSource(tileUrl: string): string {
  const origin = new URL(tileUrl.replace('{s}', 'a')).origin;
  return tileUrl.includes('{s}') ? origin.replace('://a.', '://*.') : origin;
}

/** A store on this machine: the only one the key pair may reach over plain http (A6). */
export function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** What the server needs at run time, derived once from {@link ShopEnv}. */
export interface ShopConfig {
  port: number;
  host: string;
  /** The store's base URL without a trailing slash; the only upstream the proxy ever calls. */
  storeUrl: string;
  /**
   * Where the store keeps its images (no trailing slash): `/media/*` passes through to it, and the
   * CSP allows images from its origin. The embedded store's `/media` unless `MEDIA_URL` says
   * otherwise (a WordPress `wp-content/uploads`, a CDN).
   */
  mediaUrl: string;
  /** The shop's public address without a trailing slash (sitemap, robots.txt); `undefined`: each request's own origin. */
  publicUrl: string | undefined;
  consumerKey: string | undefined;
  consumerSecret: string | undefined;
  /** True when the shop is served over https (turns on HSTS). */
  https: boolean;
  /** Which hops in front may name the shopper (`TRUST_PROXY`). */
  trustProxy: ProxyTrust;
  gtmId: string | undefined;
  mapsEnabled: boolean;
  /** What the pages' map loads: the Google key, else the tiles (never both). */
  map: MapSettings;
  /** The secret the store signs its webhooks with; without it the webhook endpoint is off. */
  webhookSecret: string | undefined;
  /** What `/metrics` asks of a caller that is not this machine. */
  metricsToken: string | undefined;
  /**
   * Whether a new review waits for the owner's approval. WooCommerce's REST API publishes
   * whatever it is sent, so the owner says it here (`REVIEWS_HELD`, held unless 0).
   */
  reviewsHeld: boolean;
  /** The catalogue cache (issue 18); a max age of 0 turns it off. */
  catalogueCache: { maxAgeMs: number; staleMs: number; maxBytes: number };
  /** The cap of the rendered-page cache, which keeps the catalogue's freshness; 0 turns it off. */
  pageCacheMaxBytes: number;
  /** Public on https away from this machine: the seller's RNC must be a real one. */
  production: boolean;
  /** The shop's identity as the environment sets it; the store's settings fill the rest. */
  identity: ShopIdentityFields;
}

function withoutTrailingSlash(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function toShopConfig(env: ShopEnv): ShopConfig {
  const store = new URL(env.STORE_URL);
  const storeUrl = withoutTrailingSlash(store);
  return {
    port: env.PORT,
    host: env.HOST,
    storeUrl,
    mediaUrl:
      env.MEDIA_URL === undefined
        ? `${storeUrl}/media`
        : withoutTrailingSlash(new URL(env.MEDIA_URL)),
    publicUrl:
      env.PUBLIC_URL === undefined ? undefined : withoutTrailingSlash(new URL(env.PUBLIC_URL)),
    consumerKey: env.WC_CONSUMER_KEY,
    consumerSecret: env.WC_CONSUMER_SECRET,
    https: env.PUBLIC_URL?.startsWith('https:') ?? false,
    trustProxy: env.TRUST_PROXY,
    gtmId: env.GTM_ID,
    mapsEnabled: env.MAPS_API_KEY !== undefined,
    map: {
      apiKey: env.MAPS_API_KEY,
      tileUrl:
        env.MAPS_API_KEY === undefined && env.MAP_TILE_URL !== '' ? env.MAP_TILE_URL : undefined,
      attribution: env.MAP_TILE_ATTRIBUTION,
      center: env.MAP_CENTER,
    },
    webhookSecret: env.WC_WEBHOOK_SECRET,
    metricsToken: env.METRICS_TOKEN,
    reviewsHeld: env.REVIEWS_HELD,
    catalogueCache: {
      maxAgeMs: env.CATALOGUE_CACHE_MAX_AGE * 1000,
      staleMs: env.CATALOGUE_CACHE_STALE * 1000,
      maxBytes: env.CATALOGUE_CACHE_MAX_BYTES,
    },
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_BYTES,
    production: isProduction(env.PUBLIC_URL),
    identity: definedOnly({
      name: env.SHOP_NAME,
      street: env.SHOP_STREET,
      city: env.SHOP_CITY,
      hours: env.SHOP_HOURS,
      phone: env.SHOP_PHONE,
      email: env.SHOP_EMAIL,
      whatsapp: env.SHOP_WHATSAPP,
      location: env.SHOP_LOCATION,
      seller_name: env.SELLER_NAME,
      seller_rnc: env.SELLER_RNC,
    }),
  };
}

/** The fields that are set, so spreading them over the store's never blanks one out. */
function definedOnly(fields: ShopIdentityFields): ShopIdentityFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Parses `source` (normally `process.env`); throws a ZodError naming the bad variable. */
export function loadShopConfig(source: Record<string, string | undefined>): ShopConfig {
  return toShopConfig(ShopEnvSchema.parse(source));
}
