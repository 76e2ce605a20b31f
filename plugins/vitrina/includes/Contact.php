<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;
use WP_REST_Response;

/**
 * `POST vitrina/v1/contact`, as the embedded store's contact router: a message from the contact
 * page, validated as core's ContactMessageSchema (its messages, lengths and limit from Rules), kept as a private post
 * of the `vitrina_contact` type (never on the site, readable in wp-admin) and mailed to the shop's
 * inbox (Settings::contactEmail), replying to the shopper.
 */
final class Contact
{
    public const POST_TYPE = 'vitrina_contact';

    public static function register(): void
    {
        add_action('init', [self::class, 'registerPostType']);
        add_action('rest_api_init', static function (): void {
            register_rest_route('vitrina/v1', '/contact', [
                'methods' => 'POST',
                'callback' => [self::class, 'receive'],
                'permission_callback' => '__return_true',
            ]);
        });
    }

    public static function registerPostType(): void
    {
        register_post_type(self::POST_TYPE, [
            'labels' => ['name' => 'Mensajes de contacto', 'singular_name' => 'Mensaje de contacto'],
            'public' => false,
            'show_ui' => true,
            'show_in_rest' => false,
            'menu_icon' => 'dashicons-email',
            'supports' => ['title', 'editor', 'custom-fields'],
            // Shoppers' messages are read in wp-admin, never written there.
            'capabilities' => ['create_posts' => 'do_not_allow'],
            'map_meta_cap' => true,
        ]);
    }

    public static function receive(WP_REST_Request $request): WP_REST_Response
    {
        $wait = Rules::limiter('contact', 'contact', 'limit')->hit(ClientIp::current());
        if ($wait > 0) {
            return Rest::rateLimited($wait, Rules::waitMessage($wait, 'contact', 'messages', 'wait'));
        }
        try {
            $message = self::parse(Rest::body($request));
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        $id = wp_insert_post([
            'post_type' => self::POST_TYPE,
            'post_status' => 'private',
            'post_title' => "{$message['subject']} — {$message['name']}",
            'post_content' => $message['message'],
            'meta_input' => [
                'name' => $message['name'],
                'email' => $message['email'],
                'phone' => $message['phone'],
                'subject' => $message['subject'],
            ],
        ], true);
        if (is_wp_error($id)) {
            return Rest::error(500, 'contact_not_saved', 'No pudimos guardar tu mensaje. Inténtalo de nuevo.');
        }
        self::notify($message, $id);
        return new WP_REST_Response(['id' => $id, 'message' => self::message('received')], 201);
    }

    /**
     * @param array<string, mixed> $body
     * @return array{name: string, email: string, phone: string, subject: string, message: string}
     * @throws InvalidForm
     */
    private static function parse(array $body): array
    {
        $lengths = Rules::get('contact', 'lengths');
        $text = Fields::requiredText(
            $lengths['messageMax'],
            self::message('message'),
            self::message('messageTooLong'),
            true
        );
        /** @var array{name: string, email: string, phone: string, subject: string, message: string} */
        return Form::parse($body, [
            'name' => Fields::requiredText($lengths['nameMax'], self::message('name'), self::message('nameTooLong')),
            'email' => [Fields::class, 'email'],
            'phone' => [Fields::class, 'optionalPhone'],
            'subject' => static function (mixed $value): string {
                if (!in_array($value, Rules::get('contact', 'subjects'), true)) {
                    throw new InvalidField(self::message('subject'));
                }
                return $value;
            },
            'message' => static function (mixed $value) use ($text, $lengths): string {
                $message = $text($value);
                if (Fields::length($message) < $lengths['messageMin']) {
                    throw new InvalidField(self::message('message'));
                }
                return $message;
            },
        ]);
    }

    /** A message of core's contact form (CONTACT_MESSAGES). */
    private static function message(string $key): string
    {
        return Rules::get('contact', 'messages', $key);
    }

    /** @param array{name: string, email: string, phone: string, subject: string, message: string} $message */
    private static function notify(array $message, int $id): void
    {
        $lines = [
            "Mensaje n.º {$id} desde la página de contacto.",
            "De: {$message['name']} <{$message['email']}>",
            'Teléfono: ' . ($message['phone'] !== '' ? $message['phone'] : 'no indicado'),
            "Asunto: {$message['subject']}",
            $message['message'],
        ];
        wp_mail(
            Settings::contactEmail(),
            "Contacto: {$message['subject']} — {$message['name']}",
            implode("\n\n", $lines),
            ["Reply-To: {$message['name']} <{$message['email']}>"]
        );
    }
}
