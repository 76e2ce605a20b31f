<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Customer;
use WC_Data_Exception;

/**
 * Creates a WooCommerce customer from the sign-up form, where the shop's /api/cuenta reads it
 * through wc/v3: names, billing and shipping in the Dominican Republic, and the meta `phone`,
 * `social_id` and `passport` (only those given). Nothing else of the body is stored (E4).
 */
final class Customers
{
    private const META_FIELDS = ['phone', 'social_id', 'passport'];

    /** @param array<string, string> $form a valid sign-up form; answers the new user's id */
    public static function create(array $form): ?int
    {
        $customer = new WC_Customer();
        try {
            $customer->set_username(wc_create_new_customer_username($form['email'], [
                'first_name' => $form['first_name'],
                'last_name' => $form['last_name'],
            ]));
            $customer->set_email($form['email']);
            $customer->set_password($form['password']);
            $customer->set_first_name($form['first_name']);
            $customer->set_last_name($form['last_name']);
            $customer->set_display_name($form['first_name'] . ' ' . $form['last_name']);
            $customer->set_billing_first_name($form['first_name']);
            $customer->set_billing_last_name($form['last_name']);
            $customer->set_billing_email($form['email']);
            $customer->set_billing_phone($form['phone']);
            $customer->set_billing_country('DO');
            $customer->set_shipping_first_name($form['first_name']);
            $customer->set_shipping_last_name($form['last_name']);
            $customer->set_shipping_country('DO');
            foreach (self::META_FIELDS as $key) {
                if ($form[$key] !== '') {
                    $customer->update_meta_data($key, $form[$key]);
                }
            }
            // Our welcome e-mail links to the shop; WooCommerce's would send people to WordPress's
            // own /my-account/ page, which a headless store does not use.
            add_filter('woocommerce_email_enabled_customer_new_account', '__return_false');
            $id = $customer->save();
        } catch (WC_Data_Exception $refused) {
            return null;
        } finally {
            remove_filter('woocommerce_email_enabled_customer_new_account', '__return_false');
        }
        return $id > 0 ? $id : null;
    }
}
