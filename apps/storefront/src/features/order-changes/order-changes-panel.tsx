import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '@vitrina/ui/button';
import { Dialog, DialogTrigger } from '@vitrina/ui/dialog';
import { Form } from '@vitrina/ui/form';
import { useState, type FormEvent } from 'react';
import { AgendaPicker, type AgendaChoice } from '../../lib/agenda-picker';
import type { ChangedOrder } from '../../lib/shop-api/order-changes';
import type { OrderChanges } from '../../lib/shop-api/order-view';
import { cancelOrder, orderAgenda, rescheduleOrder, type ChangeProof } from './order-changes-api';
import { ORDER_CHANGES_COPY as COPY } from './order-changes-copy';

/** The order the panel changes, as the page shows it. */
export interface ChangeableOrder {
  id: number;
  number: string;
  delivery_date: string;
  schedule: string;
  changes: OrderChanges;
}

/** The refusals worth saying beside what is still possible (the status already says the rest). */
const TOLD = new Set(['order_change_closed', 'order_paid']);

/** What the panel says of the limit, or of why nothing can change any more. */
function limitText({ changes }: ChangeableOrder): string | null {
  const { cancel, reschedule, until } = changes;
  if (until !== null && cancel.allowed && reschedule.allowed) return COPY.until(until);
  if (until !== null && reschedule.allowed) return COPY.untilReschedule(until);
  if (cancel.allowed) return COPY.anyTime;
  return null;
}

/** The order a change is made to, the proof it is the shopper's, and who hears of the change. */
interface ChangeProps {
  order: ChangeableOrder;
  proof: ChangeProof;
  onChanged: (order: ChangedOrder) => void;
}

/** «Cancelar pedido» and its confirmation. */
function CancelOrder({ order, proof, onChanged }: ChangeProps) {
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id, proof),
    onSuccess: onChanged,
  });
  return (
    <DialogTrigger>
      <Button variant="secondary">{COPY.cancel}</Button>
      <Dialog title={COPY.cancelTitle(order.number)} role="alertdialog">
        {(close) => (
          <div className="flex flex-col gap-4">
            <p>{COPY.cancelBody}</p>
            {cancel.isError ? <p role="alert">{cancel.error.message || COPY.failed}</p> : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onPress={close} autoFocus>
                {COPY.cancelKeep}
              </Button>
              <Button variant="danger" isPending={cancel.isPending} onPress={() => cancel.mutate()}>
                {COPY.cancelConfirm}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </DialogTrigger>
  );
}

/** The order's agenda and «Confirmar el nuevo horario». */
function Reschedule({ order, proof, onChanged, onClose }: ChangeProps & { onClose: () => void }) {
  const [choice, setChoice] = useState<AgendaChoice>({ date: '', schedule: order.schedule });
  const [unpicked, setUnpicked] = useState(false);
  const agenda = useQuery({
    queryKey: ['order-changes', 'agenda', order.id, proof],
    queryFn: ({ signal }) => orderAgenda(order.id, proof, signal),
  });
  const move = useMutation({
    mutationFn: (window: AgendaChoice) => rescheduleOrder(order.id, proof, window),
    onSuccess: onChanged,
    // A window taken meanwhile: what is left is read again.
    onError: () => void agenda.refetch(),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUnpicked(choice.date === '');
    if (choice.date !== '') move.mutate(choice);
  }
  return (
    // Its own check says which field is missing: the browser's would stop a day never picked
    // without a word, its input being hidden inside the date field.
    <Form onSubmit={submit} validationBehavior="aria" aria-label={COPY.reschedule}>
      <AgendaPicker
        agenda={agenda}
        date={choice.date}
        schedule={choice.schedule}
        error={unpicked && choice.date === '' ? COPY.pickDay : undefined}
        onChange={(patch) => setChoice((current) => ({ ...current, ...patch }))}
        dateLabel={COPY.newDate}
      />
      {move.isError ? (
        <p role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          {move.error.message || COPY.failed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={move.isPending}>
          {COPY.confirmReschedule}
        </Button>
        <Button variant="ghost" onPress={onClose}>
          {COPY.keep}
        </Button>
      </div>
    </Form>
  );
}

/**
 * What the shopper may still change of an order (issue 37): another day or window from its
 * agenda, or a cancel, until the owner's limit before the window and never once it left; the
 * reason when one of them no longer can. `onChanged` gets the order as it then stands.
 */
export function OrderChangesPanel({ order, proof, onChanged }: ChangeProps) {
  const [picking, setPicking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { cancel, reschedule } = order.changes;
  const refusals = [reschedule, cancel].filter(
    (offer) => !offer.allowed && offer.code !== null && TOLD.has(offer.code),
  );
  const said = [...new Set(refusals.map((offer) => offer.message))];
  const limit = limitText(order);
  const changed = (next: ChangedOrder) => {
    setPicking(false);
    setDone(
      next.status === 'cancelled'
        ? COPY.cancelled
        : COPY.rescheduled(next.delivery_date, next.schedule),
    );
    onChanged(next);
  };
  if (limit === null && said.length === 0 && done === null) return null;
  return (
    <section
      aria-labelledby="cambios-del-pedido"
      data-testid="order-changes"
      className="flex flex-col gap-3 rounded-card border border-border p-4"
    >
      <h2 id="cambios-del-pedido" className="text-lg font-semibold text-ink">
        {COPY.title}
      </h2>
      <p role="status" className={done === null ? 'sr-only' : 'font-semibold text-success'}>
        {done}
      </p>
      {limit === null ? null : <p>{limit}</p>}
      {said.map((message) => (
        <p key={message} className="text-ink-muted">
          {message}
        </p>
      ))}
      {picking ? (
        <Reschedule
          order={order}
          proof={proof}
          onChanged={changed}
          onClose={() => setPicking(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {reschedule.allowed ? (
            <Button variant="secondary" onPress={() => setPicking(true)}>
              {COPY.reschedule}
            </Button>
          ) : null}
          {cancel.allowed ? <CancelOrder order={order} proof={proof} onChanged={changed} /> : null}
        </div>
      )}
    </section>
  );
}
