import { divIcon, map as leafletMap, marker, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapProvider, MountedMap, MountOptions } from './map-provider.js';
import { PIN_PATH } from './pin-shape.js';

// A drawn pin rather than Leaflet's default PNG icon, whose URL a bundler cannot resolve.
const PIN_HTML = `<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true"><path d="${PIN_PATH}" fill="currentColor"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`;

/** Leaflet over the configured raster tiles; ready when the first tile has loaded. */
export function mountLeafletMap(
  element: HTMLElement,
  provider: Extract<MapProvider, { kind: 'tiles' }>,
  { center, zoom, pinLabel, interactive, onReady }: MountOptions,
): MountedMap {
  const map = leafletMap(element, {
    center: [center.lat, center.lng],
    zoom,
    scrollWheelZoom: false,
    dragging: interactive,
    touchZoom: interactive,
    doubleClickZoom: interactive,
    boxZoom: interactive,
    keyboard: interactive,
    zoomControl: interactive,
    // Under the location picker the picker names the tiles' source itself, outside the inert map.
    attributionControl: interactive,
  });
  const tiles = tileLayer(provider.tileUrl, { attribution: provider.attribution, maxZoom: 19 });
  tiles.once('tileload', onReady);
  tiles.addTo(map);
  if (pinLabel !== undefined) {
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
  }
  return {
    moveTo: ({ lat, lng }) => map.setView([lat, lng], zoom, { animate: false }),
    unmount: () => map.remove(),
  };
}
