import { describe, expect, it } from 'vitest';
import { createBuildPoller, readLatestBuild } from './build-poller';

function fakeTimers() {
  const pending: Array<{ callback: () => void; ms: number }> = [];
  return {
    pending,
    timers: {
      setTimeout: (callback: () => void, ms: number) => pending.push({ callback, ms }),
      clearTimeout: () => pending.splice(0),
    },
    async fire() {
      const next = pending.shift();
      next?.callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return next?.ms;
    },
  };
}

describe('createBuildPoller', () => {
  it('sees no new build while latest.json names the running build', async () => {
    const poller = createBuildPoller({
      currentId: 'b1',
      fetchLatest: () => Promise.resolve({ id: 'b1', timestamp: 1 }),
    });
    await poller.check();
    expect(poller.hasNewBuild()).toBe(false);
  });

  it('flags a new build once latest.json names another id, and stops polling', async () => {
    const clock = fakeTimers();
    const poller = createBuildPoller({
      currentId: 'b1',
      fetchLatest: () => Promise.resolve({ id: 'b2', timestamp: 2 }),
      timers: clock.timers,
    });
    poller.start();
    expect(await clock.fire()).toBe(60_000);
    expect(poller.hasNewBuild()).toBe(true);
    expect(clock.pending).toHaveLength(0);
  });

  it('R16: an unreachable or malformed latest.json stays invisible and doubles the wait', async () => {
    const clock = fakeTimers();
    const answers: Array<() => Promise<unknown>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve('<html>502</html>'),
      () => Promise.resolve({ id: 'b1', timestamp: 3 }),
    ];
    const poller = createBuildPoller({
      currentId: 'b1',
      fetchLatest: () => (answers.shift() ?? (() => Promise.resolve({ id: 'b1', timestamp: 4 })))(),
      intervalMs: 1000,
      maxBackoffMs: 3000,
      timers: clock.timers,
    });
    poller.start();
    expect(await clock.fire()).toBe(1000);
    expect(await clock.fire()).toBe(2000);
    expect(await clock.fire()).toBe(3000);
    // A good answer resets the interval.
    expect(clock.pending[0]?.ms).toBe(1000);
    expect(poller.hasNewBuild()).toBe(false);
    poller.stop();
  });

  it('reads latest.json only as {id, timestamp} with a non-empty id', () => {
    expect(readLatestBuild({ id: 'b2', timestamp: 2, extra: true })).toEqual({
      id: 'b2',
      timestamp: 2,
    });
    for (const body of [
      null,
      '<html>502</html>',
      {},
      { id: '', timestamp: 1 },
      { id: 7, timestamp: 1 },
      { id: 'b2', timestamp: '2' },
    ]) {
      expect(() => readLatestBuild(body)).toThrow(TypeError);
    }
  });
});
