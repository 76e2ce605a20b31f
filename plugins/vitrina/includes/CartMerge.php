<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * Signing in with a guest cart (`GET cocart/v2/cart?cart_key=<guest>` with the customer's
 * Bearer) must give the customer's own lines plus the guest's, quantities of the same product
 * added up and capped at the stock (D4), as the embedded store does. CoCart 4.3.6 instead makes
 * the guest cart the customer's cart, and the lines the customer had are lost. This keeps them:
 * before CoCart swaps the carts it reads the customer's stored cart, and once the merged cart is
 * loaded it adds those lines back, an installation still attached to its appliance
 * (InstallationLines then keeps its quantity at the appliance's).
 */
final class CartMerge
{
    /**
     * @var list<array{product_id: int, variation_id: int, variation: array<string, string>,
     *     item_data: array<string, string>, quantity: int}>
     */
    private static array $ownLines = [];

    public static function register(): void
    {
        add_filter('cocart_requested_cart_key', [self::class, 'rememberOwnCart']);
        add_action('woocommerce_cart_loaded_from_session', [self::class, 'addOwnLines'], 20);
    }

    /** Reads the signed-in customer's cart when a guest cart is about to replace it. */
    public static function rememberOwnCart(mixed $cartKey): mixed
    {
        $userId = get_current_user_id();
        $guest = is_string($cartKey) && $cartKey !== '' && get_user_by('id', $cartKey) === false;
        $session = function_exists('WC') ? WC()->session : null;
        if ($userId === 0 || !$guest || self::$ownLines !== [] || !is_object($session)) {
            return $cartKey;
        }
        $stored = method_exists($session, 'get_session') ? $session->get_session((string) $userId) : false;
        $cart = is_array($stored) ? maybe_unserialize($stored['cart'] ?? '') : [];
        foreach (is_array($cart) ? $cart : [] as $line) {
            self::$ownLines[] = [
                'product_id' => (int) ($line['product_id'] ?? 0),
                'variation_id' => (int) ($line['variation_id'] ?? 0),
                'variation' => is_array($line['variation'] ?? null) ? $line['variation'] : [],
                'item_data' => InstallationLines::itemData(InstallationLines::applianceKeyOf($line)),
                'quantity' => (int) ($line['quantity'] ?? 0),
            ];
        }
        return $cartKey;
    }

    /** Adds the remembered lines to the merged cart, up to what is in stock. */
    public static function addOwnLines(\WC_Cart $cart): void
    {
        $lines = self::$ownLines;
        self::$ownLines = [];
        foreach ($lines as $line) {
            $product = wc_get_product($line['variation_id'] ?: $line['product_id']);
            if (!$product instanceof \WC_Product || $line['quantity'] < 1) {
                continue;
            }
            $key = $cart->generate_cart_id(
                $line['product_id'],
                $line['variation_id'],
                $line['variation'],
                $line['item_data']
            );
            $inCart = (int) ($cart->get_cart_item($key)['quantity'] ?? 0);
            $wanted = $inCart + $line['quantity'];
            $max = $product->get_max_purchase_quantity();
            $quantity = $max > 0 ? min($wanted, $max) : $wanted;
            if ($inCart > 0) {
                $cart->set_quantity($key, $quantity);
            } elseif ($quantity > 0) {
                $cart->add_to_cart(
                    $line['product_id'],
                    $quantity,
                    $line['variation_id'],
                    $line['variation'],
                    $line['item_data']
                );
            }
        }
    }
}
