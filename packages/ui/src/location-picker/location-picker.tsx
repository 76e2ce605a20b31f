import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../button/button.js';
import type { MapLocation, MapProvider } from '../map-view/map-provider.js';
import { PIN_PATH } from '../map-view/pin-shape.js';
import { useProviderMap } from '../map-view/provider-map.js';
import { TextField } from '../text-field/text-field.js';
import { cx } from '../utils/cx.js';
import { focusRing } from '../utils/class-names.js';
import { moveBy, roundCoordinate } from './web-mercator.js';

/** Props of {@link LocationPicker}. */
export interface LocationPickerProps {
  /** Names the map, e.g. «Ubicación de la entrega». */
  label: string;
  /** The pinned location; `null` until the shopper sets one. */
  value: MapLocation | null;
  onChange: (location: MapLocation) => void;
  /** Where the map opens while nothing is pinned (the shop's city). */
  center: MapLocation;
  /**
   * The map drawn under the pin (Google Maps or raster tiles) when configured and reachable; a
   * blank map otherwise.
   */
  provider: MapProvider;
  zoom?: number;
  className?: string;
}

const STEP_PX = 8;
const GEOLOCATION_TIMEOUT_MS = 10_000;

const round = (location: MapLocation): MapLocation => ({
  lat: roundCoordinate(location.lat),
  lng: roundCoordinate(location.lng),
});

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

function CoordinateField({
  label,
  value,
  onCommit,
  min,
  max,
}: {
  label: string;
  value: number | undefined;
  onCommit: (value: number) => void;
  min: number;
  max: number;
}) {
  const shown = value === undefined ? '' : value.toFixed(6);
  const [text, setText] = useState<string | null>(null);
  const typed = text ?? shown;
  const number = Number(typed.replace(',', '.'));
  const invalid =
    text !== null &&
    (typed.trim() === '' || !Number.isFinite(number) || number < min || number > max);
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={typed}
      onChange={(next) => {
        setText(next);
        const parsed = Number(next.replace(',', '.'));
        if (next.trim() !== '' && Number.isFinite(parsed) && parsed >= min && parsed <= max) {
          onCommit(parsed);
        }
      }}
      onBlur={() => {
        if (!invalid) setText(null);
      }}
      isInvalid={invalid}
      {...(invalid
        ? { errorMessage: `Escribe un número entre ${String(min)} y ${String(max)}.` }
        : {})}
    />
  );
}

/**
 * A map where the shopper pins a place: click or tap the map, drag the pin, or move it with the
 * arrow keys (Shift for longer steps); type the latitude and longitude; or use the device's
 * position. The pin stays at the middle and the map follows it. The configured map (Google Maps
 * with a key, else Leaflet over the tile server) is drawn under it once it answers; without one
 * (nothing configured, offline, tests) the map is blank and every way of pinning still works.
 */
