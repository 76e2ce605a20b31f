import { divIcon, map as leafletMap, marker, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapProvider, MountOptions, UnmountMap } from './map-provider.js';

// A drawn pin rather than Leaflet's default PNG icon, whose URL a bundler cannot resolve.
const PIN_HTML =
  '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="currentColor"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

/** Leaflet over the configured raster tiles; ready when the first tile has loaded. */
export function mountLeafletMap(
  element: HTMLElement,
  provider: Extract<MapProvider, { kind: 'tiles' }>,
  { center, zoom, pinLabel, onReady }: MountOptions,
): UnmountMap {
  const map = leafletMap(element, {
    center: [center.lat, center.lng],
    zoom,
    scrollWheelZoom: false,
  });
  const tiles = tileLayer(provider.tileUrl, { attribution: provider.attribution, maxZoom: 19 });
  tiles.once('tileload', onReady);
  tiles.addTo(map);
  marker([center.lat, center.lng], {
    title: pinLabel,
    alt: pinLabel,
    icon: divIcon({
      className: 'text-brand-700',
      html: PIN_HTML,
      iconSize: [24, 32],
      iconAnchor: [12, 32],
    }),
  }).addTo(map);
  return () => map.remove();
}
