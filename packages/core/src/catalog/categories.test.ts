import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AIR_CONDITIONER_CATEGORY_ID,
  CATEGORIES,
  categoryBySlugPath,
  categoryPath,
  categoryTrail,
  childCategories,
  getCategory,
  isAirConditioner,
  isCategoryId,
  isServiceCategory,
  rootCategories,
} from './categories.js';

describe('categories', () => {
  it('holds every id of the spec with a Spanish name', () => {
    const specIds = [
      193, 194, 195, 196, 197, 198, 199, 200, 202, 204, 210, 211, 212, 213, 214, 226, 338, 339, 236,
    ];
    for (const id of specIds) expect(getCategory(id)?.name).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect(getCategory(193)?.name).toBe('Aires acondicionados');
    expect(getCategory(338)?.name).toBe('Estufas');
    expect(getCategory(236)?.name).toBe('Calentadores');
    expect(getCategory(AIR_CONDITIONER_CATEGORY_ID)?.slug).toBe('aires-acondicionados');
  });

  it('has unique ids, slugs per parent and icons', () => {
    expect(new Set(CATEGORIES.map((category) => category.id)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((category) => categoryPath(category.id))).size).toBe(
      CATEGORIES.length,
    );
    expect(new Set(CATEGORIES.map((category) => category.icon)).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('makes 193 the parent of 194–199 and 226, and 210 the parent of 211–214', () => {
    expect(childCategories(193).map((category) => category.id)).toEqual([
      194, 195, 196, 197, 198, 199, 226,
    ]);
    expect(childCategories(210).map((category) => category.id)).toEqual([211, 212, 213, 214]);
    expect(childCategories(338)).toEqual([]);
  });

  it('marks 200, 202 and 204 (and our maintenance category) as services', () => {
    expect(rootCategories('service').map((category) => category.id)).toEqual([200, 202, 204, 203]);
    expect(isServiceCategory(202)).toBe(true);
    expect(isServiceCategory(193)).toBe(false);
    expect(isServiceCategory(1)).toBe(false);
    expect(rootCategories('product').map((category) => category.id)).toEqual([
      193, 210, 236, 338, 339,
    ]);
  });

  it('knows its own ids', () => {
    expect(isCategoryId(211)).toBe(true);
    expect(isCategoryId(201)).toBe(false);
    expect(getCategory(201)).toBeUndefined();
  });
});

describe('category URLs', () => {
  it('nests child paths under the parent', () => {
    expect(categoryPath(193)).toBe('aires-acondicionados');
    expect(categoryPath(194)).toBe('aires-acondicionados/mini-split');
    expect(categoryPath(211)).toBe('tv-monitores-y-audio/televisores');
    expect(categoryTrail(226).map((category) => category.id)).toEqual([193, 226]);
  });

  it('resolves every category from its own path (round trip)', () => {
    for (const category of CATEGORIES) {
      expect(categoryBySlugPath(categoryPath(category.id))).toBe(category);
    }
  });

  it('forgives slashes, case and percent-encoding', () => {
    expect(categoryBySlugPath('/Aires-Acondicionados/mini-split/')?.id).toBe(194);
    expect(categoryBySlugPath('aires-acondicionados//vrf')?.id).toBe(226);
    expect(categoryBySlugPath('aires-acondicionados%2Fcassette')?.id).toBe(198);
  });

  it('gives undefined for unknown or half paths', () => {
    expect(categoryBySlugPath('mini-split')).toBeUndefined();
    expect(categoryBySlugPath('estufas/mini-split')).toBeUndefined();
    expect(categoryBySlugPath('')).toBeUndefined();
    expect(categoryBySlugPath('%E0%A4%A')).toBeUndefined();
  });
});

describe('isAirConditioner', () => {
  it('is true exactly when the categories include 193 itself (spec §9, property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 })), (ids) => {
        expect(isAirConditioner(ids)).toBe(ids.includes(193));
      }),
    );
  });

  it('takes a mini split filed as the store files it (193 and 194), not 194 alone', () => {
    expect(isAirConditioner([193, 194])).toBe(true);
    expect(isAirConditioner([194])).toBe(false);
    expect(isAirConditioner([210, 211])).toBe(false);
  });
});
