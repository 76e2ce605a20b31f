<?php

declare(strict_types=1);

namespace Vitrina;

use Normalizer;

/**
 * @vitrina/core's common-password list (ASVS 5.0 V6.2.4), in data/common-passwords.txt: one
 * password a line, in core's canonical form (NFKC, lower case, trimmed), written from core by
 * `pnpm --dir plugins/vitrina data` and checked against it by scripts/common-passwords.test.ts.
 */
final class CommonPasswords
{
    /** @var array<string, int>|null */
    private static ?array $list = null;

    public static function contains(string $password): bool
    {
        $normalized = Normalizer::normalize($password, Normalizer::FORM_KC);
        $canonical = mb_strtolower(Fields::trim(is_string($normalized) ? $normalized : $password));
        return isset(self::list()[$canonical]);
    }

    /** @return array<string, int> */
    private static function list(): array
    {
        if (self::$list === null) {
            $file = dirname(__DIR__) . '/data/common-passwords.txt';
            $lines = file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
            self::$list = array_flip($lines === false ? [] : $lines);
        }
        return self::$list;
    }
}
