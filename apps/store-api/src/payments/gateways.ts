import type { Config } from '../config.js';
import { TEST_CARD_GATEWAY_ID } from './test-gateway.js';

/** A payment gateway as the demo store configures it. */
export interface Gateway {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly methodTitle: string;
  readonly methodDescription: string;
  readonly instructions: string;
  /** Status of a new order paid this way, as WooCommerce sets it. */
  readonly newOrderStatus: 'on-hold' | 'processing' | 'pending';
  /** Whether the shopper may pay a deposit now and the rest later (G9). */
  readonly allowsPartialPayment: boolean;
}

/**
 * The store's gateways. WooCommerce keeps these in options, not in a table; the demo store's are
 * fixed. The card gateway is a stand-in for a hosted page: card numbers never reach the store (D5).
 */
export const GATEWAYS: readonly Gateway[] = [
  {
    id: 'bacs',
    title: 'Transferencia bancaria',
    description:
      'Transfiere el total a nuestra cuenta y usa tu número de pedido como referencia. Despachamos cuando se acredite el pago.',
    methodTitle: 'Transferencia bancaria directa',
    methodDescription: 'Pagos por transferencia o depósito bancario.',
    instructions:
      'Banreservas, cuenta corriente 100-0123456-7 a nombre de Vitrina SRL, RNC 1-31-23456-9. Envía el comprobante a pagos@vitrina.do.',
    newOrderStatus: 'on-hold',
    allowsPartialPayment: true,
  },
  {
    id: 'cod',
    title: 'Pago contra entrega',
    description: 'Paga en efectivo o con tarjeta al recibir tu pedido.',
    methodTitle: 'Contra reembolso',
    methodDescription: 'El cliente paga al recibir el pedido.',
    instructions: 'Ten el monto exacto o tu tarjeta a mano al momento de la entrega.',
    newOrderStatus: 'processing',
    allowsPartialPayment: false,
  },
  {
    id: TEST_CARD_GATEWAY_ID,
    title: 'Tarjeta de crédito o débito (prueba)',
    description:
      'Te llevamos a la página segura de la pasarela para completar el pago. Vitrina nunca ve los datos de tu tarjeta.',
    methodTitle: 'Pasarela de tarjetas de prueba',
    methodDescription: 'Pasarela de redirección para pruebas: no cobra dinero real.',
    instructions: '',
    newOrderStatus: 'pending',
    allowsPartialPayment: true,
  },
];

/** The gateways this store offers: all of them, but the test card only where it is on (B7). */
export function offeredGateways(config: Pick<Config, 'testGateway'>): readonly Gateway[] {
  return config.testGateway
    ? GATEWAYS
    : GATEWAYS.filter((gateway) => gateway.id !== TEST_CARD_GATEWAY_ID);
}

export function findGateway(gateways: readonly Gateway[], id: string): Gateway | undefined {
  return gateways.find((gateway) => gateway.id === id);
}
