<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * What makes two spellings of an e-mail address one inbox, for the limits that count mail sent to
 * an inbox (C3), as @vitrina/core's mailboxKey: the rules (the tag separator, the providers that
 * ignore dots, the alias domains) are core's, in data/mailbox.json, written by
 * `pnpm --dir plugins/vitrina data` and checked against core by scripts/mailbox-data.test.ts.
 */
final class Mailbox
{
    /** @var array{subaddressSeparator: string, dotlessDomains: list<string>, domainAliases: array<string, string>}|null */
    private static ?array $rules = null;

    /**
     * The one spelling of `$email`'s inbox: lower-cased, the tag dropped, the dots dropped where
     * the provider ignores them, an alias domain replaced by its domain. Only a key to count by:
     * mail still goes to the address as typed. A part that would be left empty is kept as it was.
     */
    public static function key(string $email): string
    {
        $rules = self::rules();
        $address = mb_strtolower(trim($email));
        $at = strrpos($address, '@');
        if ($at === false) {
            return $address;
        }
        $domain = substr($address, $at + 1);
        $domain = $rules['domainAliases'][$domain] ?? $domain;
        $local = substr($address, 0, $at);
        $tag = strpos($local, $rules['subaddressSeparator']);
        if ($tag !== false && $tag > 0) {
            $local = substr($local, 0, $tag);
        }
        if (in_array($domain, $rules['dotlessDomains'], true)) {
            $dotless = str_replace('.', '', $local);
            $local = $dotless === '' ? $local : $dotless;
        }
        return $local . '@' . $domain;
    }

    /** @return array{subaddressSeparator: string, dotlessDomains: list<string>, domainAliases: array<string, string>} */
    private static function rules(): array
    {
        if (self::$rules === null) {
            $json = (string) file_get_contents(dirname(__DIR__) . '/data/mailbox.json');
            self::$rules = json_decode($json, true, 8, JSON_THROW_ON_ERROR);
        }
        return self::$rules;
    }
}
