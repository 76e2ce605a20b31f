// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formPostedToPage } from './form-post.js';

const posted = (url: string) => formPostedToPage(new URL(url));

describe('a form posted to a page', () => {
  it('goes back to the same page and query, never cached', () => {
    const answer = posted('https://tienda.do/checkout?paso=datos');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/checkout?paso=datos');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('stays on the shop when the path starts with several slashes', () => {
    expect(posted('https://tienda.do//otro.example/x').headers.get('location')).toBe(
      '/otro.example/x',
    );
    expect(posted('https://tienda.do/\\otro.example/x').headers.get('location')).toBe(
      '/otro.example/x',
    );
  });
});
