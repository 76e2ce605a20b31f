<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * Every NCF voided so far, for the report of voided numbers the DGII asks for (its «608»): the
 * numbers of orders now cancelled or failed (core's NCF_VOIDING_STATUSES), by NCF, with the order,
 * its status, when it was placed and when it last changed (its void), as the embedded store lists
 * them. An order paid again after a failure holds its number again and leaves the list.
 */
final class VoidedNcfs
{
    /** @return list<array{ncf: string, type: string, order_id: int, status: string, date_created: string|null, date_voided: string|null}> */
    public static function all(): array
    {
        $orders = wc_get_orders([
            'type' => 'shop_order',
            'status' => FiscalRules::data()['voidingStatuses'],
            'limit' => -1,
            'orderby' => 'ID',
            'order' => 'ASC',
        ]);
        $voided = [];
        foreach ($orders as $order) {
            if (!$order instanceof WC_Order) {
                continue;
            }
            $ncf = (string) $order->get_meta(FiscalRules::meta('number'));
            $type = substr($ncf, 0, 3);
            if (preg_match('/^B\d{10}$/', $ncf) !== 1 || !FiscalRules::isType($type)) {
                continue;
            }
            $voided[] = [
                'ncf' => $ncf,
                'type' => $type,
                'order_id' => $order->get_id(),
                'status' => $order->get_status(),
                'date_created' => wc_rest_prepare_date_response($order->get_date_created(), false),
                'date_voided' => wc_rest_prepare_date_response($order->get_date_modified(), false),
            ];
        }
        usort($voided, static fn (array $a, array $b): int => strcmp($a['ncf'], $b['ncf']));
        return $voided;
    }
}
