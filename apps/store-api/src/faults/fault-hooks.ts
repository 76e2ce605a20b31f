import { setTimeout as sleep } from 'node:timers/promises';

import type { MiddlewareHandler } from 'hono';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { internalError } from '../http/errors.js';
import { sendError } from '../http/respond.js';

/** The request header that asks for a fault (only when STORE_FAULTS=1). */
export const FAULT_HEADER = 'X-Vitrina-Fault';

/**
 * Misbehaves on request, for the storefront's fault tests. Installed only with STORE_FAULTS=1.
 * `X-Vitrina-Fault:` `error` (an exception whose text holds SQL and a path: must not leak),
 * `db-error` (a real SQLite error), `delay=<ms>` (answer late, at most 30 s),
 * `commit-then-error` (do the work, commit it, then answer 500 as if it had failed).
 */
export function faultHooks(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = c.req.header(FAULT_HEADER)?.trim();
    if (!fault) return next();
    if (fault === 'error') {
      throw new Error('SQLITE_ERROR: near "DROP": syntax error at /home/vitrina/store.sqlite');
    }
    if (fault === 'db-error') {
      deps.sqlite.prepare('SELECT missing_column FROM missing_table').all();
    }
    const delay = /^delay=(\d{1,5})$/.exec(fault);
    if (delay) await sleep(Math.min(Number(delay[1]), 30_000));
    await next();
    if (fault === 'commit-then-error' && c.res.status < 300) {
      c.res = sendError(c, internalError());
    }
  };
}
