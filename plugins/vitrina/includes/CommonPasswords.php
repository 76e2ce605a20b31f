<?php

declare(strict_types=1);

namespace Vitrina;

use Normalizer;

/**
 * Core's common-password list (ASVS 5.0 V6.2.4), from data/common-passwords.json, which
 * scripts/common-passwords.mts writes from @vitrina/core: a password is common when, ignoring
 * case, compatibility forms and surrounding spaces, it is a literal, a base word, or a base word
 * followed by one of the usual suffixes.
 */
final class CommonPasswords
{
    /** @var array{literals: array<string, true>, words: array<string, true>, suffixes: list<string>}|null */
    private static ?array $lists = null;

    public static function contains(string $password): bool
    {
        $lists = self::lists();
        $canonical = self::canonical($password);
        if (isset($lists['literals'][$canonical]) || isset($lists['words'][$canonical])) {
            return true;
        }
        foreach ($lists['suffixes'] as $suffix) {
            if (str_ends_with($canonical, $suffix)) {
                $word = substr($canonical, 0, -strlen($suffix));
                if (isset($lists['words'][$word])) {
                    return true;
                }
            }
        }
        return false;
    }

    private static function canonical(string $password): string
    {
        $normalized = Normalizer::normalize($password, Normalizer::FORM_KC);
        return mb_strtolower(Fields::trim(is_string($normalized) ? $normalized : $password));
    }

    /** @return array{literals: array<string, true>, words: array<string, true>, suffixes: list<string>} */
    private static function lists(): array
    {
        if (self::$lists === null) {
            $file = dirname(__DIR__) . '/data/common-passwords.json';
            $data = json_decode((string) file_get_contents($file), true);
            $set = static fn (array $entries): array => array_fill_keys(array_map(
                static fn (string $entry): string => self::canonical($entry),
                $entries
            ), true);
            self::$lists = [
                'literals' => $set($data['literals'] ?? []),
                'words' => $set($data['words'] ?? []),
                'suffixes' => array_values(array_unique(array_map(
                    static fn (string $suffix): string => mb_strtolower($suffix),
                    $data['suffixes'] ?? []
                ))),
            ];
        }
        return self::$lists;
    }
}
