/**
 * The deposit (abono) of an order paid partly now (spec `isPartialPayment`, reliability G9): half
 * the total, rounded up to the centavo, so the balance is never the larger part. Decided by the
 * shop alone; the shopper only asks for it.
 */
export function depositCents(totalCents: number): number {
  return Math.ceil(totalCents / 2);
}
