<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * Checks a body against one rule per field, in order, as core's zod schemas do: every field is
 * checked, each bad field keeps its first reason, and unknown fields are dropped.
 */
final class Form
{
    /**
     * @param array<string, mixed> $body
     * @param array<string, callable(mixed): mixed> $rules each returns the clean value or throws InvalidField
     * @return array<string, mixed> the clean values
     * @throws InvalidForm
     */
    public static function parse(array $body, array $rules): array
    {
        $values = [];
        $params = [];
        foreach ($rules as $field => $rule) {
            try {
                $values[$field] = $rule($body[$field] ?? null);
            } catch (InvalidField $refused) {
                $params[$field] = $refused->getMessage();
            }
        }
        if ($params !== []) {
            throw new InvalidForm($params);
        }
        return $values;
    }
}
