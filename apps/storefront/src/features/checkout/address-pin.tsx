import { LocationPicker } from '@vitrina/ui/location-picker';
import type { MapLocation, MapProvider } from '@vitrina/ui/map-view';
import type { StepViewProps } from './checkout-fields';
import type { CheckoutDraft } from './checkout-steps';

/** The shop's configured map: its provider and where it opens before anything is pinned. */
export interface CheckoutMap {
  provider: MapProvider;
  center: MapLocation;
}

/**
 * The delivery door on the map (spec §3 `latitude`/`longitude` of the address the order goes
 * to): the driver's way to a Dominican address without a street number, with the reference.
 * The map under the pin loads after the form and never holds the step up.
 */
export function AddressPin({
  draft,
  update,
  map,
}: Omit<StepViewProps, 'errors'> & { draft: CheckoutDraft; map: CheckoutMap }) {
  const which = draft.ship_to_different_address ? 'shipping_address' : 'billing_address';
  const { latitude, longitude } = draft[which];
  return (
    <LocationPicker
      label="Ubicación de la entrega en el mapa"
      value={latitude === null || longitude === null ? null : { lat: latitude, lng: longitude }}
      onChange={({ lat, lng }) => update({ [which]: { latitude: lat, longitude: lng } })}
      center={map.center}
      provider={map.provider}
    />
  );
}
