import type { AddressWords } from '../../src/address-fieldset/address-fieldset.js';

/** An address's words and two provinces, as a shop would give them to the fieldset. */
export const addressWords: AddressWords = {
  street: { label: 'Dirección', description: 'Calle y número.' },
  sector: { label: 'Sector' },
  city: { label: 'Ciudad o municipio' },
  province: { label: 'Provincia' },
  postcode: { label: 'Código postal (opcional)' },
  reference: { label: 'Referencia' },
  provincePlaceholder: 'Elige la provincia',
};

export const provinces = [
  { id: 'DO-01', label: 'Distrito Nacional' },
  { id: 'DO-25', label: 'Santiago' },
];
