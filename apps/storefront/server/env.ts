import { isIP } from 'node:net';
import { z } from 'zod';
import { MAPS_DEFAULT_CENTER } from '@vitrina/core';
import {
  GTM_ID_PATTERN,
  isTileUrl,
  mapCenterOf,
  type MapSettings,
} from '../src/app/page-settings.js';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

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
    TRUST_PROXY: flag,
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
        const degrees = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(text);
        const center = degrees ? mapCenterOf(Number(degrees[1]), Number(degrees[2])) : undefined;
        if (center !== undefined) return center;
        ctx.addIssue({
          code: 'custom',
          message: 'MAP_CENTER debe ser «latitud,longitud» en grados, p. ej. 18.4713,-69.9397.',
        });
        return z.NEVER;
      }),
    MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap'),
    WC_WEBHOOK_SECRET: z.string().min(16).optional(),
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
  trustProxy: boolean;
  gtmId: string | undefined;
  mapsEnabled: boolean;
  /** What the pages' map loads: the Google key, else the tiles (never both). */
  map: MapSettings;
  /** The secret the store signs its webhooks with; without it the webhook endpoint is off. */
  webhookSecret: string | undefined;
  /** The catalogue cache (issue 18); a max age of 0 turns it off. */
  catalogueCache: { maxAgeMs: number; staleMs: number; maxBytes: number };
  /** The cap of the rendered-page cache, which keeps the catalogue's freshness; 0 turns it off. */
  pageCacheMaxBytes: number;
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
    catalogueCache: {
      maxAgeMs: env.CATALOGUE_CACHE_MAX_AGE * 1000,
      staleMs: env.CATALOGUE_CACHE_STALE * 1000,
      maxBytes: env.CATALOGUE_CACHE_MAX_BYTES,
    },
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_BYTES,
  };
}

/** Parses `source` (normally `process.env`); throws a ZodError naming the bad variable. */
export function loadShopConfig(source: Record<string, string | undefined>): ShopConfig {
  return toShopConfig(ShopEnvSchema.parse(source));
}
