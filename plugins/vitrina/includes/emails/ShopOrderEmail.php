<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Email;
use WC_Order;

/**
 * One of the shop's own order mails (core's SHOP_ORDER_MAILS, data/orders.json), as a WooCommerce
 * e-mail: listed in WooCommerce → Ajustes → Correos electrónicos with its switch, subject and
 * heading, sent to the order's billing e-mail with WooCommerce's header, order table and footer.
 * Loaded by OrderEmails once WooCommerce's mailer (and WC_Email) exists.
 */
final class ShopOrderEmail extends WC_Email
{
    /** @var array{title: string, description: string, subject: string, heading: string, paragraphs: list<string>} */
    private array $copy;

    /** @param array{title: string, description: string, subject: string, heading: string, paragraphs: list<string>} $copy */
    public function __construct(string $id, array $copy, string $trigger)
    {
        $this->id = $id;
        $this->copy = $copy;
        $this->customer_email = true;
        $this->title = $copy['title'];
        $this->description = $copy['description'];
        $this->placeholders = ['{order_date}' => '', '{order_number}' => ''];
        add_action($trigger . '_notification', [$this, 'trigger'], 10, 2);
        parent::__construct();
    }

    public function get_default_subject(): string // phpcs:ignore PSR1.Methods.CamelCapsMethodName
    {
        return $this->copy['subject'];
    }

    public function get_default_heading(): string // phpcs:ignore PSR1.Methods.CamelCapsMethodName
    {
        return $this->copy['heading'];
    }

    /** @param int $orderId */
    public function trigger($orderId, mixed $order = false): void
    {
        $this->setup_locale();
        $order = $order instanceof WC_Order ? $order : wc_get_order($orderId);
        if ($order instanceof WC_Order) {
            $this->object = $order;
            $this->recipient = $order->get_billing_email();
            $this->placeholders['{order_date}'] = wc_format_datetime($order->get_date_created());
            $this->placeholders['{order_number}'] = $order->get_order_number();
            if ($this->is_enabled() && $this->get_recipient() !== '') {
                $this->send(
                    $this->get_recipient(),
                    $this->get_subject(),
                    $this->get_content(),
                    $this->get_headers(),
                    $this->get_attachments(),
                );
            }
        }
        $this->restore_locale();
    }

    public function get_content_html(): string // phpcs:ignore PSR1.Methods.CamelCapsMethodName
    {
        ob_start();
        do_action('woocommerce_email_header', $this->get_heading(), $this);
        foreach ($this->paragraphs() as $paragraph) {
            echo '<p>' . esc_html($paragraph) . '</p>';
        }
        do_action('woocommerce_email_order_details', $this->object, false, false, $this);
        do_action('woocommerce_email_footer', $this);
        return (string) ob_get_clean();
    }

    public function get_content_plain(): string // phpcs:ignore PSR1.Methods.CamelCapsMethodName
    {
        ob_start();
        echo esc_html(wp_strip_all_tags($this->get_heading())) . "\n\n";
        echo esc_html(implode("\n\n", $this->paragraphs())) . "\n\n";
        do_action('woocommerce_email_order_details', $this->object, false, true, $this);
        echo "\n" . esc_html(ShopMail::signature()) . "\n";
        return (string) ob_get_clean();
    }

    /** @return list<string> the body, filled with the order's values; a paragraph with an empty one is left out */
    private function paragraphs(): array
    {
        $values = OrderMailText::values($this->object, ShopMail::name());
        $filled = array_map(
            static fn (string $paragraph): ?string => OrderMailText::fill($paragraph, $values),
            $this->copy['paragraphs'],
        );
        return array_values(array_filter($filled, static fn (?string $paragraph): bool => $paragraph !== null));
    }
}
