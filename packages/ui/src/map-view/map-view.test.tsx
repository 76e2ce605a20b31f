import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MapView, type MapProvider } from './map-view.js';

const center = { lat: 18.4719, lng: -69.9395 };

function renderMap(provider: MapProvider) {
  return render(
    <MapView provider={provider} center={center} label="Mapa de la tienda" pinLabel="Vitrina">
      <p>Av. Winston Churchill, Santo Domingo</p>
    </MapView>,
  );
}

// Hidden from the accessibility tree until shown, so looked up by its marker.
const mapRegion = () => {
  const region = document.querySelector<HTMLElement>('[data-map-shown]');
  if (!region) throw new Error('no map region');
  return region;
};

beforeAll(() => {
  // jsdom lays nothing out; Leaflet sizes its tile grid from the container.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 320,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 288,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  Reflect.deleteProperty(window, 'google');
});

describe('MapView', () => {
  it('without a provider is the address card and loads nothing', () => {
    renderMap({ kind: 'none' });
    expect(screen.getByText('Av. Winston Churchill, Santo Domingo')).toBeVisible();
    expect(mapRegion()).toHaveAttribute('data-map-shown', 'false');
    expect(mapRegion()).toBeEmptyDOMElement();
  });

  it('keeps the card while no tile has loaded, and shows the open map once one has', async () => {
    renderMap({
      kind: 'tiles',
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
    });
    const tile = await waitFor(() => {
      const found = mapRegion().querySelector<HTMLImageElement>('img.leaflet-tile');
      expect(found).not.toBeNull();
      return found as HTMLImageElement;
    });
    expect(tile.src).toMatch(/^https:\/\/tiles\.example\/16\/\d+\/\d+\.png$/);
    expect(mapRegion()).toHaveAttribute('data-map-shown', 'false');
    expect(mapRegion().querySelector('[title="Vitrina"]')).not.toBeNull();
    act(() => {
      tile.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(mapRegion()).toHaveAttribute('data-map-shown', 'true'));
    expect(screen.getByRole('region', { name: 'Mapa de la tienda' })).toBeVisible();
  });

  const google: MapProvider = {
    kind: 'google',
    apiKey: 'clave-de-prueba',
    version: 'weekly',
    language: 'es',
    region: 'DO',
    libraries: ['places'],
    retryDelaysMs: [1, 2],
  };

  const mapsScripts = () =>
    [...document.head.querySelectorAll('script')].filter((script) =>
      script.src.startsWith('https://maps.googleapis.com/maps/api/js?'),
    );

  // First, so the page's script cache is empty again for the next test.
  it('keeps the card when the maps script never loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMap(google);
    for (let attempt = 0; attempt <= google.retryDelaysMs.length; attempt += 1) {
      await waitFor(() => expect(mapsScripts()).toHaveLength(1));
      act(() => {
        mapsScripts()[0]?.dispatchEvent(new Event('error'));
      });
    }
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('Av. Winston Churchill, Santo Domingo')).toBeVisible();
    expect(mapRegion()).toHaveAttribute('data-map-shown', 'false');
  });

  it('retries the configured maps script and shows its map once the tiles are loaded', async () => {
    const listeners = new Map<string, () => void>();
    const setMap = vi.fn();
    renderMap(google);
    await waitFor(() => expect(mapsScripts()).toHaveLength(1));
    const url = new URL(mapsScripts()[0]?.src ?? '');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'clave-de-prueba',
      v: 'weekly',
      language: 'es',
      region: 'DO',
      libraries: 'places',
    });
    act(() => {
      mapsScripts()[0]?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(mapsScripts()).toHaveLength(1));
    Reflect.set(window, 'google', {
      maps: {
        Map: class {
          addListener(event: string, handler: () => void) {
            listeners.set(event, handler);
            return { remove: () => listeners.delete(event) };
          }
        },
        Marker: class {
          setMap = setMap;
        },
      },
    });
    act(() => {
      (Reflect.get(window, url.searchParams.get('callback') ?? '') as () => void)();
    });
    await waitFor(() => expect(listeners.has('tilesloaded')).toBe(true));
    expect(mapRegion()).toHaveAttribute('data-map-shown', 'false');
    act(() => listeners.get('tilesloaded')?.());
    expect(mapRegion()).toHaveAttribute('data-map-shown', 'true');
  });
});
