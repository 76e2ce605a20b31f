import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buttonClasses, plainButtonClasses } from './button-classes.js';

/** Every package a module reaches through its own relative imports, followed transitively. */
function packagesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const reached = new Set<string>();
  if (seen.has(file)) return reached;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
    if (!specifier.startsWith('.')) {
      reached.add(specifier);
      continue;
    }
    const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
    for (const name of packagesReachedFrom(target, seen)) reached.add(name);
  }
  return reached;
}

describe('button classes', () => {
  it('reach no react-aria, so a plain link can look like a button for free', () => {
    const reached = [...packagesReachedFrom(resolve(import.meta.dirname, 'button-classes.ts'))];
    expect(reached.filter((name) => name.includes('react-aria'))).toEqual([]);
  });

  it('give plain elements the CSS states and react-aria buttons their data states', () => {
    const plain = plainButtonClasses('secondary', 'lg').split(' ');
    expect(plain).toEqual(
      expect.arrayContaining(['hover:bg-brand-50', 'focus-visible:outline-2', 'min-h-12']),
    );
    expect(plain.some((name) => name.startsWith('data-'))).toBe(false);

    const aria = buttonClasses('secondary', 'lg').split(' ');
    expect(aria).toEqual(
      expect.arrayContaining(['data-hovered:bg-brand-50', 'data-focus-visible:outline-2']),
    );
    expect(aria.some((name) => name.startsWith('hover:'))).toBe(false);
  });

  it('look the same at rest for every variant', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'danger'] as const) {
      const atRest = (classes: string) =>
        classes.split(' ').filter((name) => /^(?:bg|text|border)-/.test(name) || name === 'border');
      expect(atRest(plainButtonClasses(variant))).toEqual(atRest(buttonClasses(variant)));
    }
  });
});
