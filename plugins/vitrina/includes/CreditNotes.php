<?php

declare(strict_types=1);

namespace Vitrina;

use Exception;
use WC_Order;
use WC_Order_Refund;
use WP_Error;
use WP_HTTP_Response;

/**
 * Every refund issues a credit note: an NCF B04 from its own sequence, naming the invoice's NCF it
 * corrects, in the refund's metas (`ncf`, `ncf_type`, `ncf_modified`, `ncf_expires`), wherever the
 * refund is made (wp-admin, `wc/v3/orders/{id}/refunds`, the order marked refunded). The number is
 * taken in a transaction that opens when WooCommerce is about to save the refund and commits once
 * the order is saved, so a refund that fails leaves no number taken. WooCommerce refuses what this
 * class throws with a 500; the REST answer is turned into the status and code the embedded store
 * gives: 400 for a zero amount, 409 for a voided order or a B04 range used up or expired.
 */
final class CreditNotes
{
    private static bool $open = false;
    /** @var array{status: int, code: string, message: string}|null */
    private static ?array $refusal = null;

    public static function register(): void
    {
        add_action('woocommerce_create_refund', [self::class, 'issue'], 10, 1);
        add_action('woocommerce_order_refunded', [self::class, 'commit'], 10, 0);
        add_filter('rest_request_after_callbacks', [self::class, 'answer']);
        add_action('shutdown', [self::class, 'rollBack']);
    }

    /**
     * Before the refund is saved: refuses a zero amount and a voided order, then takes the B04 and
     * writes the credit note's metas on the refund.
     *
     * @throws Exception WooCommerce's refusal, whose message the owner reads
     */
    public static function issue(WC_Order_Refund $refund): void
    {
        self::$refusal = null;
        $order = wc_get_order($refund->get_parent_id());
        if (!$order instanceof WC_Order) {
            return;
        }
        if ((float) $refund->get_amount() <= 0) {
            self::refuse(
                400,
                'woocommerce_rest_invalid_order_refund',
                'El importe del reembolso debe ser mayor que cero.'
            );
        }
        if (FiscalRules::voids($order->get_status())) {
            $label = mb_strtolower(FiscalRules::statusLabel($order->get_status()));
            self::refuse(
                409,
                'order_not_refundable',
                "Este pedido está $label: su NCF quedó anulado, así que no lleva reembolso ni nota de crédito."
            );
        }
        self::query('START TRANSACTION');
        self::$open = true;
        $type = FiscalRules::data()['creditNoteType'];
        try {
            $ncf = NcfSequence::next($type, 'creditNote');
        } catch (NcfRefused $refused) {
            self::rollBack();
            self::refuse(409, $refused->refusal, $refused->getMessage());
        }
        $refund->update_meta_data(FiscalRules::meta('number'), $ncf['number']);
        $refund->update_meta_data(FiscalRules::meta('type'), $type);
        $modifies = (string) $order->get_meta(FiscalRules::meta('number'));
        if ($modifies !== '') {
            $refund->update_meta_data(FiscalRules::meta('modifies'), $modifies);
        }
        if ($ncf['expires'] !== null) {
            $refund->update_meta_data(FiscalRules::meta('expires'), $ncf['expires']);
        }
    }

    /** The refund and its order are saved: the credit note's number commits with them. */
    public static function commit(): void
    {
        if (!self::$open) {
            return;
        }
        self::query('COMMIT');
        self::$open = false;
        NcfSequence::warnIfLow(FiscalRules::data()['creditNoteType']);
    }

    /** Ends a transaction the refund left open (it failed after the number was taken). */
    public static function rollBack(): void
    {
        if (self::$open) {
            self::query('ROLLBACK');
            self::$open = false;
        }
    }

    /**
     * A refund this class refused answers with its own status and code, as the embedded store's,
     * instead of WooCommerce's 500 `woocommerce_rest_cannot_create_order_refund`.
     *
     * @param WP_HTTP_Response|WP_Error|mixed $response
     * @return WP_HTTP_Response|WP_Error|mixed
     */
    public static function answer(mixed $response): mixed
    {
        self::rollBack();
        $refusal = self::$refusal;
        self::$refusal = null;
        if (
            $refusal === null
            || !$response instanceof WP_Error
            || $response->get_error_code() !== 'woocommerce_rest_cannot_create_order_refund'
        ) {
            return $response;
        }
        return new WP_Error($refusal['code'], $refusal['message'], ['status' => $refusal['status']]);
    }

    /** @throws Exception always: wc_create_refund turns it into its refusal */
    private static function refuse(int $status, string $code, string $message): never
    {
        self::$refusal = ['status' => $status, 'code' => $code, 'message' => $message];
        throw new Exception($message);
    }

    private static function query(string $sql): void
    {
        global $wpdb;
        $wpdb->query($sql);
    }
}
