<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * Core's order data: data/orders.json, written from @vitrina/core (scripts/order-data.ts), so the
 * plugin mails and takes payments as the embedded store does: the shop's own mails and their
 * words, the button every order mail ends with, the gateways never paid online, the statuses that
 * are, the reminder's share of the hold and the Spanish names of the order statuses.
 */
final class OrderData
{
    /** @var array<string, mixed>|null */
    private static ?array $data = null;

    /** @return array<string, array{title: string, description: string, subject: string, heading: string, paragraphs: list<string>}> */
    public static function mails(): array
    {
        return self::data()['mails'];
    }

    /** The words of an order mail's button (core's ORDER_MAIL_ACTIONS): `view`, `order` or `balance`. */
    public static function action(string $due): string
    {
        return self::data()['actions'][$due];
    }

    /** @return list<string> the gateways paid by transfer or on delivery, never on a payment page */
    public static function offlineGateways(): array
    {
        return self::data()['offlineGateways'];
    }

    public static function reminderShareOfHold(): float
    {
        return (float) self::data()['reminderShareOfHold'];
    }

    /** The Spanish name of an order status (core's ORDER_STATUS_LABELS). */
    public static function statusLabel(string $status): string
    {
        return self::data()['statusLabels'][$status] ?? $status;
    }

    /** @return array<string, mixed> */
    private static function data(): array
    {
        if (self::$data === null) {
            $json = (string) file_get_contents(dirname(__DIR__) . '/data/orders.json');
            self::$data = json_decode($json, true, 16, JSON_THROW_ON_ERROR);
        }
        return self::$data;
    }
}
