import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ShopAppEnv } from './app-env.js';
import { CSP_REPORT_PATH } from './csp-reports.js';
import type { ShopConfig } from './env.js';
import { MEDIA_PREFIX } from './media-pass-through.js';

/** Where the CSP lets map tiles come from: the tile URL's origin, any subdomain for `{s}`. */
export function tileSource(tileUrl: string): string {
  const origin = new URL(tileUrl.replace('{s}', 'a')).origin;
  return tileUrl.includes('{s}') ? origin.replace('://a.', '://*.') : origin;
}

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', TAG_MANAGER];
/**
 * What Google Maps loads once its script runs, as Google's CSP guide for the Maps JavaScript API
 * lists it (less its 'unsafe-eval': no eval here, J1); only with a maps key.
 */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
  worker: ["'self'", 'blob:'],
};
const NO_MAPS = { script: [], img: [], connect: [], font: [], style: [], frame: [], worker: [] };

/**
 * Pages whose URL carries a secret (the reset token and e-mail, the e-mail verification token,
 * the order key), so no Referer may leave them (C4).
 */
const NO_REFERRER_PATHS = new Set([
  '/auth/cambiar-contrasena',
  '/verificar-correo',
  '/pedido-confirmado',
  // The invoice's address carries the order key (`?clave=`): no link out may hand it on.
  '/factura',
]);

/**
 * The Content-Security-Policy: scripts only from this origin or with the request's nonce, third
 * parties only when configured (J1, J5). react-aria inserts `<style>` elements stamped with the
 * nonce it reads from the page's `csp-nonce` meta, so `style-src` allows that same nonce; its
 * visually hidden elements carry `style` attributes, hence `style-src-attr 'unsafe-inline'`.
 */
function contentSecurityPolicy(config: ShopConfig, dev: boolean) {
  const tagManager = config.gtmId === undefined ? [] : [TAG_MANAGER];
  const maps = config.mapsEnabled ? GOOGLE_MAPS : NO_MAPS;
  const frames = [...tagManager, ...maps.frame];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...tagManager, ...maps.script],
    // Vite's dev server injects CSS through <style> elements without a nonce, and a nonce in the
    // list would make browsers ignore 'unsafe-inline'; production links hashed files.
    styleSrc: [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE]), ...maps.style],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      new URL(config.mediaUrl).origin,
      ...tagManager,
      ...maps.img,
      ...(config.map.tileUrl === undefined ? [] : [tileSource(config.map.tileUrl)]),
    ],
    fontSrc: ["'self'", ...maps.font],
    connectSrc: [
      "'self'",
      ...(config.gtmId === undefined ? [] : ANALYTICS),
      ...maps.connect,
      ...(dev ? ['ws:', 'wss:'] : []),
    ],
    frameSrc: frames.length === 0 ? ["'none'"] : frames,
    ...(maps.worker.length === 0 ? {} : { workerSrc: maps.worker }),
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // report-uri rather than report-to: Chromium ignores report-uri when report-to is present,
    // and the Reporting API batches its deliveries for up to a minute.
    reportUri: CSP_REPORT_PATH,
  };
}

/** Security headers on every response the shop server sends (J1, J2). */
export function securityHeaders(config: ShopConfig, dev: boolean): MiddlewareHandler<ShopAppEnv> {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config, dev),
    strictTransportSecurity: config.https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: ['self'],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}

/**
 * A store image served from the shop's origin is a document of its own when opened directly, and
 * an SVG can carry script: it gets a policy that runs nothing and loads nothing.
 */
const MEDIA_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * Headers particular to some paths. Must run outside {@link securityHeaders} so its answer is the
 * last word on those pages.
 */
export const pathSpecificHeaders: MiddlewareHandler<ShopAppEnv> = async (c, next) => {
  await next();
  if (c.req.path.startsWith(MEDIA_PREFIX))
    c.res.headers.set('Content-Security-Policy', MEDIA_POLICY);
  if (NO_REFERRER_PATHS.has(c.req.path.replace(/(.)\/+$/, '$1').toLowerCase()))
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  // A 304 confirms the copy the browser holds, whose scripts carry the nonce of the policy it came
  // with; browsers take a 304's headers over the stored ones, and a new nonce would block them.
  if (c.res.status === 304) c.res.headers.delete('Content-Security-Policy');
};
