import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as support from '../../test/support/maps.js';
import { MapView, type MapProvider } from './map-view.js';

const center = { lat: 18.4719, lng: -69.9395 };

function renderMap(provider: MapProvider) {
  return render(
    <MapView provider={provider} center={center} label="Mapa de la tienda" pinLabel="Vitrina">
      <p>Av. Winston Churchill, Santo Domingo</p>
    </MapView>,
  );
}

beforeAll(() => support.layOutForLeaflet(320, 288));

afterEach(() => {
  vi.restoreAllMocks();
  support.forgetGoogleMaps();
});

describe('MapView', () => {
  it('without a provider is the address card and loads nothing', () => {
    renderMap({ kind: 'none' });
    expect(screen.getByText('Av. Winston Churchill, Santo Domingo')).toBeVisible();
    expect(support.mapFrame()).toHaveAttribute('data-map-shown', 'false');
    expect(support.mapFrame().firstElementChild).toBeEmptyDOMElement();
  });

  it('keeps the card while no tile has loaded, and shows the open map once one has', async () => {
    renderMap(support.tilesProvider('https://tiles.example/{z}/{x}/{y}.png'));
    const tile = await support.firstLeafletTile();
    expect(tile.src).toMatch(/^https:\/\/tiles\.example\/16\/\d+\/\d+\.png$/);
    expect(support.mapFrame()).toHaveAttribute('data-map-shown', 'false');
    expect(support.mapFrame().querySelector('[title="Vitrina"]')).not.toBeNull();
    act(() => {
      tile.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(support.mapFrame()).toHaveAttribute('data-map-shown', 'true'));
    expect(screen.getByRole('region', { name: 'Mapa de la tienda' })).toBeVisible();
    // Showing the map re-renders its frame, never the classes Leaflet gave its element.
    expect(support.mapFrame().querySelector('.leaflet-container')).not.toBeNull();
  });

  const google = support.googleProvider([1, 2]);

  it('keeps the card when the maps script never loads', async () => {
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMap(google);
    for (let attempt = 1; attempt <= google.retryDelaysMs.length + 1; attempt += 1) {
      await waitFor(() => expect(support.mapsScripts()).toHaveLength(attempt));
      act(() => {
        support.mapsScripts().at(-1)?.dispatchEvent(new Event('error'));
      });
    }
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('Av. Winston Churchill, Santo Domingo')).toBeVisible();
    expect(support.mapFrame()).toHaveAttribute('data-map-shown', 'false');
  });

  it('draws the Google map with its pin, shown once the tiles are loaded', async () => {
    vi.resetModules();
    const { Map, options, listeners } = support.fakeGoogleMap();
    const marker = vi.fn();
    const setMap = vi.fn();
    renderMap(google);
    await waitFor(() => expect(support.mapsScripts()).toHaveLength(1));
    support.answerMapsScript({
      maps: { Map },
      marker: {
        Marker: class {
          constructor(markerOptions: unknown) {
            marker(markerOptions);
          }
          setMap = setMap;
        },
      },
    });
    await waitFor(() => expect(marker).toHaveBeenCalled());
    expect(options).toHaveBeenCalledWith(
      expect.objectContaining({ center, zoom: 16, gestureHandling: 'cooperative' }),
    );
    expect(marker).toHaveBeenCalledWith(
      expect.objectContaining({ position: center, title: 'Vitrina' }),
    );
    expect(support.mapFrame()).toHaveAttribute('data-map-shown', 'false');
    act(() => listeners.get('tilesloaded')?.());
    expect(support.mapFrame()).toHaveAttribute('data-map-shown', 'true');
    cleanup();
    expect(setMap).toHaveBeenCalledWith(null);
    expect(listeners.has('tilesloaded')).toBe(false);
  });
});
