/**
 * At most one mail of a kind per address per window (issue 15: registering again and again with a
 * taken address must not flood its owner with reset links). In memory, bounded, per process: a
 * restart or a second CMS instance allows one more mail, which is harmless. A shared store (Redis)
 * would replace this module alone when the CMS is scaled out.
 */
export const MAIL_THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_ADDRESSES = 10_000;

export function createMailThrottle(windowMs = MAIL_THROTTLE_WINDOW_MS, maxAddresses = MAX_ADDRESSES) {
  const lastSent = new Map<string, number>();
  return {
    /** True (and remembered) when `address` may get a mail now. */
    allow(address: string, now = Date.now()): boolean {
      const key = address.trim().toLowerCase();
      const previous = lastSent.get(key);
      if (previous !== undefined && now - previous < windowMs) return false;
      lastSent.delete(key);
      // Map keeps insertion order: the oldest entries go first when the map is full.
      for (const [oldKey, at] of lastSent) {
        if (lastSent.size < maxAddresses && now - at < windowMs) break;
        lastSent.delete(oldKey);
      }
      lastSent.set(key, now);
      return true;
    },
  };
}
