import type { CallOptions, StoreHttp } from '../http.js';
import { LatestBuildSchema, type LatestBuild } from './builds.schemas.js';

export { LatestBuildSchema } from './builds.schemas.js';
export type { LatestBuild } from './builds.schemas.js';

export type { CallOptions, StoreHttp } from '../http.js';

/** The deployed build of the shop. */
export interface BuildsApi {
  /** The latest build; compare its `id` with the running one. */
  latest(options?: CallOptions): Promise<LatestBuild>;
}

/** Creates the builds resource on a transport from `createStoreHttp`. */
export function createBuildsApi(http: StoreHttp): BuildsApi {
  return {
    async latest(options) {
      const { data } = await http.request({
        method: 'GET',
        path: 'builds/latest.json',
        schema: LatestBuildSchema,
        signal: options?.signal,
      });
      return data;
    },
  };
}
