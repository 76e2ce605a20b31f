import { describe, expect, it } from 'vitest';
import { outlineSections, updatedOn } from './content-outline';

describe('a content page outline', () => {
  it('anchors each section heading and lists it, keeping ids unique', () => {
    const { html, sections } = outlineSections(
      '<p>Intro</p><h2>Plazos de garantía</h2><p>a</p><h2>Qué <em>cubre</em></h2><h2>Plazos de garantía</h2>',
    );
    expect(sections).toEqual([
      { id: 'plazos-de-garantia', title: 'Plazos de garantía' },
      { id: 'que-cubre', title: 'Qué cubre' },
      { id: 'plazos-de-garantia-2', title: 'Plazos de garantía' },
    ]);
    expect(html).toContain('<h2 id="que-cubre">Qué <em>cubre</em></h2>');
  });

  it('reads the last update as a Spanish date', () => {
    expect(updatedOn('2026-11-23T14:05:00')).toBe('23 de noviembre de 2026');
    expect(updatedOn(undefined)).toBeNull();
    expect(updatedOn('ayer')).toBeNull();
  });
});
