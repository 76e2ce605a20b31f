import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../utils/cx.js';
import type { MapLocation, MapProvider, MountOptions, UnmountMap } from './map-provider.js';

export type { MapLocation, MapProvider } from './map-provider.js';

/** Props of {@link MapView}. */
export interface MapViewProps {
  provider: MapProvider;
  center: MapLocation;
  zoom?: number;
  /** Accessible name of the map once it shows, e.g. «Mapa de la tienda». */
  label: string;
  /** Names the pin, e.g. the store's name. */
  pinLabel: string;
  /**
   * The address card: what the shopper sees on the server's HTML, before the map loads, and
   * instead of it when there is no provider or no tile can be reached (offline, tests).
   */
  children: ReactNode;
  className?: string;
}

function mount(
  element: HTMLElement,
  provider: Exclude<MapProvider, { kind: 'none' }>,
  options: MountOptions,
): Promise<UnmountMap> {
  // Each library is its own chunk, fetched only by a page that shows a map.
  return provider.kind === 'google'
    ? import('./google-map.js').then((google) => google.mountGoogleMap(element, provider, options))
    : import('./leaflet-map.js').then((leaflet) =>
        leaflet.mountLeafletMap(element, provider, options),
      );
}

/**
 * A map with a pin over an address card. The card is rendered first and stays; the configured
 * map is loaded after hydration and covers it only once its first tiles are drawn, so a missing
 * key, a blocked tile server or a failing script leave the card and never break the page.
 */
export function MapView({
  provider,
  center,
  zoom = 16,
  label,
  pinLabel,
  children,
  className,
}: MapViewProps) {
  const mapRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const providerKey = JSON.stringify(provider);

  useEffect(() => {
    const element = mapRef.current;
    const configured = JSON.parse(providerKey) as MapProvider;
    if (!element || configured.kind === 'none') return;
    let unmount: UnmountMap | undefined;
    let active = true;
    mount(element, configured, {
      center: { lat: center.lat, lng: center.lng },
      zoom,
      pinLabel,
      onReady: () => {
        if (active) setShown(true);
      },
    }).then(
      (teardown) => {
        if (active) unmount = teardown;
        else teardown();
      },
      (error: unknown) => {
        console.warn('mapa no disponible; queda la tarjeta de la dirección', error);
      },
    );
    return () => {
      active = false;
      unmount?.();
      setShown(false);
    };
  }, [providerKey, center.lat, center.lng, zoom, pinLabel]);

  return (
    <div
      className={cx(
        'relative isolate min-h-72 overflow-hidden rounded-lg border border-border bg-surface-muted',
        className,
      )}
    >
      <div inert={shown} className="flex min-h-72 flex-col justify-center gap-2 p-5">
        {children}
      </div>
      <div
        ref={mapRef}
        role="region"
        aria-label={label}
        aria-hidden={!shown}
        data-map-shown={shown}
        className={cx('absolute inset-0 z-0', shown ? 'visible' : 'invisible')}
      />
    </div>
  );
}
