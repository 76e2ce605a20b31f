<?php

declare(strict_types=1);

namespace Vitrina;

use Normalizer;

/**
 * The field rules of @vitrina/core's forms (forms/fields.ts, password.ts, text.ts and ids/), with
 * the same Spanish messages, so the shop shows a WooCommerce refusal exactly as its own. Each rule
 * returns the normalised value (e-mail lower-cased, cédula as 11 digits, phone in E.164) or throws
 * InvalidField.
 */
final class Fields
{
    public const EMAIL = 'Escribe un correo electrónico válido.';
    public const EMAIL_TOO_LONG = 'El correo no puede tener más de 254 caracteres.';
    public const INVALID_VALUE = 'El valor no es válido.';
    public const CONTROL_CHARACTERS = 'El texto tiene caracteres no permitidos.';
    public const CEDULA = 'La cédula no es válida.';
    public const PASSPORT = 'El pasaporte debe tener de 6 a 9 letras o números.';
    public const PHONE = 'Escribe un teléfono de 10 dígitos que empiece por 809, 829 u 849.';
    public const PASSWORD_TOO_SHORT = 'La contraseña debe tener al menos 8 caracteres.';
    public const PASSWORD_TOO_LONG = 'La contraseña no puede tener más de 128 caracteres.';
    public const PASSWORD_INVALID = 'La contraseña tiene caracteres no permitidos.';
    public const PASSWORD_COMMON = 'Esa contraseña es demasiado común; elige otra.';
    public const PASSWORD_REQUIRED = 'Escribe tu contraseña.';

    // zod 4's e-mail pattern, which core's EmailSchema uses.
    private const EMAIL_SHAPE = "/^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@"
        . "(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$/";
    private const SINGLE_LINE_CONTROLS = '/[\x{0000}-\x{001F}\x{007F}-\x{009F}]/u';
    private const MULTI_LINE_CONTROLS = '/[\x{0000}-\x{0008}\x{000B}\x{000C}\x{000E}-\x{001F}\x{007F}-\x{009F}]/u';

    public static function email(mixed $value): string
    {
        if (!is_string($value)) {
            throw new InvalidField(self::EMAIL);
        }
        $email = mb_strtolower(self::trim($value));
        if (self::length($email) > 254) {
            throw new InvalidField(self::EMAIL_TOO_LONG);
        }
        if (preg_match(self::EMAIL_SHAPE, $email) !== 1) {
            throw new InvalidField(self::EMAIL);
        }
        return $email;
    }

    /** A new password (ASVS 5.0): 8 to 128 characters, printable, not on the common list. */
    public static function newPassword(mixed $value): string
    {
        if (!is_string($value) || self::length($value) < 8) {
            throw new InvalidField(self::PASSWORD_TOO_SHORT);
        }
        if (self::length($value) > 128) {
            throw new InvalidField(self::PASSWORD_TOO_LONG);
        }
        if (preg_match(self::SINGLE_LINE_CONTROLS, $value) === 1) {
            throw new InvalidField(self::PASSWORD_INVALID);
        }
        if (CommonPasswords::contains($value)) {
            throw new InvalidField(self::PASSWORD_COMMON);
        }
        return $value;
    }

    /** A password typed to sign in: only required and bounded (old ones predate the policy). */
    public static function currentPassword(mixed $value): string
    {
        if (!is_string($value) || $value === '') {
            throw new InvalidField(self::PASSWORD_REQUIRED);
        }
        if (self::length($value) > 1024) {
            throw new InvalidField(self::PASSWORD_TOO_LONG);
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
                throw new InvalidField($value === null ? $required : self::INVALID_VALUE);
            }
            $text = (string) Normalizer::normalize(self::trim($value), Normalizer::FORM_C);
            if ($text === '') {
                throw new InvalidField($required);
            }
            if (self::length($text) > $max) {
                throw new InvalidField($tooLong);
            }
            if (preg_match($multiline ? self::MULTI_LINE_CONTROLS : self::SINGLE_LINE_CONTROLS, $text) === 1) {
                throw new InvalidField(self::CONTROL_CHARACTERS);
            }
            return $text;
        };
    }

    /** An optional cédula: '' when empty, else its 11 digits with a valid check digit. */
    public static function optionalCedula(mixed $value): string
    {
        return self::optional($value, static function (string $text): string {
            if (preg_match('/^(?:\d{3}-\d{7}-\d|\d{11})$/', $text) !== 1) {
                throw new InvalidField(self::CEDULA);
            }
            $digits = str_replace('-', '', $text);
            $sum = 0;
            for ($index = 0; $index < 10; $index++) {
                $product = (int) $digits[$index] * ($index % 2 === 0 ? 1 : 2);
                $sum += $product > 9 ? $product - 9 : $product;
            }
            if ((10 - $sum % 10) % 10 !== (int) $digits[10]) {
                throw new InvalidField(self::CEDULA);
            }
            return $digits;
        });
    }

    /** An optional passport: '' when empty, else 6 to 9 upper-case letters and digits. */
    public static function optionalPassport(mixed $value): string
    {
        return self::optional($value, static function (string $text): string {
            $passport = strtoupper($text);
            if (preg_match('/^[A-Z0-9]{6,9}$/', $passport) !== 1) {
                throw new InvalidField(self::PASSPORT);
            }
            return $passport;
        });
    }

    /** An optional Dominican phone: '' when empty, else E.164 (`+18095550100`). */
    public static function optionalPhone(mixed $value): string
    {
        return self::optional($value, static function (string $text): string {
            $compact = (string) preg_replace('/[\s().-]/u', '', $text);
            if (preg_match('/^(?:\+?1)?(8[024]9\d{7})$/', $compact, $match) !== 1) {
                throw new InvalidField(self::PHONE);
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
            throw new InvalidField(self::INVALID_VALUE);
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
