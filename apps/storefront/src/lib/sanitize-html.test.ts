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

  it.each([
    'https://vitrina.do/ofertas',
    'mailto:ventas@vitrina.do',
    'tel:+18095550199',
    '/politicas/politicas-garantia',
    '#garantia',
  ])(
    'I5: a link from content to %s keeps its href, on the server and in the browser',
    async (href) => {
      const html = `<a href="${href}">Ver</a>`;
      expect(sanitizeWith(DOMPurify, html)).toBe(html);
      expect(await sanitizeOnServer(html)).toBe(html);
    },
  );

  // DOMPurify alone lets a protocol-relative URL and schemes like ftp: or sms: through; the
  // shop's allowlist is what takes them out.
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.test/ofertas',
    'ftp://evil.test/archivo',
    'sms:+18095550199',
    'xmpp:alguien@evil.test',
  ])('I5: a link from content to %s loses its href, leaving only its text', async (href) => {
    const html = `<p><a href="${href}">Ver</a></p>`;
    expect(sanitizeWith(DOMPurify, html)).toBe('<p><a>Ver</a></p>');
    expect(await sanitizeOnServer(html)).toBe('<p><a>Ver</a></p>');
  });

  it('I2: the server (jsdom) and the browser produce the same markup', async () => {
    for (const html of [...hostile, '<p>Texto <em>normal</em></p>']) {
      expect(await sanitizeOnServer(html)).toBe(sanitizeWith(DOMPurify, html));
    }
  });
});
