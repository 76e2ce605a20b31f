import { useQuery } from '@tanstack/react-query';
import type { SlotAgenda } from '@vitrina/api-client/shipping';
import { AgendaPicker } from '../../lib/agenda-picker';
import type { StepViewProps } from './checkout-fields';

export { installationScheduleOf } from '../../lib/agenda-picker';

/** Reads the delivery agenda of a province for the buyer's cart. */
export type LoadAgenda = (province: string) => Promise<SlotAgenda>;

/** The province's agenda for the buyer's cart, read once for the delivery step and the review. */
export function useDeliveryAgenda(province: string, loadAgenda: LoadAgenda) {
  return useQuery({
    queryKey: ['checkout', 'agenda', province],
    queryFn: () => loadAgenda(province),
    staleTime: 30_000,
  });
}

/**
 * The delivery step's day and window, from the province's agenda for the cart (the spec's default
 * window stays chosen while it has room).
 */
export function DeliverySchedule({
  province,
  date,
  schedule,
  errors,
  update,
  loadAgenda,
}: StepViewProps & {
  province: string;
  date: string;
  schedule: string;
  loadAgenda: LoadAgenda;
}) {
  return (
    <AgendaPicker
      agenda={useDeliveryAgenda(province, loadAgenda)}
      date={date}
      schedule={schedule}
      error={errors['date'] ?? errors['schedule']}
      onChange={update}
    />
  );
}
