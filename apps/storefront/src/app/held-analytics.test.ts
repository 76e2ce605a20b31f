import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as a new page load in the same tab has. */
const pageLoad = async () => {
  vi.resetModules();
  return import('./held-analytics');
};

const events = () =>
  (window.dataLayer ?? []).flatMap((entry: unknown) => {
    const event: unknown =
      typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'event') : undefined;
    return typeof event === 'string' ? [event] : [];
  });

describe('checkout events held for the tag manager (J5)', () => {
  beforeEach(() => {
    window.dataLayer = [];
    sessionStorage.clear();
    localStorage.clear();
  });

  it('puts back on the next page load what the checkout pushed, once, and not on the same load', async () => {
    const checkout = await pageLoad();
    checkout.pushHeld({ event: 'begin_checkout', ecommerce: { value: 1 } });
    checkout.pushHeld({ event: 'add_payment_info', ecommerce: { value: 1 } });
    checkout.releaseHeld();
    expect(events()).toEqual(['begin_checkout', 'add_payment_info']);

    const again = await pageLoad();
    window.dataLayer = [];
    again.pushHeld({ event: 'add_shipping_info', ecommerce: {} });
    // The gateway's page came between: a new load, an empty dataLayer.
    const confirmation = await pageLoad();
    window.dataLayer = [];
    confirmation.releaseHeld();
    expect(events()).toEqual(['add_shipping_info']);
    confirmation.releaseHeld();
    expect(events()).toEqual(['add_shipping_info']);
  });

  it('J5: a checkout left without ordering reaches the container on whichever page loads it next', async () => {
    (await pageLoad()).pushHeld({ event: 'begin_checkout', ecommerce: { value: 1 } });
    // The shopper leaves /checkout for the home page: a new load that is not the confirmation.
    vi.resetModules();
    window.dataLayer = [];
    const { loadTagManager } = await import('./tag-manager');
    loadTagManager('GTM-VTR1NA');
    expect(events()).toEqual(['begin_checkout', 'gtm.js']);
    document.getElementById('tag-manager')?.remove();
  });

  it('sends the purchase of an order once, across reloads', async () => {
    const send = vi.fn();
    (await pageLoad()).oncePerOrder(41, send);
    (await pageLoad()).oncePerOrder(41, send);
    (await pageLoad()).oncePerOrder(42, send);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
