<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * Core's field rules, words and limits: data/rules.json, written from @vitrina/core
 * (scripts/rules-data.ts), so a refusal or a limit of the plugin is the embedded store's. The
 * algorithms (the cédula's and RNC's check digits) stay in PHP, held to core's by the contract.
 */
final class Rules
{
    /** @var array<string, mixed>|null */
    private static ?array $data = null;

    /**
     * A value by its path in rules.json, e.g. `Rules::get('fields', 'messages', 'email')`.
     */
    public static function get(string ...$path): mixed
    {
        $value = self::data();
        foreach ($path as $key) {
            $value = $value[$key];
        }
        return $value;
    }

    /** A message that names a wait, with the seconds in it. */
    public static function waitMessage(int $seconds, string ...$path): string
    {
        return strtr((string) self::get(...$path), ['{seconds}' => (string) $seconds]);
    }

    /** The limiter `name` under core's `{limit, windowSeconds}` at `path`. */
    public static function limiter(string $name, string ...$path): RateLimiter
    {
        $rule = self::get(...$path);
        return new RateLimiter($name, (int) $rule['limit'], (int) $rule['windowSeconds']);
    }

    /** @return array<string, mixed> */
    private static function data(): array
    {
        if (self::$data === null) {
            $json = (string) file_get_contents(dirname(__DIR__) . '/data/rules.json');
            self::$data = json_decode($json, true, 16, JSON_THROW_ON_ERROR);
        }
        return self::$data;
    }
}
