import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeWith } from './sanitize-html';
import { sanitizeHtml as sanitizeOnServer } from './sanitize-html.server';

const hostile = [
  '<p>Hola</p><script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.test"><input name="x"></form>',
  '<p style="background:url(x)">estilo</p>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
];

describe('sanitizeWith', () => {
  it.each(hostile)('I2: strips the dangerous parts of %s', (html) => {
    const clean = sanitizeWith(DOMPurify, html);
    expect(clean).not.toMatch(
      /<script|<iframe|<svg|<math|<form|<style|onerror|javascript:|srcdoc|style=|data:/i,
    );
  });

  it('I2: keeps the allowed content markup', () => {
    const html =
      '<h2>Garantía</h2><p>Un <strong>año</strong> en <a href="/politicas/politicas-garantia">todos</a> los equipos.</p><ul><li>Uno</li></ul><img src="https://tienda.do/a.jpg" alt="Aire">';
    expect(sanitizeWith(DOMPurify, html)).toBe(html);
  });

  it('I2: the server (jsdom) and the browser produce the same markup', async () => {
    for (const html of [...hostile, '<p>Texto <em>normal</em></p>']) {
      expect(await sanitizeOnServer(html)).toBe(sanitizeWith(DOMPurify, html));
    }
  });
});
