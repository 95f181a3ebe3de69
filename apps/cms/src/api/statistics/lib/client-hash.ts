import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '../../../lib/redis';

/** Two days: the key outlives the whole of its UTC day in every time zone an instance may run in. */
const SALT_SECONDS = 2 * 24 * 60 * 60;

/**
 * A pseudonymous client id: SHA-256 of a salt, the address and the user agent. The salt is random,
 * never stored on disk and replaced every day (UTC), so a stored hash cannot be tied back to an
 * address, nor linked to the same client's hash of another day. Neither address nor user agent is stored.
 *
 * With Redis every CMS instance uses the day's one salt (the first instance to ask sets it), or one
 * visitor would count once per instance. Without Redis, or while it is unreachable, the salt is this
 * process's own; Redis is asked again on the next request.
 */
export class ClientHasher {
  private day = '';
  private salt = Buffer.alloc(0);
  private shared = false;

  constructor(private readonly redis: Redis | null = null) {}

  async hash(ip: string, userAgent: string, now = Date.now()): Promise<string> {
    const day = new Date(now).toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
      this.shared = false;
    }
    if (this.redis && !this.shared) await this.takeSharedSalt(day);
    return createHash('sha256').update(this.salt).update(ip).update('\0').update(userAgent).digest('base64url').slice(0, 22);
  }

  private async takeSharedSalt(day: string) {
    const key = `analytics:salt:${day}`;
    try {
      await this.redis!.set(key, randomBytes(32).toString('base64'), { condition: 'NX', expiration: { type: 'EX', value: SALT_SECONDS } });
      const salt = await this.redis!.get(key);
      if (salt && this.day === day) {
        this.salt = Buffer.from(String(salt), 'base64');
        this.shared = true;
      }
    } catch {
      // Counted with this process's salt meanwhile: the visitor may count twice today, no more.
    }
  }
}
