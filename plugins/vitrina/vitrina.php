<?php

/**
 * Plugin Name:       Vitrina
 * Description:       Lo que la tienda Vitrina necesita y WooCommerce no trae: agenda de entregas,
 *                    NCF, contacto, cashback, cuentas y el regreso del pago a la tienda.
 * Version:           0.2.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Requires Plugins:  woocommerce
 * Author:            Vitrina
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vitrina
 */

declare(strict_types=1);

namespace Vitrina;

if (!defined('ABSPATH')) {
    exit;
}

const VERSION = '0.2.0';
const PLUGIN_FILE = __FILE__;

// One class per file in includes/; Plugin::MODULES says which of them register hooks, in order.
foreach (glob(__DIR__ . '/includes/*.php') ?: [] as $module) {
    require_once $module;
}

register_activation_hook(__FILE__, [Plugin::class, 'activate']);
add_action('plugins_loaded', [Plugin::class, 'boot']);
