<?php

declare(strict_types=1);

namespace Vitrina;

use WP_Post;

/**
 * The banks' cashback offers the shop lists (`wp/v2/cashback?acf_format=standard` →
 * `{id, title.rendered, acf: {bank, percentage, cap, valid_until, conditions}}`): a post type
 * with those fields as post meta, shown in REST as `acf` the way ACF would, so the store needs no
 * ACF plugin, and edited in wp-admin in a meta box.
 */
final class Cashback
{
    public const POST_TYPE = 'cashback';
    private const NONCE = 'vitrina_cashback_nonce';

    /** Each field: its meta type and its label in wp-admin. */
    private const FIELDS = [
        'bank' => ['string', 'Banco'],
        'percentage' => ['number', 'Porcentaje de reembolso (%)'],
        'cap' => ['number', 'Tope por tarjeta al mes (RD$)'],
        'valid_until' => ['string', 'Válido hasta (AAAA-MM-DD)'],
        'conditions' => ['string', 'Condiciones'],
    ];

    public static function register(): void
    {
        add_action('init', [self::class, 'registerPostType']);
        add_action('rest_api_init', [self::class, 'registerRestField']);
        add_action('add_meta_boxes_' . self::POST_TYPE, [self::class, 'addMetaBox']);
        add_action('save_post_' . self::POST_TYPE, [self::class, 'save'], 10, 2);
    }

    public static function registerPostType(): void
    {
        register_post_type(self::POST_TYPE, [
            'labels' => [
                'name' => 'Cashback',
                'singular_name' => 'Oferta de cashback',
                'add_new_item' => 'Nueva oferta de cashback',
            ],
            'public' => true,
            'show_in_rest' => true,
            'rest_base' => 'cashback',
            'menu_icon' => 'dashicons-money-alt',
            'supports' => ['title'],
        ]);
        foreach (self::FIELDS as $key => [$type]) {
            register_post_meta(self::POST_TYPE, $key, ['type' => $type, 'single' => true, 'show_in_rest' => false]);
        }
    }

    public static function registerRestField(): void
    {
        register_rest_field(self::POST_TYPE, 'acf', [
            'get_callback' => static fn (array $post): array => self::values((int) $post['id']),
            'schema' => ['type' => 'object', 'context' => ['view', 'edit'], 'readonly' => true],
        ]);
    }

    /** @return array<string, string|float> the fields as ACF's standard format sends them */
    public static function values(int $postId): array
    {
        $values = [];
        foreach (self::FIELDS as $key => [$type]) {
            $value = get_post_meta($postId, $key, true);
            $values[$key] = $type === 'number' ? (float) $value : (string) $value;
        }
        return $values;
    }

    public static function addMetaBox(): void
    {
        add_meta_box('vitrina-cashback', 'Datos de la oferta', [self::class, 'renderMetaBox'], self::POST_TYPE);
    }

    public static function renderMetaBox(WP_Post $post): void
    {
        wp_nonce_field(self::NONCE, self::NONCE);
        $values = self::values($post->ID);
        foreach (self::FIELDS as $key => [$type, $label]) {
            $id = 'vitrina-cashback-' . $key;
            printf('<p><label for="%s">%s</label><br>', esc_attr($id), esc_html($label));
            $value = (string) $values[$key];
            if ($key === 'conditions') {
                $field = '<textarea id="%1$s" name="%1$s" rows="4" class="large-text">%2$s</textarea></p>';
                printf($field, esc_attr($id), esc_textarea($value));
                continue;
            }
            $input = $type === 'number' ? 'number" step="any' : ($key === 'valid_until' ? 'date' : 'text');
            $field = '<input id="%1$s" name="%1$s" type="%2$s" value="%3$s" class="regular-text"></p>';
            printf($field, esc_attr($id), $input, esc_attr($value));
        }
    }

    public static function save(int $postId, WP_Post $post): void
    {
        $nonce = isset($_POST[self::NONCE]) ? sanitize_text_field(wp_unslash($_POST[self::NONCE])) : '';
        $allowed = wp_verify_nonce($nonce, self::NONCE) && current_user_can('edit_post', $postId);
        if (!$allowed || wp_is_post_revision($post)) {
            return;
        }
        foreach (self::FIELDS as $key => [$type]) {
            $field = 'vitrina-cashback-' . $key;
            if (!isset($_POST[$field])) {
                continue;
            }
            $raw = wp_unslash($_POST[$field]);
            $value = match (true) {
                $type === 'number' => (float) $raw,
                $key === 'conditions' => sanitize_textarea_field((string) $raw),
                default => sanitize_text_field((string) $raw),
            };
            update_post_meta($postId, $key, $value);
        }
    }
}
