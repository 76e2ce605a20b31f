<?php

declare(strict_types=1);

namespace Vitrina;

use DateTimeZone;
use WC_Order;

/**
 * What a shopper may still change of an order (issue 37), as @vitrina/core's `order/order-changes.ts`
 * decides it, over the data of AgendaRules (`orderChanges`): cancel it, or move its delivery, while
 * it has not left (nor been delivered, cancelled or refunded), until the owner's hours before its
 * window; cancel only with nothing paid. The contract suite holds both stores to the same answers.
 */
final class OrderChangeRules
{
    /** @return array<string, mixed> */
    public static function data(): array
    {
        return AgendaRules::data()['orderChanges'];
    }

    /** The owner's hours before the window (WooCommerce → Vitrina), else core's default. */
    public static function hours(): int
    {
        return Settings::changeHours() ?? (int) self::data()['hours']['default'];
    }

    /** Whether `hours` is a limit the owner may set: a whole number within core's bounds. */
    public static function isHours(mixed $hours): bool
    {
        $bounds = self::data()['hours'];
        return is_numeric($hours) && (string) (int) $hours === trim((string) $hours)
            && (int) $hours >= $bounds['min'] && (int) $hours <= $bounds['max'];
    }

    /** The last instant (s) the shopper may change the order, or null without a window (core's orderChangeDeadline). */
    public static function until(WC_Order $order): ?int
    {
        $date = (string) $order->get_meta('delivery_date');
        $schedule = (string) $order->get_meta('schedule');
        $day = date_create_immutable_from_format('!Y-m-d', $date, self::zone());
        if ($day === false || $day->format('Y-m-d') !== $date) {
            return null;
        }
        if (!in_array($schedule, AgendaRules::data()['schedules'], true)) {
            return null;
        }
        $start = $day->setTime(Agenda::startHour($schedule), 0);
        return $start->getTimestamp() - self::hours() * HOUR_IN_SECONDS;
    }

    /** `until` as the order's REST answer carries it, as the embedded store writes it: `2026-12-21T13:00:00.000Z`. */
    public static function untilIso(?int $until): ?string
    {
        return $until === null ? null : gmdate('Y-m-d\TH:i:s.000\Z', $until);
    }

    /**
     * Whether the shopper may cancel now: ok, or core's code and Spanish message.
     *
     * @return array{ok: bool, code?: string, message?: string}
     */
    public static function cancelVerdict(WC_Order $order, float $now): array
    {
        $until = self::until($order);
        $refusal = self::statusRefusal($order->get_status()) ?? self::closedRefusal($until, $now);
        if ($refusal !== null) {
            return $refusal;
        }
        $paid = $order->get_date_paid() !== null || $order->get_status() === 'partially-paid';
        return $paid ? self::refusal('order_paid', self::message('paid')) : ['ok' => true];
    }

    /**
     * Whether the shopper may move the delivery now; `$booked`: whether the order holds a window.
     *
     * @return array{ok: bool, code?: string, message?: string}
     */
    public static function rescheduleVerdict(WC_Order $order, bool $booked, float $now): array
    {
        $refusal = self::statusRefusal($order->get_status());
        if ($refusal !== null) {
            return $refusal;
        }
        $until = $booked ? self::until($order) : null;
        if ($until === null) {
            return self::refusal('order_without_delivery', self::message('withoutDelivery'));
        }
        return self::closedRefusal($until, $now) ?? ['ok' => true];
    }

    /** One of core's words for order changes. */
    public static function message(string $key): string
    {
        return (string) self::data()['messages'][$key];
    }

    /**
     * The note of a new window, as core's rescheduledNote.
     *
     * @param array{date: string, schedule: string} $from
     * @param array{date: string, schedule: string} $to
     */
    public static function rescheduledNote(array $from, array $to): string
    {
        $when = static fn (array $slot): string => Agenda::longDate($slot['date']) . ', ' . $slot['schedule'];
        return strtr(self::message('rescheduledNote'), ['{from}' => $when($from), '{to}' => $when($to)]);
    }

    /** A deadline as the shopper reads it (core's formatChangeDeadline): «… a las 9:00 AM». */
    public static function formatDeadline(int $until): string
    {
        $local = Agenda::shopTime((float) $until);
        return Agenda::longDate($local->format('Y-m-d')) . ' a las ' . $local->format('g:i A');
    }

    /** @return array{ok: bool, code?: string, message?: string}|null */
    private static function statusRefusal(string $status): ?array
    {
        if (in_array($status, self::data()['statuses'], true)) {
            return null;
        }
        $keys = [
            self::data()['outForDelivery'] => 'outForDelivery',
            'completed' => 'completed',
            'cancelled' => 'cancelled',
            'refunded' => 'refunded',
        ];
        return self::refusal('order_not_changeable', self::message($keys[$status] ?? 'notChangeable'));
    }

    /** @return array{ok: bool, code?: string, message?: string}|null */
    private static function closedRefusal(?int $until, float $now): ?array
    {
        if ($until === null || $now <= $until) {
            return null;
        }
        $message = str_replace('{until}', self::formatDeadline($until), self::message('closed'));
        return self::refusal('order_change_closed', $message);
    }

    /** @return array{ok: bool, code: string, message: string} */
    private static function refusal(string $code, string $message): array
    {
        return ['ok' => false, 'code' => $code, 'message' => $message];
    }

    private static function zone(): DateTimeZone
    {
        return new DateTimeZone((string) AgendaRules::data()['timeZone']);
    }
}
