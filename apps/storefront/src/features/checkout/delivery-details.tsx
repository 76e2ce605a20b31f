import {
  BUILDING_ACCESS_LABELS,
  DOMINICAN_PROVINCES,
  formatSlotDate,
  INSTALLATION_SAME_DAY,
  type BulkyDelivery,
} from '@vitrina/core';
import { deliveryProvince, type CheckoutDraft } from './checkout-steps';
import { installationScheduleOf, useDeliveryAgenda, type LoadAgenda } from './delivery-schedule';

/**
 * When and how the order arrives, as the review and the confirmed order show it: the day and
 * window («martes, 1 de diciembre · 9:00 AM - 12:00 PM») and what the crew was told.
 */
export function DeliveryDetails({
  date,
  schedule,
  installationSchedule,
  bulky,
}: {
  /** `YYYY-MM-DD`, or `''` when the order has none. */
  date: string;
  schedule: string;
  /** The technicians' window booked with the delivery, or `''`. */
  installationSchedule: string;
  bulky: BulkyDelivery | null;
}) {
  return (
    <div className="flex flex-col gap-2">
      {date === '' ? null : (
        <p className="font-semibold" data-testid="delivery-when">
          {formatSlotDate(date)} · {schedule}
        </p>
      )}
      {date === '' || installationSchedule === '' ? null : (
        <p data-testid="installation-when">
          {INSTALLATION_SAME_DAY} · {installationSchedule}
        </p>
      )}
      {bulky === null ? null : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {bulky.floor === '' ? null : (
            <>
              <dt className="text-ink-muted">Piso o apartamento</dt>
              <dd>{bulky.floor}</dd>
            </>
          )}
          <dt className="text-ink-muted">Acceso</dt>
          <dd>{BUILDING_ACCESS_LABELS[bulky.access]}</dd>
          <dt className="text-ink-muted">Quién recibe</dt>
          <dd>
            {bulky.someone_receives
              ? 'Habrá alguien para recibirlo'
              : 'No habrá nadie para recibirlo'}
          </dd>
          <dt className="text-ink-muted">Equipo viejo</dt>
          <dd>{bulky.haul_away ? 'Lo retiramos' : 'No se retira'}</dd>
        </dl>
      )}
    </div>
  );
}

/**
 * The review's delivery block: the day, the window (and the technicians' window when they come
 * the same day), the crew's details and the address.
 */
export function ReviewDelivery({
  draft,
  loadAgenda,
}: {
  draft: CheckoutDraft;
  loadAgenda: LoadAgenda;
}) {
  const address = draft.ship_to_different_address ? draft.shipping_address : draft.billing_address;
  const province = DOMINICAN_PROVINCES[address.state] ?? address.state;
  const agenda = useDeliveryAgenda(deliveryProvince(draft), loadAgenda);
  return (
    <section
      aria-labelledby="revision-entrega"
      className="flex flex-col gap-2 rounded-card border border-border p-4"
    >
      <h2 id="revision-entrega" className="text-lg font-semibold">
        Entrega
      </h2>
      <DeliveryDetails
        date={draft.date}
        schedule={draft.schedule}
        installationSchedule={installationScheduleOf(agenda.data, draft.schedule)}
        bulky={draft.bulky_delivery}
      />
      <p>
        {[address.address, draft.billing_address.sector, address.city, province]
          .filter((part) => part !== '')
          .join(', ')}
      </p>
      {address.reference === '' ? null : <p>Referencia: {address.reference}</p>}
    </section>
  );
}
