<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * An order the shop made (`POST wc/v3/orders`, `created_via` rest-api) and nobody paid is let go
 * after WooCommerce's «Mantener inventario (minutos)» (`woocommerce_hold_stock_minutes`): it is
 * cancelled, and WooCommerce gives back its stock and coupon uses on the way to `cancelled`, as
 * SlotBookings gives back its delivery window. WooCommerce's own `wc_cancel_unpaid_orders` only
 * takes `pending` orders `created_via` checkout; the filter lets it take the shop's too, and this
 * module's sweep (every five minutes, on the plugin's Clock) also takes `failed` ones, which stay
 * payable on the order-pay page after a declined card but would otherwise hold stock forever.
 * Halfway through the hold, the sweep reminds an unpaid order once (OrderEmails' reminder mail).
 */
final class UnpaidOrders
{
    public const HOOK = 'vitrina_cancel_unpaid_orders';
    private const SCHEDULE = 'vitrina_five_minutes';
    /** Orders cancelled (and reminded) per run, so one run never outlasts a request. */
    private const BATCH = 50;
    /** The meta that says an unpaid order got its one reminder, and when (as the embedded store's). */
    private const REMINDED = '_vitrina_payment_reminder';

    public static function register(): void
    {
        add_filter('woocommerce_cancel_unpaid_order', [self::class, 'takesShopOrders'], 10, 2);
        add_filter('cron_schedules', [self::class, 'addSchedule']);
        add_action(self::HOOK, [self::class, 'sweep']);
        add_action('init', [self::class, 'schedule']);
    }

    /** WooCommerce's sweep cancels the shop's REST orders as it cancels its checkout's. */
    public static function takesShopOrders(bool $cancel, WC_Order $order): bool
    {
        return $cancel || self::isShopOrder($order);
    }

    /**
     * @param array<string, array{interval: int, display: string}> $schedules
     * @return array<string, array{interval: int, display: string}>
     */
    public static function addSchedule(array $schedules): array
    {
        $schedules[self::SCHEDULE] = ['interval' => 300, 'display' => 'Cada cinco minutos'];
        return $schedules;
    }

    public static function schedule(): void
    {
        if (wp_next_scheduled(self::HOOK) === false) {
            wp_schedule_event(time(), self::SCHEDULE, self::HOOK);
        }
    }

    /** The minutes an unpaid order keeps what it holds; 0 when the owner keeps them forever. */
    public static function holdMinutes(): int
    {
        if (get_option('woocommerce_manage_stock') !== 'yes') {
            return 0;
        }
        return max(0, (int) get_option('woocommerce_hold_stock_minutes', 60));
    }

    /**
     * Cancels the shop's orders left `pending` or `failed` for longer than the hold, then reminds
     * the ones halfway through it (core's `paymentReminderAt`) once, with «Pagar».
     *
     * @return list<int> the ids of the orders cancelled
     */
    public static function sweep(): array
    {
        $minutes = self::holdMinutes();
        if ($minutes === 0) {
            return [];
        }
        $now = (int) floor(Clock::now());
        $cancelled = [];
        foreach (self::unpaidSince($now - $minutes * MINUTE_IN_SECONDS) as $order) {
            $order->update_status(
                'cancelled',
                'Pedido sin pagar anulado: venció el tiempo de reserva del inventario.',
            );
            $cancelled[] = $order->get_id();
        }
        foreach (self::unpaidSince($now - (int) PayLater::reminderDelay($minutes)) as $order) {
            if ($order->get_meta(self::REMINDED) !== '') {
                continue;
            }
            $order->update_meta_data(self::REMINDED, gmdate('c', $now));
            $order->save();
            do_action(OrderEmails::REMINDER, $order->get_id(), $order);
        }
        return $cancelled;
    }

    /**
     * The shop's orders still unpaid that were made before `$instant`, oldest first.
     *
     * @return list<WC_Order>
     */
    private static function unpaidSince(int $instant): array
    {
        /** @var list<WC_Order> $orders */
        $orders = wc_get_orders([
            'status' => ['wc-pending', 'wc-failed'],
            'date_created' => '<' . $instant,
            'limit' => self::BATCH,
            'orderby' => 'date',
            'order' => 'ASC',
            'type' => 'shop_order',
        ]);
        return array_values(array_filter($orders, [self::class, 'isShopOrder']));
    }

    private static function isShopOrder(WC_Order $order): bool
    {
        return $order->get_created_via() === 'rest-api';
    }
}
