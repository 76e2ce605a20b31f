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
 * whether its first tiles are on screen: until then (and for good without a provider, or when
 * the script or the tiles cannot be reached) the caller shows what it has instead, so nothing
 * ever waits for the map.
 */
export function useProviderMap(
  element: RefObject<HTMLElement | null>,
  provider: MapProvider,
  { center, zoom, pinLabel, interactive }: ProviderMapOptions,
): boolean {
  const [shown, setShown] = useState(false);
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
        if (active) setShown(true);
      },
    }).then(
      (map) => {
        if (!active) return map.unmount();
        mounted.current = map;
        map.moveTo(latest.current);
      },
      (error: unknown) => {
        console.warn('mapa no disponible; queda lo que se muestra sin él', error);
      },
    );
    return () => {
      active = false;
      mounted.current?.unmount();
      mounted.current = undefined;
      setShown(false);
    };
  }, [element, providerKey, zoom, pinLabel, interactive]);

  useEffect(() => {
    latest.current = { lat: center.lat, lng: center.lng };
    mounted.current?.moveTo(latest.current);
  }, [center.lat, center.lng]);

  return shown;
}
