<?php

declare(strict_types=1);

namespace Vitrina;

use WP_Error;

/**
 * An installation attached to its appliance (issue 29), on a real WooCommerce: the shop adds the
 * installation with CoCart's `item_data` naming the appliance's item key, which WooCommerce keeps
 * on the line. The rule is core's (packages/core/src/cart/installation-lines.ts), the same the
 * embedded store keeps: the appliance must be in the cart; only a service ties, onto goods; the
 * installation's quantity is always the appliance's; removing the appliance removes it; its own
 * quantity change is refused.
 */
final class InstallationLines
{
    /** Set while this class changes quantities, so its own changes are not followed again. */
    private static bool $following = false;

    public static function register(): void
    {
        add_filter('cocart_add_to_cart_validation', [self::class, 'checkAppliance'], 10, 6);
        add_filter('cocart_update_cart_validation', [self::class, 'refuseOwnQuantity'], 10, 4);
        add_action('woocommerce_add_to_cart', [self::class, 'takeApplianceQuantity'], 10, 6);
        add_action('woocommerce_after_cart_item_quantity_update', [self::class, 'follow'], 10, 2);
        add_action('woocommerce_cart_item_removed', [self::class, 'removeAttached'], 10, 2);
    }

    /** The item key of the appliance a line (or an add-item's item data) is attached to, or ''. */
    public static function applianceKeyOf(mixed $item): string
    {
        $key = is_array($item) ? ($item[self::rules()['itemDataKey']] ?? '') : '';
        return is_string($key) ? $key : '';
    }

    /** The item data that attaches a line to `$applianceKey` ([] for a line of its own). */
    public static function itemData(string $applianceKey): array
    {
        return $applianceKey === '' ? [] : [self::rules()['itemDataKey'] => $applianceKey];
    }

    /**
     * Refuses an installation whose appliance is not a line of the cart (or is attached itself),
     * then any tie but a service onto goods: the shopper's browser writes the item data.
     */
    public static function checkAppliance(
        mixed $passed,
        mixed $productId,
        mixed $quantity,
        mixed $variationId,
        mixed $variation,
        mixed $itemData
    ): mixed {
        $applianceKey = self::applianceKeyOf((array) $itemData);
        if ($passed !== true || $applianceKey === '') {
            return $passed;
        }
        $appliance = self::appliance($applianceKey);
        if ($appliance === null) {
            return self::refusal('applianceNotInCart', 404);
        }
        // CoCart passes a variation's variable product here, and WooCommerce keeps it as the
        // line's product_id: the categories are on it, not on the variation.
        return self::mayTieOnto((int) $productId, (int) $appliance['product_id'])
            ? $passed
            : self::refusal('notAService', 400);
    }

    /** Refuses setting an attached installation to a quantity other than its appliance's. */
    public static function refuseOwnQuantity(mixed $passed, mixed $itemKey, mixed $line, mixed $quantity): mixed
    {
        $appliance = self::appliance(self::applianceKeyOf($line));
        if ($passed !== true || $appliance === null || (int) $appliance['quantity'] === (int) $quantity) {
            return $passed;
        }
        return self::refusal('quantityFollowsAppliance', 400);
    }

    /** A new installation line takes its appliance's quantity, and goes when it has none. */
    public static function takeApplianceQuantity(
        mixed $itemKey,
        mixed $productId,
        mixed $quantity,
        mixed $variationId,
        mixed $variation,
        mixed $itemData
    ): void {
        $applianceKey = self::applianceKeyOf($itemData);
        if ($applianceKey === '' || !is_string($itemKey)) {
            return;
        }
        $appliance = self::appliance($applianceKey);
        self::quietly(static function (\WC_Cart $cart) use ($appliance, $itemKey): void {
            if ($appliance === null) {
                $cart->remove_cart_item($itemKey);
            } else {
                $cart->set_quantity($itemKey, (int) $appliance['quantity']);
            }
        });
    }

    /** After a quantity change: an appliance's installations follow it, an installation its appliance. */
    public static function follow(mixed $itemKey, mixed $quantity): void
    {
        $cart = self::cart();
        if (self::$following || $cart === null || !is_string($itemKey)) {
            return;
        }
        $appliance = self::appliance(self::applianceKeyOf($cart->get_cart()[$itemKey] ?? []));
        if ($appliance !== null) {
            $wanted = (int) $appliance['quantity'];
            if ($wanted !== (int) $quantity) {
                self::quietly(static fn (\WC_Cart $cart) => $cart->set_quantity($itemKey, $wanted));
            }
            return;
        }
        self::quietly(static function (\WC_Cart $cart) use ($itemKey, $quantity): void {
            foreach (self::attachedTo($cart, $itemKey) as $installationKey) {
                $cart->set_quantity($installationKey, (int) $quantity);
            }
        });
    }

    /** Removing an appliance removes the installations attached to it. */
    public static function removeAttached(mixed $itemKey, mixed $cart): void
    {
        if (!$cart instanceof \WC_Cart || !is_string($itemKey)) {
            return;
        }
        foreach (self::attachedTo($cart, $itemKey) as $installationKey) {
            $cart->remove_cart_item($installationKey);
        }
    }

    /** @return list<string> the item keys of the lines attached to `$applianceKey` */
    private static function attachedTo(\WC_Cart $cart, string $applianceKey): array
    {
        $keys = [];
        foreach ($cart->get_cart() as $key => $line) {
            if (self::applianceKeyOf($line) === $applianceKey) {
                $keys[] = (string) $key;
            }
        }
        return $keys;
    }

    /** The line `$applianceKey` names when an installation may attach to it, else null. */
    private static function appliance(string $applianceKey): ?array
    {
        $cart = self::cart();
        // get_cart() loads the session's lines first; get_cart_item() alone may see none yet.
        $line = $applianceKey === '' || $cart === null ? [] : ($cart->get_cart()[$applianceKey] ?? []);
        return $line !== [] && self::applianceKeyOf($line) === '' ? $line : null;
    }

    /** Core's mayTieOnto: a service onto goods, by the products' categories. */
    private static function mayTieOnto(int $productId, int $applianceId): bool
    {
        return self::isService($productId) && !self::isService($applianceId);
    }

    /** Whether a product is in one of core's service categories (isServiceCategory). */
    private static function isService(int $productId): bool
    {
        $categoryIds = wp_get_post_terms($productId, 'product_cat', ['fields' => 'ids']);
        return is_array($categoryIds)
            && array_intersect($categoryIds, AgendaRules::data()['serviceCategoryIds']) !== [];
    }

    /** Runs a change of the cart that must not be followed again. */
    private static function quietly(callable $change): void
    {
        $cart = self::cart();
        if ($cart === null) {
            return;
        }
        self::$following = true;
        try {
            $change($cart);
        } finally {
            self::$following = false;
        }
    }

    private static function cart(): ?\WC_Cart
    {
        $cart = function_exists('WC') ? WC()->cart : null;
        return $cart instanceof \WC_Cart ? $cart : null;
    }

    private static function refusal(string $which, int $status): WP_Error
    {
        $rules = self::rules();
        return new WP_Error($rules['codes'][$which], $rules['messages'][$which], ['status' => $status]);
    }

    /** @return array{itemDataKey: string, codes: array<string, string>, messages: array<string, string>} */
    private static function rules(): array
    {
        return AgendaRules::data()['installationLines'];
    }
}
