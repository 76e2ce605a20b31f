// What a load worker counts: each call's time by kind, and its answers by kind and status.
import { z } from 'zod';
import type { CallLog } from '../test/support/virtual-shopper.js';

/** The counts as a worker posts them back; a worker's result schema extends it. */
export const CallTimesSchema = z.object({
  times: z.record(z.string(), z.array(z.number())),
  statuses: z.record(z.string(), z.number()),
});

/** A log for the virtual shoppers and the counts it fills. */
export function callTimes(): { log: CallLog } & z.infer<typeof CallTimesSchema> {
  const times: Record<string, number[]> = {};
  const statuses: Record<string, number> = {};
  return {
    times,
    statuses,
    log: {
      record(kind, ms, status) {
        (times[kind] ??= []).push(ms);
        const key = `${kind} ${String(status)}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      },
    },
  };
}
