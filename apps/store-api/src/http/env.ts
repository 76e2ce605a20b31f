/** Per-request values the app's middleware sets for the routes. */
export interface AppEnv {
  Variables: {
    /** The parsed JSON body of a write request (`undefined` when it had none). */
    jsonBody: unknown;
  };
}
