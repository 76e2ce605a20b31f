import * as z from 'zod';

/** `builds/latest.json`: the id of the deployed build, polled to detect a new one (spec §2). */
export const LatestBuildSchema = z.looseObject({
  id: z.string().min(1),
  timestamp: z.union([z.number(), z.string()]),
});
export type LatestBuild = z.infer<typeof LatestBuildSchema>;
