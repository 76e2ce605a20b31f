import { GUEST_CART_KEY_PATTERN, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@vitrina/core';

/**
 * Reads a page starts before its script arrives (issue 36: the cart page asks for the cart as
 * its HTML is read, the key being in the tab), handed to the app's store client when it asks the
 * same thing: the same method, address and bearer.
 */
const EARLY = '__vitrinaEarly';

declare global {
  interface Window {
    [EARLY]?: Record<string, Promise<Response> | undefined>;
  }
}

/** What a request is known by here. */
const keyOf = (method: string, url: string, authorization: string | null): string =>
  `${method} ${url} ${authorization ?? ''}`;

/** The most products the store client asks for in one call (`@vitrina/api-client`'s cart). */
const PRODUCTS_PER_CALL = 100;

/**
 * The cart page's head script: the guest's cart (its `cart_key` from sessionStorage) or the
 * customer's (the bearer from localStorage), asked for as the store client will ask it; once it
 * answers, its lines' products, in the one call the client makes for them (`products?per_page=
 * N&include=…`, ids in the lines' order), so the lines need no round trip after the app is up.
 */
export const CART_EARLY_READ_SCRIPT = `(function(){try{var t=localStorage.getItem('${LOCAL_STORAGE_KEYS.token}'),k=sessionStorage.getItem('${SESSION_STORAGE_KEYS.cart_key}'),u=location.origin+'/wp-json/cocart/v2/cart',h={Accept:'application/json'};if(t)h.Authorization='Bearer '+t;else if(k&&/${GUEST_CART_KEY_PATTERN.source}/.test(k))u+='?cart_key='+encodeURIComponent(k);else return;var e=window.${EARLY}=window.${EARLY}||{},c=fetch(u,{headers:h});e['GET '+u+' '+(h.Authorization||'')]=c;c.then(function(r){return r.ok?r.clone().json():null}).then(function(b){var s={},i=[];((b&&b.items)||[]).forEach(function(l){if(!s[l.id]){s[l.id]=1;i.push(l.id)}});if(i.length<1||i.length>${String(PRODUCTS_PER_CALL)})return;var p=location.origin+'/wp-json/wc/v3/products?per_page='+i.length+'&include='+encodeURIComponent(i.join(','));e['GET '+p+' ']=fetch(p,{headers:{Accept:'application/json'}})})['catch'](function(){})}catch(_){}})();`;

/**
 * The browser's `fetch` for the store client: a read the page already started is taken (once),
 * anything else goes out as asked.
 */
export function fetchWithEarlyReads(
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  const request = new Request(input, init);
  const early = window[EARLY];
  const key = keyOf(request.method, request.url, request.headers.get('authorization'));
  const started = early?.[key];
  if (early === undefined || started === undefined) return fetch(request);
  delete early[key];
  // A read that failed on its way is asked again, as the client would have.
  return started.catch(() => fetch(request));
}
