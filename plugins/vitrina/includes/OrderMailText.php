<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * The words of the shop's order mails for one order, as the embedded store writes them
 * (order-mail.ts): core's placeholders filled with the order's values, a paragraph naming an
 * empty one left out (core's fillMailText), money as core's formatMoney writes it, and the one
 * button to the order's page in the shop.
 */
final class OrderMailText
{
    /**
     * Fills each `{name}` of `$text` with its value; null when a value it names is empty.
     *
     * @param array<string, string> $values
     */
    public static function fill(string $text, array $values): ?string
    {
        $empty = false;
        $filled = (string) preg_replace_callback(
            '/\{([a-z_]+)\}/',
            static function (array $match) use ($values, &$empty): string {
                if (!array_key_exists($match[1], $values)) {
                    return $match[0];
                }
                $empty = $empty || $values[$match[1]] === '';
                return $values[$match[1]];
            },
            $text,
        );
        return $empty ? null : $filled;
    }

    /** Centavos as the shop writes money: «RD$ 1,234.50». */
    public static function money(int $cents): string
    {
        $sign = $cents < 0 ? '-' : '';
        return $sign . 'RD$ ' . number_format(abs($cents) / 100, 2, '.', ',');
    }

    /**
     * The values of an order's placeholders (core's SHOP_ORDER_MAILS names them).
     *
     * @return array<string, string>
     */
    public static function values(WC_Order $order, string $shopName): array
    {
        $due = PayLater::amountDueOf($order);
        $abono = $order->get_status() === OrderDeposit::STATUS;
        $date = (string) $order->get_meta('delivery_date');
        $schedule = (string) $order->get_meta('schedule');
        $created = $order->get_date_created();
        $expires = ($created === null ? 0 : $created->getTimestamp()) + UnpaidOrders::holdMinutes() * MINUTE_IN_SECONDS;
        $until = OrderChangeRules::until($order);
        return [
            'site_title' => $shopName,
            'order_number' => (string) $order->get_order_number(),
            'amount_due' => self::moneyOrBlank($due),
            'deposit_paid' => $abono ? self::moneyOrBlank(OrderDeposit::depositCents($order) ?? 0) : '',
            'balance' => $abono ? self::moneyOrBlank($due) : '',
            'delivery' => $date === '' ? '' : implode(' · ', array_filter([Agenda::longDate($date), $schedule])),
            'minutes_left' => (string) max(1, (int) ceil(($expires - Clock::now()) / MINUTE_IN_SECONDS)),
            'change_until' => $until === null ? '' : OrderChangeRules::formatDeadline($until),
        ];
    }

    /** The button's words (core's ORDER_MAIL_ACTIONS): `order` or `balance` while a payment is due online, else `view`. */
    public static function action(WC_Order $order): string
    {
        return OrderData::action(PayLater::dueOnline($order->get_status(), $order->get_payment_method()) ?? 'view');
    }

    private static function moneyOrBlank(int $cents): string
    {
        return $cents > 0 ? self::money($cents) : '';
    }
}
