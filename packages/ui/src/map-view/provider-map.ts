import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MapLocation, MapProvider, MountedMap, MountOptions } from './map-provider.js';

async function mount(
  element: HTMLElement,
  provider: Exclude<MapProvider, { kind: 'none' }>,
  options: MountOptions,
): Promise<MountedMap> {
  // Each library is its own chunk, fetched only by a page that shows a map. The map is mounted
  // after the import settles: Vite reports a failure inside its import chain as a failed chunk,
  // which reloads the page, and a maps script that cannot load is no such thing.
  if (provider.kind === 'google') {
    const { mountGoogleMap } = await import('./google-map.js');
    return mountGoogleMap(element, provider, options);
  }
  const { mountLeafletMap } = await import('./leaflet-map.js');
  return mountLeafletMap(element, provider, options);
}

/**
 * Where a configured map is: `waiting` for its library and first tiles (for good without a
 * provider), `shown` once they are on screen, `failed` when its script could not be loaded even
 * after the provider's retries.
 */
export type MapStatus = 'waiting' | 'shown' | 'failed';

/** How {@link useProviderMap} draws its map. */
export interface ProviderMapOptions {
  center: MapLocation;
  zoom: number;
  /** The map draws a pin with this name at the centre; without it, none. */
  pinLabel?: string | undefined;
  interactive: boolean;
}

/**
 * Draws the configured map into `element` after hydration and keeps it on `center`. Returns
 * where it is: until it is shown (and for good without a provider, or when the script or the
 * tiles cannot be reached) the caller shows what it has instead, so nothing ever waits for the
 * map; a script that failed lets the caller say so (R17).
 */
export function useProviderMap(
  element: RefObject<HTMLElement | null>,
  provider: MapProvider,
  { center, zoom, pinLabel, interactive }: ProviderMapOptions,
): MapStatus {
  const [status, setStatus] = useState<MapStatus>('waiting');
  const mounted = useRef<MountedMap | undefined>(undefined);
  // Where the map should be: the mount reads it once the map's library has loaded.
  const latest = useRef(center);
  const providerKey = JSON.stringify(provider);

  useEffect(() => {
    const target = element.current;
    const configured = JSON.parse(providerKey) as MapProvider;
    if (!target || configured.kind === 'none') return;
    let active = true;
    mount(target, configured, {
      center: latest.current,
      zoom,
      pinLabel,
      interactive,
      onReady: () => {
        if (active) setStatus('shown');
      },
    }).then(
      (map) => {
        if (!active) return map.unmount();
        mounted.current = map;
        map.moveTo(latest.current);
      },
      (error: unknown) => {
        console.warn('mapa no disponible; queda lo que se muestra sin él', error);
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
      mounted.current?.unmount();
      mounted.current = undefined;
      setStatus('waiting');
    };
  }, [element, providerKey, zoom, pinLabel, interactive]);

  useEffect(() => {
    latest.current = { lat: center.lat, lng: center.lng };
    mounted.current?.moveTo(latest.current);
  }, [center.lat, center.lng]);

  return status;
}
