<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Product;
use WC_Product_Variation;
use WP_REST_Request;
use WP_REST_Response;
use WP_Term;

/**
 * Back-in-stock alerts (issue 29), as the embedded store's stock-alerts router: a shopper asks to
 * hear when a sold-out product is back (`POST vitrina/v1/stock-alerts`), confirms by the link
 * mailed to them (`POST vitrina/v1/stock-alerts/confirm`), and gets one wp_mail when WooCommerce
 * sets the product in stock again; the alert is then spent (deleted). The words, limits and expiry
 * are core's (stock-alerts/stock-alert.ts); packages/contract holds both stores to the same cases.
 */
final class StockAlerts
{
    private const TABLE = 'vitrina_stock_alerts';
    private const SCHEMA_OPTION = 'vitrina_stock_alerts_schema';
    private const SCHEMA = '1';

    public static function register(): void
    {
        // The table comes with the module, also on a site updated without re-activation.
        if (get_option(self::SCHEMA_OPTION) !== self::SCHEMA) {
            self::install();
        }
        add_action('rest_api_init', static function (): void {
            register_rest_route('vitrina/v1', '/stock-alerts', [
                'methods' => 'POST',
                'callback' => [self::class, 'request'],
                'permission_callback' => '__return_true',
            ]);
            register_rest_route('vitrina/v1', '/stock-alerts/confirm', [
                'methods' => 'POST',
                'callback' => [self::class, 'confirm'],
                'permission_callback' => '__return_true',
            ]);
        });
        add_action('woocommerce_product_set_stock_status', [self::class, 'onStockStatus'], 10, 2);
        add_action('woocommerce_variation_set_stock_status', [self::class, 'onStockStatus'], 10, 2);
        add_action('woocommerce_product_set_stock', [self::class, 'onStock']);
        add_action('woocommerce_variation_set_stock', [self::class, 'onStock']);
    }

