/**
 * When the store last answered one of this process's calls, by its origin. On a sale day the
 * store may be too busy to answer a balancer's readiness probe in time while it still answers
 * the shop's traffic: readiness hears those answers (M7), so a slow store is not taken for a
 * dead one and every instance pulled out of the balancer at once.
 */
const lastAnswers = new Map<string, number>();

/**
 * A store call got an answer. A 5xx is the store failing, and a 429 may come from whatever stands
 * in front of it (a CDN, a firewall): neither says the store answers.
 */
export function noteStoreAnswer(response: Response): void {
  if (response.status >= 500 || response.status === 429 || response.url === '') return;
  lastAnswers.set(new URL(response.url).origin, Date.now());
}

/** Whether the store at `storeUrl` answered one of this process's calls in the last `ms`. */
export function storeAnsweredWithin(storeUrl: string, ms: number): boolean {
  const at = lastAnswers.get(new URL(storeUrl).origin);
  return at !== undefined && Date.now() - at <= ms;
}
