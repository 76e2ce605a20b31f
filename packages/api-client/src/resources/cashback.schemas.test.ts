import { describe, expect, it } from 'vitest';
import { WpCashbackSchema } from './cashback.schemas.js';

describe('WpCashbackSchema reads WordPress cashback posts', () => {
  it('cashback ACF fields: an object, or [] / false when a post has none', () => {
    const entries = [{ a: 1 }, [], false].map((acf, index) =>
      WpCashbackSchema.parse({ id: index, title: { rendered: 'Banco' }, acf }),
    );
    expect(entries.map((entry) => entry.acf)).toEqual([{ a: 1 }, {}, {}]);
  });
});
