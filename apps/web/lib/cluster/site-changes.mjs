/**
 * The CMS's webhook reaches one site instance (through nginx); each instance keeps the front door's
 * tables (redirects, checked paths) in its own memory. With REDIS_URL, the instance that got the
 * webhook passes the change on over Redis pub/sub and every other one forgets the same (issue 18,
 * decision 038). Loaded by server.mjs; the revalidation route reaches `announce` through globalThis.
 */
import { randomUUID } from 'node:crypto';
import { redisClientOptions, reportOncePerMinute } from '@vacaturesite/shared/redis';
import { createClient } from 'redis';

const CHANNEL = 'site:changes';
const SENDER = randomUUID();

function connect(url, purpose) {
  const client = createClient(redisClientOptions(url));
  const report = reportOncePerMinute(purpose);
  client.on('error', report);
  client.connect().catch(report);
  return { client, report };
}

/** Subscribes this process; answers the function that announces a change to the others. */
export function followSiteChanges(url, forget) {
  const publisher = connect(url, 'site changes');
  const subscriber = connect(url, 'site changes, listening');
  const subscribe = () =>
    subscriber.client
      .subscribe(CHANNEL, (message) => {
        try {
          const { sender, change } = JSON.parse(message);
          if (sender !== SENDER) forget(change);
        } catch (error) {
          subscriber.report(error);
        }
      })
      .catch((error) => {
        subscriber.report(error);
        setTimeout(subscribe, 2000).unref();
      });
  void subscribe();
  return (change) => {
    if (publisher.client.isReady) publisher.client.publish(CHANNEL, JSON.stringify({ sender: SENDER, change })).catch(publisher.report);
  };
}
