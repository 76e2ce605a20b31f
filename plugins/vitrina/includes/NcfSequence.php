<?php

declare(strict_types=1);

namespace Vitrina;

use RuntimeException;

/**
 * The NCF counters, one per type the shop issues (B01, B02). A number is taken with one atomic
 * UPDATE inside the order's transaction: it never goes back and no two orders get the same one.
 */
final class NcfSequence
{
    public static function install(): void
    {
        global $wpdb;
        $table = "{$wpdb->prefix}vitrina_ncf_sequences";
        $wpdb->query(
            "CREATE TABLE IF NOT EXISTS $table (
                type CHAR(3) NOT NULL,
                last_sequence BIGINT UNSIGNED NOT NULL DEFAULT 0,
                PRIMARY KEY (type)
            ) ENGINE=InnoDB {$wpdb->get_charset_collate()}"
        );
        foreach (AgendaRules::data()['ncfTypes'] as $type) {
            $wpdb->query($wpdb->prepare("INSERT IGNORE INTO $table (type, last_sequence) VALUES (%s, 0)", $type));
        }
    }

    /** The NCF type of an order: B01 when the buyer asked for a fiscal invoice, else B02. */
    public static function typeFor(bool $isFiscal): string
    {
        return $isFiscal ? 'B01' : 'B02';
    }

    /** Takes the next number of `type` and prints it as core's formatNcf: `B0100000001`. */
    public static function next(string $type): string
    {
        global $wpdb;
        $taken = $wpdb->query(
            $wpdb->prepare(
                "UPDATE {$wpdb->prefix}vitrina_ncf_sequences SET last_sequence = LAST_INSERT_ID(last_sequence + 1)
                 WHERE type = %s AND last_sequence < %d",
                $type,
                (int) AgendaRules::data()['ncfMaxSequence'],
            )
        );
        if ($taken !== 1) {
            throw new RuntimeException("No quedan NCF $type: pide a la DGII una secuencia nueva.");
        }
        $sequence = (int) $wpdb->get_var('SELECT LAST_INSERT_ID()');
        return sprintf('%s%08d', $type, $sequence);
    }
}
