<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;
use WC_Order_Item_Product;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The day's deliveries and installations (issue 37): one entry per visit booked in
 * SlotBookings, in core's dispatch order (zone, window, crew, order), with where it goes, who
 * receives it, how to reach them, what the crew was told and what the order holds. wp-admin's
 * «Entregas» (DispatchPage) shows it; `GET wc-vitrina/v1/dispatch?date=AAAA-MM-DD` answers it to a
 * shop manager's key, as the embedded store answers it to the owner's
 * (apps/store-api/src/dispatch/dispatch-list.ts).
 */
final class Dispatch
{
    public static function register(): void
    {
        add_action('rest_api_init', static function (): void {
            register_rest_route(OrderChanges::NAMESPACE, '/dispatch', [
                'methods' => 'GET',
                'callback' => [self::class, 'answer'],
                'permission_callback' => [self::class, 'mayRead'],
            ]);
        });
    }

    /** Who prepares the deliveries: WooCommerce's right to edit orders (a shop manager). */
    public static function mayRead(): bool|WP_Error
    {
        if (current_user_can('edit_shop_orders')) {
            return true;
        }
        return new WP_Error(
            'woocommerce_rest_cannot_view',
            'Lo siento, no puedes ver este recurso.',
            ['status' => rest_authorization_required_code()],
        );
    }

    public static function answer(WP_REST_Request $request): WP_REST_Response
    {
        $date = $request->get_param('date');
        if ($date !== null && (!is_string($date) || preg_match('/^\d{4}-\d{2}-\d{2}\z/', $date) !== 1)) {
            return Rest::error(
                400,
                'rest_invalid_param',
                'Parámetro(s) no válido(s): date',
                ['params' => ['date' => 'Usa fechas AAAA-MM-DD.']],
            );
        }
        $day = $date ?? Agenda::shopDate(Clock::now());
        $response = new WP_REST_Response(['date' => $day, 'visits' => self::visits($day)]);
        $response->header('Cache-Control', 'no-store');
        return $response;
    }

    /**
     * The day's visits.
     *
     * @return list<array<string, mixed>>
     */
    public static function visits(string $date): array
    {
        global $wpdb;
        $rows = $wpdb->get_results(
            $wpdb->prepare(
                "SELECT order_id, zone, service, schedule FROM {$wpdb->prefix}vitrina_slot_bookings WHERE date = %s",
                $date,
            ),
            ARRAY_A,
        );
        $visits = [];
        foreach ($rows as $row) {
            $order = wc_get_order((int) $row['order_id']);
            if ($order instanceof WC_Order) {
                $visits[] = self::visit($order, $row);
            }
        }
        usort($visits, [self::class, 'byDispatchOrder']);
        return $visits;
    }

    /**
     * @param array{zone: string, service: string, schedule: string} $booking
     * @return array<string, mixed>
     */
    private static function visit(WC_Order $order, array $booking): array
    {
        // The order goes to its shipping address when it has one, else to the billing's.
        $shipped = $order->get_shipping_address_1() !== '';
        $first = $shipped ? $order->get_shipping_first_name() : $order->get_billing_first_name();
        $last = $shipped ? $order->get_shipping_last_name() : $order->get_billing_last_name();
        $state = $shipped ? $order->get_shipping_state() : $order->get_billing_state();
        $provinces = AgendaRules::data()['provinces'];
        $items = [];
        foreach ($order->get_items() as $item) {
            if ($item instanceof WC_Order_Item_Product) {
                $items[] = ['name' => $item->get_name(), 'quantity' => $item->get_quantity()];
            }
        }
        return [
            'order_id' => $order->get_id(),
            'number' => (string) $order->get_order_number(),
            'status' => $order->get_status(),
            'zone' => $booking['zone'],
            'crew' => $booking['service'],
            'schedule' => $booking['schedule'],
            'customer' => trim("$first $last"),
            'phone' => ($shipped ? $order->get_shipping_phone() : '') ?: $order->get_billing_phone(),
            'address' => $shipped ? $order->get_shipping_address_1() : $order->get_billing_address_1(),
            'sector' => (string) $order->get_meta('sector') ?: $order->get_billing_address_2(),
            'city' => $shipped ? $order->get_shipping_city() : $order->get_billing_city(),
            'province' => $provinces[$state]['name'] ?? $state,
            'reference' => (string) $order->get_meta('reference'),
            'bulky_delivery' => self::bulkyDelivery($order),
            'items' => $items,
            'customer_note' => $order->get_customer_note(),
        ];
    }

    /**
     * The crew's bulky-delivery answers, as core's readBulkyDeliveryMeta reads them; null when
     * the order has none.
     *
     * @return array{floor: string, access: string, someone_receives: bool, haul_away: bool}|null
     */
    private static function bulkyDelivery(WC_Order $order): ?array
    {
        $dispatch = AgendaRules::data()['dispatch'];
        $keys = $dispatch['bulkyDeliveryMeta'];
        $access = (string) $order->get_meta($keys['access']);
        $floor = trim((string) $order->get_meta($keys['floor']));
        if (!isset($dispatch['buildingAccessLabels'][$access]) || mb_strlen($floor) > 20) {
            return null;
        }
        return [
            'floor' => $floor,
            'access' => $access,
            'someone_receives' => $order->get_meta($keys['someone_receives']) === 'yes',
            'haul_away' => $order->get_meta($keys['haul_away']) === 'yes',
        ];
    }

    /**
     * Core's byDispatchOrder: zone as core lists them, window from the earliest, the truck before
     * the technicians, then order.
     *
     * @param array<string, mixed> $a
     * @param array<string, mixed> $b
     */
    private static function byDispatchOrder(array $a, array $b): int
    {
        $data = AgendaRules::data();
        $rank = static function (array $list, string $entry): int {
            $index = array_search($entry, $list, true);
            return $index === false ? count($list) : (int) $index;
        };
        $zones = array_keys($data['zones']);
        return $rank($zones, $a['zone']) <=> $rank($zones, $b['zone'])
            ?: $rank($data['schedules'], $a['schedule']) <=> $rank($data['schedules'], $b['schedule'])
            ?: $rank($data['crews'], $a['crew']) <=> $rank($data['crews'], $b['crew'])
            ?: $a['order_id'] <=> $b['order_id'];
    }
}
