<?php

declare(strict_types=1);

namespace Vitrina;

use Normalizer;

/**
 * The field rules of @vitrina/core's forms (forms/fields.ts, password.ts, text.ts and ids/), with
 * their messages, lengths and patterns read from core's data (Rules), so the shop shows a
 * WooCommerce refusal exactly as its own. Each rule returns the normalised value (e-mail
 * lower-cased, cédula as 11 digits, phone in E.164) or throws InvalidField.
 */
final class Fields
{
    /** A message of core's fields (FIELD_MESSAGES, the ids' and text's messages). */
    private static function message(string $key): string
    {
        return Rules::get('fields', 'messages', $key);
    }

    /** A message of core's password policy (PASSWORD_MESSAGES). */
    private static function passwordMessage(string $key): string
    {
        return Rules::get('password', 'messages', $key);
    }

    private static function matches(string $pattern, string $text): bool
    {
        return preg_match(Rules::get('fields', 'patterns', $pattern), $text) === 1;
    }

    public static function email(mixed $value): string
    {
        if (!is_string($value)) {
            throw new InvalidField(self::message('email'));
        }
        $email = mb_strtolower(self::trim($value));
        if (self::length($email) > Rules::get('fields', 'emailMaxLength')) {
            throw new InvalidField(self::message('emailTooLong'));
        }
        if (!self::matches('email', $email)) {
            throw new InvalidField(self::message('email'));
        }
        return $email;
    }

    /** A new password (ASVS 5.0): 8 to 128 characters, printable, not on the common list. */
    public static function newPassword(mixed $value): string
    {
        if (!is_string($value) || self::length($value) < Rules::get('password', 'minLength')) {
            throw new InvalidField(self::passwordMessage('tooShort'));
        }
        if (self::length($value) > Rules::get('password', 'maxLength')) {
            throw new InvalidField(self::passwordMessage('tooLong'));
        }
        if (self::matches('singleLineControls', $value)) {
            throw new InvalidField(self::passwordMessage('invalidCharacters'));
        }
        if (CommonPasswords::contains($value)) {
            throw new InvalidField(self::passwordMessage('common'));
        }
        return $value;
    }

    /** A password typed to sign in: only required and bounded (old ones predate the policy). */
    public static function currentPassword(mixed $value): string
    {
        if (!is_string($value) || $value === '') {
            throw new InvalidField(self::passwordMessage('required'));
        }
        if (self::length($value) > Rules::get('password', 'currentMaxLength')) {
            throw new InvalidField(self::passwordMessage('tooLong'));
        }
        return $value;
    }

    /**
     * A rule for a required free-text field: trimmed, NFC, not blank, at most `$max` characters,
     * no control characters (line breaks allowed when `$multiline`).
     *
     * @return callable(mixed): string
     */
    public static function requiredText(int $max, string $required, string $tooLong, bool $multiline = false): callable
    {
        return static function (mixed $value) use ($max, $required, $tooLong, $multiline): string {
            if (!is_string($value)) {
                throw new InvalidField($value === null ? $required : self::message('invalidValue'));
            }
            $text = (string) Normalizer::normalize(self::trim($value), Normalizer::FORM_C);
            if ($text === '') {
                throw new InvalidField($required);
            }
            if (self::length($text) > $max) {
                throw new InvalidField($tooLong);
            }
            if (self::matches($multiline ? 'multiLineControls' : 'singleLineControls', $text)) {
                throw new InvalidField(self::message('controlCharacters'));
            }
            return $text;
        };
    }

    /**
     * A rule for one of core's required name fields (`firstName`, `lastName`): its length and
     * messages from FIELD_LENGTHS and FIELD_MESSAGES.
     *
     * @return callable(mixed): string
     */
    public static function requiredName(string $field): callable
    {
        return self::requiredText(
            Rules::get('fields', 'lengths', $field),
            self::message($field),
            self::message("{$field}TooLong")
        );
    }

    /** An optional cédula: '' when empty, else its 11 digits with a valid check digit. */
    public static function optionalCedula(mixed $value): string
    {
        return self::optional($value, static function (string $text): string {
            if (!self::matches('cedula', $text)) {
                throw new InvalidField(self::message('cedula'));
            }
            $digits = str_replace('-', '', $text);
            $sum = 0;
            for ($index = 0; $index < 10; $index++) {
                $product = (int) $digits[$index] * ($index % 2 === 0 ? 1 : 2);
                $sum += $product > 9 ? $product - 9 : $product;
            }
            if ((10 - $sum % 10) % 10 !== (int) $digits[10]) {
                throw new InvalidField(self::message('cedula'));
            }
            return $digits;
        });
    }

    /** An optional passport: '' when empty, else 6 to 9 upper-case letters and digits. */
    public static function optionalPassport(mixed $value): string
    {
        return self::optional($value, static function (string $text): string {
            $passport = strtoupper($text);
            if (!self::matches('passport', $passport)) {
                throw new InvalidField(self::message('passport'));
            }
            return $passport;
        });
    }

    /** An optional Dominican phone: '' when empty, else E.164 (`+18095550100`). */
    public static function optionalPhone(mixed $value): string
    {
        return self::optional($value, static function (string $text): string {
            $compact = (string) preg_replace(Rules::get('fields', 'patterns', 'phoneSeparators'), '', $text);
            if (preg_match(Rules::get('fields', 'patterns', 'phone'), $compact, $match) !== 1) {
                throw new InvalidField(self::message('phone'));
            }
            return '+1' . $match[1];
        });
    }

    /**
     * An optional field: null and blanks give '' (WooCommerce's "not given"); anything else must
     * be a string that passes `$rule`.
     *
     * @param callable(string): string $rule
     */
    private static function optional(mixed $value, callable $rule): string
    {
        if ($value === null) {
            return '';
        }
        if (!is_string($value)) {
            throw new InvalidField(self::message('invalidValue'));
        }
        $text = self::trim($value);
        return $text === '' ? '' : $rule($text);
    }

    /** Trims as JavaScript does: Unicode spaces and the byte-order mark too. */
    public static function trim(string $value): string
    {
        return (string) preg_replace('/^[\s\x{FEFF}]+|[\s\x{FEFF}]+$/u', '', $value);
    }

    /** Length as a person counts it: code points. */
    public static function length(string $value): int
    {
        return mb_strlen($value, 'UTF-8');
    }
}
