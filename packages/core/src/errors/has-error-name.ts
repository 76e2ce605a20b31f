/**
 * True when `value` is an error object whose `name` is `name`.
 *
 * Guards built on this compare names instead of using `instanceof`, so an error thrown by one
 * copy of `@vitrina/core` (say the CJS build inside a server dependency) is still recognised by
 * code that imported another copy (the ESM build), or by code in another realm.
 */
export function hasErrorName(value: unknown, name: string): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    value.name === name &&
    'message' in value &&
    typeof value.message === 'string'
  );
}
