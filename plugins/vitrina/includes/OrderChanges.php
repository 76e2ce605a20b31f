<?php

declare(strict_types=1);

namespace Vitrina;

use Automattic\WooCommerce\Utilities\OrderUtil;
use WC_Order;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * A shopper's cancel or new window (issue 37), asked by the shop server with its key once it has
 * verified the shopper: `POST wc-vitrina/v1/orders/{id}/cancel` and `/reschedule`, as the
 * embedded store answers them (apps/store-api/src/orders/shopper-changes.ts). Each runs in one
 * transaction with the order's row locked, so a payment or «Salió a entrega» cannot land between
 * the rules' verdict and the change: a cancel gives back the stock, the coupon uses and the window
 * (WooCommerce's own hooks on `cancelled`, and SlotBookings'); a new window gives back the old one
 * and takes the new one under the agenda's locks. A `wc-` namespace, because WooCommerce
 * authenticates its REST keys only there. After the commit, `vitrina_order_cancelled_by_customer`
 * and `vitrina_order_rescheduled` (the order's id and the order) tell whoever mails the shopper:
 * OrderEmails sends «Entrega cambiada de horario» on the second.
 */
final class OrderChanges
{
    public const NAMESPACE = 'wc-vitrina/v1';

    public static function register(): void
    {
        add_action('rest_api_init', static function (): void {
            $args = ['id' => ['validate_callback' => static fn ($id): bool => ctype_digit((string) $id)]];
            register_rest_route(self::NAMESPACE, '/orders/(?P<id>\d+)/cancel', [
                'methods' => 'POST',
                'callback' => [self::class, 'cancel'],
                'permission_callback' => [self::class, 'mayEdit'],
                'args' => $args,
            ]);
            register_rest_route(self::NAMESPACE, '/orders/(?P<id>\d+)/reschedule', [
                'methods' => 'POST',
                'callback' => [self::class, 'reschedule'],
                'permission_callback' => [self::class, 'mayEdit'],
                'args' => $args,
            ]);
        });
        add_filter('woocommerce_rest_prepare_shop_order_object', [self::class, 'withChangeUntil'], 10, 2);
    }

    /** The shop server's key (a shop manager's): WooCommerce's right to edit orders. */
    public static function mayEdit(): bool|WP_Error
    {
        if (current_user_can('edit_shop_orders')) {
            return true;
        }
        return new WP_Error(
            'woocommerce_rest_cannot_edit',
            'Lo siento, no puedes editar este recurso.',
            ['status' => rest_authorization_required_code()],
        );
    }

    /** Every order's answer says until when its shopper may change it, as the embedded store's. */
    public static function withChangeUntil(WP_REST_Response $response, WC_Order $order): WP_REST_Response
    {
        $data = $response->get_data();
        $data['change_until'] = OrderChangeRules::untilIso(OrderChangeRules::until($order));
        $response->set_data($data);
        return $response;
    }

    public static function cancel(WP_REST_Request $request): WP_REST_Response
    {
        $id = (int) $request['id'];
        return self::inTransaction($id, static function (WC_Order $order): ?WP_REST_Response {
            $verdict = OrderChangeRules::cancelVerdict($order, Clock::now());
            if (!$verdict['ok']) {
                return self::refused($verdict, OrderChangeRules::until($order));
            }
            $rules = OrderChangeRules::data();
            $order->update_meta_data($rules['cancelledByMeta'], $rules['cancelledByCustomer']);
            // WooCommerce gives back the stock and the coupon uses on `cancelled`, SlotBookings the window.
            $order->update_status('cancelled', OrderChangeRules::message('cancelledNote'));
            return null;
        }, 'vitrina_order_cancelled_by_customer');
    }

    public static function reschedule(WP_REST_Request $request): WP_REST_Response
    {
        $to = self::requestedWindow(Rest::body($request));
        if ($to instanceof WP_REST_Response) {
            return $to;
        }
        $id = (int) $request['id'];
        return self::inTransaction($id, static function (WC_Order $order) use ($to): ?WP_REST_Response {
            $agenda = SlotBookings::agendaOf($order->get_id());
            $verdict = OrderChangeRules::rescheduleVerdict($order, $agenda !== null, Clock::now());
            if (!$verdict['ok'] || $agenda === null) {
                return self::refused($verdict, $agenda === null ? null : OrderChangeRules::until($order));
            }
            $from = [
                'date' => (string) $order->get_meta('delivery_date'),
                'schedule' => (string) $order->get_meta('schedule'),
            ];
            if ($from === $to) {
                return Rest::error(400, 'order_same_window', OrderChangeRules::message('sameWindow'));
            }
            SlotBookings::release($order->get_id());
            $slot = $agenda + $to;
            $refusal = BookingCheck::take($slot, Clock::now());
            if ($refusal !== null) {
                $data = (array) $refusal->get_error_data();
                $code = (string) $refusal->get_error_code();
                return Rest::error((int) ($data['status'] ?? 400), $code, $refusal->get_error_message(), $data);
            }
            SlotBookings::insert($order->get_id(), $slot);
            $order->update_meta_data('delivery_date', $to['date']);
            $order->update_meta_data('schedule', $to['schedule']);
            $installationMeta = AgendaRules::data()['installationScheduleMeta'];
            $order->delete_meta_data($installationMeta);
            if (AgendaRules::isJoint($slot['service'])) {
                [, $installation] = AgendaRules::visits($slot['zone'], $slot['service'], $slot['schedule']);
                $order->update_meta_data($installationMeta, $installation['schedule']);
            }
            $order->add_order_note(OrderChangeRules::rescheduledNote($from, $to));
            $order->save();
            return null;
        }, 'vitrina_order_rescheduled');
    }

    /**
     * The new day and window, checked as the embedded store checks them: the body's shape, then a
     * day the agenda opens; 400 `invalid_delivery_date` otherwise.
     *
     * @param array<string, mixed> $body
     * @return array{date: string, schedule: string}|WP_REST_Response
     */
    private static function requestedWindow(array $body): array|WP_REST_Response
    {
        $data = AgendaRules::data();
        $message = $data['deliveryMessage'];
        $date = is_string($body['delivery_date'] ?? null) ? $body['delivery_date'] : '';
        $schedule = is_string($body['schedule'] ?? null) ? $body['schedule'] : '';
        $params = array_filter([
            'delivery_date' => preg_match('/^\d{4}-\d{2}-\d{2}\z/', $date) === 1 ? null : $message,
            'schedule' => in_array($schedule, $data['schedules'], true) ? null : $message,
        ]);
        if ($params === [] && !OrderPlacement::isDateInWindow($date)) {
            $params = ['delivery_date'];
        }
        if ($params !== []) {
            return Rest::error(400, 'invalid_delivery_date', $message, ['params' => $params]);
        }
        return ['date' => $date, 'schedule' => $schedule];
    }

    /**
     * Runs `change` on the order with its row locked, in one transaction: a refusal it answers
     * rolls everything back; otherwise the commit, then `action` with its id and the order, then the order
     * as `wc/v3/orders/{id}` answers it.
     *
     * @param callable(WC_Order): ?WP_REST_Response $change
     */
    private static function inTransaction(int $id, callable $change, string $action): WP_REST_Response
    {
        global $wpdb;
        $wpdb->query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
        $wpdb->query('START TRANSACTION');
        $order = self::lockedOrder($id);
        if ($order === null) {
            $wpdb->query('ROLLBACK');
            return Rest::error(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');
        }
        $refused = $change($order);
        if ($refused !== null) {
            $wpdb->query('ROLLBACK');
            return $refused;
        }
        $wpdb->query('COMMIT');
        $changed = wc_get_order($id);
        do_action($action, $id, $changed);
        $answer = rest_do_request(new WP_REST_Request('GET', "/wc/v3/orders/$id"));
        return new WP_REST_Response(rest_get_server()->response_to_data($answer, false), 200);
    }

    /** The order, its row locked until the transaction ends; null when there is no such order. */
    private static function lockedOrder(int $id): ?WC_Order
    {
        global $wpdb;
        $table = OrderUtil::custom_orders_table_usage_is_enabled() ? OrderUtil::get_table_for_orders() : $wpdb->posts;
        $column = OrderUtil::custom_orders_table_usage_is_enabled() ? 'id' : 'ID';
        $wpdb->get_var($wpdb->prepare("SELECT $column FROM $table WHERE $column = %d FOR UPDATE", $id));
        // Read after the lock, so what the rules see is what the change writes over.
        $order = wc_get_order($id);
        return $order instanceof WC_Order && $order->get_type() === 'shop_order' ? $order : null;
    }

    /**
     * Core's refusal as both stores answer it: 409, its code and words, and the limit.
     *
     * @param array{ok: bool, code?: string, message?: string} $verdict
     */
    private static function refused(array $verdict, ?int $until): WP_REST_Response
    {
        return Rest::error(409, (string) ($verdict['code'] ?? ''), (string) ($verdict['message'] ?? ''), [
            'until' => OrderChangeRules::untilIso($until),
        ]);
    }
}
