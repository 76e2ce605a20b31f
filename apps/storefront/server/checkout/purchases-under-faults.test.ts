// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFaultStage, type FaultStage } from '../../test/support/fault-stage.js';
import { cleanRun } from '../../test/support/purchases-under-faults.js';

// The same run as `pnpm bench`'s 200 purchases by 20 shoppers, smaller: every purchase one
// order, whatever fails on the way (H1, H3, R8; #28).
const RUN = { shoppers: 10, each: 4, stock: 1_000 };

let stage: FaultStage;
beforeAll(async () => {
  stage = await startFaultStage({ instances: 1, faultSeed: 28 });
});
afterAll(() => stage.stop());

it('H3/R8: shoppers buying at once with faults at every step get one order per purchase, carts emptied of it, stock and windows kept', async () => {
  expect(await stage.run({ ...RUN, seed: 2_028 })).toEqual(cleanRun(RUN));
}, 120_000);
