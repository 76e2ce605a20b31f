<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;
use WC_Order_Item_Product;
use WP_Error;
use WP_REST_Request;

/**
 * An order created through `POST wc/v3/orders` claims its checkout attempt (OrderAttempts), checks
 * its stock (StockCheck), books its delivery window and takes its NCF in the same database
 * transaction as the order, its stock and its metas: the transaction starts when WooCommerce has
 * prepared the order (the products' stock rows, then the agenda's, are locked then), and commits
 * once the order is saved, its units taken and its booking written. A sold-out product, a full
 * window, a day not offered or an NCF range used up or expired (409 in Spanish, core's words)
 * answers an error and leaves no order, no booking and no NCF; whatever ends the request before
 * the commit rolls everything back. The owner is mailed after the commit when the range runs low.
 */
final class OrderPlacement
{
    /** @var array{zone: string, service: string, date: string, schedule: string}|null */
    private static ?array $slot = null;
    private static bool $open = false;
    private static ?string $ncfType = null;

    public static function register(): void
    {
        add_filter('woocommerce_rest_pre_insert_shop_order_object', [self::class, 'begin'], 10, 3);
        add_action('woocommerce_rest_insert_shop_order_object', [self::class, 'commit'], 10, 3);
        add_filter('rest_request_after_callbacks', [self::class, 'rollBack']);
        add_action('shutdown', [self::class, 'rollBack']);
    }

    /**
     * Opens the transaction, checks the units (under the products' locks), books the window
     * (checked under the agenda's lock) and writes the NCF metas on the order about to be saved.
     * Every order takes its locks in that one order: products, agenda, NCF.
     *
     * @param WC_Order|WP_Error $order
     * @return WC_Order|WP_Error
     */
    public static function begin(mixed $order, WP_REST_Request $request, bool $creating): mixed
    {
        if (!$creating || !$order instanceof WC_Order) {
            return $order;
        }
        $slot = self::requestedSlot($order);
        if ($slot instanceof WP_Error) {
            return $slot;
        }
        self::query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
        self::query('START TRANSACTION');
        self::$open = true;
        $taken = OrderAttempts::claim((string) $order->get_meta('_vitrina_attempt'));
        if ($taken !== null) {
            self::rollBack();
            return $taken;
        }
        $short = StockCheck::take($order);
        if ($short !== null) {
            self::rollBack();
            return $short;
        }
        if ($slot !== null) {
            $refusal = BookingCheck::take($slot, Clock::now());
            if ($refusal !== null) {
                self::rollBack();
                return $refusal;
            }
        }
        // Both crews booked: the technicians' window travels with the order, for whoever reads it
        // (confirmation, tracking) without knowing the pairing; one the caller sent is never kept.
        $installationMeta = AgendaRules::data()['installationScheduleMeta'];
        $order->delete_meta_data($installationMeta);
        if ($slot !== null && AgendaRules::isJoint($slot['service'])) {
            [, $installation] = AgendaRules::visits($slot['zone'], $slot['service'], $slot['schedule']);
            $order->update_meta_data($installationMeta, $installation['schedule']);
        }
        $type = NcfSequence::typeFor(self::truthy($order->get_meta('is_fiscal')));
        try {
            $ncf = NcfSequence::next($type, 'order');
        } catch (NcfRefused $refused) {
            self::rollBack();
            return new WP_Error($refused->refusal, $refused->getMessage(), ['status' => 409]);
        }
        $order->update_meta_data(FiscalRules::meta('type'), $type);
        $order->update_meta_data(FiscalRules::meta('number'), $ncf['number']);
        // The last day the range may be used, which the invoice prints («Válido hasta»).
        $order->delete_meta_data(FiscalRules::meta('expires'));
        if ($ncf['expires'] !== null) {
            $order->update_meta_data(FiscalRules::meta('expires'), $ncf['expires']);
        }
        self::$slot = $slot;
        self::$ncfType = $type;
        return $order;
    }

    /** The order is saved: its visits are written and everything commits together. */
    public static function commit(mixed $order, WP_REST_Request $request, bool $creating): void
    {
        if (!$creating || !self::$open || !$order instanceof WC_Order) {
            return;
        }
        if (self::$slot !== null) {
            SlotBookings::insert($order->get_id(), self::$slot);
        }
        // WooCommerce takes an order's units once it is paid or on hold; a card order waits on
        // the order-pay page meanwhile, and a window booked for goods nobody holds could not be
        // kept. So they are taken now, while StockCheck's locks still hold the units it counted
        // (once: WooCommerce marks the order, its lines, the lookup table and the stock status),
        // and given back when it is cancelled unpaid, as the embedded store does.
        wc_maybe_reduce_stock_levels($order->get_id());
        self::query('COMMIT');
        self::$open = false;
        self::$slot = null;
        if (self::$ncfType !== null) {
            NcfSequence::warnIfLow(self::$ncfType);
            self::$ncfType = null;
        }
    }

    /** Ends a transaction the request left open (an error after begin): nothing of it stays. */
    public static function rollBack(mixed $passThrough = null): mixed
    {
        if (self::$open) {
            self::query('ROLLBACK');
            self::$open = false;
            self::$slot = null;
            self::$ncfType = null;
        }
        return $passThrough;
    }

    /**
     * The window the order asks for (metas `delivery_date` and `schedule`), its zone by the
     * shipping province and its agenda by each product's categories; null without a date.
     *
     * @return array{zone: string, service: string, date: string, schedule: string}|WP_Error|null
     */
    private static function requestedSlot(WC_Order $order): array|WP_Error|null
    {
        $date = (string) $order->get_meta('delivery_date');
        if ($date === '') {
            return null;
        }
        $data = AgendaRules::data();
        $schedule = (string) ($order->get_meta('schedule') ?: $data['defaultSchedule']);
        if (!self::isDateInWindow($date) || !in_array($schedule, $data['schedules'], true)) {
            return new WP_Error('invalid_delivery_date', $data['deliveryMessage'], [
                'status' => 400,
                'params' => ['delivery_date'],
            ]);
        }
        $state = $order->get_shipping_address_1() !== '' ? $order->get_shipping_state() : $order->get_billing_state();
        $products = [];
        foreach ($order->get_items() as $item) {
            if ($item instanceof WC_Order_Item_Product) {
                $ids = wp_get_post_terms($item->get_product_id(), 'product_cat', ['fields' => 'ids']);
                $products[] = is_array($ids) ? array_map('intval', $ids) : [];
            }
        }
        return [
            'zone' => AgendaRules::zoneForState($state),
            'service' => AgendaRules::serviceFor($products),
            'date' => $date,
            'schedule' => $schedule,
        ];
    }

    /** A real `YYYY-MM-DD` date from today to the last day the agenda opens (core's isDeliveryDateAllowed). */
    public static function isDateInWindow(string $date): bool
    {
        $parsed = date_create_immutable_from_format('!Y-m-d', $date);
        if ($parsed === false || $parsed->format('Y-m-d') !== $date) {
            return false;
        }
        $now = Clock::now();
        return $date >= Agenda::shopDate($now) && $date <= Agenda::lastDay($now);
    }

    /** `is_fiscal` as the embedded store reads it: true, '1', 'true' or 'yes'. */
    private static function truthy(mixed $value): bool
    {
        return $value === true || in_array($value, ['1', 'true', 'yes'], true);
    }

    private static function query(string $sql): void
    {
        global $wpdb;
        $wpdb->query($sql);
    }
}
