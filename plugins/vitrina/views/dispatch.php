<?php

/**
 * WooCommerce → Entregas (DispatchPage::render fills `$view`). Everything printed is escaped here.
 *
 * @var array{date: string, longDate: string, today: string, previous: string, next: string,
 *     todayUrl: string, slug: string, action: string, marked: int,
 *     zones: array<string, list<array<string, mixed>>>, crews: array<string, int>} $view
 */

if (!defined('ABSPATH')) {
    exit;
}
?>
<style>
    .vitrina-dispatch table { margin-bottom: 2em; table-layout: fixed; }
    .vitrina-dispatch td, .vitrina-dispatch th { vertical-align: top; overflow-wrap: anywhere; }
    .vitrina-dispatch ul { margin: 0; }
    .vitrina-dispatch .vitrina-muted { color: #50575e; }
    .vitrina-dispatch .vitrina-alert { font-weight: 600; color: #8a2424; }
    .vitrina-dispatch .vitrina-window { font-weight: 600; }
    .vitrina-dispatch .vitrina-summary { font-size: 14px; margin: 0.5em 0 0; }
    .vitrina-dispatch .vitrina-tools {
        display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 1em 0;
    }
    .vitrina-dispatch .vitrina-empty {
        background: #fff; border: 1px solid #c3c4c7; border-left: 4px solid #72aee6;
        padding: 4px 16px; max-width: 640px;
    }
    @media screen and (max-width: 782px) {
        .vitrina-dispatch table, .vitrina-dispatch tbody, .vitrina-dispatch tr,
        .vitrina-dispatch td { display: block; width: auto; }
        .vitrina-dispatch colgroup, .vitrina-dispatch thead { display: none; }
        .vitrina-dispatch tr { border-bottom: 1px solid #c3c4c7; padding: 8px 0; }
        .vitrina-dispatch td { padding: 4px 12px; }
        .vitrina-dispatch td[data-label]::before {
            content: attr(data-label); display: block; font-size: 12px; color: #50575e;
        }
        /* The window, the crew and the order head each card on one line. */
        .vitrina-dispatch td.vitrina-lead { display: inline-block; padding-right: 0; font-weight: 600; }
        .vitrina-dispatch td.vitrina-lead::before { content: none; }
        .vitrina-dispatch td.vitrina-lead + td.vitrina-lead::before {
            content: "· "; display: inline; font-size: inherit; color: inherit;
        }
        .vitrina-dispatch .vitrina-tools .button { min-height: 40px; }
    }
    @media print {
        #adminmenumain, #wpadminbar, #wpfooter, .notice, .vitrina-no-print { display: none !important; }
        #wpcontent, #wpbody-content { margin: 0 !important; padding: 0 !important; }
        .vitrina-dispatch a { color: inherit; text-decoration: none; }
        .vitrina-dispatch tr { break-inside: avoid; }
        /* Each zone's truck takes its own sheet. */
        .vitrina-dispatch table + h2 { break-before: page; }
    }
</style>
<div class="wrap vitrina-dispatch">
    <h1>Entregas del <?php echo esc_html($view['longDate']); ?></h1>
    <?php if ($view['crews'] !== []) : ?>
        <p class="vitrina-summary">
            <strong>
                <?php $total = array_sum($view['crews']); ?>
                <?php echo esc_html($total === 1 ? '1 visita' : $total . ' visitas'); ?>
            </strong>
            <?php foreach ($view['crews'] as $crew => $count) : ?>
                · <?php echo esc_html($crew . ': ' . $count); ?>
            <?php endforeach; ?>
        </p>
    <?php endif; ?>
    <form method="get" class="vitrina-tools vitrina-no-print">
        <input type="hidden" name="page" value="<?php echo esc_attr($view['slug']); ?>">
        <label for="vitrina-fecha">Día</label>
        <input type="date" id="vitrina-fecha" name="fecha" value="<?php echo esc_attr($view['date']); ?>">
        <button type="submit" class="button">Ver</button>
        <a class="button" href="<?php echo esc_url($view['previous']); ?>">Día anterior</a>
        <?php if ($view['date'] !== $view['today']) : ?>
            <a class="button" href="<?php echo esc_url($view['todayUrl']); ?>">Hoy</a>
        <?php endif; ?>
        <a class="button" href="<?php echo esc_url($view['next']); ?>">Día siguiente</a>
        <?php if ($view['zones'] !== []) : ?>
            <button type="button" class="button button-primary" onclick="window.print()">Imprimir</button>
        <?php endif; ?>
    </form>
    <?php if ($view['marked'] > 0) : ?>
        <div class="notice notice-success">
            <p>El pedido #<?php echo (int) $view['marked']; ?> salió a entrega.</p>
        </div>
    <?php endif; ?>
    <?php if ($view['zones'] === []) : ?>
        <div class="vitrina-empty">
            <p><strong>
                No hay entregas ni instalaciones agendadas para el <?php echo esc_html($view['longDate']); ?>.
            </strong></p>
            <p>
                Cada pedido con entrega o instalación ese día aparece aquí en cuanto se hace.
                <a href="<?php echo esc_url($view['next']); ?>">Ver el día siguiente</a>
            </p>
        </div>
    <?php endif; ?>
    <?php foreach ($view['zones'] as $zone => $visits) : ?>
        <h2>
            <?php echo esc_html($zone); ?>
            <span class="vitrina-muted">
                (<?php echo count($visits) === 1 ? '1 visita' : count($visits) . ' visitas'; ?>)
            </span>
        </h2>
        <table class="widefat striped">
            <colgroup>
                <col style="width: 10%"><col style="width: 11%"><col style="width: 6%">
                <col style="width: 13%"><col style="width: 19%"><col style="width: 14%">
                <col style="width: 15%"><col style="width: 12%">
            </colgroup>
            <thead>
                <tr>
                    <th scope="col">Horario</th>
                    <th scope="col">Cuadrilla</th>
                    <th scope="col">Pedido</th>
                    <th scope="col">Cliente</th>
                    <th scope="col">Dirección</th>
                    <th scope="col">Al llegar</th>
                    <th scope="col">Artículos</th>
                    <th scope="col">Estado</th>
                </tr>
            </thead>
            <tbody>
                <?php foreach ($visits as $visit) : ?>
                    <tr>
                        <td class="vitrina-window vitrina-lead"><?php echo esc_html($visit['schedule']); ?></td>
                        <td class="vitrina-lead"><?php echo esc_html($visit['crewLabel']); ?></td>
                        <td class="vitrina-lead">
                            <a href="<?php echo esc_url($visit['editUrl']); ?>">
                                #<?php echo esc_html($visit['number']); ?>
                            </a>
                        </td>
                        <td data-label="Cliente">
                            <?php echo esc_html($visit['customer']); ?><br>
                            <a href="tel:<?php echo esc_attr($visit['phone']); ?>">
                                <?php echo esc_html($visit['phoneLabel']); ?>
                            </a>
                        </td>
                        <td data-label="Dirección">
                            <?php echo esc_html($visit['place']); ?>
                            <?php if ($visit['reference'] !== '') : ?>
                                <br><span class="vitrina-muted">Referencia:</span>
                                <?php echo esc_html($visit['reference']); ?>
                            <?php endif; ?>
                            <?php if ($visit['customer_note'] !== '') : ?>
                                <br><span class="vitrina-muted">Nota:</span>
                                <?php echo esc_html($visit['customer_note']); ?>
                            <?php endif; ?>
                        </td>
                        <td data-label="Al llegar">
                            <?php if ($visit['arrival'] === []) : ?>
                                <span class="vitrina-muted">Sin indicaciones</span>
                            <?php endif; ?>
                            <?php foreach ($visit['arrival'] as $line) : ?>
                                <span class="<?php echo $line['alert'] ? 'vitrina-alert' : ''; ?>">
                                    <?php echo esc_html($line['text']); ?>
                                </span><br>
                            <?php endforeach; ?>
                        </td>
                        <td data-label="Artículos">
                            <ul>
                                <?php foreach ($visit['items'] as $item) : ?>
                                    <li>
                                        <?php echo (int) $item['quantity']; ?> ×
                                        <?php echo esc_html($item['name']); ?>
                                    </li>
                                <?php endforeach; ?>
                            </ul>
                        </td>
                        <td data-label="Estado">
                            <?php echo esc_html($visit['statusLabel']); ?>
                            <?php if ($visit['canLeave']) : ?>
                                <form method="post" class="vitrina-no-print"
                                    action="<?php echo esc_url(admin_url('admin-post.php')); ?>">
                                    <input type="hidden" name="action"
                                        value="<?php echo esc_attr($view['action']); ?>">
                                    <input type="hidden" name="order_id"
                                        value="<?php echo (int) $visit['order_id']; ?>">
                                    <input type="hidden" name="fecha"
                                        value="<?php echo esc_attr($view['date']); ?>">
                                    <?php wp_nonce_field($view['action'] . '_' . $visit['order_id']); ?>
                                    <button type="submit" class="button button-small">Salió a entrega</button>
                                </form>
                            <?php endif; ?>
                        </td>
                    </tr>
                <?php endforeach; ?>
            </tbody>
        </table>
    <?php endforeach; ?>
</div>
