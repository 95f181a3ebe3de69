import { createHash, randomBytes } from 'node:crypto';

/**
 * A pseudonymous client id: SHA-256 of a salt, the address and the user agent. The salt is random,
 * lives only in memory and is replaced every day (UTC), so a stored hash cannot be tied back to an
 * address, nor linked to the same client's hash of another day. Neither address nor user agent is stored.
 */
export class ClientHasher {
  private day = '';
  private salt = Buffer.alloc(0);

  hash(ip: string, userAgent: string, now = Date.now()): string {
    const day = new Date(now).toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
    }
    return createHash('sha256').update(this.salt).update(ip).update('\0').update(userAgent).digest('base64url').slice(0, 22);
  }
}
