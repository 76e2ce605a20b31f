import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { MapProvider } from '../../src/map-view/map-provider.js';

/** A Google Maps provider as the storefront configures one, with the given retry delays. */
export function googleProvider(retryDelaysMs: readonly number[]): MapProvider & { kind: 'google' } {
  return {
    kind: 'google',
    apiKey: 'clave-de-prueba',
    version: 'weekly',
    language: 'es',
    region: 'DO',
    libraries: ['places'],
    retryDelaysMs,
  };
}

/** Raster tiles at `tileUrl`, with OpenStreetMap's attribution. */
export const tilesProvider = (tileUrl: string): MapProvider => ({
  kind: 'tiles',
  tileUrl,
  attribution: '© OpenStreetMap',
});

/** jsdom lays nothing out; Leaflet sizes its tile grid from its container's box. */
export function layOutForLeaflet(width: number, height: number): void {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => height,
  });
}

/** The map frame a component draws into, looked up by its marker (it may be hidden). */
export function mapFrame(): HTMLElement {
  const frame = document.querySelector<HTMLElement>('[data-map-shown]');
  if (!frame) throw new Error('no map frame');
  return frame;
}

/** The first tile Leaflet asked for, once it has. */
export function firstLeafletTile(): Promise<HTMLImageElement> {
  return waitFor(() => {
    const tile = mapFrame().querySelector<HTMLImageElement>('img.leaflet-tile');
    if (tile === null) throw new Error('no tile yet');
    return tile;
  });
}

/** The Google Maps scripts on the page (jsdom fetches none: tests fail or answer them). */
export const mapsScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://maps.googleapis.com/maps/api/js?'),
  );

/** What Google's script does once loaded: installs its importLibrary, then calls the loader back. */
export function answerMapsScript(libraries: Record<string, unknown>): void {
  const maps = (window as unknown as { google: { maps: Record<string, unknown> } }).google.maps;
  maps['importLibrary'] = (name: string) => Promise.resolve(libraries[name]);
  act(() => {
    (maps['__ib__'] as () => void)();
  });
}

/** A stand-in for `google.maps.Map` that records its options, listeners and centre. */
export function fakeGoogleMap() {
  const options = vi.fn();
  const setCenter = vi.fn();
  const listeners = new Map<string, () => void>();
  class FakeMap {
    constructor(_: HTMLElement, mapOptions: unknown) {
      options(mapOptions);
    }
    addListener(event: string, handler: () => void) {
      listeners.set(event, handler);
      return { remove: () => listeners.delete(event) };
    }
    setCenter = setCenter;
  }
  return { Map: FakeMap, options, setCenter, listeners };
}

/** Leaves no maps script nor `google` global for the next test. */
export function forgetGoogleMaps(): void {
  mapsScripts().forEach((script) => script.remove());
  Reflect.deleteProperty(window, 'google');
}
