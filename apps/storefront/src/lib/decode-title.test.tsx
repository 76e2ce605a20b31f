import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeTitle } from './decode-title';

describe('decodeTitle', () => {
  it.each([
    ['Aire &#8211; Inverter', 'Aire – Inverter'],
    ['Aire &ndash; Inverter', 'Aire – Inverter'],
    ['Nevera &amp; Freezer', 'Nevera & Freezer'],
    ['&#x201C;Smart&#x201D; TV', '“Smart” TV'],
    ['Estufa&nbsp;4 hornillas', 'Estufa\u00A04 hornillas'],
    ['&laquo;Oferta&raquo;', '«Oferta»'],
    ['&amp;lt;script&amp;gt;', '&lt;script&gt;'],
    ['Marca &unknown; X', 'Marca &unknown; X'],
    ['Código &#0; nulo', 'Código &#0; nulo'],
    ['Fuera de rango &#1114112;', 'Fuera de rango &#1114112;'],
    ['Mitad &#xD800; suplente', 'Mitad &#xD800; suplente'],
  ])('I1: %s → %s', (input, text) => {
    expect(decodeTitle(input)).toBe(text);
  });

  it.each([
    '<img src=x onerror=alert(1)>Nevera',
    '</script><script>alert(1)</script>',
    '<svg onload=alert(1)>',
    '&lt;img src=x onerror=alert(1)&gt;',
    '<a href="javascript:alert(1)">x</a>',
    '"><iframe src=//evil.test>',
    '<math><mtext><img src=x onerror=alert(1)>',
  ])('I1: rendered as text, %s never becomes an element', (input) => {
    const html = renderToStaticMarkup(<h1>{decodeTitle(input)}</h1>);
    expect(html).not.toMatch(/<(?!\/?h1>)[a-z]/i);
    expect(html.startsWith('<h1>')).toBe(true);
  });
});
