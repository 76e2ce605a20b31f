<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Response;

/**
 * The shop's own data, set in WooCommerce → Vitrina: name, address, hours, phones, e-mail, the
 * door on the map and the seller (legal name and RNC) every fiscal invoice prints. `GET
 * vitrina/v1/shop` answers it to anyone, as the embedded store answers its demo identity, in
 * core's ShopIdentitySchema (phones in E.164, the RNC as 9 digits); a field the owner has not set
 * is left out, and the shop server takes it from its own environment (decision 015).
 */
final class ShopIdentity
{
    public const LABELS = [
        'name' => 'Nombre de la tienda',
        'street' => 'Dirección',
        'city' => 'Ciudad',
        'hours' => 'Horario',
        'phone' => 'Teléfono',
        'email' => 'Correo',
        'whatsapp' => 'WhatsApp',
        'location' => 'Ubicación en el mapa',
        'seller_name' => 'Razón social del vendedor',
        'seller_rnc' => 'RNC del vendedor',
    ];

    private const RNC_WEIGHTS = [7, 9, 8, 6, 5, 4, 3, 2];

    public static function register(): void
    {
        add_action('rest_api_init', static function (): void {
            register_rest_route('vitrina/v1', '/shop', [
                'methods' => 'GET',
                // An object even when nothing is set: `{}`, not PHP's empty list `[]`.
                'callback' => static fn (): WP_REST_Response
                    => new WP_REST_Response((object) Settings::identity(), 200),
                'permission_callback' => '__return_true',
            ]);
        });
    }

    /**
     * Reads the form as typed: each field by core's rule. A blank field is unset; a field that
     * breaks its rule keeps `$previous`'s value and gives its Spanish message.
     *
     * @param array<string, mixed> $posted
     * @param array<string, mixed> $previous the identity stored so far
     * @return array{0: array<string, mixed>, 1: array<string, string>} the identity, the refusals by field
     */
    public static function fromForm(array $posted, array $previous): array
    {
        $identity = [];
        $refused = [];
        foreach (array_keys(self::LABELS) as $field) {
            $text = Fields::trim(is_string($posted[$field] ?? null) ? $posted[$field] : '');
            if ($text === '') {
                continue;
            }
            try {
                $identity[$field] = self::rule($field)($text);
            } catch (InvalidField $refusal) {
                $refused[$field] = $refusal->getMessage();
                if (array_key_exists($field, $previous)) {
                    $identity[$field] = $previous[$field];
                }
            }
        }
        return [$identity, $refused];
    }

    /** How the settings page shows a stored field again: as the owner would type it. */
    public static function asTyped(string $field, mixed $value): string
    {
        return match ($field) {
            'hours' => implode("\n", array_map(
                static fn (array $line): string => "{$line['days']}: {$line['time']}",
                // Nothing stored yet (a fresh install) is '', which `(array)` would make a line.
                is_array($value) ? $value : []
            )),
            'location' => is_array($value) ? "{$value['lat']},{$value['lng']}" : '',
            default => is_string($value) ? $value : '',
        };
    }

    /** A message of core's SHOP_IDENTITY_MESSAGES. */
    private static function message(string $key): string
    {
        return Rules::get('shopIdentity', 'messages', $key);
    }

    /** The most characters of a text field (core's SHOP_IDENTITY_LENGTHS), with its messages. */
    private static function text(string $field): callable
    {
        return Fields::requiredText(
            Rules::get('shopIdentity', 'lengths', $field),
            self::message($field),
            self::message("{$field}TooLong")
        );
    }

    /** @return callable(string): mixed */
    private static function rule(string $field): callable
    {
        return match ($field) {
            'name', 'street', 'city' => self::text($field),
            'hours' => [self::class, 'hours'],
            'phone', 'whatsapp' => [Fields::class, 'optionalPhone'],
            'email' => [Fields::class, 'email'],
            'location' => [self::class, 'location'],
            'seller_name' => self::text('sellerName'),
            'seller_rnc' => [self::class, 'rnc'],
        };
    }

    /**
     * One group of days a line (or `;` between them), `Días: horas`; the days end at the first
     * colon followed by a space, so the times keep theirs (core's parseShopHours).
     *
     * @return list<array{days: string, time: string}>
     */
    private static function hours(string $text): array
    {
        $part = self::text('hours');
        $lines = array_values(array_filter(
            array_map([Fields::class, 'trim'], preg_split('/[;\n]/', $text) ?: []),
            static fn (string $line): bool => $line !== ''
        ));
        if ($lines === [] || count($lines) > 7) {
            throw new InvalidField(self::message('hours'));
        }
        return array_map(static function (string $line) use ($part): array {
            if (preg_match('/^(.+?):\s+(.+)$/u', $line, $split) !== 1) {
                throw new InvalidField(self::message('hours'));
            }
            return ['days' => $part($split[1]), 'time' => $part($split[2])];
        }, $lines);
    }

    /** @return array{lat: float, lng: float} */
    private static function location(string $text): array
    {
        $degrees = '-?\d+(?:\.\d+)?';
        if (preg_match("/^($degrees)\s*,\s*($degrees)$/", $text, $match) !== 1) {
            throw new InvalidField(self::message('location'));
        }
        [$lat, $lng] = [(float) $match[1], (float) $match[2]];
        if (abs($lat) > 90 || abs($lng) > 180) {
            throw new InvalidField(self::message('location'));
        }
        return ['lat' => $lat, 'lng' => $lng];
    }

    /** A company RNC with DGII's check digit (core's RncSchema), as its 9 digits. */
    private static function rnc(string $text): string
    {
        if (preg_match(Rules::get('fields', 'patterns', 'rnc'), $text) !== 1) {
            throw new InvalidField(Rules::get('fields', 'messages', 'rnc'));
        }
        $digits = str_replace('-', '', $text);
        $sum = 0;
        foreach (self::RNC_WEIGHTS as $index => $weight) {
            $sum += $weight * (int) $digits[$index];
        }
        $remainder = $sum % 11;
        $expected = $remainder === 0 ? 2 : ($remainder === 1 ? 1 : 11 - $remainder);
        if ($expected !== (int) $digits[8]) {
            throw new InvalidField(Rules::get('fields', 'messages', 'rnc'));
        }
        return $digits;
    }
}
