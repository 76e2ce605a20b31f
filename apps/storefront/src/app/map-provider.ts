import {
  MAPS_DEFAULT_LIBRARIES,
  MAPS_LANGUAGE,
  MAPS_REGION,
  MAPS_RETRIES,
  MAPS_VERSION,
  mapsRetryDelayMs,
} from '@vitrina/core';
import type { MapLocation, MapProvider } from '@vitrina/ui/map-view';
import { pageSettings, type MapSettings } from './page-settings';

/**
 * The map the server configured: Google Maps with its key (spec §7, §9: version, language,
 * region, libraries, 3 retries with a growing delay), else Leaflet over the tile URL, else none.
 */
export function mapProviderOf(settings: MapSettings): MapProvider {
  if (settings.apiKey !== undefined)
    return {
      kind: 'google',
      apiKey: settings.apiKey,
      version: MAPS_VERSION,
      language: MAPS_LANGUAGE,
      region: MAPS_REGION,
      libraries: MAPS_DEFAULT_LIBRARIES,
      retryDelaysMs: Array.from({ length: MAPS_RETRIES }, (_, index) =>
        mapsRetryDelayMs(index + 1),
      ),
    };
  if (settings.tileUrl !== undefined)
    return { kind: 'tiles', tileUrl: settings.tileUrl, attribution: settings.attribution };
  return { kind: 'none' };
}

/** The configured map of the page being shown. */
export function configuredMapProvider(): MapProvider {
  return mapProviderOf(pageSettings().map);
}

/** Where the page's maps open before anything is pinned (`MAP_CENTER`, else 0, 0). */
export function configuredMapCenter(): MapLocation {
  return pageSettings().map.center;
}
