import type { ShopIdentity } from '@vitrina/core';
import { MapView, type MapProvider } from '@vitrina/ui/map-view';
import { island } from '../../lib/island';

const osmLink = ({ lat, lng }: ShopIdentity['location']) =>
  `https://www.openstreetmap.org/?mlat=${String(lat)}&mlon=${String(lng)}#map=17/${String(lat)}/${String(lng)}`;

/** The shop's address card, under the configured map once it shows. */
function ShopMapView({
  map,
  shop,
}: {
  map: MapProvider;
  shop: Pick<ShopIdentity, 'name' | 'street' | 'city' | 'location'>;
}) {
  return (
    <MapView provider={map} center={shop.location} label="Mapa de la tienda" pinLabel={shop.name}>
      <p className="font-semibold text-ink">{shop.name}</p>
      <p>{shop.street}</p>
      <p>{shop.city}</p>
      <a
        href={osmLink(shop.location)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 underline"
      >
        Ver la ubicación en el mapa
      </a>
    </MapView>
  );
}

/** The shop's map, an island (decision 022): it loads the map as it comes near the screen. */
export const ShopMap = island('shop-map', ShopMapView, { when: 'visible' });
