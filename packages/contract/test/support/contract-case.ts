import { expect } from 'vitest';

import { differencesOf } from '../../src/differences.js';
import type { StoreTarget } from './targets.js';

/** What a case saw in one store: plain JSON, compared between the two stores. */
export type Observation = Record<string, unknown>;

/** One contract case: the same calls against each store, and what must hold in each. */
export interface ContractCase {
  name: string;
  observe(store: StoreTarget): Promise<Observation>;
  /** The contract itself, checked in each store (two stores equally wrong still fail). */
  check(observation: Observation, store: StoreTarget): void;
}

/**
 * The two observations must be equal, except for the intended differences listed for the case:
 * those must be exactly as listed in each store (so a difference that goes away is noticed).
 */
export function expectSameContract(name: string, embedded: Observation, real: Observation): void {
  const rest = (observation: Observation, keys: string[]): Observation =>
    Object.fromEntries(Object.entries(observation).filter(([key]) => !keys.includes(key)));
  const differences = differencesOf(name);
  for (const difference of differences) {
    expect(embedded[difference.key], `${difference.id}, tienda embebida`).toEqual(
      difference.embedded,
    );
    expect(real[difference.key], `${difference.id}, WooCommerce`).toEqual(difference.real);
  }
  const keys = differences.map((difference) => difference.key);
  expect(rest(real, keys), `${name}: WooCommerce frente a la tienda embebida`).toEqual(
    rest(embedded, keys),
  );
}
