/*
 * Digit masks for Dominican numbers: `#` takes one digit, anything else is a literal shown
 * between digits. Only formatting lives here; whether a cédula or RNC is valid is the domain's
 * rule.
 */

/** Masks of the Dominican numbers the shop asks for. */
export const dominicanMasks = {
  /** 809-555-0123 (also 829, 849). */
  phone: '###-###-####',
  /** 001-1234567-8. */
  cedula: '###-#######-#',
  /** 1-01-12345-6. */
  rnc: '#-##-#####-#',
} as const;

/** The digits of a value, dropping everything else. */
export function unmask(value: string): string {
  return value.replaceAll(/\D/g, '');
}

/** How many digits a mask holds. */
export function maskLength(pattern: string): number {
  return pattern.split('').filter((slot) => slot === '#').length;
}

/**
 * Formats a value with a mask: keeps its digits (up to the mask's length) and inserts the
 * literals between them, never after the last digit, so deleting a separator works.
 */
export function applyMask(value: string, pattern: string): string {
  const digits = unmask(value).slice(0, maskLength(pattern));
  let output = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '#') {
      output += digits[next];
      next += 1;
    } else {
      output += slot;
    }
  }
  return output;
}

/** Whether a formatted value fills every digit of its mask. */
export function isMaskComplete(value: string, pattern: string): boolean {
  return unmask(value).length === maskLength(pattern);
}

/**
 * Where the caret goes in a masked value so that it stays after the same number of digits as
 * before formatting (typing or deleting in the middle does not throw it to the end).
 */
export function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return masked.length;
}
