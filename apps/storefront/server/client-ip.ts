import { isIP } from 'node:net';

/**
 * The shopper's address as the shop server passes it to the store. `X-Forwarded-For` is believed
 * only behind a proxy the operator declared with `TRUST_PROXY`, and then only its last entry (the
 * one that proxy appended); otherwise a client could pick its own rate-limit bucket (K4).
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustProxy: boolean,
): string | undefined {
  if (trustProxy && forwardedFor !== null) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last !== undefined && isIP(last) !== 0) return last;
  }
  return socketAddress;
}
