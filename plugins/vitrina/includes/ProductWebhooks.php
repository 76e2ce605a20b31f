<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Webhook;

/**
 * The four product webhooks the shop server's catalogue cache listens to (README, step 7), kept
 * pointing at `{public URL}/webhooks/woocommerce` with the owner's secret, and active again
 * after every save of the settings (WooCommerce disables a webhook after repeated failures).
 * Without a URL or a secret they are paused, so nothing goes out unsigned or to nowhere.
 */
final class ProductWebhooks
{
    private const IDS_OPTION = 'vitrina_product_webhooks';
    private const TOPICS = [
        'product.created' => 'Vitrina: producto creado',
        'product.updated' => 'Vitrina: producto actualizado',
        'product.deleted' => 'Vitrina: producto eliminado',
        'product.restored' => 'Vitrina: producto restaurado',
    ];

    public static function sync(): void
    {
        $shop = Settings::publicUrl();
        $secret = Settings::webhookSecret();
        $ready = $shop !== '' && strlen($secret) >= Settings::MIN_SECRET_LENGTH;
        $ids = (array) get_option(self::IDS_OPTION, []);
        foreach (self::TOPICS as $topic => $name) {
            $webhook = new WC_Webhook((int) ($ids[$topic] ?? 0));
            if (!$ready && $webhook->get_id() === 0) {
                continue;
            }
            $webhook->set_name($name);
            $webhook->set_topic($topic);
            $webhook->set_user_id(get_current_user_id());
            $webhook->set_api_version('wp_api_v3');
            if ($ready) {
                $webhook->set_delivery_url("$shop/webhooks/woocommerce");
                $webhook->set_secret($secret);
            }
            $webhook->set_status($ready ? 'active' : 'paused');
            $ids[$topic] = $webhook->save();
        }
        update_option(self::IDS_OPTION, $ids, false);
    }
}
