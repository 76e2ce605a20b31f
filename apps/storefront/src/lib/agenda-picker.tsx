import type { UseQueryResult } from '@tanstack/react-query';
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

/**
 * The technicians' window that comes with a delivery window when the agenda books goods and a
 * service together, or '' when it is a single crew's or not loaded.
 */
export function installationScheduleOf(agenda: SlotAgenda | undefined, schedule: string): string {
  const offered = DELIVERY_SCHEDULES.find((window) => window === schedule);
  if (agenda?.service !== 'entrega-e-instalacion' || offered === undefined) return '';
  return installationScheduleFor(agenda.zone, offered) ?? '';
}

const remainingLabel = (remaining: number): string =>
  remaining === 0 ? 'Lleno' : remaining === 1 ? 'queda 1' : `quedan ${String(remaining)}`;

/** A day and window picked from an agenda; `date` is '' while no day that can be booked is. */
export interface AgendaChoice {
  date: string;
  schedule: string;
}

/**
 * A delivery day and window from the store's agenda (the checkout's, or an order's new one):
 * closed days are disabled in the calendar and their reason is said when the focus reaches them;
 * the chosen day's windows show what is left, a full one cannot be picked. The window chosen
 * stays while the new day has room in it, else the first with room is taken.
 */
export function AgendaPicker({
  agenda,
  date,
  schedule,
  error,
  onChange,
  dateLabel = 'Fecha de entrega',
}: {
  agenda: Pick<UseQueryResult<SlotAgenda>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  date: string;
  schedule: string;
  error: string | undefined;
  onChange: (choice: Partial<AgendaChoice>) => void;
  dateLabel?: string;
}) {
  const installation = installationScheduleOf(agenda.data, schedule);
  const [fallback] = useState(() => deliveryWindow(Date.now()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const days = agenda.data?.days ?? [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const chosen = byDate.get(date);

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
    // The field keeps what was typed (the year is typed digit by digit); the choice keeps only a
    // day that can be booked.
    setTyped(next);
    const closed = next === null ? undefined : closedBecause(next);
    if (next !== null && closed !== undefined) {
      // A closed day is not kept: the shopper reads why and picks another.
      setRefusal(`${formatSlotDate(next)}: ${closed}`);
      onChange({ date: '' });
      return;
    }
    const day = next === null ? undefined : byDate.get(next);
    setRefusal(null);
    const keeps = day?.windows.some(
      (window) => window.schedule === schedule && window.remaining > 0,
    );
    const first = day?.windows.find((window) => window.remaining > 0)?.schedule;
    onChange({
      date: next ?? '',
      ...(keeps === true || first === undefined ? {} : { schedule: first }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <DatePicker
        label={dateLabel}
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
        {...(refusal === null && error === undefined
          ? {}
          : { errorMessage: refusal ?? error ?? '' })}
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
          onChange={(next) => onChange({ schedule: next })}
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
