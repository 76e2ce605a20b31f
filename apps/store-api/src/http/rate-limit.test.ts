import { describe, expect, it } from 'vitest';

import { SlidingWindowLimiter } from './rate-limit.js';

describe('SlidingWindowLimiter', () => {
  it('allows the limit within the window, refuses the next, and reopens as hits age out', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 10_000, { now: () => now });
    expect([1, 2, 3].map(() => limiter.hit('k').allowed)).toEqual([true, true, true]);
    now = 4_000;
    const refused = limiter.hit('k');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 6 });
    expect(limiter.hit('other').allowed).toBe(true);
    now = 10_001;
    expect(limiter.hit('k')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter(1, 1_000, { now: () => 0 });
    limiter.hit('k');
    limiter.reset('k');
    expect(limiter.hit('k').allowed).toBe(true);
  });
});
