<?php

/**
 * WooCommerce → Vitrina (SettingsPage::render fills `$view`). Everything printed is escaped here.
 *
 * @var array{action: string, notice: string, publicUrl: string, hasSecret: bool, minSecret: int,
 *     windows: array<string, list<array{key: string, label: string, capacity: int}>>, holidays: string,
 *     contactEmail: string, trustProxy: bool, identity: array<string, array{label: string, value: string}>,
 *     ncf: list<array{type: string, label: string, range: array{from: int, to: int, expires: string}|null,
 *     last_issued: int, remaining: int|null, low: bool, expired: bool}>, refused: array<string, string>,
 *     changeHours: int, changeHoursBounds: array{min: int, max: int}, changeHoursMessage: string} $view
 */

if (!defined('ABSPATH')) {
    exit;
}
?>
<div class="wrap">
    <h1>Vitrina</h1>
    <?php if ($view['notice'] === 'guardado') : ?>
        <div class="notice notice-success"><p>Ajustes guardados.</p></div>
    <?php elseif ($view['notice'] === 'secreto') : ?>
        <div class="notice notice-error">
            <p>El secreto debe tener <?php echo (int) $view['minSecret']; ?> caracteres o más; se guardó lo demás.</p>
        </div>
    <?php elseif ($view['notice'] === 'horas') : ?>
        <div class="notice notice-error">
            <p><?php echo esc_html($view['changeHoursMessage']); ?> Se conservó el valor anterior.</p>
        </div>
    <?php elseif ($view['notice'] === 'feriados') : ?>
        <div class="notice notice-warning">
            <p>Algunas líneas de feriados no siguen el formato «AAAA-MM-DD Nombre» y no se guardaron.</p>
        </div>
    <?php endif; ?>
    <?php if ($view['refused'] !== []) : ?>
        <div class="notice notice-error">
            <p>Estos datos de la tienda no son válidos y se conservaron los anteriores:</p>
            <ul>
                <?php foreach ($view['refused'] as $label => $message) : ?>
                    <li><strong><?php echo esc_html($label); ?>:</strong> <?php echo esc_html($message); ?></li>
                <?php endforeach; ?>
            </ul>
        </div>
    <?php endif; ?>
    <form method="post" action="<?php echo esc_url(admin_url('admin-post.php')); ?>">
        <input type="hidden" name="action" value="<?php echo esc_attr($view['action']); ?>">
        <?php wp_nonce_field($view['action']); ?>
        <table class="form-table" role="presentation">
            <tr>
                <th scope="row"><label for="vitrina-public-url">Dirección pública de la tienda</label></th>
                <td>
                    <input type="url" class="regular-text" id="vitrina-public-url" name="public_url"
                        value="<?php echo esc_attr($view['publicUrl']); ?>" placeholder="https://vitrina.do">
                    <p class="description">
                        El regreso del pago va a {dirección}/pedido-confirmado y los webhooks de productos a
                        {dirección}/webhooks/woocommerce.
                    </p>
                </td>
            </tr>
            <?php foreach ($view['identity'] as $field => $input) : ?>
                <tr>
                    <th scope="row">
                        <label for="vitrina-<?php echo esc_attr($field); ?>">
                            <?php echo esc_html($input['label']); ?>
                        </label>
                    </th>
                    <td>
                        <?php if ($field === 'hours') : ?>
                            <textarea class="large-text" rows="3" id="vitrina-hours" name="identity[hours]"
                                placeholder="Lunes a viernes: 8:30 a. m. a 6:00 p. m."
                            ><?php echo esc_textarea($input['value']); ?></textarea>
                            <p class="description">
                                Una línea «Días: horas» por cada grupo de días (hasta 7).
                            </p>
                        <?php else : ?>
                            <input type="text" class="regular-text" id="vitrina-<?php echo esc_attr($field); ?>"
                                name="identity[<?php echo esc_attr($field); ?>]"
                                value="<?php echo esc_attr($input['value']); ?>">
                        <?php endif; ?>
                        <?php if ($field === 'location') : ?>
                            <p class="description">
                                «latitud,longitud» de la puerta de la tienda, p. ej. 18.4713,-69.9397.
                            </p>
                        <?php elseif ($field === 'seller_rnc') : ?>
                            <p class="description">
                                El RNC de la empresa que cada factura fiscal imprime. El servidor de la
                                tienda no arranca en producción sin uno real.
                            </p>
                        <?php endif; ?>
                    </td>
                </tr>
            <?php endforeach; ?>
            <tr>
                <th scope="row">Comprobantes fiscales (NCF)</th>
                <td>
                    <table class="widefat striped" role="presentation">
                        <thead>
                            <tr>
                                <th scope="col">Tipo</th>
                                <th scope="col">Primer número</th>
                                <th scope="col">Último número</th>
                                <th scope="col">Vence</th>
                                <th scope="col">Último emitido</th>
                                <th scope="col">Quedan</th>
                            </tr>
                        </thead>
                        <tbody>
                            <?php foreach ($view['ncf'] as $ncf) : ?>
                                <?php $field = 'ncf[' . $ncf['type'] . ']'; ?>
                                <tr>
                                    <td><strong><?php echo esc_html($ncf['type']); ?></strong>
                                        <?php echo esc_html($ncf['label']); ?></td>
                                    <td><input type="number" min="1" max="99999999" class="small-text"
                                        aria-label="<?php echo esc_attr($ncf['type']); ?>: primer número"
                                        name="<?php echo esc_attr($field); ?>[from]"
                                        value="<?php echo esc_attr((string) ($ncf['range']['from'] ?? '')); ?>"></td>
                                    <td><input type="number" min="1" max="99999999" class="small-text"
                                        aria-label="<?php echo esc_attr($ncf['type']); ?>: último número"
                                        name="<?php echo esc_attr($field); ?>[to]"
                                        value="<?php echo esc_attr((string) ($ncf['range']['to'] ?? '')); ?>"></td>
                                    <td><input type="date"
                                        aria-label="<?php echo esc_attr($ncf['type']); ?>: vence"
                                        name="<?php echo esc_attr($field); ?>[expires]"
                                        value="<?php echo esc_attr($ncf['range']['expires'] ?? ''); ?>"></td>
                                    <td><?php echo $ncf['last_issued'] > 0
                                        ? esc_html(sprintf('%s%08d', $ncf['type'], $ncf['last_issued']))
                                        : '—'; ?></td>
                                    <td>
                                        <?php if ($ncf['range'] === null) : ?>
                                            Sin rango
                                        <?php elseif ($ncf['expired']) : ?>
                                            <strong>Vencido</strong>
                                        <?php else : ?>
                                            <?php echo (int) $ncf['remaining']; ?>
                                            <?php echo $ncf['low'] ? '<strong>(pocos)</strong>' : ''; ?>
                                        <?php endif; ?>
                                    </td>
                                </tr>
                            <?php endforeach; ?>
                        </tbody>
                    </table>
                    <p class="description">
                        El rango que la DGII autorizó para cada tipo y el último día en que vale (la factura lo
                        imprime como «Válido hasta»). Con un rango, los pedidos (o los reembolsos, en B04) que pasen
                        de su último número o de su fecha se rechazan; te avisamos aquí y por correo cuando quede el
                        10 % o menos. Sin rango, la secuencia sigue desde el último número emitido. Los números de
                        los pedidos anulados están en WooCommerce → NCF anulados.
                    </p>
                </td>
            </tr>
            <tr>
                <th scope="row"><label for="vitrina-contact-email">Correo del formulario de contacto</label></th>
                <td>
                    <input type="email" class="regular-text" id="vitrina-contact-email" name="contact_email"
                        value="<?php echo esc_attr($view['contactEmail']); ?>" placeholder="servicio@vitrina.do">
                    <p class="description">
                        Los mensajes de /contacto llegan aquí (vacío: al correo del administrador del sitio).
                    </p>
                </td>
            </tr>
            <tr>
                <th scope="row">Servidor de la tienda delante</th>
                <td>
                    <label>
                        <input type="checkbox" name="trust_proxy" value="1" <?php checked($view['trustProxy']); ?>>
                        Las llamadas llegan a través del servidor de la tienda
                    </label>
                    <p class="description">
                        Solo así cuenta la dirección del cliente que ese servidor manda en X-Forwarded-For para los
                        límites de intentos de inicio de sesión, registro y contacto. Actívalo solo si WordPress no
                        es accesible directamente desde internet.
                    </p>
                </td>
            </tr>
            <tr>
                <th scope="row"><label for="vitrina-webhook-secret">Secreto de los webhooks</label></th>
                <td>
                    <input type="password" class="regular-text" id="vitrina-webhook-secret" name="webhook_secret"
                        autocomplete="new-password" placeholder="<?php echo $view['hasSecret'] ? '(guardado)' : ''; ?>">
                    <p class="description">
                        El mismo WC_WEBHOOK_SECRET del servidor de la tienda, de <?php echo (int) $view['minSecret']; ?>
                        caracteres o más. Déjalo vacío para conservar el actual.
                    </p>
                </td>
            </tr>
            <tr>
                <th scope="row"><label for="vitrina-change-hours">Cambios y cancelaciones del cliente</label></th>
                <td>
                    Hasta
                    <input type="number" class="small-text" id="vitrina-change-hours" name="change_hours"
                        min="<?php echo (int) $view['changeHoursBounds']['min']; ?>"
                        max="<?php echo (int) $view['changeHoursBounds']['max']; ?>" step="1"
                        value="<?php echo (int) $view['changeHours']; ?>">
                    horas antes de su horario de entrega
                    <p class="description">
                        Hasta entonces el cliente puede cancelar su pedido sin pagar o elegir otro horario desde la
                        tienda; después, o una vez que salió a entrega, ya no. 0: hasta que empiece el horario.
                    </p>
                </td>
            </tr>
            <tr>
                <th scope="row">Cupos por zona y horario</th>
                <td>
                    <?php foreach ($view['windows'] as $zone => $windows) : ?>
                        <fieldset>
                            <legend><strong><?php echo esc_html($zone); ?></strong></legend>
                            <?php foreach ($windows as $window) : ?>
                                <p><label>
                                    <?php echo esc_html($window['label']); ?>:
                                    <input type="number" min="0" step="1" class="small-text"
                                        name="capacity[<?php echo esc_attr($window['key']); ?>]"
                                        value="<?php echo (int) $window['capacity']; ?>">
                                </label></p>
                            <?php endforeach; ?>
                        </fieldset>
                    <?php endforeach; ?>
                </td>
            </tr>
            <tr>
                <th scope="row"><label for="vitrina-holidays">Feriados adicionales</label></th>
                <td>
                    <textarea class="large-text code" rows="6" id="vitrina-holidays" name="holidays"
                        placeholder="2027-06-15 Inventario"><?php echo esc_textarea($view['holidays']); ?></textarea>
                    <p class="description">
                        Uno por línea: «AAAA-MM-DD Nombre». Se suman a los feriados dominicanos que ya trae el
                        plugin; ese día no se entrega.
                    </p>
                </td>
            </tr>
        </table>
        <?php submit_button('Guardar ajustes'); ?>
    </form>
</div>
