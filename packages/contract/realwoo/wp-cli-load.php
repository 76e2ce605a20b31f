<?php

// Loads the WordPress in WP_DIR for a command-line script, as a request to SITE would find it.
$wp_root = getenv('WP_DIR');
$site = getenv('SITE');
$_SERVER['HTTP_HOST'] = parse_url($site, PHP_URL_HOST) . ':' . parse_url($site, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require $wp_root . '/wp-load.php';
