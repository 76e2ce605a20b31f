<?php

declare(strict_types=1);

namespace Vitrina;

use WP_Error;

/**
 * Whether an order may take its window, decided under the agenda's row lock inside the order's
 * transaction: as the embedded store's bookSlot, a full window is 409 `delivery_slot_full` with
 * the next free one in Spanish and in `data.next`; a day or window not offered is 400.
 */
final class BookingCheck
{
    /**
     * Locks the agenda of every crew the service books and checks the window; null when the
     * order may take it.
     *
     * @param array{zone: string, service: string, date: string, schedule: string} $slot
     */
    public static function take(array $slot, float $now): ?WP_Error
    {
        // Always in core's order of the crews, so two orders never each hold the lock the other
        // waits for.
        foreach (AgendaRules::crewsOf($slot['service']) as $crew) {
            if (!SlotBookings::lock($slot['zone'], $crew)) {
                return new WP_Error(
                    'delivery_slot_busy',
                    'La agenda está ocupada en este momento. Intenta de nuevo en unos segundos.',
                    ['status' => 503],
                );
            }
        }
        $agendaOf = static fn (string $to): Agenda => new Agenda(
            $slot['zone'],
            $slot['service'],
            $now,
            SlotBookings::counts($slot['zone'], $slot['service'], $slot['date'], $to),
        );
        $verdict = $agendaOf($slot['date'])->check($slot['date'], $slot['schedule']);
        if ($verdict['ok']) {
            return null;
        }
        if ($verdict['reason'] === 'full') {
            $next = $agendaOf(Agenda::lastDay($now))->nextFree($slot['date']);
            $offer = $next === null
                ? 'No quedan horarios libres en los próximos días.'
                : sprintf('El próximo libre es el %s, de %s.', Agenda::longDate($next['date']), $next['schedule']);
            return new WP_Error(
                'delivery_slot_full',
                "El horario que elegiste se llenó mientras comprabas. $offer",
                ['status' => 409, 'next' => $next],
            );
        }
        return new WP_Error(
            'invalid_delivery_date',
            AgendaRules::data()['deliveryMessage'] . ' ' . $verdict['message'],
            ['status' => 400, 'params' => ['delivery_date']],
        );
    }
}
