<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Response;

/**
 * The error answers the shop reads, shaped as WordPress's own (`{code, message, data: {status}}`)
 * but built as responses, because a 429 must carry `Retry-After` and a WP_Error cannot.
 */
final class Rest
{
    /** @param array<string, mixed> $data @param array<string, string> $headers */
    public static function error(
        int $status,
        string $code,
        string $message,
        array $data = [],
        array $headers = []
    ): WP_REST_Response {
        $body = ['code' => $code, 'message' => $message, 'data' => $data + ['status' => $status]];
        return new WP_REST_Response($body, $status, $headers);
    }

    /**
     * Over a limit (K3): `{code: rate_limited, data: {status: 429, retry_after}}` and `Retry-After`,
     * with `$data` added to its `data`.
     *
     * @param array<string, mixed> $data
     */
    public static function rateLimited(int $seconds, string $message, array $data = []): WP_REST_Response
    {
        return self::error(
            429,
            'rate_limited',
            $message,
            $data + ['retry_after' => $seconds],
            ['Retry-After' => (string) $seconds]
        );
    }

    /**
     * Bad fields: 400 `rest_invalid_param` with each field's reason in `data.params`, and the
     * first reason as the message unless the route says otherwise (login never explains).
     */
    public static function invalid(InvalidForm $form, ?string $message = null): WP_REST_Response
    {
        return self::error(
            400,
            'rest_invalid_param',
            $message ?? $form->getMessage(),
            ['params' => $form->params]
        );
    }

    /** The JSON body of a request as an array; anything else counts as an empty form. */
    public static function body(\WP_REST_Request $request): array
    {
        $body = $request->get_json_params();
        return is_array($body) ? $body : [];
    }
}
