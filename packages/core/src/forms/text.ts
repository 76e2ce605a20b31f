import * as z from 'zod';

/** Shown when a text field holds control characters (NUL, escapes…) that no person types. */
export const CONTROL_CHARACTERS_MESSAGE = 'El texto tiene caracteres no permitidos.';

// C0 and C1 controls and DEL; multi-line fields may keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
export const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
export const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Length as a person counts it: code points, so `ñ` or an emoji is one, not two. */
export function codePointLength(value: string): number {
  return [...value].length;
}

/** True when `value` holds a control character (line breaks allowed when `multiline`). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value);
}

/** Shown when a field receives something that is not text at all. */
export const INVALID_VALUE_MESSAGE = 'El valor no es válido.';

/** Rules for one free-text field. */
export interface TextFieldRules {
  /** Most characters (code points) allowed. */
  readonly max: number;
  /** Message when the field is longer than `max`. */
  readonly tooLong: string;
  /** Allow line breaks and tabs (notes such as an address reference). */
  readonly multiline?: boolean;
}

function boundedText(rules: TextFieldRules, required: string | null) {
  return z
    .string({
      error: (issue) =>
        (issue.input === undefined || issue.input === null) && required !== null
          ? required
          : INVALID_VALUE_MESSAGE,
    })
    .transform((value) => value.trim().normalize('NFC'))
    .refine((value) => required === null || value !== '', {
      error: required ?? INVALID_VALUE_MESSAGE,
      abort: true,
    })
    .refine((value) => codePointLength(value) <= rules.max, { error: rules.tooLong, abort: true })
    .refine((value) => !hasControlCharacters(value, rules.multiline), {
      error: CONTROL_CHARACTERS_MESSAGE,
    });
}

/**
 * A required free-text form field: trimmed, NFC-normalised, refused with `required` when blank,
 * with `tooLong` past `max` code points, and when it holds control characters.
 */
export function requiredText(rules: TextFieldRules & { readonly required: string }) {
  return boundedText(rules, rules.required);
}

/**
 * An optional free-text form field with the rules of {@link requiredText}; `undefined`, `null` and
 * blanks give `''`, the value WooCommerce uses for "not given".
 */
export function optionalText(rules: TextFieldRules) {
  return boundedText(rules, null)
    .nullish()
    .transform((value) => value ?? '');
}

/**
 * Makes a field schema optional for forms: `undefined`, `null`, `''` or blanks give `''`; anything else
 * must pass `schema` (with its own messages). Used for cédula, passport, RNC and phone fields
 * that a shopper may leave empty.
 */
export function optionalField<Output>(schema: z.ZodType<Output, string>) {
  return z
    .string({ error: INVALID_VALUE_MESSAGE })
    .nullish()
    .transform((value, context): Output | '' => {
      const text = value?.trim() ?? '';
      if (text === '') return '';
      const result = schema.safeParse(text);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        context.issues.push({ code: 'custom', message: issue.message, input: value });
      }
      return z.NEVER;
    });
}
