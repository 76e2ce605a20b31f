import { describe, expect, it } from 'vitest';
import { keptInMemory } from './kept-values.js';

/** A load that answers `{ version }` in turn, counting its calls; `fail` makes the next ones throw. */
function versions() {
  let calls = 0;
  let failing = false;
  return {
    calls: () => calls,
    fail: (value: boolean) => {
      failing = value;
    },
    load: () => {
      calls += 1;
      return failing
        ? Promise.reject(new Error('the store is down'))
        : Promise.resolve({ version: calls });
    },
  };
}

// lru-cache reads a start of 0 as «no time kept».
const START = 1_000_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Values fresh for a minute and kept stale ten more, on a clock a case moves, and their load. */
function keptVersions() {
  const clock = { at: START };
  const kept = keptInMemory<{ version: number }>({
    freshMs: 60_000,
    staleMs: 600_000,
    now: () => clock.at,
  });
  return { clock, kept, source: versions() };
}

describe('keptInMemory: values kept a short time and refreshed behind the answer', () => {
  it('a fresh value is served without a load; reads at once share one load', async () => {
    const { clock, kept, source } = keptVersions();
    const [a, b] = await Promise.all([kept.read('k', source.load), kept.read('k', source.load)]);
    expect([a, b]).toEqual([{ version: 1 }, { version: 1 }]);
    clock.at = START + 59_000;
    expect(await kept.read('k', source.load)).toEqual({ version: 1 });
    expect(source.calls()).toBe(1);
  });

  it('a stale value is served at once while one load refreshes it; the next read has the new one', async () => {
    const { clock, kept, source } = keptVersions();
    await kept.read('k', source.load);
    clock.at = START + 61_000;
    expect(await kept.read('k', source.load)).toEqual({ version: 1 });
    await settle();
    expect(source.calls()).toBe(2);
    expect(await kept.read('k', source.load)).toEqual({ version: 2 });
  });

  it('a refresh that fails keeps the stale value; past its stale time a value is loaded before the answer', async () => {
    const { clock, kept, source } = keptVersions();
    await kept.read('k', source.load);
    clock.at = START + 61_000;
    source.fail(true);
    expect(await kept.read('k', source.load)).toEqual({ version: 1 });
    await settle();
    expect(await kept.read('k', source.load)).toEqual({ version: 1 });
    clock.at = START + 61_000 + 600_001;
    await expect(kept.read('k', source.load)).rejects.toThrow('the store is down');
    source.fail(false);
    expect(await kept.read('k', source.load)).toEqual({ version: 5 });
  });

  it('a first load that fails answers its failure, and the next read loads again', async () => {
    const { kept, source } = keptVersions();
    source.fail(true);
    await expect(kept.read('k', source.load)).rejects.toThrow('the store is down');
    source.fail(false);
    expect(await kept.read('k', source.load)).toEqual({ version: 2 });
  });

  it('forget lets every value go: the next read loads before answering', async () => {
    const { kept, source } = keptVersions();
    await kept.read('k', source.load);
    kept.forget();
    expect(await kept.read('k', source.load)).toEqual({ version: 2 });
  });
});
