<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * What an order still owes and whether it is paid online now, as core's pay-later rules
 * (`paymentDueOnline`, `amountDue`, `paymentReminderAt`; scripts/pay-later.test.ts holds this
 * class to them): the order's button for a waiting or declined card order, the balance's after an abono.
 */
final class PayLater
{
    /** `order`, `balance`, or null when nothing is paid online now. */
    public static function dueOnline(string $status, string $gatewayId): ?string
    {
        if ($gatewayId === '' || in_array($gatewayId, OrderData::offlineGateways(), true)) {
            return null;
        }
        if ($status === OrderDeposit::STATUS) {
            return 'balance';
        }
        return in_array($status, ['pending', 'failed'], true) ? 'order' : null;
    }

    /** What the shopper still owes, in centavos (core's amountDue). */
    public static function amountDue(string $status, bool $paid, int $totalCents, ?int $depositCents): int
    {
        if ($status === 'pending' || $status === 'failed') {
            return $depositCents ?? $totalCents;
        }
        if (in_array($status, ['cancelled', 'refunded'], true)) {
            return 0;
        }
        if ($status === OrderDeposit::STATUS) {
            return $totalCents - ($depositCents ?? 0);
        }
        return $paid ? 0 : $totalCents;
    }

    /** Seconds after its creation when an unpaid order gets its one reminder; null without a hold. */
    public static function reminderDelay(int $holdMinutes): ?int
    {
        return $holdMinutes > 0 ? (int) ($holdMinutes * MINUTE_IN_SECONDS * OrderData::reminderShareOfHold()) : null;
    }

    /** What `$order` still owes, in centavos. */
    public static function amountDueOf(WC_Order $order): int
    {
        return self::amountDue(
            $order->get_status(),
            $order->get_date_paid() !== null,
            self::cents((string) $order->get_total()),
            OrderDeposit::depositCents($order),
        );
    }

    /** A WooCommerce amount («1234.5») in centavos. */
    public static function cents(string $amount): int
    {
        return (int) round((float) $amount * 100);
    }
}
