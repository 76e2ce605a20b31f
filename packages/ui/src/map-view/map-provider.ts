/** Where a map is, in degrees. */
export interface MapLocation {
  readonly lat: number;
  readonly lng: number;
}

/**
 * Which map a {@link MapView} draws, chosen by the app's configuration:
 * - `google`: the Google Maps script, loaded only when a key is configured;
 * - `tiles`: Leaflet over a raster tile server (`{z}/{x}/{y}` URL, e.g. OpenStreetMap's);
 * - `none`: no map, only the address card.
 */
export type MapProvider =
  | {
      readonly kind: 'google';
      readonly apiKey: string;
      readonly version: string;
      readonly language: string;
      readonly region: string;
      readonly libraries: readonly string[];
      /** Wait before each retry of the script (its length is the number of retries). */
      readonly retryDelaysMs: readonly number[];
    }
  | { readonly kind: 'tiles'; readonly tileUrl: string; readonly attribution: string }
  | { readonly kind: 'none' };

/** What a provider's mount function is given. */
export interface MountOptions {
  readonly center: MapLocation;
  readonly zoom: number;
  /**
   * Names the pin the map draws at its centre, for screen readers and as its tooltip; without
   * it the map draws none (the location picker lays its own pin over the map).
   */
  readonly pinLabel?: string | undefined;
  /**
   * Whether the map itself pans and zooms under the pointer and the keys. Under the location
   * picker it does not: the picker's pin takes the gestures and the map follows it.
   */
  readonly interactive: boolean;
  /** Called once the first tiles are on screen: only then is the map shown. */
  readonly onReady: () => void;
}

/** A map on the page: recentred as the pin moves, torn down with its component. */
export interface MountedMap {
  moveTo(center: MapLocation): void;
  unmount(): void;
}
