<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The address a request comes from, for rate limits. `X-Forwarded-For` counts only when the
 * setting `trust_proxy` says the shop server stands in front (it writes the shopper's address as
 * the last hop), and only when that hop is an address: otherwise anyone could pick a fresh
 * bucket per request (K4).
 */
final class ClientIp
{
    public static function current(): string
    {
        if (Settings::trustProxy() && isset($_SERVER['HTTP_X_FORWARDED_FOR'])) {
            $hops = explode(',', (string) $_SERVER['HTTP_X_FORWARDED_FOR']);
            $last = trim((string) end($hops));
            if (filter_var($last, FILTER_VALIDATE_IP) !== false) {
                return $last;
            }
        }
        return (string) ($_SERVER['REMOTE_ADDR'] ?? 'unknown');
    }
}
