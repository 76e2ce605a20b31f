/// <reference types="google.maps" />
import { loadGoogleLibrary, type GoogleProvider } from './google-loader.js';
import type { MountedMap, MountOptions } from './map-provider.js';

/** A Google map, with a pin when asked for one; ready when its tiles have loaded. */
export async function mountGoogleMap(
  element: HTMLElement,
  provider: GoogleProvider,
  { center, zoom, pinLabel, interactive, onReady }: MountOptions,
): Promise<MountedMap> {
  const { Map } = await loadGoogleLibrary(provider, 'maps');
  const map = new Map(element, {
    center,
    zoom,
    clickableIcons: false,
    disableDefaultUI: !interactive,
    gestureHandling: interactive ? 'cooperative' : 'none',
    keyboardShortcuts: interactive,
  });
  const listener = map.addListener('tilesloaded', onReady);
  let pin: google.maps.Marker | undefined;
  if (pinLabel !== undefined) {
    const { Marker } = await loadGoogleLibrary(provider, 'marker');
    pin = new Marker({ position: center, map, title: pinLabel });
  }
  return {
    moveTo: (location) => map.setCenter(location),
    unmount: () => {
      listener.remove();
      pin?.setMap(null);
      element.replaceChildren();
    },
  };
}
