import { describe, expect, it } from 'vitest';
import { capacityRangeOf, installationFor } from './installation-match.js';

const services = [
  { name: 'Instalación básica de mini split 9,000 a 12,000 BTU' },
  { name: 'Instalación básica de mini split 18,000 a 24,000 BTU' },
  { name: 'Instalación básica de aire piso techo o cassette hasta 60,000 BTU' },
  { name: 'Instalación de televisor en pared' },
];

describe('installation services by capacity', () => {
  it('read the range their name states', () => {
    expect(capacityRangeOf(services[0]?.name ?? '')).toEqual([9000, 12_000]);
    expect(capacityRangeOf(services[2]?.name ?? '')).toEqual([0, 60_000]);
    expect(capacityRangeOf('Instalación de 18000 BTU')).toEqual([18_000, 18_000]);
    expect(capacityRangeOf(services[3]?.name ?? '')).toBeNull();
  });

  it('fit a unit by its capacity, preferring the one naming its type', () => {
    expect(installationFor(12_000, 'Mini split', services)).toBe(services[0]);
    expect(installationFor(24_000, 'Mini split', services)).toBe(services[1]);
    expect(installationFor(24_000, 'Piso techo', services)).toBe(services[2]);
    expect(installationFor(36_000, null, services)).toBe(services[2]);
    expect(installationFor(90_000, 'Mini split', services)).toBeUndefined();
  });
});
