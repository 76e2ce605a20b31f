<?php

/**
 * Plugin Name: Vitrina test redirect gateway
 * Description: For the test suites only, as WooCommerce's own e2e tests use a dummy gateway: a
 * card gateway `vitrina_test_card` that takes the payment on WooCommerce's order-pay page.
 * That page shows what it charges now (an abono's deposit, then its balance, when «Permitir abono»
 * is on: the plugin's OrderDeposit), «Aprobar pago», «Rechazar pago» and «Cancelar y volver a la
 * tienda»; each settles the order (paid or «Abono pagado», failed, untouched) and returns to the
 * order-received URL, which the
 * Vitrina plugin points at the shop's /pedido-confirmado (its public URL is set through
 * `wc-vitrina-test/v1/public-url`, below). Never installed outside the test kit.
 */

add_action('plugins_loaded', function () {
    if (!class_exists('WC_Payment_Gateway')) {
        return;
    }

    final class Vitrina_Test_Redirect_Gateway extends WC_Payment_Gateway
    {
        public function __construct()
        {
            $this->id = 'vitrina_test_card';
            $this->method_title = 'Pasarela de tarjetas de prueba';
            $this->method_description = 'Pasarela de redirección para pruebas: no cobra dinero real.';
            $this->title = 'Tarjeta de crédito o débito (prueba)';
            $this->description = 'Te llevamos a la página segura de la pasarela para completar el pago. Vitrina nunca ve los datos de tu tarjeta.';
            $this->has_fields = false;
            $this->enabled = 'yes';
            $this->supports = ['products'];
            // Fields, so wc/v3 answers `settings` as an object, as for WooCommerce's own gateways.
            $this->form_fields = [
                'enabled' => ['title' => 'Activar', 'type' => 'checkbox', 'default' => 'yes'],
                'title' => ['title' => 'Título', 'type' => 'text', 'default' => $this->title],
                'partial_payment' => ['title' => 'Permitir abono', 'type' => 'checkbox', 'default' => 'no'],
            ];
            $this->init_settings();
            $this->enabled = 'yes';
            add_action('woocommerce_receipt_' . $this->id, [$this, 'receipt']);
            add_action('woocommerce_api_vitrina_test_card', [$this, 'settle']);
        }

        public function process_payment($order_id)
        {
            $order = wc_get_order($order_id);
            return ['result' => 'success', 'redirect' => $order->get_checkout_payment_url(true)];
        }

        /** The «page of the gateway»: three buttons, no card field. */
        public function receipt($order_id): void
        {
            $order = wc_get_order($order_id);
            $action = esc_url(add_query_arg([
                'wc-api' => 'vitrina_test_card',
                'order_id' => $order->get_id(),
                'key' => $order->get_order_key(),
            ], home_url('/')));
            // What it charges now: the deposit, then the balance, as the plugin's OrderDeposit says.
            $due = (int) round(\Vitrina\OrderDeposit::due($order) * 100);
            $deposit = $due < (int) round((float) $order->get_total() * 100) && !$order->has_status('partially-paid');
            echo '<h2>Pasarela de pago de prueba</h2>';
            printf(
                '<p>Pedido #%s: %s%s.</p>',
                esc_html($order->get_order_number()),
                esc_html(\Vitrina\OrderMailText::money($due)),
                $deposit ? ' (anticipo)' : ''
            );
            echo '<p>Esta pasarela no cobra dinero real ni pide datos de tarjeta.</p>';
            foreach (['approve' => 'Aprobar pago', 'decline' => 'Rechazar pago', 'cancel' => 'Cancelar y volver a la tienda'] as $outcome => $label) {
                printf(
                    '<form method="post" action="%s">%s<input type="hidden" name="outcome" value="%s"><button type="submit">%s</button></form>',
                    $action,
                    wp_nonce_field('vitrina_test_card_' . $order->get_id(), '_wpnonce', true, false),
                    esc_attr($outcome),
                    esc_html($label)
                );
            }
        }

        /** The verdict: paid, failed (still payable) or left untouched, then back to the shop. */
        public function settle(): void
        {
            $order = wc_get_order(absint($_GET['order_id'] ?? 0));
            $key = sanitize_text_field(wp_unslash($_GET['key'] ?? ''));
            if (!$order || !hash_equals($order->get_order_key(), $key) || !$order->needs_payment()) {
                wp_die('Pedido no encontrado.', '', ['response' => 404]);
            }
            check_admin_referer('vitrina_test_card_' . $order->get_id());
            $outcome = sanitize_key($_POST['outcome'] ?? '');
            if ($outcome === 'approve') {
                // A deposit due leaves the order «Abono pagado» (the plugin's OrderDeposit), else paid.
                $order->payment_complete('vitrina-test-' . wp_generate_password(8, false));
                $status = $order->get_status();
            } elseif ($outcome === 'decline') {
                $order->update_status('failed', 'Pago rechazado por la pasarela de prueba.');
                $status = 'failed';
            } else {
                $status = 'cancelled';
            }
            wp_safe_redirect(add_query_arg('status', $status, $order->get_checkout_order_received_url()), 303);
            exit;
        }
    }

    // The order's `payment_url` leads straight to the gateway's own page (WooCommerce's receipt
    // step of order-pay), as a hosted card page would, not to the form that picks a gateway.
    add_filter('woocommerce_get_checkout_payment_url', function (string $url, WC_Order $order): string {
        return $order->get_payment_method() === 'vitrina_test_card'
            ? remove_query_arg('pay_for_order', $url)
            : $url;
    }, 10, 2);

    add_filter('woocommerce_payment_gateways', function (array $gateways): array {
        $gateways[] = 'Vitrina_Test_Redirect_Gateway';
        return $gateways;
    });
    // The shop's public URL is another host: let the way back leave WordPress.
    add_filter('allowed_redirect_hosts', function (array $hosts): array {
        $shop = wp_parse_url(\Vitrina\Settings::publicUrl(), PHP_URL_HOST);
        return is_string($shop) ? [...$hosts, $shop] : $hosts;
    });
});

// The way back leads to the shop's /pedido-confirmado only once the plugin knows the shop's
// address, which the suite learns after the store is up (the shop server's port is chosen then):
// `PUT wp-json/wc-vitrina-test/v1/public-url {"url": "http://127.0.0.1:…"}` sets it as the owner
// does in WooCommerce → Vitrina, leaving the plugin's other settings as they are.
add_action('rest_api_init', function () {
    register_rest_route('wc-vitrina-test/v1', '/public-url', [
        'methods' => 'PUT',
        'permission_callback' => fn () => current_user_can('manage_woocommerce'),
        'args' => ['url' => ['type' => 'string', 'format' => 'uri', 'required' => true]],
        'callback' => function (WP_REST_Request $request) {
            $url = untrailingslashit(esc_url_raw((string) $request->get_param('url'), ['http', 'https']));
            \Vitrina\Settings::save(array_merge(\Vitrina\Settings::all(), ['public_url' => $url]));
            return ['public_url' => \Vitrina\Settings::publicUrl()];
        },
    ]);
});
