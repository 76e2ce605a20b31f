<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The NCF counters, one per type (B01, B02 and the credit notes' B04), each with the range the
 * DGII authorised and its expiry, as the owner entered them (none: the sequence just goes on). A
 * number is taken with one atomic UPDATE inside the caller's transaction (an order's, a refund's):
 * it never goes back, no two get the same one, and a refusal rolls the counter back with the rest.
 */
final class NcfSequence
{
    /** The columns the ranges added to a table created before them. */
    private const RANGE_COLUMNS = [
        'range_from' => 'BIGINT UNSIGNED NULL',
        'range_to' => 'BIGINT UNSIGNED NULL',
        'range_expires' => 'DATE NULL',
        'warned' => 'TINYINT(1) NOT NULL DEFAULT 0',
    ];

    public static function install(): void
    {
        global $wpdb;
        $table = self::table();
        $wpdb->query(
            "CREATE TABLE IF NOT EXISTS $table (
                type CHAR(3) NOT NULL,
                last_sequence BIGINT UNSIGNED NOT NULL DEFAULT 0,
                PRIMARY KEY (type)
            ) ENGINE=InnoDB {$wpdb->get_charset_collate()}"
        );
        $columns = $wpdb->get_col("SHOW COLUMNS FROM $table", 0);
        foreach (self::RANGE_COLUMNS as $column => $definition) {
            if (!in_array($column, $columns, true)) {
                $wpdb->query("ALTER TABLE $table ADD COLUMN $column $definition");
            }
        }
        foreach (FiscalRules::types() as $type) {
            $wpdb->query($wpdb->prepare("INSERT IGNORE INTO $table (type, last_sequence) VALUES (%s, 0)", $type));
        }
    }

    /** The NCF type of an order: B01 when the buyer asked for a fiscal invoice, else B02. */
    public static function typeFor(bool $isFiscal): string
    {
        return $isFiscal ? 'B01' : 'B02';
    }

    /**
     * Takes the next number of `$type` (after the last, never before the range's first) and prints
     * it as core's formatNcf: `B0100000001`. Past the range or its expiry it throws, in the words
     * of `$purpose` (`order`: the shopper's; `creditNote`: the owner's); the caller rolls back.
     *
     * @return array{number: string, expires: string|null}
     * @throws NcfRefused
     */
    public static function next(string $type, string $purpose): array
    {
        global $wpdb;
        $table = self::table();
        $wpdb->query($wpdb->prepare(
            "UPDATE $table SET last_sequence = LAST_INSERT_ID(GREATEST(last_sequence + 1, COALESCE(range_from, 1)))
             WHERE type = %s",
            $type
        ));
        $sequence = (int) $wpdb->get_var('SELECT LAST_INSERT_ID()');
        $range = self::rangeOf((array) $wpdb->get_row(
            $wpdb->prepare("SELECT range_from, range_to, range_expires FROM $table WHERE type = %s", $type),
            ARRAY_A
        ));
        $refusal = FiscalRules::refusal($sequence, $range, self::today());
        if ($refusal !== null) {
            throw new NcfRefused($refusal, FiscalRules::refusalMessage($refusal, $purpose));
        }
        return ['number' => sprintf('%s%08d', $type, $sequence), 'expires' => $range['expires'] ?? null];
    }

    /**
     * Every type's sequence as the owner reads it (core's ncfSequenceStatus), in core's order.
     *
     * @return list<array<string, mixed>>
     */
    public static function statuses(): array
    {
        global $wpdb;
        $rows = $wpdb->get_results('SELECT * FROM ' . self::table(), OBJECT_K);
        return array_map(
            static function (string $type) use ($rows): array {
                $row = isset($rows[$type]) ? (array) $rows[$type] : [];
                $last = (int) ($row['last_sequence'] ?? 0);
                return FiscalRules::status($type, $last, self::rangeOf($row), self::today());
            },
            FiscalRules::types()
        );
    }

    /** @return array<string, mixed> one type's sequence, as {@see statuses()} lists it */
    public static function status(string $type): array
    {
        $statuses = array_column(self::statuses(), null, 'type');
        return $statuses[$type];
    }

    /**
     * Keeps the range the DGII authorised for `$type` (null: none); a new range may run low again,
     * so the owner is warned again.
     *
     * @param array{from: int, to: int, expires: string}|null $range
     */
    public static function setRange(string $type, ?array $range): void
    {
        global $wpdb;
        // wpdb::update writes a null value as NULL: no range, the sequence just goes on.
        $wpdb->update(
            self::table(),
            [
                'range_from' => $range['from'] ?? null,
                'range_to' => $range['to'] ?? null,
                'range_expires' => $range['expires'] ?? null,
                'warned' => 0,
            ],
            ['type' => $type]
        );
    }

    /**
     * Mails the owner, once per range, when 10 % or less of it is left, after the order or refund
     * that took a number committed; claimed with a conditional update, so two at once send one mail.
     */
    public static function warnIfLow(string $type): void
    {
        global $wpdb;
        $warning = FiscalRules::lowWarning(self::status($type));
        if ($warning === null) {
            return;
        }
        $claimed = $wpdb->query($wpdb->prepare(
            'UPDATE ' . self::table() . ' SET warned = 1 WHERE type = %s AND warned = 0',
            $type
        ));
        if ($claimed === 1) {
            wp_mail(self::ownerInbox(), $warning['subject'], $warning['text']);
        }
    }

    /** The shop's own address (its settings), else the site administrator's. */
    private static function ownerInbox(): string
    {
        $email = Settings::identity()['email'] ?? '';
        return is_string($email) && $email !== '' ? $email : (string) get_option('admin_email');
    }

    /**
     * @param array<string, mixed> $row
     * @return array{from: int, to: int, expires: string}|null
     */
    private static function rangeOf(array $row): ?array
    {
        foreach (['range_from', 'range_to', 'range_expires'] as $column) {
            if (($row[$column] ?? null) === null) {
                return null;
            }
        }
        return [
            'from' => (int) $row['range_from'],
            'to' => (int) $row['range_to'],
            'expires' => (string) $row['range_expires'],
        ];
    }

    private static function today(): string
    {
        return Agenda::shopDate(Clock::now());
    }

    private static function table(): string
    {
        global $wpdb;
        return "{$wpdb->prefix}vitrina_ncf_sequences";
    }
}
