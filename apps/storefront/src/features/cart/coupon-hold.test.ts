import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../lib/session';
import { createSafeStorage } from '../../lib/storage';
import { COUPON_HOLD_KEY, createCouponHold } from './coupon-hold';

function tab() {
  const perTab = createSafeStorage(() => undefined);
  const session = createSession({
    local: createSafeStorage(() => undefined),
    session: perTab,
    queryClient: new QueryClient(),
  });
  return { perTab, session, hold: createCouponHold(perTab, session) };
}

describe('the coupons a cart holds', () => {
  it('keeps the codes with the guest cart, the same array until they change, and tells listeners', () => {
    const { session, hold } = tab();
    session.setCartKey('clave-invitado');
    const listener = vi.fn();
    hold.subscribe(listener);
    hold.hold(['ahorra2000'], []);
    expect(hold.codes()).toEqual(['ahorra2000']);
    expect(hold.codes()).toBe(hold.codes());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a coupon let go leaves its notice until the coupons change again', () => {
    const { session, hold } = tab();
    session.setCartKey('clave-invitado');
    hold.hold([], ['Quitamos el cupón AHORRA2000 de tu carrito.']);
    expect(hold.notices()).toEqual(['Quitamos el cupón AHORRA2000 de tu carrito.']);
    hold.hold(['vitrina10']);
    expect(hold.notices()).toEqual([]);
  });

  it('follows the guest cart into the customer’s at login; signing out forgets them', () => {
    const { perTab, session, hold } = tab();
    session.setCartKey('clave-invitado');
    hold.hold(['vitrina10']);
    session.signIn('token-cliente');
    session.forgetCartKey();
    expect(hold.codes()).toEqual(['vitrina10']);
    session.signOut();
    expect(hold.codes()).toEqual([]);
    expect(perTab.get(COUPON_HOLD_KEY)).toBeNull();
    session.signIn('token-de-otro-cliente');
    expect(hold.codes()).toEqual([]);
  });

  it('another guest cart (the old one expired) holds none of them', () => {
    const { session, hold } = tab();
    session.setCartKey('clave-vieja');
    hold.hold(['vitrina10']);
    session.setCartKey('clave-nueva');
    expect(hold.codes()).toEqual([]);
  });

  it('an unreadable value holds nothing', () => {
    const { perTab, session, hold } = tab();
    session.setCartKey('clave-invitado');
    perTab.set(COUPON_HOLD_KEY, '{no es json');
    expect(hold.codes()).toEqual([]);
    perTab.set(COUPON_HOLD_KEY, JSON.stringify({ cart: 'clave-invitado', codes: ['a', 3] }));
    expect(hold.codes()).toEqual(['a']);
  });
});
