<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Email;
use WC_Emails;
use WC_Order;
use WP_REST_Request;

/**
 * The shop's order mails through WooCommerce's own (decision 019): WooCommerce's customer mails
 * keep their templates and settings, and the plugin adds the ones it lacks as WC_Email classes
 * (ShopOrderEmail: received and waiting for its card payment, the abono with its balance, out
 * for delivery, a new delivery window, the reminder before an unpaid order is let go), so the
 * owner edits and turns each on or off in WooCommerce → Ajustes → Correos electrónicos. Every
 * customer order mail gets one button to the order's page in the shop, «Pagar» while a payment
 * is due online, and is signed with the shop's name and address from WooCommerce → Vitrina.
 */
final class OrderEmails
{
    /** Fired when the shop places an order that waits for its card payment. */
    public const RECEIVED = 'vitrina_order_received';
    /** Fired by UnpaidOrders for an order halfway through its hold, still unpaid. */
    public const REMINDER = 'vitrina_payment_reminder';
    /** Fired by OrderChanges once an order's delivery moved to another window. */
    public const RESCHEDULED = 'vitrina_order_rescheduled';
    /** The status the dispatch list's «Salió a entrega» gives an order. */
    public const OUT_FOR_DELIVERY = 'out-for-delivery';

    /**
     * The actions that send each of the shop's mails (their `_notification` runs the mail, as
     * WooCommerce's own are sent).
     */
    private const TRIGGERS = [
        'vitrina_order_received' => self::RECEIVED,
        'vitrina_payment_reminder' => self::REMINDER,
        'vitrina_balance_due' => 'woocommerce_order_status_' . OrderDeposit::STATUS,
        'vitrina_out_for_delivery' => 'woocommerce_order_status_' . self::OUT_FOR_DELIVERY,
        'vitrina_order_rescheduled' => self::RESCHEDULED,
    ];

    /**
     * WooCommerce's mails sent on the changes the plugin's statuses add: the balance paid after an
     * abono is a payment like any other, and an order cancelled after its abono or on its way is
     * told like one cancelled in preparation.
     */
    private const MORE_TRIGGERS = [
        'WC_Email_Customer_Processing_Order' => ['partially-paid_to_processing'],
        'WC_Email_Customer_Cancelled_Order' => ['partially-paid_to_cancelled', 'out-for-delivery_to_cancelled'],
    ];

    public static function register(): void
    {
        add_filter('woocommerce_email_classes', [self::class, 'addMails']);
        add_filter('woocommerce_email_actions', [self::class, 'addActions']);
        add_action('woocommerce_email', [self::class, 'extendWooCommerceMails']);
        add_action('woocommerce_email_order_details', [self::class, 'orderButton'], 5, 4);
        add_filter('woocommerce_email_footer_text', [self::class, 'footer'], 5);
        // WooCommerce's header prints the site's title: the shop's name while it is drawn.
        add_action('woocommerce_email_header', [self::class, 'nameTheShop'], 9);
        add_action('woocommerce_email_header', [self::class, 'stopNamingTheShop'], 11);
        add_filter('woocommerce_get_view_order_url', [self::class, 'viewOrderUrl'], 10, 2);
        add_action('woocommerce_rest_insert_shop_order_object', [self::class, 'onShopOrder'], 10, 3);
    }

    /**
     * WooCommerce's «Pedido cancelado» to the customer ships switched off; the shop promises it,
     * so it starts on where the owner never set it.
     */
    public static function install(): void
    {
        if (get_option('woocommerce_customer_cancelled_order_settings') === false) {
            add_option('woocommerce_customer_cancelled_order_settings', ['enabled' => 'yes']);
        }
    }

    /**
     * @param array<string, WC_Email> $mails
     * @return array<string, WC_Email>
     */
    public static function addMails(array $mails): array
    {
        // WC_Email exists only once WooCommerce loads its mailer, long after this plugin's files.
        require_once __DIR__ . '/emails/ShopOrderEmail.php';
        foreach (OrderData::mails() as $id => $copy) {
            $mails['Vitrina_' . $id] = new ShopOrderEmail($id, $copy, self::TRIGGERS[$id]);
        }
        return $mails;
    }

    /**
     * @param list<string> $actions
     * @return list<string>
     */
    public static function addActions(array $actions): array
    {
        $more = [];
        foreach (self::MORE_TRIGGERS as $changes) {
            foreach ($changes as $change) {
                $more[] = 'woocommerce_order_status_' . $change;
            }
        }
        return [...$actions, ...array_values(self::TRIGGERS), ...$more];
    }

    /** Once the mailer exists: WooCommerce's mails on the plugin's status changes, and the shop's name. */
    public static function extendWooCommerceMails(WC_Emails $mailer): void
    {
        $mails = $mailer->get_emails();
        foreach (self::MORE_TRIGGERS as $class => $changes) {
            if (!isset($mails[$class])) {
                continue;
            }
            foreach ($changes as $change) {
                add_action("woocommerce_order_status_{$change}_notification", [$mails[$class], 'trigger'], 10, 2);
            }
        }
        foreach ($mails as $mail) {
            $mail->placeholders['{site_title}'] = ShopMail::name();
        }
    }

    /** The button to the order's page in the shop, at the top of every customer order mail. */
    public static function orderButton(WC_Order $order, bool $sentToAdmin, bool $plainText, mixed $mail = null): void
    {
        $href = PaymentReturn::orderPage($order);
        if ($sentToAdmin || $href === '' || !$mail instanceof WC_Email || !$mail->is_customer_email()) {
            return;
        }
        $label = OrderMailText::action($order);
        if ($plainText) {
            echo esc_html($label) . ': ' . esc_url_raw($href) . "\n\n";
            return;
        }
        printf(
            '<p style="margin:0 0 24px"><a class="button" href="%s" style="%s">%s</a></p>',
            esc_url($href),
            'display:inline-block;padding:12px 20px;background:#0b5394;color:#ffffff;'
                . 'font-weight:bold;text-decoration:none;border-radius:6px',
            esc_html($label),
        );
    }

    /** WooCommerce's footer (`{site_title}`, `{store_address}`) names the shop as WooCommerce → Vitrina does. */
    public static function footer(string $text): string
    {
        return str_replace(
            ['{site_title}', '{store_address}'],
            [esc_html(ShopMail::name()), esc_html(ShopMail::address())],
            $text,
        );
    }

    public static function nameTheShop(): void
    {
        add_filter('bloginfo', [self::class, 'shopName'], 10, 2);
    }

    public static function stopNamingTheShop(): void
    {
        remove_filter('bloginfo', [self::class, 'shopName']);
    }

    public static function shopName(string $output, string $show): string
    {
        return $show === 'name' ? esc_html(ShopMail::name()) : $output;
    }

    /** «Ver pedido» anywhere in WooCommerce leads to the order's page in the shop. */
    public static function viewOrderUrl(string $url, WC_Order $order): string
    {
        $page = PaymentReturn::orderPage($order);
        return $page === '' ? $url : $page;
    }

    /**
     * An order the shop just placed that waits for its card payment: WooCommerce sends nothing
     * for a new `pending` order, the shop's «Pedido recibido» goes with «Pagar».
     */
    public static function onShopOrder(WC_Order $order, WP_REST_Request $request, bool $creating): void
    {
        if ($creating && $order->has_status('pending')) {
            do_action(self::RECEIVED, $order->get_id(), $order);
        }
    }
}
