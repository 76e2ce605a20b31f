import { expect, it } from 'vitest';

it('J1: zod loaded after the entry parses jitless, so it never probes eval', async () => {
  await import('./zod-jitless');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  const probe = globalThis.Function;
  let evalCalls = 0;
  globalThis.Function = new Proxy(probe, {
    construct: (target, args: string[]) => {
      evalCalls += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    expect(z.object({ id: z.number() }).parse({ id: 1 })).toEqual({ id: 1 });
  } finally {
    globalThis.Function = probe;
  }
  expect(evalCalls).toBe(0);
});
