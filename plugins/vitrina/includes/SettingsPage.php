<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * WooCommerce → Vitrina: the plugin's settings screen in wp-admin, in Spanish, for shop managers
 * (`manage_woocommerce`). Saving it re-points the product webhooks and keeps the NCF ranges.
 */
final class SettingsPage
{
    private const SLUG = 'vitrina';
    private const ACTION = 'vitrina_save_settings';

    public static function register(): void
    {
        add_action('admin_menu', static function (): void {
            $render = [self::class, 'render'];
            add_submenu_page('woocommerce', 'Vitrina', 'Vitrina', 'manage_woocommerce', self::SLUG, $render);
        });
        add_action('admin_post_' . self::ACTION, [self::class, 'save']);
    }

    public static function render(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            wp_die(esc_html__('No tienes permiso para ver esta página.', 'vitrina'));
        }
        $settings = Settings::all();
        $holidays = '';
        foreach ($settings['holidays'] as $date => $name) {
            $holidays .= "$date $name\n";
        }
        $windows = [];
        foreach (AgendaRules::zones() as $zone) {
            foreach (AgendaRules::crews() as $crew) {
                foreach (AgendaRules::windows($zone, $crew) as $window) {
                    $windows[AgendaRules::zone($zone)['label']][] = [
                        'key' => Settings::capacityKey($zone, $crew, $window['schedule']),
                        'label' => ($crew === 'entrega' ? 'Entrega' : 'Instalación') . ', ' . $window['schedule'],
                        'capacity' => $window['capacity'],
                    ];
                }
            }
        }
        $view = [
            'action' => self::ACTION,
            'notice' => sanitize_key((string) ($_GET['vitrina'] ?? '')),
            'publicUrl' => $settings['public_url'],
            'hasSecret' => $settings['webhook_secret'] !== '',
            'minSecret' => Settings::MIN_SECRET_LENGTH,
            'windows' => $windows,
            'holidays' => $holidays,
            'contactEmail' => $settings['contact_email'],
            'trustProxy' => $settings['trust_proxy'],
            'changeHours' => OrderChangeRules::hours(),
            'changeHoursBounds' => OrderChangeRules::data()['hours'],
            'changeHoursMessage' => OrderChangeRules::message('hours'),
            'identity' => array_map(
                static fn (string $field): array => [
                    'label' => ShopIdentity::LABELS[$field],
                    'value' => ShopIdentity::asTyped($field, $settings['identity'][$field] ?? ''),
                ],
                array_combine(array_keys(ShopIdentity::LABELS), array_keys(ShopIdentity::LABELS))
            ),
            'ncf' => NcfSequence::statuses(),
            'refused' => self::takeRefusals(),
        ];
        require dirname(PLUGIN_FILE) . '/views/settings.php';
    }

    public static function save(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            wp_die(esc_html__('No tienes permiso para cambiar estos ajustes.', 'vitrina'), '', 403);
        }
        check_admin_referer(self::ACTION);
        $previous = Settings::all();
        $post = wp_unslash($_POST);
        $secret = trim((string) ($post['webhook_secret'] ?? ''));
        $secretTooShort = $secret !== '' && strlen($secret) < Settings::MIN_SECRET_LENGTH;
        [$holidays, $badLines] = self::parseHolidays((string) ($post['holidays'] ?? ''));
        [$identity, $identityRefused] = ShopIdentity::fromForm(
            (array) ($post['identity'] ?? []),
            $previous['identity']
        );
        $hours = $post['change_hours'] ?? '';
        $badHours = !OrderChangeRules::isHours($hours);
        Settings::save([
            'public_url' => self::parseUrl((string) ($post['public_url'] ?? '')),
            'webhook_secret' => $secret === '' || $secretTooShort ? $previous['webhook_secret'] : $secret,
            'capacities' => self::parseCapacities((array) ($post['capacity'] ?? [])),
            'holidays' => $holidays,
            'contact_email' => sanitize_email((string) ($post['contact_email'] ?? '')),
            'trust_proxy' => !empty($post['trust_proxy']),
            'identity' => $identity,
            'change_hours' => $badHours ? $previous['change_hours'] : (int) $hours,
        ]);
        ProductWebhooks::sync();
        $refused = NcfRanges::saveForm((array) ($post['ncf'] ?? []));
        foreach ($identityRefused as $field => $message) {
            $refused[ShopIdentity::LABELS[$field]] = $message;
        }
        // Core's reason for each refused field outlives the redirect for this manager only; the
        // address would carry just the names.
        set_transient(self::refusalsKey(), $refused, 5 * MINUTE_IN_SECONDS);
        $notice = match (true) {
            $secretTooShort => 'secreto',
            $badHours => 'horas',
            $badLines => 'feriados',
            $refused !== [] => '',
            default => 'guardado',
        };
        $query = ['page' => self::SLUG, 'vitrina' => $notice];
        wp_safe_redirect(add_query_arg(array_filter($query), admin_url('admin.php')));
        exit;
    }

    private static function refusalsKey(): string
    {
        return 'vitrina_identity_refused_' . get_current_user_id();
    }

    /**
     * The fields the last save refused (the shop's data, the NCF ranges), label → core's reason,
     * shown once.
     *
     * @return array<string, string>
     */
    private static function takeRefusals(): array
    {
        $refused = get_transient(self::refusalsKey());
        delete_transient(self::refusalsKey());
        return array_filter(
            is_array($refused) ? $refused : [],
            static fn (mixed $message, mixed $label): bool => is_string($message) && is_string($label),
            ARRAY_FILTER_USE_BOTH
        );
    }

    /** An http(s) address without its trailing slash, or '' for anything else. */
    private static function parseUrl(string $posted): string
    {
        return untrailingslashit(esc_url_raw(trim($posted), ['https', 'http']));
    }

    /**
     * The capacities that differ from core's, so a later change of core's still reaches the rest.
     *
     * @param array<mixed> $posted
     * @return array<string, int>
     */
    private static function parseCapacities(array $posted): array
    {
        $capacities = [];
        foreach (AgendaRules::zones() as $zone) {
            foreach (AgendaRules::crews() as $crew) {
                foreach (AgendaRules::data()['zones'][$zone]['windows'][$crew] as $window) {
                    $key = Settings::capacityKey($zone, $crew, $window['schedule']);
                    $value = $posted[$key] ?? null;
                    if (is_numeric($value) && absint($value) !== $window['capacity']) {
                        $capacities[$key] = absint($value);
                    }
                }
            }
        }
        return $capacities;
    }

    /**
     * `YYYY-MM-DD Nombre` lines: the holidays, and whether some line did not follow the format.
     *
     * @return array{0: array<string, string>, 1: bool}
     */
    private static function parseHolidays(string $text): array
    {
        $holidays = [];
        $bad = false;
        foreach (preg_split('/\R/', $text) ?: [] as $line) {
            $line = trim($line);
            if ($line === '') {
                continue;
            }
            $date = substr($line, 0, 10);
            $name = sanitize_text_field(substr($line, 11));
            $parsed = date_create_immutable_from_format('!Y-m-d', $date);
            $isDate = $parsed !== false && $parsed->format('Y-m-d') === $date;
            if (!$isDate || ($line[10] ?? '') !== ' ' || $name === '') {
                $bad = true;
                continue;
            }
            $holidays[$date] = $name;
        }
        ksort($holidays);
        return [$holidays, $bad];
    }
}
