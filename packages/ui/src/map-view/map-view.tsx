import { useRef, type ReactNode } from 'react';
import { cx } from '../utils/cx.js';
import type { MapLocation, MapProvider } from './map-provider.js';
import { useProviderMap } from './provider-map.js';

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
  const shown =
    useProviderMap(mapRef, provider, { center, zoom, pinLabel, interactive: true }) === 'shown';

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
        role="region"
        aria-label={label}
        aria-hidden={!shown}
        data-map-shown={shown}
        className={cx('absolute inset-0 z-0', shown ? 'visible' : 'invisible')}
      >
        {/* The map library owns this element's classes: React never re-renders them. */}
        <div ref={mapRef} className="size-full" />
      </div>
    </div>
  );
}
