<?php

// Sets the shop's own data in the store in WP_DIR as the settings page does (WooCommerce →
// Vitrina): the form's fields as typed, JSON on stdin ({name, street, city, hours, phone, email,
// whatsapp, location, seller_name, seller_rnc}), read by the plugin's own rules. Prints the
// refused fields' Spanish messages as JSON. There is no REST call to change the plugin's settings.
require __DIR__ . '/wp-cli-load.php';

$settings = Vitrina\Settings::all();
[$identity, $refused] = Vitrina\ShopIdentity::fromForm(
    json_decode(stream_get_contents(STDIN), true),
    $settings['identity']
);
Vitrina\Settings::save(['identity' => $identity] + $settings);
echo json_encode((object) $refused);
