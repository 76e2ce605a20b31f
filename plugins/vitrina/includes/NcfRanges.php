<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The ranges of NCF the DGII authorised, the owner's: `wc-vitrina/v1/ncf` (each type's sequence;
 * `PUT`/`DELETE /ncf/{type}` a range entered or taken away, checked by core's rules; `GET
 * /ncf/voided` the numbers voided), for a key or user that may `manage_woocommerce` (the `wc-`
 * namespace takes WooCommerce's consumer keys), as the embedded store answers them; the same
 * ranges in WooCommerce → Vitrina; the numbers voided in WooCommerce → NCF anulados; and a notice
 * on every admin page while a range runs low or expired.
 */
final class NcfRanges
{
    private const NAMESPACE = 'wc-vitrina/v1';
    private const VOIDED_SLUG = 'vitrina-ncf-anulados';

    public static function register(): void
    {
        add_action('rest_api_init', static function (): void {
            $owner = static fn (): bool => current_user_can('manage_woocommerce');
            register_rest_route(self::NAMESPACE, '/ncf', [
                'methods' => 'GET',
                'callback' => static fn (): WP_REST_Response => new WP_REST_Response(NcfSequence::statuses()),
                'permission_callback' => $owner,
            ]);
            register_rest_route(self::NAMESPACE, '/ncf/voided', [
                'methods' => 'GET',
                'callback' => static fn (): WP_REST_Response => new WP_REST_Response(VoidedNcfs::all()),
                'permission_callback' => $owner,
            ]);
            register_rest_route(self::NAMESPACE, '/ncf/(?P<type>B\d{2})', [
                ['methods' => 'PUT', 'callback' => [self::class, 'put'], 'permission_callback' => $owner],
                ['methods' => 'DELETE', 'callback' => [self::class, 'delete'], 'permission_callback' => $owner],
            ]);
        });
        add_action('admin_notices', [self::class, 'notices']);
        add_action('admin_menu', static function (): void {
            add_submenu_page(
                'woocommerce',
                'NCF anulados',
                'NCF anulados',
                'manage_woocommerce',
                self::VOIDED_SLUG,
                [self::class, 'renderVoided']
            );
        });
    }

    public static function put(WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $type = (string) $request['type'];
        if (!FiscalRules::isType($type)) {
            return self::noRoute();
        }
        [$range, $refused] = FiscalRules::rangeFromForm((array) $request->get_json_params(), self::today());
        if ($range === null) {
            // An empty body is no range: the first number is what is missing.
            $refused = $refused ?: ['from' => FiscalRules::data()['rangeMessages']['from']];
            return new WP_Error('invalid_ncf_range', (string) reset($refused), ['status' => 400, 'params' => $refused]);
        }
        NcfSequence::setRange($type, $range);
        return new WP_REST_Response(NcfSequence::status($type));
    }

    public static function delete(WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $type = (string) $request['type'];
        if (!FiscalRules::isType($type)) {
            return self::noRoute();
        }
        NcfSequence::setRange($type, null);
        return new WP_REST_Response(NcfSequence::status($type));
    }

    /**
     * Keeps the ranges the settings form changed, each checked by core's rules; a range left as it
     * was is not checked again (an expired one stays, so its notice stays). Answers the refused
     * fields, labelled, with core's reason.
     *
     * @param array<mixed> $posted `{type: {from, to, expires}}`
     * @return array<string, string>
     */
    public static function saveForm(array $posted): array
    {
        $labels = ['from' => 'primer número', 'to' => 'último número', 'expires' => 'vence'];
        $refusals = [];
        foreach (NcfSequence::statuses() as $status) {
            $type = $status['type'];
            $typed = is_array($posted[$type] ?? null) ? $posted[$type] : [];
            if (self::sameRange($typed, $status['range'])) {
                continue;
            }
            [$range, $refused] = FiscalRules::rangeFromForm($typed, self::today());
            if ($refused === []) {
                NcfSequence::setRange($type, $range);
                continue;
            }
            $field = (string) array_key_first($refused);
            $refusals["NCF $type ({$status['label']}), {$labels[$field]}"] = $refused[$field];
        }
        return $refusals;
    }

    /** On every admin page, for whoever may act: each range that runs low (core's words) or expired. */
    public static function notices(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            return;
        }
        foreach (NcfSequence::statuses() as $status) {
            $warning = FiscalRules::lowWarning($status);
            if ($status['expired']) {
                printf(
                    '<div class="notice notice-error"><p>%s</p></div>',
                    esc_html(sprintf(
                        'La autorización de los NCF de %s (%s) venció el %s: la tienda rechaza lo que los necesita. '
                            . 'Registra en WooCommerce → Vitrina el rango nuevo que autorice la DGII.',
                        $status['label'],
                        $status['type'],
                        $status['range']['expires'] ?? ''
                    ))
                );
            } elseif ($warning !== null) {
                printf('<div class="notice notice-warning"><p>%s</p></div>', esc_html($warning['text']));
            }
        }
    }

    /** WooCommerce → NCF anulados: the voided numbers, to copy into the DGII's report. */
    public static function renderVoided(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            wp_die(esc_html__('No tienes permiso para ver esta página.', 'vitrina'));
        }
        $view = ['voided' => array_map(static function (array $row): array {
            $order = wc_get_order($row['order_id']);
            return $row + [
                'label' => FiscalRules::statusLabel($row['status']),
                'link' => $order instanceof WC_Order ? $order->get_edit_order_url() : '',
            ];
        }, VoidedNcfs::all())];
        require dirname(PLUGIN_FILE) . '/views/voided-ncfs.php';
    }

    /**
     * Whether the form shows the stored range unchanged.
     *
     * @param array<mixed> $typed
     * @param array{from: int, to: int, expires: string}|null $stored
     */
    private static function sameRange(array $typed, ?array $stored): bool
    {
        $text = static fn (mixed $value): string => is_scalar($value) ? trim((string) $value) : '';
        $shown = $stored === null
            ? ['', '', '']
            : [(string) $stored['from'], (string) $stored['to'], $stored['expires']];
        return [$text($typed['from'] ?? ''), $text($typed['to'] ?? ''), $text($typed['expires'] ?? '')] === $shown;
    }

    private static function noRoute(): WP_Error
    {
        return new WP_Error(
            'rest_no_route',
            'No se encontró ninguna ruta que coincida con la URL y el método de la solicitud.',
            ['status' => 404]
        );
    }

    private static function today(): string
    {
        return Agenda::shopDate(Clock::now());
    }
}
