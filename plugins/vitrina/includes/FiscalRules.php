<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * Core's NCF rules (data/fiscal.json, written from @vitrina/core by scripts/fiscal-data.ts): the
 * types, the authorised ranges' checks and messages, the next number, the refusals, the warning at
 * 10 % left and the status labels. The arithmetic here is held to core's functions by
 * scripts/fiscal-data.test.ts; nothing here touches WordPress, so that test runs it with plain PHP.
 */
final class FiscalRules
{
    /** @var array<string, mixed>|null */
    private static ?array $data = null;

    /** @return array<string, mixed> */
    public static function data(): array
    {
        if (self::$data === null) {
            $json = (string) file_get_contents(dirname(__DIR__) . '/data/fiscal.json');
            self::$data = json_decode($json, true, 32, JSON_THROW_ON_ERROR);
        }
        return self::$data;
    }

    /** @return list<string> the NCF types the shop issues, in core's order */
    public static function types(): array
    {
        return array_keys(self::data()['types']);
    }

    public static function isType(string $type): bool
    {
        return isset(self::data()['types'][$type]);
    }

    /** The meta key core names (`number`, `type`, `expires`, `modifies`). */
    public static function meta(string $name): string
    {
        return self::data()['meta'][$name];
    }

    /** An order's status in the shop's words (core's orderStatusLabel). */
    public static function statusLabel(string $status): string
    {
        return self::data()['statusLabels'][$status] ?? self::data()['unknownStatusLabel'];
    }

    /** Whether an order in `$status` has its NCF voided (core's ncfVoided). */
    public static function voids(string $status): bool
    {
        return in_array($status, self::data()['voidingStatuses'], true);
    }

    /**
     * A range as the owner typed it on `$today` (core's ncfRangeInputSchema): the range, or the
     * first field it breaks with core's message. All three fields blank is no range (null).
     *
     * @param array<string, mixed> $posted `from`, `to`, `expires`
     * @return array{0: array{from: int, to: int, expires: string}|null, 1: array<string, string>}
     */
    public static function rangeFromForm(array $posted, string $today): array
    {
        $fields = [];
        foreach (['from', 'to', 'expires'] as $field) {
            $value = $posted[$field] ?? '';
            $fields[$field] = is_int($value) ? (string) $value : (is_string($value) ? trim($value) : '');
        }
        if (implode('', $fields) === '') {
            return [null, []];
        }
        $messages = self::data()['rangeMessages'];
        foreach (['from', 'to'] as $field) {
            if (!self::isSequence($fields[$field])) {
                return [null, [$field => $messages[$field]]];
            }
        }
        if (!self::isDate($fields['expires'])) {
            return [null, ['expires' => $messages['expires']]];
        }
        if ($fields['expires'] < $today) {
            return [null, ['expires' => $messages['expired']]];
        }
        if ((int) $fields['to'] < (int) $fields['from']) {
            return [null, ['to' => $messages['order']]];
        }
        return [['from' => (int) $fields['from'], 'to' => (int) $fields['to'], 'expires' => $fields['expires']], []];
    }

    /**
     * The sequence the next NCF takes: after the last issued, never before the range's first
     * (core's nextNcfSequence).
     *
     * @param array{from: int, to: int, expires: string}|null $range
     */
    public static function next(int $lastIssued, ?array $range): int
    {
        return max($lastIssued + 1, $range['from'] ?? 1);
    }

    /**
     * Why `$next` cannot be issued on `$today`, or null (core's ncfRefusal).
     *
     * @param array{from: int, to: int, expires: string}|null $range
     */
    public static function refusal(int $next, ?array $range, string $today): ?string
    {
        if ($next > ($range['to'] ?? (int) self::data()['maxSequence'])) {
            return 'ncf_range_exhausted';
        }
        if ($range !== null && $today > $range['expires']) {
            return 'ncf_range_expired';
        }
        return null;
    }

    /** What a refusal says: to the shopper (`order`) or to the owner (`creditNote`). */
    public static function refusalMessage(string $refusal, string $purpose): string
    {
        return self::data()['refusals'][$purpose][$refusal];
    }

    /**
     * One type's sequence as the owner reads it (core's ncfSequenceStatus).
     *
     * @param array{from: int, to: int, expires: string}|null $range
     * @return array{type: string, label: string, range: array{from: int, to: int, expires: string}|null,
     *     last_issued: int, remaining: int|null, low: bool, expired: bool}
     */
    public static function status(string $type, int $lastIssued, ?array $range, string $today): array
    {
        $remaining = $range === null ? null : max(0, $range['to'] - max($lastIssued, $range['from'] - 1));
        $size = $range === null ? 0 : $range['to'] - $range['from'] + 1;
        return [
            'type' => $type,
            'label' => self::data()['types'][$type],
            'range' => $range,
            'last_issued' => $lastIssued,
            'remaining' => $remaining,
            'low' => $remaining !== null && $remaining * 100 <= $size * (int) self::data()['lowPercent'],
            'expired' => $range !== null && $today > $range['expires'],
        ];
    }

    /**
     * The owner's warning that a range runs low, or null (core's ncfLowWarning).
     *
     * @param array{type: string, label: string, range: array{from: int, to: int, expires: string}|null,
     *     remaining: int|null, low: bool} $status
     * @return array{subject: string, text: string}|null
     */
    public static function lowWarning(array $status): ?array
    {
        $range = $status['range'];
        if (!$status['low'] || $range === null) {
            return null;
        }
        $values = [
            '{type}' => $status['type'],
            '{label}' => $status['label'],
            '{remaining}' => (string) ($status['remaining'] ?? 0),
            '{size}' => (string) ($range['to'] - $range['from'] + 1),
            '{expires}' => $range['expires'],
        ];
        $template = self::data()['lowWarning'];
        return ['subject' => strtr($template['subject'], $values), 'text' => strtr($template['text'], $values)];
    }

    private static function isSequence(string $text): bool
    {
        return preg_match('/^\d{1,8}$/', $text) === 1 && (int) $text >= 1;
    }

    /** A real `YYYY-MM-DD` date. */
    private static function isDate(string $text): bool
    {
        $parsed = date_create_immutable_from_format('!Y-m-d', $text);
        return $parsed !== false && $parsed->format('Y-m-d') === $text;
    }
}
