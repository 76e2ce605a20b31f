import { Hono } from 'hono';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { createAccountArea } from './account-area.js';
import { passwordRouter } from './password.router.js';
import { sessionRouter } from './session.router.js';
import { signUpRouter } from './sign-up.router.js';

/**
 * The JWT account plugin's API (`/wp-json/api/v1`): login, sign-up, current user, logout,
 * password reset by e-mail, password change by the signed-in customer and e-mail verification.
 * The three routers share one set of limits and guards, made here once per store.
 */
export function accountRouter(deps: Deps): Hono<AppEnv> {
  const account = createAccountArea(deps);
  return new Hono<AppEnv>()
    .route('/', sessionRouter(account))
    .route('/', signUpRouter(account))
    .route('/', passwordRouter(account));
}
