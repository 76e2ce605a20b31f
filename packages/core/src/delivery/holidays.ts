/**
 * Dominican public holidays on which the shop does not deliver, as the dates they are observed
 * (Ley 139-97 moves some of them to a Monday). Data for the current and next year; a new year is
 * a new block here.
 */
export const DOMINICAN_HOLIDAYS: Readonly<Record<string, string>> = {
  '2026-01-01': 'Año Nuevo',
  '2026-01-05': 'Día de Reyes',
  '2026-01-21': 'Día de la Altagracia',
  '2026-01-26': 'Día de Duarte',
  '2026-02-27': 'Día de la Independencia',
  '2026-04-03': 'Viernes Santo',
  '2026-05-04': 'Día del Trabajo',
  '2026-06-04': 'Corpus Christi',
  '2026-08-16': 'Día de la Restauración',
  '2026-09-24': 'Día de las Mercedes',
  '2026-11-09': 'Día de la Constitución',
  '2026-12-25': 'Navidad',
  '2027-01-01': 'Año Nuevo',
  '2027-01-04': 'Día de Reyes',
  '2027-01-21': 'Día de la Altagracia',
  '2027-01-25': 'Día de Duarte',
  '2027-02-27': 'Día de la Independencia',
  '2027-03-26': 'Viernes Santo',
  '2027-05-01': 'Día del Trabajo',
  '2027-05-27': 'Corpus Christi',
  '2027-08-16': 'Día de la Restauración',
  '2027-09-24': 'Día de las Mercedes',
  '2027-11-06': 'Día de la Constitución',
  '2027-12-25': 'Navidad',
};

/** The holiday observed on a `YYYY-MM-DD` date, if any. */
export function holidayOn(date: string): string | undefined {
  return DOMINICAN_HOLIDAYS[date];
}