export function LocationPicker({
  label,
  value,
  onChange,
  center,
  provider,
  zoom = 16,
  className,
}: LocationPickerProps) {
  const view = value ?? center;
  const mapRef = useRef<HTMLDivElement>(null);
  const mapStatus = useProviderMap(mapRef, provider, { center: view, zoom, interactive: false });
  const mapShown = mapStatus === 'shown';
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const [status, setStatus] = useState('');
  const hintId = useId();
  const set = (location: MapLocation) => onChange(round(location));

  function placeAt(event: PointerEvent<HTMLDivElement>) {
    if (drag !== null || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    set(
      moveBy(
        view,
        event.clientX - box.left - box.width / 2,
        event.clientY - box.top - box.height / 2,
        zoom,
      ),
    );
  }

  function startDrag(event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ dx: 0, dy: 0 });
  }

  function dragTo(event: PointerEvent<HTMLButtonElement>) {
    if (drag === null) return;
    setDrag((current) =>
      current === null
        ? null
        : { dx: current.dx + event.movementX, dy: current.dy + event.movementY },
    );
  }

  function drop() {
    if (drag === null) return;
    if (drag.dx !== 0 || drag.dy !== 0) set(moveBy(view, drag.dx, drag.dy, zoom));
    setDrag(null);
  }

  function nudge(event: KeyboardEvent<HTMLButtonElement>) {
    const arrow = ARROWS[event.key];
    if (arrow === undefined) return;
    event.preventDefault();
    const step = event.shiftKey ? STEP_PX * 6 : STEP_PX;
    set(moveBy(view, arrow[0] * step, arrow[1] * step, zoom));
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setStatus('Tu navegador no puede darnos tu ubicación; marca el lugar en el mapa.');
      return;
    }
    setStatus('Buscando tu ubicación…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        set({ lat: position.coords.latitude, lng: position.coords.longitude });
        setStatus('Listo: pusimos el pin en tu ubicación.');
      },
      () => setStatus('No pudimos obtener tu ubicación; marca el lugar en el mapa.'),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }

  const pinned =
    value === null
      ? 'sin marcar'
      : `latitud ${value.lat.toFixed(6)}, longitud ${value.lng.toFixed(6)}`;

  return (
    <div className={cx('flex flex-col gap-3', className)}>
      {/* The pin and the fields still work on the blank map; the address is what matters (R17). */}
      {mapStatus === 'failed' ? (
        <p role="status" className="text-sm text-ink">
          No pudimos cargar el mapa; escribe tu dirección y una referencia.
        </p>
      ) : null}
      <div
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        onPointerUp={placeAt}
        className="relative h-64 cursor-crosshair touch-none overflow-hidden rounded-lg border border-border bg-surface-muted bg-[linear-gradient(var(--color-border)_1px,transparent_1px),linear-gradient(90deg,var(--color-border)_1px,transparent_1px)] bg-[size:32px_32px]"
        data-testid="location-map"
      >
        {/* The configured map follows the pin; the pin and the group above take every gesture. */}
        <div
          inert
          data-map-shown={mapShown}
          className={cx(
            'pointer-events-none absolute inset-0 z-0',
            mapShown ? 'visible' : 'invisible',
          )}
        >
          {/* The map library owns this element's classes: React never re-renders them. */}
          <div ref={mapRef} className="size-full" />
        </div>
        <button
          type="button"
          aria-label={`Pin de la ubicación: ${pinned}. Muévelo con las flechas.`}
          onKeyDown={nudge}
          onPointerDown={startDrag}
          onPointerMove={dragTo}
          onPointerUp={drop}
          onPointerCancel={() => setDrag(null)}
          className={cx(
            'absolute z-10 -translate-x-1/2 -translate-y-full cursor-grab touch-none text-brand-700 active:cursor-grabbing',
            value === null && 'opacity-60',
            focusRing,
          )}
          style={{
            left: `calc(50% + ${String(drag?.dx ?? 0)}px)`,
            top: `calc(50% + ${String(drag?.dy ?? 0)}px)`,
          }}
        >
          <svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true">
            <path d={PIN_PATH} fill="currentColor" />
            <circle cx="12" cy="12" r="4.5" fill="#fff" />
          </svg>
        </button>
        {provider.kind === 'tiles' && mapShown ? (
          <p className="absolute right-1 bottom-1 z-10 rounded bg-surface/80 px-1 text-xs text-ink-muted">
            {provider.attribution}
          </p>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        Toca el mapa o arrastra el pin hasta la puerta; con el teclado, enfoca el pin y usa las
        flechas (Mayús para pasos largos).
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <CoordinateField
          label="Latitud"
          value={value?.lat}
          min={-90}
          max={90}
          onCommit={(lat) => set({ lat, lng: value?.lng ?? center.lng })}
        />
        <CoordinateField
          label="Longitud"
          value={value?.lng}
          min={-180}
          max={180}
          onCommit={(lng) => set({ lat: value?.lat ?? center.lat, lng })}
        />
        <Button variant="secondary" onPress={locateMe}>
          Usar mi ubicación
        </Button>
      </div>
      <p aria-live="polite" className="text-sm">
        {status}
      </p>
    </div>
  );
}
