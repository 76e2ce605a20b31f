import { describe, expect, it } from 'vitest';
import { mergeCartLines } from './cart-merge.js';
import {
  applianceKeyOf,
  attachableAppliance,
  INSTALLATION_CODES,
  installationItemData,
  keepTies,
  keysRemovedWith,
  mayTieOnto,
  nestInstallations,
  quantityChange,
  type TiedLine,
} from './installation-lines.js';

const appliance: TiedLine = { itemKey: 'ac', quantity: 2 };
const installation: TiedLine = { itemKey: 'inst', quantity: 2, installationFor: 'ac' };
const other: TiedLine = { itemKey: 'tv', quantity: 1 };
const cart = [appliance, installation, other];

describe('an installation attached to its appliance', () => {
  it('names its appliance in the item data CoCart keeps and echoes', () => {
    expect(applianceKeyOf(installationItemData('ac'))).toBe('ac');
    expect(applianceKeyOf([])).toBeUndefined();
    expect(applianceKeyOf({ other: 'x' })).toBeUndefined();
    expect(applianceKeyOf({ vitrina_installation_for: 7 })).toBeUndefined();
    expect(applianceKeyOf(null)).toBeUndefined();
  });

  it('attaches only to a line of the cart that is not itself attached', () => {
    expect(attachableAppliance(cart, 'ac')).toBe(appliance);
    expect(attachableAppliance(cart, 'inst')).toBeUndefined();
    expect(attachableAppliance(cart, 'gone')).toBeUndefined();
  });

  it('is a service tied onto goods, never goods nor a service onto a service', () => {
    const airConditioner = [193, 194];
    const installationService = [200];
    const television = [210, 211];
    expect(mayTieOnto(installationService, airConditioner)).toBe(true);
    expect(mayTieOnto([202], television)).toBe(true);
    expect(mayTieOnto(television, airConditioner)).toBe(false);
    expect(mayTieOnto(installationService, installationService)).toBe(false);
    expect(mayTieOnto(installationService, [203])).toBe(false);
    expect(mayTieOnto([], airConditioner)).toBe(false);
  });

  it('goes with its appliance, and goes alone when removed itself', () => {
    expect(keysRemovedWith(cart, 'ac')).toEqual(['ac', 'inst']);
    expect(keysRemovedWith(cart, 'inst')).toEqual(['inst']);
    expect(keysRemovedWith(cart, 'tv')).toEqual(['tv']);
  });

  it('follows its appliance’s quantity', () => {
    expect(quantityChange(cart, 'ac', 3)).toEqual({
      kind: 'set',
      lines: [
        { itemKey: 'ac', quantity: 3 },
        { itemKey: 'inst', quantity: 3 },
      ],
    });
    expect(quantityChange(cart, 'tv', 4)).toEqual({
      kind: 'set',
      lines: [{ itemKey: 'tv', quantity: 4 }],
    });
  });

  it('refuses a quantity of its own, and takes its appliance’s as no change', () => {
    expect(quantityChange(cart, 'inst', 1)).toMatchObject({
      kind: 'refused',
      code: INSTALLATION_CODES.quantityFollowsAppliance,
    });
    expect(quantityChange(cart, 'inst', 2)).toEqual({ kind: 'set', lines: [] });
  });

  it('is kept at its appliance’s quantity, and dropped without it', () => {
    expect(keepTies([{ ...appliance, quantity: 5 }, installation, other])).toEqual([
      { ...appliance, quantity: 5 },
      { ...installation, quantity: 5 },
      other,
    ]);
    expect(keepTies([installation, other])).toEqual([other]);
    expect(keepTies([other, { ...installation, installationFor: 'tv' }])).toEqual([
      other,
      { ...installation, installationFor: 'tv', quantity: 1 },
    ]);
  });

  it('keeps the tie when a guest cart is merged into a customer’s', () => {
    const line = (itemKey: string, quantity: number, installationFor?: string) => ({
      itemKey,
      productId: itemKey === 'ac' ? 1 : 2,
      quantity,
      installationFor,
    });
    const merged = mergeCartLines(
      [line('ac', 1), line('inst', 1, 'ac')],
      [line('ac', 2), line('inst', 2, 'ac')],
      (id) => (id === 1 ? 2 : 99),
    );
    expect(merged.map((entry) => [entry.itemKey, entry.quantity])).toEqual([
      ['ac', 2],
      ['inst', 2],
    ]);
    const applianceSoldOut = mergeCartLines([], [line('ac', 1), line('inst', 1, 'ac')], (id) =>
      id === 1 ? 0 : 99,
    );
    expect(applianceSoldOut).toEqual([]);
  });

  it('is shown under its appliance, or on its own when its appliance is not shown', () => {
    const item = (cart_key: string, installation_for: string | null = null) => ({
      cart_key,
      installation_for,
    });
    const [ac, inst, tv, stray] = [item('ac'), item('inst', 'ac'), item('tv'), item('x', 'gone')];
    expect(nestInstallations([inst, tv, ac, stray])).toEqual([
      { line: tv, installations: [] },
      { line: ac, installations: [inst] },
      { line: stray, installations: [] },
    ]);
  });
});
