import { formatChangeDeadline, formatSlotDate } from '@vitrina/core';

/** The words of an order's changes (cancel, another window), wherever the order shows. */
export const ORDER_CHANGES_COPY = {
  title: '¿Necesitas cambiar algo?',
  until: (until: string) =>
    `Puedes elegir otro día u horario de entrega o cancelar el pedido hasta el ${formatChangeDeadline(Date.parse(until))}.`,
  untilReschedule: (until: string) =>
    `Puedes elegir otro día u horario de entrega hasta el ${formatChangeDeadline(Date.parse(until))}.`,
  anyTime: 'Puedes cancelar este pedido mientras no salga a entrega.',
  reschedule: 'Cambiar fecha',
  newDate: 'Nuevo día de entrega',
  confirmReschedule: 'Confirmar el nuevo horario',
  keep: 'No cambiar',
  cancel: 'Cancelar pedido',
  cancelTitle: (number: string) => `¿Cancelar el pedido #${number}?`,
  cancelBody:
    'Liberamos lo que tenía reservado: los productos, el cupón y el horario de entrega. Esto no se puede deshacer.',
  cancelConfirm: 'Sí, cancelar el pedido',
  cancelKeep: 'No, mantenerlo',
  cancelled: 'Cancelaste el pedido. No se cobró nada.',
  rescheduled: (date: string, schedule: string) =>
    `Listo: tu pedido llega el ${formatSlotDate(date)}, de ${schedule}.`,
  pickDay: 'Elige un día con entregas.',
  failed: 'No pudimos hacer el cambio. Inténtalo de nuevo en unos segundos.',
} as const;
