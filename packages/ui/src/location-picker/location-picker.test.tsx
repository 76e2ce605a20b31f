import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapLocation, MapProvider } from '../map-view/map-provider.js';
import { LocationPicker } from './location-picker.js';
import {
  answerMapsScript,
  fakeGoogleMap,
  firstLeafletTile,
  forgetGoogleMaps,
  googleProvider,
  layOutForLeaflet,
  mapFrame,
  mapsScripts,
  tilesProvider,
} from '../../test/support/maps.js';
import { fromWorld, moveBy, toWorld } from './web-mercator.js';

const SANTO_DOMINGO = { lat: 18.4719, lng: -69.9395 };

function Picker({
  onChange,
  provider = { kind: 'none' },
}: {
  onChange?: (location: MapLocation) => void;
  provider?: MapProvider;
}) {
  const [value, setValue] = useState<MapLocation | null>(null);
  return (
    <LocationPicker
      label="Ubicación de la entrega"
      value={value}
      onChange={(location) => {
        setValue(location);
        onChange?.(location);
      }}
      center={SANTO_DOMINGO}
      provider={provider}
    />
  );
}

const tileSources = () =>
  [...mapFrame().querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => tile.src);

beforeAll(() => layOutForLeaflet(400, 256));

afterEach(forgetGoogleMaps);

describe('web mercator', () => {
  it('goes to the world map and back', () => {
    const back = fromWorld(toWorld(SANTO_DOMINGO, 16), 16);
    expect(back.lat).toBeCloseTo(SANTO_DOMINGO.lat, 9);
    expect(back.lng).toBeCloseTo(SANTO_DOMINGO.lng, 9);
    const east = moveBy(SANTO_DOMINGO, 256, 0, 16);
    expect(east.lat).toBeCloseTo(SANTO_DOMINGO.lat, 9);
    expect(east.lng - SANTO_DOMINGO.lng).toBeCloseTo(360 / 2 ** 16, 9);
  });
});

