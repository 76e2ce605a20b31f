// @vitest-environment node
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('tokens.css', import.meta.url), 'utf8');

function tokens(prefix: string): Map<string, string> {
  const pattern = new RegExp(`--${prefix}-([\\w-]+):\\s*([^;]+);`, 'g');
  return new Map(
    [...css.matchAll(pattern)].map(([, name = '', value = '']) => [name, value.trim()]),
  );
}

const colours = tokens('color');

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(name: string): number {
  const hex = colours.get(name);
  if (!hex?.startsWith('#') || hex.length !== 7) throw new Error(`no hex colour token ${name}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG 2 contrast ratio of two colour tokens. */
function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('tokens', () => {
  it('sets exactly the spec breakpoints: xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536', () => {
    expect(css).toContain('--breakpoint-*: initial;');
    expect(Object.fromEntries(tokens('breakpoint'))).toEqual({
      xs: '320px',
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    });
  });

  // Every text colour on every background the components pair it with.
  const textPairs: [string, string][] = [
    ['ink', 'surface'],
    ['ink', 'surface-muted'],
    ['ink-muted', 'surface'],
    ['ink-muted', 'surface-muted'],
    ['ink-inverse', 'brand-600'],
    ['ink-inverse', 'brand-700'],
    ['ink-inverse', 'brand-800'],
    ['ink-inverse', 'danger'],
    ['ink-inverse', 'accent-700'],
    ['ink-inverse', 'sale'],
    ['ink-inverse', 'success'],
    ['ink-inverse', 'neutral-badge'],
    ['brand-700', 'surface'],
    ['brand-700', 'brand-50'],
    ['brand-700', 'brand-100'],
    ['brand-800', 'brand-50'],
    ['sale', 'surface'],
    ['sale', 'sale-soft'],
    ['danger', 'surface'],
    ['danger', 'danger-soft'],
    ['success', 'success-soft'],
    ['info', 'info-soft'],
  ];
  it.each(textPairs)('text %s on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus', 'surface'],
    ['border-strong', 'surface'],
    ['brand-600', 'surface'],
  ])('control edge %s on %s meets the 3:1 non-text minimum', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe('styles.css compiled by Tailwind', () => {
  async function build(candidates: string[]): Promise<string> {
    const require = createRequire(import.meta.url);
    const base = import.meta.dirname;
    const compiler = await compile(await readFile(path.join(base, 'styles.css'), 'utf8'), {
      base,
      async loadStylesheet(id, from) {
        const file =
          id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(from, id);
        return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
      },
    });
    return compiler.build(candidates);
  }

  it('turns the breakpoint variants into the spec media queries', async () => {
    const output = await build(['xs:block', 'md:flex', '2xl:grid']);
    expect(output).toContain('@media (width >= 320px)');
    expect(output).toContain('@media (width >= 768px)');
    expect(output).toContain('@media (width >= 1536px)');
  });

  it('offers only token colours, so no stray palette colour reaches a class string', async () => {
    const output = await build(['bg-brand-600', 'bg-red-500', 'text-ink']);
    expect(output).toContain('.bg-brand-600');
    expect(output).toContain('.text-ink');
    expect(output).not.toContain('.bg-red-500');
  });
});
