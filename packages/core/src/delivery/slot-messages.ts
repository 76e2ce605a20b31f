/**
 * Why a day or a window of the agenda cannot be booked, in Spanish, as data: the embedded store's
 * slotDay and the plugin's Agenda.php (through data/rules.json) fill the same templates, where
 * `{name}` is a holiday's, `{zone}` a zone's label, `{days}` the lead time and `{hour}` the cut-off.
 */
export const SLOT_MESSAGES = {
  closed: 'No disponible: {reason}',
  past: 'la fecha ya pasó.',
  beyond: 'la agenda aún no está abierta para esa fecha.',
  sunday: 'no entregamos los domingos.',
  holiday: 'es feriado ({name}).',
  leadTime: 'para {zone} necesitamos {days} de preparación.',
  day: 'día',
  days: 'días',
  cutoff: 'las entregas del mismo día se piden antes de las {hour}:00 AM.',
  full: 'no quedan cupos ese día.',
  windowFull: 'Ese horario ya no tiene cupos.',
  noWindow: 'Ese horario no se ofrece ese día.',
} as const;

/** A template of {@link SLOT_MESSAGES} with its `{placeholders}` filled. */
export function slotMessage(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return template.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
