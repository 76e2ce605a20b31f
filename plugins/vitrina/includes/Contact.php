<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;
use WP_REST_Response;

/**
 * `POST vitrina/v1/contact`, as the embedded store's contact router: a message from the contact
 * page, validated as core's ContactMessageSchema (same Spanish messages), kept as a private post
 * of the `vitrina_contact` type (never on the site, readable in wp-admin) and mailed to the shop's
 * inbox (Settings::contactEmail), replying to the shopper.
 */
final class Contact
{
    public const POST_TYPE = 'vitrina_contact';
    /** Messages one address may send per window: enough for a person, not a bot. */
    private const LIMIT = 5;
    private const WINDOW = 10 * MINUTE_IN_SECONDS;

    private const SUBJECTS = [
        'Información de un producto',
        'Estado de un pedido',
        'Instalación o servicio técnico',
        'Garantía o devolución',
        'Financiamiento',
        'Otro asunto',
    ];
    private const RECEIVED = 'Recibimos tu mensaje. Te responderemos en menos de 24 horas laborables.';
    private const NAME_REQUIRED = 'Escribe tu nombre.';
    private const MESSAGE_REQUIRED = 'Escribe tu mensaje, de al menos 10 caracteres.';

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
        $wait = (new RateLimiter('contact', self::LIMIT, self::WINDOW))->hit(ClientIp::current());
        if ($wait > 0) {
            return Rest::rateLimited(
                $wait,
                "Ya recibimos varios mensajes tuyos. Espera {$wait} s o escríbenos por WhatsApp."
            );
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
        return new WP_REST_Response(['id' => $id, 'message' => self::RECEIVED], 201);
    }

    /**
     * @param array<string, mixed> $body
     * @return array{name: string, email: string, phone: string, subject: string, message: string}
     * @throws InvalidForm
     */
    private static function parse(array $body): array
    {
        $text = Fields::requiredText(
            2000,
            self::MESSAGE_REQUIRED,
            'El mensaje no puede tener más de 2000 caracteres.',
            true
        );
        /** @var array{name: string, email: string, phone: string, subject: string, message: string} */
        return Form::parse($body, [
            'name' => Fields::requiredText(100, self::NAME_REQUIRED, 'El nombre no puede tener más de 100 caracteres.'),
            'email' => [Fields::class, 'email'],
            'phone' => [Fields::class, 'optionalPhone'],
            'subject' => static function (mixed $value): string {
                if (!in_array($value, self::SUBJECTS, true)) {
                    throw new InvalidField('Elige el asunto de tu mensaje.');
                }
                return $value;
            },
            'message' => static function (mixed $value) use ($text): string {
                $message = $text($value);
                if (Fields::length($message) < 10) {
                    throw new InvalidField(self::MESSAGE_REQUIRED);
                }
                return $message;
            },
        ]);
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
