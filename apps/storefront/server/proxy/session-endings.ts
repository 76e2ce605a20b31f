import type { ShopperVerifier } from '../shopper/verify-shopper.js';
import { passThrough } from './cart-and-account.js';
import type { Exchange } from './exchange.js';

/** The account calls that end every session of the bearer's customer at the store (B6). */
const END_THE_BEARERS_SESSIONS = new Set(['api/v1/logout', 'api/v1/change-password']);
/** The account call that ends every session of the link's customer: a new password by e-mail. */
const ENDS_THE_LINKS_SESSIONS = 'api/v1/reset-password-token';

/**
 * An account call (`api/v1`) passed to the store as is. When the store answers that it ended a
 * customer's sessions, the shop's memory of verified tokens ends them too: every token of that
 * customer, not only the one that made the call, so another device's token stops opening the
 * shop's doors at once rather than when the memory's 30 s run out (#34). WordPress matches REST
 * routes in any case, so the route is compared in lower case.
 */
export async function passAccountCall(ex: Exchange, verifier: ShopperVerifier): Promise<Response> {
  const route = ex.route.toLowerCase();
  if (END_THE_BEARERS_SESSIONS.has(route)) {
    // Whose sessions: asked first, as the store refuses the token once the call is through.
    const shopper = await verifier.verify(ex.c.req.raw.headers, ex.c.req.raw.signal);
    const answer = await passThrough(ex, 'account');
    if (answer.ok && shopper.kind === 'customer') await verifier.endSessions({ id: shopper.id });
    return answer;
  }
  const answer = await passThrough(ex, 'account');
  const email = ex.query.get('email');
  if (answer.ok && route === ENDS_THE_LINKS_SESSIONS && email !== null) {
    await verifier.endSessions({ email });
  }
  return answer;
}
