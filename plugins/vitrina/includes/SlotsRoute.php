<?php

declare(strict_types=1);

namespace Vitrina;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `GET wp-json/vitrina/v1/slots?zone=…&service=…&from=…&to=…`, as the embedded store answers it
 * (apps/store-api/src/slots/slots.router.ts): each day of the range (up to 62) with its windows
 * and what remains of each, or why it cannot be booked. Public, as the delivery step reads it
 * before any order exists; never cached, as it changes with every order.
 */
final class SlotsRoute
{
    private const DATE_MESSAGE = 'Usa fechas AAAA-MM-DD.';

    public static function register(): void
    {
        add_action('rest_api_init', static function (): void {
            register_rest_route('vitrina/v1', '/slots', [
                'methods' => 'GET',
                'callback' => [self::class, 'answer'],
                'permission_callback' => '__return_true',
            ]);
        });
    }

    public static function answer(WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $query = self::parse($request);
        if ($query instanceof WP_Error) {
            return $query;
        }
        $now = Clock::now();
        $from = $query['from'] ?? Agenda::shopDate($now);
        $to = $query['to'] ?? Agenda::addDays($from, 30);
        $last = min($to, Agenda::addDays($from, Agenda::MAX_DAYS - 1));
        $booked = SlotBookings::counts($query['zone'], $query['service'], $from, $last);
        $agenda = new Agenda($query['zone'], $query['service'], $now, $booked);
        $response = new WP_REST_Response([
            'zone' => $query['zone'],
            'service' => $query['service'],
            'days' => $agenda->calendar($from, $last),
        ]);
        $response->header('Cache-Control', 'no-store');
        return $response;
    }

    /**
     * The query, or WordPress's 400 `rest_invalid_param` naming each bad field in Spanish (the
     * embedded store's messages, in its order).
     *
     * @return array{zone: string, service: string, from: ?string, to: ?string}|WP_Error
     */
    private static function parse(WP_REST_Request $request): array|WP_Error
    {
        $zone = $request->get_param('zone');
        $service = $request->get_param('service') ?? 'entrega';
        $from = $request->get_param('from');
        $to = $request->get_param('to');
        $params = array_filter([
            'zone' => in_array($zone, AgendaRules::zones(), true) ? null : 'Zona desconocida.',
            'service' => in_array($service, AgendaRules::services(), true) ? null : 'Servicio desconocido.',
            'from' => self::isDateOrAbsent($from) ? null : self::DATE_MESSAGE,
            'to' => self::isDateOrAbsent($to) ? null : self::DATE_MESSAGE,
        ]);
        if ($params === [] && $from !== null && $to !== null && $from > $to) {
            $params = ['to' => 'La fecha final es anterior a la inicial.'];
        }
        if ($params !== []) {
            $message = 'Parámetro(s) no válido(s): ' . implode(', ', array_keys($params));
            return new WP_Error('rest_invalid_param', $message, ['status' => 400, 'params' => $params]);
        }
        return ['zone' => $zone, 'service' => $service, 'from' => $from, 'to' => $to];
    }

    private static function isDateOrAbsent(mixed $value): bool
    {
        return $value === null || (is_string($value) && preg_match('/^\d{4}-\d{2}-\d{2}\z/', $value) === 1);
    }
}
