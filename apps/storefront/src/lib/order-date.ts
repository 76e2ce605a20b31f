const longDate = new Intl.DateTimeFormat('es-DO', {
  dateStyle: 'long',
  timeZone: 'America/Santo_Domingo',
});
const calendarDay = new Intl.DateTimeFormat('es-DO', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The day of an order's date as a Dominican reads it («4 de mayo de 2026»), '' without one. An
 * instant (`…Z`, a refund's) is read in Santo Domingo; WooCommerce's order dates carry no zone and
 * are already the shop's own time, so their calendar day is kept as written.
 */
export function orderDay(date: string | null): string {
  if (date === null || date === '') return '';
  if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(date)) {
    const instant = new Date(date);
    return Number.isNaN(instant.getTime()) ? '' : longDate.format(instant);
  }
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return day === undefined ? '' : calendarDay.format(new Date(`${day}T12:00:00Z`));
}
