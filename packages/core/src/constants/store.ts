/** Version of the WooCommerce REST API the shop talks to (spec §9). */
export const STORE_API_VERSION = 'wc/v3';
