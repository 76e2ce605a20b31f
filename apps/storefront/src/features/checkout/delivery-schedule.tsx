import { useQuery } from '@tanstack/react-query';
import type { SlotAgenda } from '@vitrina/api-client/shipping';
import {
  DATE_PICKER_WIDE_SCREEN_MIN_PX,
  DELIVERY_SCHEDULES,
  deliveryWindow,
  formatSlotDate,
  installationScheduleFor,
} from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { DatePicker } from '@vitrina/ui/date-picker';
import { RadioGroup } from '@vitrina/ui/radio-group';
import { useState } from 'react';
import type { StepViewProps } from './checkout-fields';

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
 * The technicians' window that comes with a delivery window when the cart holds goods and a
 * service (booked together), or '' when the agenda is a single crew's or not loaded.
 */
export function installationScheduleOf(agenda: SlotAgenda | undefined, schedule: string): string {
  const offered = DELIVERY_SCHEDULES.find((window) => window === schedule);
  if (agenda?.service !== 'entrega-e-instalacion' || offered === undefined) return '';
  return installationScheduleFor(agenda.zone, offered) ?? '';
}

const remainingLabel = (remaining: number): string =>
  remaining === 0 ? 'Lleno' : remaining === 1 ? 'queda 1' : `quedan ${String(remaining)}`;

/**
 * The delivery day and window from the store's agenda: closed days are disabled in the calendar
 * and their reason is said when the focus reaches them; the chosen day's windows show what is
 * left, a full one cannot be picked. The spec's default window stays chosen while it has room.
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
  const agenda = useDeliveryAgenda(province, loadAgenda);
  const installation = installationScheduleOf(agenda.data, schedule);
  const [fallback] = useState(() => deliveryWindow(Date.now()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const days = agenda.data?.days ?? [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const chosen = byDate.get(date);
  const error = errors['date'] ?? errors['schedule'];

  /** Why a day of a loaded agenda cannot be booked, if it cannot. */
  function closedBecause(day: string): string | undefined {
    if (agenda.data === undefined) return undefined;
    const found = byDate.get(day);
    if (found !== undefined) return found.available ? undefined : found.message;
    return day < (days[0]?.date ?? '')
      ? 'No disponible: la fecha ya pasó.'
      : 'No disponible: la agenda aún no está abierta para esa fecha.';
  }

  function pick(next: string | null) {
    // The field keeps what was typed (the year is typed digit by digit); the form keeps only a
    // day that can be booked.
    setTyped(next);
    const closed = next === null ? undefined : closedBecause(next);
    if (next !== null && closed !== undefined) {
      // A closed day is not kept: the shopper reads why and picks another.
      setRefusal(`${formatSlotDate(next)}: ${closed}`);
      update({ date: '' });
      return;
    }
    const day = next === null ? undefined : byDate.get(next);
    setRefusal(null);
    const keeps = day?.windows.some(
      (window) => window.schedule === schedule && window.remaining > 0,
    );
    const first = day?.windows.find((window) => window.remaining > 0)?.schedule;
    update({
      date: next ?? '',
      ...(keeps === true || first === undefined ? {} : { schedule: first }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <DatePicker
        label="Fecha de entrega"
        value={date === '' ? typed : date}
        onChange={pick}
        minValue={days[0]?.date ?? fallback.first}
        maxValue={days.at(-1)?.date ?? fallback.last}
        isDateUnavailable={(day) => byDate.get(day)?.available === false}
        describeDate={closedBecause}
        description={
          agenda.isPending
            ? 'Cargando los días con entregas…'
            : 'Los días tachados no tienen entregas; al enfocarlos se lee el motivo.'
        }
        isRequired
        wideScreenAbove={DATE_PICKER_WIDE_SCREEN_MIN_PX}
        isInvalid={error !== undefined || refusal !== null}
        {...(refusal === null && error === undefined ? {} : { errorMessage: refusal ?? error })}
      />
      {agenda.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2">
          <p>No pudimos cargar los horarios de entrega.</p>
          <Button variant="secondary" size="sm" onPress={() => void agenda.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : null}
      {chosen?.available ? (
        <RadioGroup
          label="Horario de entrega"
          options={chosen.windows.map((window) => ({
            value: window.schedule,
            label: window.schedule,
            detail: remainingLabel(window.remaining),
            isDisabled: window.remaining === 0,
          }))}
          value={schedule}
          onChange={(next) => update({ schedule: next })}
          isRequired
        />
      ) : (
        <p className="text-ink-muted">Elige la fecha para ver los horarios y los cupos.</p>
      )}
      {/* Always there, so a screen reader hears the technicians' window as it appears. */}
      <div aria-live="polite">
        {chosen?.available && installation !== '' ? (
          <p className="rounded-control bg-surface-muted p-3">
            La instalación es el mismo día: los técnicos llegan de{' '}
            {installation.replace(' - ', ' a ')}.
          </p>
        ) : null}
      </div>
    </div>
  );
}
