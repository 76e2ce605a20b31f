/** A demo customer with a known password (documented in the README for trying the shop). */
export interface DemoCustomer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  /** A cédula with a valid check digit, 11 digits. */
  readonly cedula: string;
  readonly address: {
    readonly address_1: string;
    readonly address_2: string;
    readonly city: string;
    readonly state: string;
    readonly postcode: string;
  };
}

/** The password of every demo customer. */
export const DEMO_PASSWORD = 'Vitrina-Demo-2026';

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'ana.perez@vitrina.do',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '+18095550123',
    cedula: '00112345673',
    address: {
      address_1: 'Calle El Conde 205, apto. 3B',
      address_2: 'Zona Colonial',
      city: 'Santo Domingo',
      state: 'DO-01',
      postcode: '10210',
    },
  },
  {
    email: 'carlos.santos@vitrina.do',
    firstName: 'Carlos',
    lastName: 'Santos',
    phone: '+18295550456',
    cedula: '03104567890',
    address: {
      address_1: 'Av. Juan Pablo Duarte 78',
      address_2: 'Los Jardines Metropolitanos',
      city: 'Santiago de los Caballeros',
      state: 'DO-25',
      postcode: '51000',
    },
  },
];
