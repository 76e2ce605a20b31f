// Search engines and link previews: they get logs, never an error page (spec §8).
const crawlerPattern =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|mediapartners|embedly|whatsapp|telegram/i;

/** Whether a user agent is a crawler or link-preview fetcher. */
export function isCrawler(userAgent: string): boolean {
  return crawlerPattern.test(userAgent);
}
