import { expect } from 'vitest';

import type { StoreTarget } from './targets.js';

/** The form of the gateway's page whose button says `label`: where it posts and its fields. */
export function formOf(html: string, label: string): { action: string; fields: URLSearchParams } {
  const form = [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].find(
    (match) => (match[2] ?? '').includes(label),
  );
  if (form === undefined) throw new Error(`no form «${label}» on the gateway's page:\n${html}`);
  const fields = new URLSearchParams();
  for (const input of (form[2] ?? '').matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)) {
    fields.set(input[1] ?? '', input[2] ?? '');
  }
  return { action: (form[1] ?? '').replaceAll(/&(amp|#0?38);/g, '&'), fields };
}

/**
 * The test gateway's page of an order (the embedded store's, or the kit's on WooCommerce's
 * order-pay), read as the shopper's browser reaches it: the real store's pages on its plain http
 * address, as in its e2e.
 */
export async function gatewayPage(
  store: StoreTarget,
  paymentUrl: string,
): Promise<{ url: URL; html: string }> {
  const url = new URL(paymentUrl);
  if (store.name === 'woocommerce') {
    const open = new URL(store.settings.openUrl);
    url.host = open.host;
    url.protocol = open.protocol;
  }
  const page = await fetch(url);
  expect(page.status, `${url.href}`).toBe(200);
  return { url, html: await page.text() };
}

/** Presses «Aprobar pago» or «Rechazar pago» there; answers the `status` the way back names. */
export async function pressOnGatewayPage(
  store: StoreTarget,
  paymentUrl: string,
  label: 'Aprobar pago' | 'Rechazar pago',
): Promise<string> {
  const { url, html } = await gatewayPage(store, paymentUrl);
  const form = formOf(html, label);
  const back = await fetch(new URL(form.action, url), {
    method: 'POST',
    body: form.fields,
    redirect: 'manual',
  });
  expect(back.status, `${form.action}: ${(await back.text()).slice(0, 300)}`).toBe(303);
  return new URL(back.headers.get('location') ?? '').searchParams.get('status') ?? '';
}

/** What the gateway's page says it charges now: «RD$ 24,950.00 (anticipo)». */
export function chargedOn(html: string): string {
  return /Pedido #\d+: ([^<]*)\./.exec(html)?.[1] ?? '';
}
