import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MapLocation } from '../map-view/map-provider.js';
import { LocationPicker } from './location-picker.js';
import { fromWorld, moveBy, toWorld } from './web-mercator.js';

const SANTO_DOMINGO = { lat: 18.4719, lng: -69.9395 };

function Picker({ onChange }: { onChange?: (location: MapLocation) => void }) {
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
      provider={{ kind: 'none' }}
    />
  );
}

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
});