    public static function install(): void
    {
        global $wpdb;
        $charset = $wpdb->get_charset_collate();
        $wpdb->query(
            "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}" . self::TABLE . " (
                id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
                product_id BIGINT UNSIGNED NOT NULL,
                email VARCHAR(254) NOT NULL,
                token_hash CHAR(64) NULL,
                expires_at BIGINT NULL,
                confirmed_at BIGINT NULL,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (id),
                UNIQUE KEY product_email (product_id, email),
                KEY token_hash (token_hash)
            ) $charset"
        );
        update_option(self::SCHEMA_OPTION, self::SCHEMA, true);
    }

    /**
     * 202 with one answer whether the alert is new, pending or confirmed (no oracle); a pending
     * one gets a fresh link, a confirmed one no mail. 400 for a product unknown or not sold out.
     */
    public static function request(WP_REST_Request $request): WP_REST_Response
    {
        $byAddress = self::limiter('stock_alert_address', 'requestsPerAddress')
            ->hit(ClientIp::current());
        if ($byAddress > 0) {
            return self::tooMany($byAddress);
        }
        try {
            /** @var array{product_id: int, email: string} $alert */
            $alert = Form::parse(Rest::body($request), [
                'product_id' => static function (mixed $value): int {
                    if (!is_int($value) || $value < 1) {
                        throw new InvalidField(self::message('product'));
                    }
                    return $value;
                },
                'email' => [Fields::class, 'email'],
            ]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        $product = wc_get_product($alert['product_id']);
        if (!$product instanceof WC_Product || !PublishedProducts::isPublished($product)) {
            return Rest::error(400, 'stock_alert_unknown_product', self::message('unknownProduct'));
        }
        if ($product->get_stock_status() !== 'outofstock') {
            return Rest::error(400, 'stock_alert_in_stock', self::message('inStock'));
        }
        // One inbox, one count, however its address is spelled (+tags, Gmail's dots: C3).
        $byEmail = self::limiter('stock_alert_email', 'requestsPerEmail')
            ->hit(Mailbox::key($alert['email']));
        if ($byEmail > 0) {
            return self::tooMany($byEmail);
        }

        global $wpdb;
        $table = $wpdb->prefix . self::TABLE;
        $now = (int) floor(Clock::now());
        $wpdb->query($wpdb->prepare("DELETE FROM $table WHERE expires_at <= %d", $now));
        $existing = $wpdb->get_row($wpdb->prepare(
            "SELECT id, confirmed_at FROM $table WHERE product_id = %d AND email = %s",
            $product->get_id(),
            $alert['email']
        ));
        if ($existing === null || $existing->confirmed_at === null) {
            $token = rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
            $pending = [
                'token_hash' => hash('sha256', $token),
                'expires_at' => $now + Rules::get('stockAlerts', 'limits', 'pendingTtlSeconds'),
            ];
            if ($existing === null) {
                $wpdb->insert($table, [
                    'product_id' => $product->get_id(),
                    'email' => $alert['email'],
                    'created_at' => $now,
                ] + $pending);
            } else {
                $wpdb->update($table, $pending, ['id' => (int) $existing->id]);
            }
            ShopMail::send($alert['email'], "Confirma tu aviso de «{$product->get_name()}»", [
                "Pediste que te avisemos cuando «{$product->get_name()}» vuelva a estar disponible en "
                    . ShopMail::name() . '.',
                'Confirma el aviso con este enlace; vence en 7 días. Si no fuiste tú, ignora este correo y no '
                    . 'te escribiremos.',
            ], 'Confirmar mi aviso', self::confirmLink($token));
        }
        return new WP_REST_Response(['message' => self::message('requested')], 202);
    }

    /** 200 once for the right, unexpired token; one Spanish 400 for any other. */
    public static function confirm(WP_REST_Request $request): WP_REST_Response
    {
        $wait = self::limiter('stock_alert_confirm', 'confirmationsPerAddress')
            ->hit(ClientIp::current());
        if ($wait > 0) {
            return self::tooMany($wait);
        }
        try {
            /** @var array{token: string} $body */
            $body = Form::parse(Rest::body($request), [
                'token' => static function (mixed $value): string {
                    if (!is_string($value) || preg_match('/^[A-Za-z0-9_-]{43}$/', $value) !== 1) {
                        throw new InvalidField(self::message('token'));
                    }
                    return $value;
                },
            ]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        global $wpdb;
        $table = $wpdb->prefix . self::TABLE;
        $now = (int) floor(Clock::now());
        $hash = hash('sha256', $body['token']);
        $alert = $wpdb->get_row($wpdb->prepare(
            "SELECT id, product_id FROM $table WHERE token_hash = %s AND expires_at > %d",
            $hash,
            $now
        ));
        // Conditional on the hash still being there: of two uses of one link only one confirms.
        $confirmed = $alert !== null && $wpdb->query($wpdb->prepare(
            "UPDATE $table SET token_hash = NULL, expires_at = NULL, confirmed_at = %d
                WHERE id = %d AND token_hash = %s",
            $now,
            (int) $alert->id,
            $hash
        )) === 1;
        if (!$confirmed) {
            return Rest::error(400, 'stock_alert_invalid_token', self::message('token'));
        }
        return new WP_REST_Response(
            ['message' => self::message('confirmed'), 'product_id' => (int) $alert->product_id],
            200
        );
    }

    /** WooCommerce changed a product's stock status; back in stock sends its alerts. */
    public static function onStockStatus(int $productId, string $status): void
    {
        if ($status === 'instock') {
            self::send($productId);
        }
    }

    /** WooCommerce changed a product's quantity; one in stock sends its alerts (if any are left). */
    public static function onStock(WC_Product $product): void
    {
        if ($product->get_stock_status() === 'instock') {
            self::send($product->get_id());
        }
    }

    /**
     * Each confirmed alert of the product: deleted, then its one mail (never two for one row). A
     * product that is not published (a variation of one that is not) mails nobody: its alerts
     * wait until it is on sale and in stock again (#34).
     */
    private static function send(int $productId): void
    {
        global $wpdb;
        $table = $wpdb->prefix . self::TABLE;
        $alerts = $wpdb->get_results($wpdb->prepare(
            "SELECT id, email FROM $table WHERE product_id = %d AND confirmed_at IS NOT NULL",
            $productId
        ));
        $product = $alerts === [] ? null : wc_get_product($productId);
        if (!$product instanceof WC_Product || !PublishedProducts::isPublished($product)) {
            return;
        }
        $name = $product->get_name();
        $link = self::shopUrl(self::productPath($product));
        foreach ($alerts as $alert) {
            if ($wpdb->delete($table, ['id' => (int) $alert->id]) !== 1) {
                continue;
            }
            ShopMail::send((string) $alert->email, "«{$name}» ya está disponible", [
                "Te avisamos porque pediste saber cuándo llegaría «{$name}». Ya hay existencias en "
                    . ShopMail::name() . '.',
                'Este aviso ya se usó: si el producto vuelve a agotarse, pide otro en su página.',
            ], 'Ver el producto', $link);
        }
    }

    /**
     * The shop's page of a product; a variation's is its product's page with its options chosen
     * (`/producto/televisor?pantalla=55%22`), as the shop's picker keeps them in the address: the
     * attribute without `pa_`, the option's name.
     */
    private static function productPath(WC_Product $product): string
    {
        if (!$product instanceof WC_Product_Variation) {
            return '/producto/' . rawurlencode($product->get_slug());
        }
        $parent = wc_get_product($product->get_parent_id());
        $slug = $parent instanceof WC_Product ? $parent->get_slug() : $product->get_slug();
        $options = [];
        foreach ($product->get_variation_attributes(false) as $taxonomy => $value) {
            $term = taxonomy_exists($taxonomy) ? get_term_by('slug', $value, $taxonomy) : false;
            $options[(string) preg_replace('/^pa_/', '', $taxonomy)] = $term instanceof WP_Term ? $term->name : $value;
        }
        $query = $options === [] ? '' : '?' . http_build_query($options, '', '&', PHP_QUERY_RFC3986);
        return '/producto/' . rawurlencode($slug) . $query;
    }

    private static function tooMany(int $seconds): WP_REST_Response
    {
        return Rest::rateLimited($seconds, Rules::waitMessage($seconds, 'stockAlerts', 'messages', 'wait'));
    }

    /** A message of core's STOCK_ALERT_MESSAGES. */
    private static function message(string $key): string
    {
        return Rules::get('stockAlerts', 'messages', $key);
    }

    /** The limiter of one of core's STOCK_ALERT_LIMITS, in its window. */
    private static function limiter(string $name, string $limit): RateLimiter
    {
        $limits = Rules::get('stockAlerts', 'limits');
        return new RateLimiter($name, $limits[$limit], $limits['windowSeconds']);
    }

    /** The shop's page that confirms an alert (core's STOCK_ALERT_CONFIRM_PATH) with its token. */
    private static function confirmLink(string $token): string
    {
        return self::shopUrl(Rules::get('stockAlerts', 'confirmPath')) . '?token=' . rawurlencode($token);
    }

    /** A page of the shop at its configured public address, never the request's Host (C5). */
    private static function shopUrl(string $path): string
    {
        $base = Settings::publicUrl();
        return ($base !== '' ? $base : untrailingslashit(home_url())) . $path;
    }
}
