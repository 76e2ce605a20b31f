import { startTestStore } from '@vitrina/store-api/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded store every storefront unit test may call over HTTP (address and read key). */
    embeddedStore: { baseUrl: string; consumerKey: string; consumerSecret: string };
  }
}

/**
 * Starts one embedded store (temporary database) for the storefront's unit tests, in Node
 * rather than in a test's jsdom, where the store's crypto would meet jsdom's typed arrays.
 */
// eslint-disable-next-line import-x/no-default-export -- vitest runs the module's default export
export default async function embeddedStore(project: TestProject): Promise<() => Promise<void>> {
  const store = await startTestStore();
  project.provide('embeddedStore', {
    baseUrl: store.baseUrl,
    consumerKey: store.consumerKey,
    consumerSecret: store.consumerSecret,
  });
  return () => store.stop();
}
