<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * WooCommerce → Entregas: the dispatch list of a day (Dispatch) for whoever prepares the trucks
 * (`edit_shop_orders`: a shop manager), by zone, window and crew, printable as it is, with
 * «Salió a entrega» on each order still to leave: the order becomes «En camino» (OutForDelivery).
 */
final class DispatchPage
{
    private const SLUG = 'vitrina-entregas';
    private const ACTION = 'vitrina_out_for_delivery';
    private const CAPABILITY = 'edit_shop_orders';

    public static function register(): void
    {
        add_action('admin_menu', static function (): void {
            $render = [self::class, 'render'];
            add_submenu_page('woocommerce', 'Entregas', 'Entregas', self::CAPABILITY, self::SLUG, $render);
        });
        add_action('admin_post_' . self::ACTION, [self::class, 'markOutForDelivery']);
    }

    public static function render(): void
    {
        if (!current_user_can(self::CAPABILITY)) {
            wp_die(esc_html__('No tienes permiso para ver esta página.', 'vitrina'));
        }
        $today = Agenda::shopDate(Clock::now());
        $date = self::date((string) ($_GET['fecha'] ?? '')) ?? $today;
        $words = AgendaRules::data()['dispatch'];
        $zones = [];
        $crews = [];
        foreach (Dispatch::visits($date) as $visit) {
            $place = [$visit['address'], $visit['sector'], $visit['city'], $visit['province']];
            $crewLabel = $words['crewLabels'][$visit['crew']] ?? $visit['crew'];
            $crews[$crewLabel] = ($crews[$crewLabel] ?? 0) + 1;
            $zones[AgendaRules::zone($visit['zone'])['label']][] = $visit + [
                'crewLabel' => $crewLabel,
                'statusLabel' => $words['statusLabels'][$visit['status']] ?? $visit['status'],
                'place' => implode(', ', array_filter($place)),
                'phoneLabel' => self::phone($visit['phone']),
                'arrival' => self::arrival($visit['bulky_delivery']),
                'canLeave' => in_array($visit['status'], OrderChangeRules::data()['statuses'], true),
                'editUrl' => self::editUrl($visit['order_id']),
            ];
        }
        $view = [
            'date' => $date,
            'longDate' => Agenda::longDate($date),
            'today' => $today,
            'previous' => self::pageUrl(Agenda::addDays($date, -1)),
            'next' => self::pageUrl(Agenda::addDays($date, 1)),
            'todayUrl' => self::pageUrl($today),
            'slug' => self::SLUG,
            'zones' => $zones,
            'crews' => $crews,
            'action' => self::ACTION,
            'marked' => absint($_GET['salio'] ?? 0),
        ];
        require dirname(PLUGIN_FILE) . '/views/dispatch.php';
    }

    /** «Salió a entrega»: the order is on its way, then back to the same day's list. */
    public static function markOutForDelivery(): void
    {
        if (!current_user_can(self::CAPABILITY)) {
            wp_die(esc_html__('No tienes permiso para cambiar pedidos.', 'vitrina'), '', 403);
        }
        $orderId = absint($_POST['order_id'] ?? 0);
        check_admin_referer(self::ACTION . '_' . $orderId);
        $order = wc_get_order($orderId);
        $marked = 0;
        if ($order instanceof WC_Order && in_array($order->get_status(), OrderChangeRules::data()['statuses'], true)) {
            $order->update_status(OutForDelivery::status());
            $marked = $orderId;
        }
        $date = self::date((string) wp_unslash($_POST['fecha'] ?? '')) ?? Agenda::shopDate(Clock::now());
        wp_safe_redirect(add_query_arg(['salio' => $marked], self::pageUrl($date)));
        exit;
    }

    /**
     * What the crew reads of the bulky-delivery answers, a line each; `alert` for what changes
     * the visit (nobody to receive it, an old appliance to take away).
     *
     * @param array{floor: string, access: string, someone_receives: bool, haul_away: bool}|null $bulky
     * @return list<array{text: string, alert: bool}>
     */
    private static function arrival(?array $bulky): array
    {
        if ($bulky === null) {
            return [];
        }
        $access = AgendaRules::data()['dispatch']['buildingAccessLabels'][$bulky['access']] ?? $bulky['access'];
        $line = static fn (string $text, bool $alert = false): array => ['text' => $text, 'alert' => $alert];
        return [
            $line($bulky['floor'] === '' ? $access : "Piso {$bulky['floor']}, " . mb_strtolower($access)),
            $bulky['someone_receives'] ? $line('Habrá quien reciba') : $line('No habrá quien reciba', true),
            $bulky['haul_away'] ? $line('Retirar el equipo viejo', true) : $line('Sin retiro del equipo viejo'),
        ];
    }

    /** A phone as people write it (core's formatPhone): `(809) 555-0100`. */
    private static function phone(string $e164): string
    {
        $display = AgendaRules::data()['dispatch']['phoneDisplay'];
        return (string) preg_replace('/' . $display['pattern'] . '/', $display['replacement'], $e164);
    }

    /** A `YYYY-MM-DD` day, or null for anything else. */
    private static function date(string $given): ?string
    {
        $parsed = date_create_immutable_from_format('!Y-m-d', $given);
        return $parsed !== false && $parsed->format('Y-m-d') === $given ? $given : null;
    }

    private static function pageUrl(string $date): string
    {
        return add_query_arg(['page' => self::SLUG, 'fecha' => $date], admin_url('admin.php'));
    }

    private static function editUrl(int $orderId): string
    {
        $order = wc_get_order($orderId);
        return $order instanceof WC_Order ? $order->get_edit_order_url() : '';
    }
}
