import { shopDate } from '@vitrina/core';
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  waitFor,
  type SnapshotFrom,
} from 'xstate';
import { checkoutBody } from './checkout-api';
import {
  CheckoutDraftSchema,
  type CheckoutPatch,
  type CheckoutStep,
  type PaymentOption,
  type ShippingOption,
} from './checkout-steps';
import {
  checkoutMachine,
  type CheckoutFailure,
  type OrderSummary,
  type Outcome,
  type PlacedOrder,
} from './checkout.machine';

const DAY = 86_400_000;
/** The machine's clock in these tests: a Thursday afternoon in Santo Domingo. */
const NOW = Date.parse('2030-01-03T18:00:00Z');
const tomorrow = shopDate(NOW + DAY);

const methods: ShippingOption[] = [
  { method_id: 'flat_rate', instance_id: 1, title: 'Envío a domicilio', cost: 50_000, minimum: 0 },
];
const gateways: PaymentOption[] = [
  { id: 'bacs', title: 'Transferencia', description: '', allows_partial_payment: true },
  { id: 'cod', title: 'Contra entrega', description: '', allows_partial_payment: false },
];
const summary: OrderSummary = {
  lines: [{ product_id: 7, name: 'Aire 12000 BTU', options: [], quantity: 1, total: 2_599_900 }],
  goods: 2_599_900,
  discount: 0,
  shipping: 50_000,
  itbis: 404_222,
  total: 2_649_900,
  coupons: [],
  deposit: null,
};
const placed: PlacedOrder = {
  order_id: 41,
  order_key: 'wc_order_abc',
  total: 2_649_900,
  payment_url: null,
};

const contact = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.do',
  phone: '809-555-1234',
  social_id: '001-1391820-5',
};
const address = {
  billing_address: {
    first_name: 'Ana',
    last_name: 'Pérez',
    address: 'Calle El Sol 12',
    city: 'Santo Domingo',
    state: 'DO-32',
    sector: 'Piantini',
    reference: 'Frente al colmado',
  },
};
const delivery = { date: tomorrow, shipping_address: { method_id: 'flat_rate:1' } };
const complete: CheckoutPatch = { ...contact, ...address, ...delivery, payment_method: 'bacs' };

type Answers = {
  quote?: () => Promise<Outcome<OrderSummary>>;
  place?: (input: { attemptKey: string; expectedTotal: number }) => Promise<Outcome<PlacedOrder>>;
  methods?: () => Promise<ShippingOption[]>;
  profile?: () => Promise<CheckoutPatch>;
  now?: () => number;
  /** Drives the machine's timers (the automatic retries). */
  clock?: SimulatedClock;
};

function start(draft: CheckoutPatch = {}, step?: CheckoutStep, answers: Answers = {}) {
  const orderConfirmed = vi.fn();
  const shippingChosen = vi.fn();
  const paymentChosen = vi.fn();
  const beginCheckout = vi.fn();
  const recheckCoupons = vi.fn();
  const soldOut = vi.fn();
  const place = vi.fn(
    answers.place ?? (() => Promise.resolve<Outcome<PlacedOrder>>({ ok: true, value: placed })),
  );
  // What the cart's coupons and the connection send the machine, once it listens to them.
  let cartSends: ((codes: readonly string[]) => void) | undefined;
  let connectionSends: (() => void) | undefined;
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadProfile: fromPromise(answers.profile ?? (() => Promise.resolve({}))),
        loadShippingMethods: fromPromise(answers.methods ?? (() => Promise.resolve(methods))),
        loadGateways: fromPromise(() => Promise.resolve(gateways)),
        quoteOrder: fromPromise(
          answers.quote ??
            (() => Promise.resolve<Outcome<OrderSummary>>({ ok: true, value: summary })),
        ),
        placeOrder: fromPromise(({ input }) => place(input)),
        followCartCoupons: fromCallback(({ sendBack }) => {
          cartSends = (codes) => sendBack({ type: 'cart.coupons', codes });
        }),
        watchConnection: fromCallback(({ sendBack }) => {
          connectionSends = () => sendBack({ type: 'connection.back' });
          return () => {
            connectionSends = undefined;
          };
        }),
      },
      actions: {
        beginCheckout,
        shippingChosen: (_, params) => {
          shippingChosen(params);
        },
        paymentChosen: (_, params) => {
          paymentChosen(params);
        },
        orderConfirmed: (_, params) => {
          orderConfirmed(params);
        },
        recheckCoupons: (_, params) => {
          recheckCoupons(params);
        },
        soldOut: (_, params) => {
          soldOut(params);
        },
      },
    }),
    {
      input: { draft, step, now: answers.now ?? (() => NOW) },
      ...(answers.clock ? { clock: answers.clock } : {}),
    },
  ).start();
  return {
    actor,
    cart: { coupons: (codes: readonly string[]) => cartSends?.(codes) },
    connection: { back: () => connectionSends?.() },
    place,
    orderConfirmed,
    shippingChosen,
    paymentChosen,
    beginCheckout,
    recheckCoupons,
    soldOut,
  };
}

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
const settled = (actor: ReturnType<typeof start>['actor'], test: (state: Snapshot) => boolean) =>
  waitFor(actor, test, { timeout: 2_000 });

