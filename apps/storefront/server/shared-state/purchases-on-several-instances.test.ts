// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFaultStage, type FaultStage } from '../../test/support/fault-stage.js';
import { cleanRun } from '../../test/support/purchases-under-faults.js';

// The release gate's purchases under faults (purchases-under-faults.test.ts), each shopper's calls
// spread over three instances sharing one Redis, as a balancer without sticky sessions sends them:
// a retry of an order lands on another instance than the try it repeats (H1, H3, R8, M3).
const RUN = { shoppers: 10, each: 4, stock: 1_000 };

let stage: FaultStage;
beforeAll(async () => {
  stage = await startFaultStage({ instances: 3, faultSeed: 35, storeEnv: { TRUST_PROXY: '1' } });
}, 60_000);
afterAll(() => stage.stop());

it('H3/R8/M3: purchases with faults at every step, spread over three instances, make one order each', async () => {
  expect(await stage.run({ ...RUN, seed: 3_035 })).toEqual(cleanRun(RUN));
}, 180_000);
