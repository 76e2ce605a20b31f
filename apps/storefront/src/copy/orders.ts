/** The words of an order's money and papers, wherever the order shows (N1, N2, N4). */
export const orderCopy = {
  refund: (day: string) => (day === '' ? 'Reembolso' : `Reembolso del ${day}`),
  creditNote: (ncf: string) => `Nota de crédito ${ncf}`,
  refunded: 'Total reembolsado',
  refundedShort: 'Reembolsado',
  invoice: 'Ver la factura',
  /** An order whose NCF was voided: no invoice (its number goes to the DGII's report). */
  noInvoice: 'Este pedido se anuló: no tiene factura.',
} as const;
