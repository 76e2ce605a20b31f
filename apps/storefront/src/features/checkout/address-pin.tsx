import { SHOP_CONTACT } from '@vitrina/core';
import { LocationPicker } from '@vitrina/ui/location-picker';
import type { MapProvider } from '@vitrina/ui/map-view';
import type { StepViewProps } from './checkout-fields';
import type { CheckoutDraft } from './checkout-steps';

/**
 * The storefront has no map configuration yet, so the pin sits on the blank map (which is also
 * what a shopper gets when tiles cannot load); the address step never waits for a map.
 */
const CHECKOUT_MAP: MapProvider = { kind: 'none' };

/**
 * The delivery door on the map (spec §3 `latitude`/`longitude` of the address the order goes
 * to): the driver's way to a Dominican address without a street number, with the reference.
 */
export function AddressPin({
  draft,
  update,
}: Omit<StepViewProps, 'errors'> & { draft: CheckoutDraft }) {
  const which = draft.ship_to_different_address ? 'shipping_address' : 'billing_address';
  const { latitude, longitude } = draft[which];
  return (
    <LocationPicker
      label="Ubicación de la entrega en el mapa"
      value={latitude === null || longitude === null ? null : { lat: latitude, lng: longitude }}
      onChange={({ lat, lng }) => update({ [which]: { latitude: lat, longitude: lng } })}
      center={SHOP_CONTACT.location}
      provider={CHECKOUT_MAP}
    />
  );
}
