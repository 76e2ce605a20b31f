import { DOMINICAN_PROVINCES } from '@vitrina/core';
import {
  ADDRESS_PARTS,
  AddressFieldset,
  type AddressFieldsetProps,
  type AddressPart,
} from '@vitrina/ui/address-fieldset';
import { addressWords } from '../copy/address';

const PROVINCES = Object.entries(DOMINICAN_PROVINCES)
  .map(([id, label]) => ({ id, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/** A delivery address in the checkout has no sector (spec §3 `shipping_address`). */
const WITHOUT_SECTOR = ADDRESS_PARTS.filter((part) => part !== 'sector');

const REQUIRED: readonly AddressPart[] = ['street', 'sector', 'city', 'province'];

/**
 * A Dominican address as every form of the shop asks it (the checkout's address step, the
 * profile's two addresses): the shop's words, the 32 provinces in alphabetical order, and the
 * street, sector, city and province required. The caller names the fields and holds the values.
 */
export function AddressFields({
  withSector = true,
  ...props
}: Omit<AddressFieldsetProps, 'words' | 'provinces' | 'parts' | 'required'> & {
  withSector?: boolean;
}) {
  return (
    <AddressFieldset
      words={addressWords}
      provinces={PROVINCES}
      parts={withSector ? ADDRESS_PARTS : WITHOUT_SECTOR}
      required={REQUIRED}
      {...props}
    />
  );
}
