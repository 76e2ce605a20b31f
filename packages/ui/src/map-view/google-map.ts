import type { MapProvider, MountOptions, UnmountMap } from './map-provider.js';

type GoogleProvider = Extract<MapProvider, { kind: 'google' }>;

/** The part of the Google Maps API this component uses (no @types package for a few calls). */
interface GoogleMapsApi {
  maps: {
    Map: new (
      element: HTMLElement,
      options: { center: { lat: number; lng: number }; zoom: number },
    ) => { addListener(event: string, handler: () => void): { remove(): void } };
    Marker: new (options: {
      position: { lat: number; lng: number };
      map: unknown;
      title: string;
    }) => { setMap(map: null): void };
  };
}

const CALLBACK = '__vitrinaMapsLoaded';
const SCRIPT_ORIGIN = 'https://maps.googleapis.com/maps/api/js';

let loading: Promise<GoogleMapsApi> | undefined;

function scriptUrl(provider: GoogleProvider): string {
  const query = new URLSearchParams({
    key: provider.apiKey,
    v: provider.version,
    language: provider.language,
    region: provider.region,
    libraries: provider.libraries.join(','),
    loading: 'async',
    callback: CALLBACK,
  });
  return `${SCRIPT_ORIGIN}?${query.toString()}`;
}

function injectScript(provider: GoogleProvider): Promise<GoogleMapsApi> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    Reflect.set(window, CALLBACK, () => {
      const api: unknown = Reflect.get(window, 'google');
      if (api) resolve(api as GoogleMapsApi);
      else reject(new Error('google.maps no quedó disponible'));
    });
    script.src = scriptUrl(provider);
    script.async = true;
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('no se pudo cargar el script de mapas'));
    });
    document.head.append(script);
  });
}

/** Loads the maps script once per page, retrying after each configured delay. */
export function loadGoogleMaps(provider: GoogleProvider): Promise<GoogleMapsApi> {
  loading ??= provider.retryDelaysMs
    .reduce<Promise<GoogleMapsApi>>(
      (attempt, delayMs) =>
        attempt.catch(() =>
          new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() =>
            injectScript(provider),
          ),
        ),
      injectScript(provider),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** A Google map with a pin; ready when its tiles have loaded. */
export async function mountGoogleMap(
  element: HTMLElement,
  provider: GoogleProvider,
  { center, zoom, pinLabel, onReady }: MountOptions,
): Promise<UnmountMap> {
  const { maps } = await loadGoogleMaps(provider);
  const map = new maps.Map(element, { center, zoom });
  const listener = map.addListener('tilesloaded', onReady);
  const pin = new maps.Marker({ position: center, map, title: pinLabel });
  return () => {
    listener.remove();
    pin.setMap(null);
    element.replaceChildren();
  };
}
