const dateFormat = new Intl.DateTimeFormat('es-DO', { dateStyle: 'long', timeZone: 'UTC' });

/** When an order was placed, as a Dominican reads a date; WooCommerce's dates carry no zone. */
export function orderDate(dateCreated: string | null): string {
  if (dateCreated === null) return '';
  const date = new Date(dateCreated.endsWith('Z') ? dateCreated : `${dateCreated}Z`);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