describe('LocationPicker', () => {
  it('moves the pin with the arrow keys, north and east', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const pin = screen.getByRole('button', { name: /Pin de la ubicación: sin marcar/ });
    pin.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    const last = onChange.mock.calls.at(-1)?.[0] as MapLocation;
    expect(last.lat).toBeGreaterThan(SANTO_DOMINGO.lat);
    expect(last.lng).toBeGreaterThan(SANTO_DOMINGO.lng);
    expect(screen.getByRole('button', { name: /Pin de la ubicación: latitud 18\.47/ })).toBe(pin);
    expect(screen.getByRole('textbox', { name: 'Latitud' })).toHaveValue(last.lat.toFixed(6));
  });

  it('takes typed coordinates and refuses out-of-range ones in Spanish', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Latitud' }), '19.45');
    expect(onChange).toHaveBeenLastCalledWith({ lat: 19.45, lng: SANTO_DOMINGO.lng });
    const longitude = screen.getByRole('textbox', { name: 'Longitud' });
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '-200');
    expect(screen.getByText('Escribe un número entre -180 y 180.')).toBeInTheDocument();
  });

  it('places the pin where the blank map is clicked', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const map = screen.getByRole('group', { name: 'Ubicación de la entrega' });
    vi.spyOn(map, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 256));
    fireEvent.pointerUp(map, { clientX: 300, clientY: 28 });
    const placed = onChange.mock.calls.at(-1)?.[0] as MapLocation;
    expect(placed.lng).toBeGreaterThan(SANTO_DOMINGO.lng);
    expect(placed.lat).toBeGreaterThan(SANTO_DOMINGO.lat);
  });

  it('uses the device position, or says why it cannot', async () => {
    const onChange = vi.fn();
    const getCurrentPosition = vi.fn((ok: PositionCallback) => {
      ok({ coords: { latitude: 19.4517, longitude: -70.697 } } as GeolocationPosition);
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    render(<Picker onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(onChange).toHaveBeenLastCalledWith({ lat: 19.4517, lng: -70.697 });
    expect(screen.getByText('Listo: pusimos el pin en tu ubicación.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('drags the pin, and Shift+arrow takes longer steps', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const pin = screen.getByRole('button', { name: /Pin de la ubicación/ });
    pin.setPointerCapture = vi.fn();
    fireEvent.pointerDown(pin, { pointerId: 1 });
    fireEvent.pointerMove(pin, { pointerId: 1, movementX: 30, movementY: 0 });
    fireEvent.pointerUp(pin, { pointerId: 1 });
    const dragged = onChange.mock.calls.at(-1)?.[0] as MapLocation;
    expect(dragged.lng).toBeGreaterThan(SANTO_DOMINGO.lng);
    pin.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}{Enter}');
    const south = onChange.mock.calls.at(-1)?.[0] as MapLocation;
    expect(south.lat).toBeLessThan(dragged.lat);
    fireEvent.pointerDown(pin, { pointerId: 2 });
    fireEvent.pointerCancel(pin, { pointerId: 2 });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('draws Leaflet tiles under the pin once one loads, and they follow the pin', async () => {
    render(<Picker provider={tilesProvider('https://{s}.tiles.example/{z}/{x}/{y}.png')} />);
    const first = await firstLeafletTile();
    expect(first.src).toMatch(/^https:\/\/[abc]\.tiles\.example\/16\/\d+\/\d+\.png$/);
    expect(mapFrame()).toHaveAttribute('data-map-shown', 'false');
    expect(screen.queryByText('© OpenStreetMap')).not.toBeInTheDocument();
    act(() => {
      first.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-map-shown', 'true'));
    expect(screen.getByText('© OpenStreetMap')).toBeInTheDocument();
    expect(mapFrame().querySelector('.leaflet-container')).not.toBeNull();
    // The map takes no gesture of its own: no zoom buttons, nothing to tab to.
    expect(mapFrame()).toHaveAttribute('inert');
    expect(mapFrame().querySelector('.leaflet-control-zoom')).toBeNull();

    const before = tileSources();
    await userEvent.type(screen.getByRole('textbox', { name: 'Latitud' }), '19.45');
    await waitFor(() => expect(tileSources()).not.toEqual(before));
  });

  it('keeps the blank map when the tiles cannot be reached', async () => {
    render(<Picker provider={tilesProvider('https://tiles.example/{z}/{x}/{y}.png')} />);
    const tile = await firstLeafletTile();
    act(() => {
      tile.dispatchEvent(new Event('error'));
    });
    expect(mapFrame()).toHaveAttribute('data-map-shown', 'false');
    expect(screen.queryByText('© OpenStreetMap')).not.toBeInTheDocument();
    const pin = screen.getByRole('button', { name: /Pin de la ubicación/ });
    pin.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /Pin de la ubicación: latitud/ })).toBe(pin);
  });

  it('draws the Google map under the pin, still, and recentres it as the pin moves', async () => {
    vi.resetModules();
    const { Map, options, setCenter, listeners } = fakeGoogleMap();
    const marker = vi.fn();
    render(<Picker provider={googleProvider([1])} />);
    await waitFor(() => expect(mapsScripts()).toHaveLength(1));
    answerMapsScript({ maps: { Map }, marker: { Marker: marker } });
    await waitFor(() => expect(options).toHaveBeenCalled());
    expect(options).toHaveBeenCalledWith(
      expect.objectContaining({
        center: SANTO_DOMINGO,
        zoom: 16,
        gestureHandling: 'none',
        disableDefaultUI: true,
        keyboardShortcuts: false,
      }),
    );
    act(() => listeners.get('tilesloaded')?.());
    expect(mapFrame()).toHaveAttribute('data-map-shown', 'true');
    const pin = screen.getByRole('button', { name: /Pin de la ubicación/ });
    pin.focus();
    await userEvent.keyboard('{ArrowUp}');
    const [lat, lng] = ['Latitud', 'Longitud'].map((name) =>
      Number(screen.getByRole<HTMLInputElement>('textbox', { name }).value),
    );
    expect(setCenter).toHaveBeenLastCalledWith({ lat, lng });
    // The picker draws its own pin; the map draws none.
    expect(marker).not.toHaveBeenCalled();
  });

  it('says so when the device cannot give its position', async () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, fail: PositionErrorCallback) => {
      fail({ code: 1 } as GeolocationPositionError);
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(
      screen.getByText('No pudimos obtener tu ubicación; marca el lugar en el mapa.'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.stubGlobal('navigator', {});
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(screen.getByText(/Tu navegador no puede darnos tu ubicación/)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
