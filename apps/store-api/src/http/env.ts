import type { ApiKey } from './api-key.js';

/** Per-request values the app's middleware sets for the routes. */
export interface AppEnv {
  Variables: {
    /** The parsed JSON body of a write request (`undefined` when it had none). */
    jsonBody: unknown;
    /** The consumer key a `requireConsumerKey` route was called with. */
    apiKey: ApiKey | undefined;
  };
}
