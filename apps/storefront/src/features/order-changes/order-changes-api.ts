import { SlotAgendaSchema } from '../../lib/shop-api/checkout';
import { ChangedOrderSchema } from '../../lib/shop-api/order-changes';
import { shopCall } from '../../lib/shop-api/shop-client';

/**
 * What lets this page change the order: its key (the confirmation page, the e-mail's link), the
 * pass its tracking page was given, or the signed-in customer's token (the profile).
 */
export interface ChangeProof {
  readonly key?: string | undefined;
  readonly pass?: string | undefined;
  readonly token: string | null;
}

const queryOf = ({ key, pass }: ChangeProof): Record<string, string> => ({
  ...(key === undefined ? {} : { clave: key }),
  ...(pass === undefined ? {} : { pase: pass }),
});

/** The agenda the order may move to: its zone's, for what it carries. */
export const orderAgenda = (id: number, proof: ChangeProof, signal: AbortSignal) =>
  shopCall({
    path: `pedidos/${String(id)}/horarios`,
    query: queryOf(proof),
    caller: { token: proof.token },
    answer: SlotAgendaSchema,
    signal,
  });

/** Cancels the order; answers it as it now stands. */
export const cancelOrder = (id: number, proof: ChangeProof) =>
  shopCall({
    method: 'POST',
    path: `pedidos/${String(id)}/cancelar`,
    query: queryOf(proof),
    caller: { token: proof.token },
    answer: ChangedOrderSchema,
  });

/** Moves the order's delivery to `window` (the server checks it); answers it as it now stands. */
export const rescheduleOrder = (
  id: number,
  proof: ChangeProof,
  window: { date: string; schedule: string },
) =>
  shopCall({
    method: 'POST',
    path: `pedidos/${String(id)}/horario`,
    query: queryOf(proof),
    caller: { token: proof.token },
    body: { delivery_date: window.date, schedule: window.schedule },
    answer: ChangedOrderSchema,
  });
