<?php
// Installs WordPress, activates WooCommerce + CoCart + CoCart JWT, sets a Dominican store, and makes
// the users and REST keys a headless shop needs. Run by start.sh: SITE, WP_DIR and OUT come from it.
// Each stage runs in its own PHP process, because WordPress can be loaded once per process.
$site  = getenv('SITE') ?: 'http://127.0.0.1:8089';
$wp_root = getenv('WP_DIR');
$out   = getenv('OUT');
$stage = $argv[1] ?? 'all';
$_SERVER['HTTP_HOST'] = parse_url($site, PHP_URL_HOST) . ':' . parse_url($site, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/'; $_SERVER['SERVER_NAME'] = '127.0.0.1'; $_SERVER['SERVER_PORT'] = parse_url($site, PHP_URL_PORT);

if ($stage === 'all') {
	foreach (['install', 'plugins', 'settings'] as $s) {
		passthru(PHP_BINARY . ' ' . escapeshellarg(__FILE__) . ' ' . $s, $rc);
		if ($rc) { fwrite(STDERR, "stage $s failed ($rc)\n"); exit($rc); }
	}
	exit(0);
}

if ($stage === 'install') {
	define('WP_INSTALLING', true);
	require $wp_root . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	wp_install('Tienda de prueba', 'admin', 'admin@example.com', true, '', 'admin-password-' . bin2hex(random_bytes(4)));
	update_option('siteurl', $site); update_option('home', $site);
	update_option('permalink_structure', '/%postname%/');
	fwrite(STDERR, "WordPress {$GLOBALS['wp_version']} installed\n");
	exit(0);
}

require $wp_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_set_current_user(1);

if ($stage === 'plugins') {
	$extra = array_filter(explode(' ', getenv('EXTRA_SLUGS') ?: ''));
	foreach (array_merge(['woocommerce/woocommerce.php', 'cart-rest-api-for-woocommerce/cart-rest-api-for-woocommerce.php', 'cocart-jwt-authentication/cocart-jwt-authentication.php'], $extra) as $p) {
		$r = activate_plugin($p, '', false, false);
		if (is_wp_error($r)) { fwrite(STDERR, "$p: " . $r->get_error_message() . "\n"); exit(1); }
	}
	exit(0);
}

if ($stage === 'settings') {
	WC_Install::install();
	update_option('woocommerce_currency', 'DOP');
	update_option('woocommerce_default_country', 'DO:DO-01');
	update_option('woocommerce_store_address', 'Av. Winston Churchill 1099'); update_option('woocommerce_store_city', 'Santo Domingo');
	update_option('woocommerce_price_num_decimals', '2');
	update_option('woocommerce_calc_taxes', 'no');
	update_option('woocommerce_coming_soon', 'no');
	update_option('woocommerce_bacs_settings', ['enabled' => 'yes', 'title' => 'Transferencia bancaria']);
	update_option('woocommerce_cod_settings', ['enabled' => 'yes', 'title' => 'Pago contra entrega']);

	// the shop server's user: a shop manager, never an administrator; one read key, one read_write key
	$shop = username_exists('tienda') ?: wp_insert_user(['user_login' => 'tienda', 'user_email' => 'tienda@example.com', 'user_pass' => wp_generate_password(32), 'role' => 'shop_manager']);
	global $wpdb;
	$key = function (string $permissions) use ($wpdb, $shop) {
		$ck = 'ck_' . wc_rand_hash(); $cs = 'cs_' . wc_rand_hash();
		$wpdb->insert($wpdb->prefix . 'woocommerce_api_keys', ['user_id' => $shop, 'description' => "tienda $permissions", 'permissions' => $permissions, 'consumer_key' => wc_api_hash($ck), 'consumer_secret' => $cs, 'truncated_key' => substr($ck, -7)]);
		return [$ck, $cs];
	};
	[$rk, $rs] = $key('read');
	[$wk, $ws] = $key('read_write');
	// a customer, for CoCart login and JWT
	$pass = 'Cliente-' . bin2hex(random_bytes(6));
	if (!email_exists('cliente@example.com')) wc_create_new_customer('cliente@example.com', 'cliente', $pass);
	flush_rewrite_rules(true);
	file_put_contents($out, "WC_URL=$site\nWC_READ_KEY=$rk\nWC_READ_SECRET=$rs\nWC_WRITE_KEY=$wk\nWC_WRITE_SECRET=$ws\nWC_CUSTOMER_EMAIL=cliente@example.com\nWC_CUSTOMER_PASSWORD=$pass\n");
	fwrite(STDERR, 'WooCommerce ' . WC()->version . " set up\n");
	exit(0);
}