async function atReview(answers: Answers = {}) {
  const run = start(complete, 'review', answers);
  await settled(run.actor, (state) => state.matches({ review: 'ready' }));
  return run;
}

const refusal = (failure: CheckoutFailure) => () =>
  Promise.resolve<Outcome<PlacedOrder>>({ ok: false, failure });

describe('checkoutMachine: the steps', () => {
  it('starts at contact with the spec defaults and tracks begin_checkout', () => {
    const { actor, beginCheckout } = start();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('contact');
    expect(context.schedule).toBe('9:00 AM - 12:00 PM');
    expect(context.shipping_address.method_cost).toBe('0');
    expect(context.isOrderPending).toBe(false);
    expect(beginCheckout).toHaveBeenCalledOnce();
  });

  it('contact: stays with Spanish field errors until the fields pass core rules', () => {
    const { actor } = start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context.errors).toMatchObject({ first_name: 'Escribe tu nombre.' });
    actor.send({ type: 'form.update', patch: { ...contact, social_id: '' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      social_id: 'Escribe tu cédula o tu pasaporte.',
    });
    actor.send({ type: 'form.update', patch: contact });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('fiscal');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('fiscal: optional, but is_fiscal needs a valid RNC and the trade name', () => {
    const { actor } = start(contact, 'fiscal');
    expect(actor.getSnapshot().value).toBe('fiscal');
    actor.send({ type: 'form.update', patch: { is_fiscal: true, rnc: '123456789' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ rnc: 'El RNC no es válido.' });
    actor.send({ type: 'form.update', patch: { rnc: '1-01-85004-3' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      trade_name: 'Escribe la razón social para el comprobante fiscal.',
    });
    actor.send({ type: 'form.update', patch: { trade_name: 'Frío Caribe SRL' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('address');
  });

  it('address: billing with sector; the delivery address only when it differs', () => {
    const { actor } = start(contact, 'address');
    actor.send({ type: 'form.update', patch: { billing_address: { address: 'Calle 1' } } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      'billing_address.sector': 'Escribe el sector.',
      'billing_address.state': 'Elige la provincia.',
    });
    actor.send({ type: 'form.update', patch: { ...address, ship_to_different_address: true } });
    actor.send({ type: 'step.next' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toContain('shipping_address.address');
    actor.send({ type: 'form.update', patch: { ship_to_different_address: false } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches('delivery')).toBe(true);
  });

  it('address: the names come from the contact step; the address step does not ask them again', () => {
    const { first_name: _first, last_name: _last, ...place } = address.billing_address;
    const { actor } = start({ ...contact, billing_address: place }, 'address');
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().matches('delivery')).toBe(true);
  });

  it('delivery: methods of the province, a method, a date in the window; cost from the store', async () => {
    const loaded = vi.fn(() => Promise.resolve(methods));
    const { actor, shippingChosen } = start({ ...contact, ...address }, 'delivery', {
      methods: loaded,
    });
    await settled(actor, (state) => state.matches({ delivery: 'choosing' }));
    expect(loaded).toHaveBeenCalledOnce();
    actor.send({ type: 'form.update', patch: { date: '2020-01-01' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      date: 'Elige una fecha y un horario de entrega válidos.',
      'shipping_address.method_id': 'Elige un método de envío.',
    });
    actor.send({ type: 'form.update', patch: delivery });
    actor.send({ type: 'step.next' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('payment')).toBe(true);
    expect(context.shipping_address).toMatchObject({
      method_title: 'Envío a domicilio',
      method_cost: '500.00',
    });
    expect(context.schedule).toBe('9:00 AM - 12:00 PM');
    expect(shippingChosen).toHaveBeenCalledWith({ methodTitle: 'Envío a domicilio' });
  });

  it('delivery: the date’s window starts on the day of the injected clock', async () => {
    const { actor } = start({ ...contact, ...address, ...delivery }, 'delivery', {
      now: () => NOW + 3 * DAY,
    });
    await settled(actor, (state) => state.matches({ delivery: 'choosing' }));
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      date: 'Elige una fecha y un horario de entrega válidos.',
    });
  });

  it('delivery: methods that fail to load can be retried', async () => {
    let calls = 0;
    const { actor } = start({ ...contact, ...address }, 'delivery', {
      methods: () =>
        ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(methods),
    });
    await settled(actor, (state) => state.matches({ delivery: 'unavailable' }));
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
    actor.send({ type: 'order.retry' });
    await settled(actor, (state) => state.matches({ delivery: 'choosing' }));
  });

  it('payment: a gateway of the store; a deposit only where the gateway allows it', async () => {
    const { actor, paymentChosen } = start({ ...complete, payment_method: '' }, 'payment');
    await settled(actor, (state) => state.matches({ payment: 'choosing' }));
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      payment_method: 'Elige un método de pago.',
    });
    actor.send({ type: 'form.update', patch: { payment_method: 'cod', isPartialPayment: true } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      isPartialPayment: 'Este método de pago no admite abono.',
    });
    actor.send({ type: 'form.update', patch: { payment_method: 'bacs' } });
    actor.send({ type: 'step.next' });
    await settled(actor, (state) => state.matches({ review: 'ready' }));
    expect(paymentChosen).toHaveBeenCalledWith({ gateway: 'bacs' });
    expect(actor.getSnapshot().context.total).toBe(summary.total);
  });

  it('a signed-in customer’s account fills only the empty fields, never what was typed', async () => {
    const { actor } = start(
      { email: 'typed@example.do', billing_address: { sector: 'Naco' } },
      undefined,
      {
        profile: () =>
          Promise.resolve({
            first_name: 'Ana',
            email: 'ana.perez@vitrina.do',
            billing_address: { address: 'Calle El Sol 12', sector: 'Piantini' },
          }),
      },
    );
    await settled(actor, (state) => state.context.first_name !== '');
    const { context } = actor.getSnapshot();
    expect(context.first_name).toBe('Ana');
    expect(context.email).toBe('typed@example.do');
    expect(context.billing_address).toMatchObject({ address: 'Calle El Sol 12', sector: 'Naco' });
  });

  it('step.back goes to the previous step and step.goto only backwards', async () => {
    const { actor } = await atReview();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('payment')).toBe(true);
    actor.send({ type: 'step.goto', step: 'contact' });
    expect(actor.getSnapshot().value).toBe('contact');
    actor.send({ type: 'step.goto', step: 'review' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context.first_name).toBe('Ana');
  });

  it('G10: a URL step is reached only when every step before it is done', () => {
    expect(start({}, 'review').actor.getSnapshot().value).toBe('contact');
    expect(start(contact, 'review').actor.getSnapshot().value).toBe('address');
    const noMethod = { ...complete, shipping_address: {} };
    expect(start(noMethod, 'review').actor.getSnapshot().matches('delivery')).toBe(true);
    expect(start(complete, 'address').actor.getSnapshot().value).toBe('address');
  });
});

describe('checkoutMachine: placing the order', () => {
  it('places once with the reviewed total and a fresh key, then confirms', async () => {
    const { actor, place, orderConfirmed } = await atReview();
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().context.isOrderPending).toBe(true);
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.status === 'done');
    expect(place).toHaveBeenCalledOnce();
    const input = place.mock.calls[0]?.[0];
    expect(input?.expectedTotal).toBe(summary.total);
    expect(input?.attemptKey).toMatch(/^[0-9a-f]{32}$/);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      order_id: 41,
      order_key: 'wc_order_abc',
      isOrderPending: false,
    });
    expect(orderConfirmed).toHaveBeenCalledWith({ order: placed, coupon: '' });
  });

  it('its tags tell the page what it may do: wait for the total, confirm, wait for the order, retry', async () => {
    const { actor } = start(complete, 'review', {
      place: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('placeable')).toBe(false);
    await settled(actor, (state) => state.hasTag('placeable'));
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().hasTag('placing')).toBe(true);
    expect(actor.getSnapshot().hasTag('placeable')).toBe(false);
    await settled(actor, (state) => state.hasTag('retryable'));
    expect(actor.getSnapshot().hasTag('placing')).toBe(false);
  });

  it("issue 24: a card order's payment page goes out with the confirmed order", async () => {
    const card = { ...placed, payment_url: 'https://pagos.do/pagar/41?key=wc_order_abc' };
    const { actor, orderConfirmed } = await atReview({
      place: () => Promise.resolve({ ok: true, value: card }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().context.payment_url).toBe(card.payment_url);
    expect(orderConfirmed).toHaveBeenCalledWith({ order: card, coupon: '' });
  });

  it('R8: a lost answer is retried with the same key and every field kept', async () => {
    let calls = 0;
    const { actor, place } = await atReview({
      place: () =>
        ++calls === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve({ ok: true, value: placed }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('networkLost'));
    expect(actor.getSnapshot().context.failure?.message).toMatch(/Estamos confirmando tu pedido/);
    expect(actor.getSnapshot().context.social_id).toBe(contact.social_id);
    actor.send({ type: 'order.retry' });
    await settled(actor, (state) => state.status === 'done');
    const [first, second] = place.mock.calls.map((call) => call[0].attemptKey);
    expect(second).toBe(first);
  });

  it('R8: retries on its own after a pause', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const { actor, place } = await atReview({
      clock,
      place: () =>
        ++calls === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve({ ok: true, value: placed }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('networkLost'));
    clock.increment(999);
    expect(place).toHaveBeenCalledOnce();
    clock.increment(1);
    await settled(actor, (state) => state.status === 'done');
    expect(place).toHaveBeenCalledTimes(2);
  });

  it('G3: a changed price shows the new total and needs a new confirmation with a new key', async () => {
    const newSummary = { ...summary, total: 2_849_900 };
    let calls = 0;
    const { actor, place } = await atReview({
      place: () =>
        ++calls === 1
          ? refusal({ kind: 'price_changed', message: 'El precio cambió.', summary: newSummary })()
          : Promise.resolve({ ok: true, value: { ...placed, total: 2_849_900 } }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('priceChanged'));
    expect(actor.getSnapshot().context.total).toBe(2_849_900);
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.status === 'done');
    const [first, second] = place.mock.calls.map((call) => call[0]);
    expect(second?.expectedTotal).toBe(2_849_900);
    expect(second?.attemptKey).not.toBe(first?.attemptKey);
  });

  it.each([
    ['coupon_refused', 'couponRefused', 'refreshable'],
    ['stock_changed', 'stockChanged', 'refreshable'],
    ['token_expired', 'tokenExpired', 'sessionExpired'],
    ['refused', 'refused', 'refreshable'],
  ] as const)('a %s refusal is its own state and keeps the form', async (kind, state, tag) => {
    const { actor } = await atReview({
      place: refusal({ kind, message: 'Mensaje en español.' }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (snapshot) => snapshot.matches(state));
    expect(actor.getSnapshot().hasTag(tag)).toBe(true);
    expect(actor.getSnapshot().hasTag('placeable')).toBe(false);
    const { context } = actor.getSnapshot();
    expect(context.failure?.message).toBe('Mensaje en español.');
    expect(context.billing_address.reference).toBe('Frente al colmado');
    expect(context.isOrderPending).toBe(false);
    expect(context.attempt_key).toBeNull();
  });

  it('«wait a minute» keeps the attempt key: the shop answered it before looking the attempt up (H1, K2)', async () => {
    let calls = 0;
    const { actor, place } = await atReview({
      place: () =>
        ++calls === 1
          ? refusal({ kind: 'rate_limited', message: 'Espera un minuto.' })()
          : Promise.resolve({ ok: true, value: placed }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (snapshot) => snapshot.matches('rateLimited'));
    expect(actor.getSnapshot().context.attempt_key).not.toBeNull();
    actor.send({ type: 'review.refresh' });
    await settled(actor, (snapshot) => snapshot.matches({ review: 'ready' }));
    actor.send({ type: 'order.place' });
    await settled(actor, (snapshot) => snapshot.status === 'done');
    const [first, second] = place.mock.calls.map((call) => call[0]);
    expect(second?.attemptKey).toBe(first?.attemptKey);
  });

  it('R9: back online at the review, the store quotes it again; off the review nothing listens', async () => {
    const quote = vi.fn(() => Promise.resolve<Outcome<OrderSummary>>({ ok: true, value: summary }));
    const { actor, connection } = await atReview({ quote });
    connection.back();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled(actor, (state) => state.matches({ review: 'ready' }));
    expect(quote).toHaveBeenCalledTimes(2);
    actor.send({ type: 'step.back' });
    connection.back();
    expect(actor.getSnapshot().matches('payment')).toBe(true);
    expect(quote).toHaveBeenCalledTimes(2);
  });

  it('a fault (our own 500) shows its message as is, is never retried on its own, and is confirmed again with the same key', async () => {
    const clock = new SimulatedClock();
    const message =
      'Algo falló de nuestro lado. Inténtalo de nuevo; si se repite, indícanos el código ab12cd34.';
    let calls = 0;
    const { actor, place } = await atReview({
      clock,
      place: () =>
        ++calls === 1
          ? refusal({ kind: 'fault', message })()
          : Promise.resolve({ ok: true, value: placed }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('faulted'));
    clock.increment(60_000);
    await Promise.resolve();
    expect(place).toHaveBeenCalledOnce();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('faulted')).toBe(true);
    expect(snapshot.hasTag('placeable')).toBe(true);
    expect(snapshot.hasTag('retryable')).toBe(false);
    expect(snapshot.context).toMatchObject({
      failure: { kind: 'fault', message },
      isOrderPending: false,
      step: 'review',
      ...contact,
    });
    expect(snapshot.context.billing_address.reference).toBe('Frente al colmado');
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.status === 'done');
    const [first, second] = place.mock.calls.map((call) => call[0]);
    expect(second?.attemptKey).toBe(first?.attemptKey);
    expect(second?.expectedTotal).toBe(summary.total);
  });

  it('a fault while quoting the review leaves nothing to confirm until «Reintentar» asks again', async () => {
    const clock = new SimulatedClock();
    const fault = {
      kind: 'fault',
      message: 'Algo falló de nuestro lado… código ab12cd34.',
    } as const;
    let calls = 0;
    const quote = vi.fn(() =>
      Promise.resolve<Outcome<OrderSummary>>(
        ++calls === 1 ? { ok: false, failure: fault } : { ok: true, value: summary },
      ),
    );
    const { actor } = start(complete, 'review', { quote, clock });
    await settled(actor, (state) => state.matches({ review: 'unavailable' }));
    expect(actor.getSnapshot().context.failure).toEqual(fault);
    expect(actor.getSnapshot().hasTag('placeable')).toBe(false);
    clock.increment(60_000);
    expect(quote).toHaveBeenCalledOnce();
    actor.send({ type: 'order.retry' });
    await settled(actor, (state) => state.matches({ review: 'ready' }));
    expect(quote).toHaveBeenCalledTimes(2);
  });

  it('token expired: after logging in again the review is quoted anew', async () => {
    const { actor } = await atReview({
      place: refusal({ kind: 'token_expired', message: 'Tu sesión ha expirado.' }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('tokenExpired'));
    actor.send({ type: 'session.renewed' });
    await settled(actor, (state) => state.matches({ review: 'ready' }));
  });

  it('stock changed: the review refreshes from the store', async () => {
    const { actor } = await atReview({
      place: refusal({ kind: 'stock_changed', message: '"Aire" se agotó.' }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('stockChanged'));
    actor.send({ type: 'review.refresh' });
    await settled(actor, (state) => state.matches({ review: 'ready' }));
  });

  it('M8: a product sold out as the order was placed: the cart marks its line, the cart is a link away, and the failure names the product for the review to mark', async () => {
    const { actor, soldOut } = await atReview({
      place: refusal({ kind: 'stock_changed', message: '"Aire" se agotó.', productId: 794 }),
    });
    expect(soldOut).not.toHaveBeenCalled();
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('stockChanged'));
    expect(soldOut).toHaveBeenCalledExactlyOnceWith({ productId: 794 });
    expect(actor.getSnapshot().hasTag('cartToFix')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'stock_changed',
      message: '"Aire" se agotó.',
      productId: 794,
    });
    expect(actor.getSnapshot().context.summary).toEqual(summary);
  });

  it('«Atrás» from a refusal goes to the payment step with every field kept', async () => {
    const { actor } = await atReview({
      place: refusal({ kind: 'stock_changed', message: '"Aire" se agotó.' }),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('stockChanged'));
    actor.send({ type: 'step.back' });
    await settled(actor, (state) => state.matches({ payment: 'choosing' }));
    expect(actor.getSnapshot().context).toMatchObject({ ...contact, payment_method: 'bacs' });
  });
});

describe('checkoutMachine: coupons (the cart’s)', () => {
  it('follows the cart’s coupons: held ones are quoted, another set quotes the review again', async () => {
    const quote = vi.fn(() => Promise.resolve<Outcome<OrderSummary>>({ ok: true, value: summary }));
    const { actor } = await atReview({ quote });
    expect(quote).toHaveBeenCalledTimes(1);
    actor.send({ type: 'cart.coupons', codes: ['vitrina10'] });
    await settled(actor, (state) => state.matches({ review: 'ready' }) && state.context.hasCoupon);
    expect(actor.getSnapshot().context).toMatchObject({ coupon: 'vitrina10', hasCoupon: true });
    expect(quote).toHaveBeenCalledTimes(2);
    expect(checkoutBody(CheckoutDraftSchema.parse(actor.getSnapshot().context)).coupons).toEqual([
      'vitrina10',
    ]);
    actor.send({ type: 'cart.coupons', codes: [] });
    await settled(actor, (state) => state.matches({ review: 'ready' }) && !state.context.hasCoupon);
    expect(actor.getSnapshot().context.coupon).toBe('');
    expect(quote).toHaveBeenCalledTimes(3);
  });

  it('the cart’s coupons reach the checkout from the cart itself; the same codes again quote nothing', async () => {
    const quote = vi.fn(() => Promise.resolve<Outcome<OrderSummary>>({ ok: true, value: summary }));
    const { actor, cart } = await atReview({ quote });
    cart.coupons(['vitrina10']);
    await settled(actor, (state) => state.matches({ review: 'ready' }) && state.context.hasCoupon);
    expect(quote).toHaveBeenCalledTimes(2);
    cart.coupons(['vitrina10']);
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true);
    expect(quote).toHaveBeenCalledTimes(2);
  });

  it('outside the review the coupons are only kept, for the review to quote', () => {
    const { actor } = start(contact);
    actor.send({ type: 'cart.coupons', codes: ['ahorra2000', 'verano'] });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(checkoutBody(CheckoutDraftSchema.parse(actor.getSnapshot().context)).coupons).toEqual([
      'ahorra2000',
      'verano',
    ]);
  });

  it('G4: a coupon the store refuses at review sends the cart to check its coupons again; the message says why', async () => {
    const { actor, recheckCoupons } = start(
      { ...complete, coupon: 'ahorra2000', hasCoupon: true },
      'review',
      {
        quote: () =>
          Promise.resolve({
            ok: false,
            failure: { kind: 'coupon_refused', message: 'El gasto mínimo…' },
          }),
      },
    );
    await settled(actor, (state) => state.matches('couponRefused'));
    expect(recheckCoupons).toHaveBeenCalledWith({ email: contact.email });
    expect(actor.getSnapshot().context.failure?.message).toBe('El gasto mínimo…');
    // The cart let it go: the checkout follows, and the review is quoted without it.
    actor.send({ type: 'cart.coupons', codes: [] });
    expect(actor.getSnapshot().context.hasCoupon).toBe(false);
  });
});

describe('checkoutMachine: delivery slots and the fiscal invoice', () => {
  it('delivery: a window taken meanwhile proposes the next free one, confirmed after a new review', async () => {
    const next = { date: '2030-01-08', schedule: '12:00 PM - 3:00 PM' } as const;
    let calls = 0;
    const { actor, place } = await atReview({
      place: () =>
        Promise.resolve<Outcome<PlacedOrder>>(
          ++calls === 1
            ? {
                ok: false,
                failure: {
                  kind: 'slot_taken',
                  message: 'El horario que elegiste se llenó mientras comprabas.',
                  next,
                },
              }
            : { ok: true, value: placed },
        ),
    });
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.matches('refused'));
    const { context } = actor.getSnapshot();
    expect(context.failure?.message).toMatch(/se llenó/);
    expect(context).toMatchObject(next);
    expect(context.attempt_key).toBeNull();
    actor.send({ type: 'review.refresh' });
    await settled(actor, (state) => state.matches({ review: 'ready' }));
    actor.send({ type: 'order.place' });
    await settled(actor, (state) => state.status === 'done');
    expect(place).toHaveBeenCalledTimes(2);
    expect(place.mock.calls[1]?.[0]).toMatchObject({ draft: next });
  });

  it('delivery: the crew details start as ground floor with someone receiving, and go with the order', () => {
    const { actor } = start(complete, 'delivery');
    expect(actor.getSnapshot().context.bulky_delivery).toEqual({
      floor: '',
      access: 'planta_baja',
      someone_receives: true,
      haul_away: false,
    });
    const details = {
      floor: '5',
      access: 'ascensor' as const,
      someone_receives: false,
      haul_away: true,
    };
    actor.send({ type: 'form.update', patch: { bulky_delivery: details } });
    const draft = CheckoutDraftSchema.parse(actor.getSnapshot().context);
    expect(checkoutBody(draft).bulky_delivery).toEqual(details);
  });

  it('fiscal: the RNC and trade name go with the order only while is_fiscal is ticked', () => {
    const { actor } = start(contact, 'fiscal');
    const company = { is_fiscal: true, rnc: '1-01-85004-3', trade_name: 'Frío Caribe SRL' };
    actor.send({ type: 'form.update', patch: company });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('address');
    const fiscal = CheckoutDraftSchema.parse(actor.getSnapshot().context);
    expect(checkoutBody(fiscal)).toMatchObject(company);
    actor.send({ type: 'form.update', patch: { is_fiscal: false } });
    const consumer = CheckoutDraftSchema.parse(actor.getSnapshot().context);
    expect(checkoutBody(consumer)).toMatchObject({ is_fiscal: false, rnc: '', trade_name: '' });
  });
});
