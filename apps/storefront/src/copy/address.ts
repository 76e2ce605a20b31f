import type { AddressWords } from '@vitrina/ui/address-fieldset';

/**
 * The words of a Dominican address, the same in the checkout and the profile: the street, the
 * sector (the neighbourhood a driver asks for), the city, the province, the optional postcode and
 * the reference («frente al colmado…») the delivery team reads.
 */
export const addressWords = {
  street: { label: 'Dirección', description: 'Calle, número, edificio o apartamento.' },
  sector: { label: 'Sector' },
  city: { label: 'Ciudad o municipio' },
  province: { label: 'Provincia' },
  postcode: { label: 'Código postal (opcional)', description: '5 dígitos.' },
  reference: { label: 'Referencia', description: 'Cómo llegar: «frente al colmado…».' },
  provincePlaceholder: 'Elige la provincia',
} as const satisfies AddressWords;

/** The two addresses of a customer, by what they are for. */
export const addressTitles = {
  billing: 'Dirección de facturación',
  shipping: 'Dirección de entrega',
} as const;
