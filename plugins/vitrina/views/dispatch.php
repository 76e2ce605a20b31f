<?php

/**
 * WooCommerce → Entregas (DispatchPage::render fills `$view`). Everything printed is escaped here.
 *
 * @var array{date: string, longDate: string, today: string, previous: string, next: string,
 *     todayUrl: string, slug: string, action: string, marked: int,
 *     zones: array<string, list<array<string, mixed>>>} $view
 */

if (!defined('ABSPATH')) {
    exit;
}
?>
<style>
    .vitrina-dispatch table { margin-bottom: 2em; }
    .vitrina-dispatch td, .vitrina-dispatch th { vertical-align: top; }
    .vitrina-dispatch ul { margin: 0; }
    .vitrina-dispatch .vitrina-muted { color: #50575e; }
    .vitrina-dispatch .vitrina-tools {
        display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 1em 0;
    }
    @media print {
        #adminmenumain, #wpadminbar, #wpfooter, .notice, .vitrina-no-print { display: none !important; }
        #wpcontent, #wpbody-content { margin: 0 !important; padding: 0 !important; }
        .vitrina-dispatch a { color: inherit; text-decoration: none; }
        .vitrina-dispatch tr { break-inside: avoid; }
    }
</style>
<div class="wrap vitrina-dispatch">
    <h1>Entregas del <?php echo esc_html($view['longDate']); ?></h1>
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
        <button type="button" class="button button-primary" onclick="window.print()">Imprimir</button>
    </form>
    <?php if ($view['marked'] > 0) : ?>
        <div class="notice notice-success">
            <p>El pedido #<?php echo (int) $view['marked']; ?> salió a entrega.</p>
        </div>
    <?php endif; ?>
    <?php if ($view['zones'] === []) : ?>
        <p>No hay entregas ni instalaciones agendadas para este día.</p>
    <?php endif; ?>
    <?php foreach ($view['zones'] as $zone => $visits) : ?>
        <h2>
            <?php echo esc_html($zone); ?>
            <span class="vitrina-muted">
                (<?php echo count($visits) === 1 ? '1 visita' : count($visits) . ' visitas'; ?>)
            </span>
        </h2>
        <table class="widefat striped">
            <thead>
                <tr>
                    <th scope="col">Horario</th>
                    <th scope="col">Equipo</th>
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
                        <td><?php echo esc_html($visit['schedule']); ?></td>
                        <td><?php echo esc_html($visit['crewLabel']); ?></td>
                        <td>
                            <a href="<?php echo esc_url($visit['editUrl']); ?>">
                                #<?php echo esc_html($visit['number']); ?>
                            </a>
                        </td>
                        <td>
                            <?php echo esc_html($visit['customer']); ?><br>
                            <a href="tel:<?php echo esc_attr($visit['phone']); ?>">
                                <?php echo esc_html($visit['phone']); ?>
                            </a>
                        </td>
                        <td>
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
                        <td>
                            <?php if ($visit['arrival'] === []) : ?>
                                <span class="vitrina-muted">—</span>
                            <?php endif; ?>
                            <?php foreach ($visit['arrival'] as $line) : ?>
                                <?php echo esc_html($line); ?><br>
                            <?php endforeach; ?>
                        </td>
                        <td>
                            <ul>
                                <?php foreach ($visit['items'] as $item) : ?>
                                    <li>
                                        <?php echo (int) $item['quantity']; ?> ×
                                        <?php echo esc_html($item['name']); ?>
                                    </li>
                                <?php endforeach; ?>
                            </ul>
                        </td>
                        <td>
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
