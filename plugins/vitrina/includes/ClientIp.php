<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The address a request comes from, for rate limits. `X-Forwarded-For` counts only when the
 * setting `trust_proxy` says the shop server stands in front, or the request comes from this
 * machine (the shop server beside WordPress), as the embedded store's client-ip.ts: the shop
 * server writes the shopper's address as the last hop. Only when that hop is an address:
 * otherwise anyone could pick a fresh bucket per request (K4).
 */
final class ClientIp
{
    public static function current(): string
    {
        $peer = (string) ($_SERVER['REMOTE_ADDR'] ?? 'unknown');
        $trusted = Settings::trustProxy() || self::isLoopback($peer);
        if ($trusted && isset($_SERVER['HTTP_X_FORWARDED_FOR'])) {
            $hops = explode(',', (string) $_SERVER['HTTP_X_FORWARDED_FOR']);
            $last = trim((string) end($hops));
            if (filter_var($last, FILTER_VALIDATE_IP) !== false) {
                return $last;
            }
        }
        return $peer;
    }

    private static function isLoopback(string $address): bool
    {
        return $address === '::1' || str_starts_with($address, '127.') || str_starts_with($address, '::ffff:127.');
    }
}
