/** A bank promotion the cashback page lists (ACF fields of the `cashback` post type). */
export interface CashbackSeed {
  readonly title: string;
  readonly bank: string;
  /** Percent returned, e.g. 10 for 10 %. */
  readonly percentage: number;
  /** Most returned per card and month, in whole RD$. */
  readonly cap: number;
  /** Last day of the promotion, ISO date. */
  readonly validUntil: string;
  readonly conditions: string;
}

/** Cashback promotions from Dominican banks; the last one has ended (the page hides it). */
export const CASHBACK_SEEDS: readonly CashbackSeed[] = [
  {
    title: 'Banreservas: 10 % de reembolso en aires acondicionados',
    bank: 'Banreservas',
    percentage: 10,
    cap: 5000,
    validUntil: '2026-12-31',
    conditions:
      'Válido con tarjetas de crédito Banreservas en compras de aires acondicionados desde RD$20,000. El reembolso se refleja en tu estado de cuenta en un máximo de 45 días.',
  },
  {
    title: 'Banco Popular: 8 % de reembolso en televisores y audio',
    bank: 'Banco Popular Dominicano',
    percentage: 8,
    cap: 4000,
    validUntil: '2026-12-15',
    conditions:
      'Aplica a tarjetas de crédito Popular Visa y Mastercard. Una compra por tarjeta al mes. No acumulable con otras promociones del banco.',
  },
  {
    title: 'BHD: 12 % de reembolso los fines de semana',
    bank: 'Banco BHD',
    percentage: 12,
    cap: 6000,
    validUntil: '2027-01-31',
    conditions:
      'Compras realizadas sábados y domingos con tarjetas de crédito BHD. Excluye servicios de instalación y mantenimiento.',
  },
  {
    title: 'Scotiabank: 5 % de reembolso en toda la tienda',
    bank: 'Scotiabank República Dominicana',
    percentage: 5,
    cap: 3000,
    validUntil: '2026-12-31',
    conditions:
      'Válido con tarjetas de crédito Scotiabank en compras desde RD$10,000, incluidas las pagadas a cuotas.',
  },
  {
    title: 'APAP: 15 % de reembolso en estufas (promoción terminada)',
    bank: 'Asociación Popular de Ahorros y Préstamos',
    percentage: 15,
    cap: 2500,
    validUntil: '2025-06-30',
    conditions:
      'Promoción de verano con tarjetas de crédito APAP. Ya terminó: la tienda no la muestra.',
  },
];
