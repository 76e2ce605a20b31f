import { describe, expect, it } from 'vitest';

import { hasDuplicateKeys } from './json-body.js';

describe('hasDuplicateKeys', () => {
  it.each([
    ['{"a":1,"b":2}', false],
    ['[{"a":1},{"a":2}]', false],
    ['{"a":{"a":1},"b":"a"}', false],
    ['{"a":"\\"a\\"","b":["a","a"]}', false],
    ['{"a":1,"a":2}', true],
    ['{"x":[{"k":1,"k":1}]}', true],
    ['{"\\u0061":1,"a":2}', true],
  ])('%s → %s', (text, expected) => {
    expect(hasDuplicateKeys(text)).toBe(expected);
  });
});
