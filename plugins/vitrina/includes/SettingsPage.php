<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * WooCommerce → Vitrina: the only screen the plugin adds to wp-admin, in Spanish, for shop
 * managers (`manage_woocommerce`). Saving it re-points the product webhooks.
 */
final class SettingsPage
{
    private const SLUG = 'vitrina';
    private const ACTION = 'vitrina_save_settings';

    public static function register(): void
    {
        add_action('admin_menu', static function (): void {
            add_submenu_page('woocommerce', 'Vitrina', 'Vitrina', 'manage_woocommerce', self::SLUG, [self::class, 'render']);
        });
        add_action('admin_post_' . self::ACTION, [self::class, 'save']);
    }

    public static function render(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            wp_die(esc_html__('No tienes permiso para ver esta página.', 'vitrina'));
        }
        $settings = Settings::all();
        $notice = sanitize_key((string) ($_GET['vitrina'] ?? ''));
        $holidays = '';
        foreach ($settings['holidays'] as $date => $name) {
            $holidays .= "$date $name\n";
        }
        echo '<div class="wrap"><h1>Vitrina</h1>';
        if ($notice === 'guardado') {
            echo '<div class="notice notice-success"><p>Ajustes guardados.</p></div>';
        }
        if ($notice === 'secreto') {
            printf(
                '<div class="notice notice-error"><p>El secreto debe tener %d caracteres o más; se guardó lo demás.</p></div>',
                Settings::MIN_SECRET_LENGTH,
            );
        }
        if ($notice === 'feriados') {
            echo '<div class="notice notice-warning"><p>Algunas líneas de feriados no siguen el formato «AAAA-MM-DD Nombre» y no se guardaron.</p></div>';
        }
        printf('<form method="post" action="%s">', esc_url(admin_url('admin-post.php')));
        printf('<input type="hidden" name="action" value="%s">', esc_attr(self::ACTION));
        wp_nonce_field(self::ACTION);
        echo '<table class="form-table" role="presentation">';
        printf(
            '<tr><th scope="row"><label for="vitrina-public-url">Dirección pública de la tienda</label></th><td><input type="url" class="regular-text" id="vitrina-public-url" name="public_url" value="%s" placeholder="https://vitrina.do"><p class="description">El regreso del pago va a {dirección}/pedido-confirmado y los webhooks de productos a {dirección}/webhooks/woocommerce.</p></td></tr>',
            esc_attr($settings['public_url']),
        );
        printf(
            '<tr><th scope="row"><label for="vitrina-webhook-secret">Secreto de los webhooks</label></th><td><input type="password" class="regular-text" id="vitrina-webhook-secret" name="webhook_secret" autocomplete="new-password" placeholder="%s"><p class="description">El mismo WC_WEBHOOK_SECRET del servidor de la tienda, de %d caracteres o más. Déjalo vacío para conservar el actual.</p></td></tr>',
            esc_attr($settings['webhook_secret'] === '' ? '' : '(guardado)'),
            Settings::MIN_SECRET_LENGTH,
        );
        echo '<tr><th scope="row">Cupos por zona y horario</th><td>';
        foreach (AgendaRules::zones() as $zone) {
            printf('<fieldset><legend><strong>%s</strong></legend>', esc_html(AgendaRules::zone($zone)['label']));
            foreach (AgendaRules::services() as $service) {
                foreach (AgendaRules::windows($zone, $service) as $window) {
                    $key = Settings::capacityKey($zone, $service, $window['schedule']);
                    printf(
                        '<p><label>%s, %s: <input type="number" min="0" step="1" class="small-text" name="capacity[%s]" value="%d"></label></p>',
                        esc_html($service === 'entrega' ? 'Entrega' : 'Instalación'),
                        esc_html($window['schedule']),
                        esc_attr($key),
                        $window['capacity'],
                    );
                }
            }
            echo '</fieldset>';
        }
        echo '</td></tr>';
        printf(
            '<tr><th scope="row"><label for="vitrina-holidays">Feriados adicionales</label></th><td><textarea class="large-text code" rows="6" id="vitrina-holidays" name="holidays" placeholder="2027-06-15 Inventario">%s</textarea><p class="description">Uno por línea: «AAAA-MM-DD Nombre». Se suman a los feriados dominicanos que ya trae el plugin; ese día no se entrega.</p></td></tr>',
            esc_textarea($holidays),
        );
        echo '</table>';
        submit_button('Guardar ajustes');
        echo '</form></div>';
    }

    public static function save(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            wp_die(esc_html__('No tienes permiso para cambiar estos ajustes.', 'vitrina'), '', ['response' => 403]);
        }
        check_admin_referer(self::ACTION);
        $previous = Settings::all();
        $post = wp_unslash($_POST);
        $secret = trim((string) ($post['webhook_secret'] ?? ''));
        $secretTooShort = $secret !== '' && strlen($secret) < Settings::MIN_SECRET_LENGTH;
        [$holidays, $badLines] = self::parseHolidays((string) ($post['holidays'] ?? ''));
        Settings::save([
            'public_url' => untrailingslashit(esc_url_raw(trim((string) ($post['public_url'] ?? '')), ['https', 'http'])),
            'webhook_secret' => $secret === '' || $secretTooShort ? $previous['webhook_secret'] : $secret,
            'capacities' => self::parseCapacities((array) ($post['capacity'] ?? [])),
            'holidays' => $holidays,
        ]);
        ProductWebhooks::sync();
        $notice = $secretTooShort ? 'secreto' : ($badLines ? 'feriados' : 'guardado');
        wp_safe_redirect(add_query_arg(['page' => self::SLUG, 'vitrina' => $notice], admin_url('admin.php')));
        exit;
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
            foreach (AgendaRules::services() as $service) {
                foreach (AgendaRules::data()['zones'][$zone]['windows'][$service] as $window) {
                    $key = Settings::capacityKey($zone, $service, $window['schedule']);
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
            if ($parsed === false || $parsed->format('Y-m-d') !== $date || ($line[10] ?? '') !== ' ' || $name === '') {
                $bad = true;
                continue;
            }
            $holidays[$date] = $name;
        }
        ksort($holidays);
        return [$holidays, $bad];
    }
}
