import { randomUUID } from 'node:crypto';
import { connectRedis, sharedRedis } from '../redis';

/**
 * Tells the other CMS instances which vacancy this one just wrote (issue 18, decision 038), over
 * Redis pub/sub, so each re-reads it into its own search index within milliseconds instead of at its
 * next reconcile (sync.ts, a minute). Without REDIS_URL there is no other instance: nothing is sent.
 * A message lost while Redis was away is caught by that reconcile.
 */
const CHANNEL = 'search:changes';
/** This process's id: it skips its own messages, having synced before it sent them. */
const SENDER = randomUUID();

export type SearchChange = { kind: 'vacancy'; documentId: string } | { kind: 'places' };

export async function announceSearchChange(change: SearchChange): Promise<void> {
  const redis = sharedRedis();
  if (!redis?.isReady) return;
  await redis.publish(CHANNEL, JSON.stringify({ sender: SENDER, ...change })).catch(() => undefined);
}

const RETRY_SUBSCRIBE_MS = 5000;

/** Calls `apply` for every change another instance announces; a no-op without Redis. */
export function followSearchChanges(apply: (change: SearchChange) => Promise<void>, onError: (error: Error) => void): void {
  const url = process.env.REDIS_URL;
  if (!url) return;
  // A subscribed connection can do nothing else, so it is a second one; node-redis subscribes again
  // after a reconnect by itself, but the first subscribe needs Redis up, so it is retried until then.
  const subscriber = connectRedis(url, 'search changes');
  const receive = (message: string) => {
    let change: SearchChange & { sender?: string };
    try {
      change = JSON.parse(message);
    } catch {
      return;
    }
    if (change.sender === SENDER) return;
    // Sent once the write was committed (sync.ts afterCommit): one read finds it.
    apply(change).catch(onError);
  };
  const subscribe = () =>
    subscriber.subscribe(CHANNEL, receive).catch((error: Error) => {
      onError(error);
      setTimeout(subscribe, RETRY_SUBSCRIBE_MS).unref();
    });
  void subscribe();
}
