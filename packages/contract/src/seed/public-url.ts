import { wooWrite, type WooConnection } from '../woo-http.js';

/**
 * Sets the shop's public address in the plugin's settings, as the owner does in WooCommerce →
 * Vitrina (here through the kit's test gateway plugin): where a gateway sends the shopper back
 * (`/pedido-confirmado`) and where every order mail links.
 */
export async function setPublicUrl(writer: WooConnection, url: string): Promise<void> {
  await wooWrite(writer, 'PUT', 'wc-vitrina-test/v1/public-url', { url });
}
