<?php

/**
 * WooCommerce → NCF anulados (NcfRanges::renderVoided fills `$view`). Everything printed is escaped.
 *
 * @var array{voided: list<array{ncf: string, type: string, order_id: int, label: string, link: string,
 *     date_created: string|null, date_voided: string|null}>} $view
 */

if (!defined('ABSPATH')) {
    exit;
}
?>
<div class="wrap">
    <h1>NCF anulados</h1>
    <p>
        Los números de comprobante de los pedidos cancelados o con el pago fallido, para el reporte de
        comprobantes anulados (formato 608) que se envía a la DGII. Un pedido que se vuelve a pagar deja la lista.
    </p>
    <?php if ($view['voided'] === []) : ?>
        <p><strong>No hay NCF anulados.</strong></p>
    <?php else : ?>
        <table class="widefat striped">
            <thead>
                <tr>
                    <th scope="col">NCF</th>
                    <th scope="col">Tipo</th>
                    <th scope="col">Pedido</th>
                    <th scope="col">Estado</th>
                    <th scope="col">Emitido</th>
                    <th scope="col">Anulado</th>
                </tr>
            </thead>
            <tbody>
                <?php foreach ($view['voided'] as $row) : ?>
                    <tr>
                        <td><code><?php echo esc_html($row['ncf']); ?></code></td>
                        <td><?php echo esc_html($row['type']); ?></td>
                        <td>
                            <?php if ($row['link'] !== '') : ?>
                                <a href="<?php echo esc_url($row['link']); ?>">
                                    #<?php echo (int) $row['order_id']; ?>
                                </a>
                            <?php else : ?>
                                #<?php echo (int) $row['order_id']; ?>
                            <?php endif; ?>
                        </td>
                        <td><?php echo esc_html($row['label']); ?></td>
                        <td><?php echo esc_html(substr((string) $row['date_created'], 0, 10)); ?></td>
                        <td><?php echo esc_html(substr((string) $row['date_voided'], 0, 10)); ?></td>
                    </tr>
                <?php endforeach; ?>
            </tbody>
        </table>
    <?php endif; ?>
</div>
