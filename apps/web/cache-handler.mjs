/**
 * The site's page and data cache on Redis, for more than one site instance (issue 18, decision 038):
 * Next's `cacheHandler` (next.config.ts sets it only when REDIS_URL is set; without it Next keeps its
 * own file-system cache, as `npm start` runs).
 *
 * Hand-written (about 100 lines) rather than a package: the Redis handlers for Next 16 that install
 * here drop what makes a publish cheap. @fortedigital/nextjs-cache-handler 3.3 and
 * @trieb.work/nextjs-turbo-redis-cache 1.18 both ignore revalidateTag's second argument and delete the
 * entries, so the first visitor after every publish waits for a render (decision 018 is
 * stale-while-revalidate); the first also needs Node 22, the second redis 4. @neshca stops at Next 14.
 *
 * How: entries are JSON under `next:<build id>:<key>`; each tag's "stale at" and "expired at" times
 * sit in one hash, `next:tags`. Before Next looks at an entry, the times of its tags are copied from
 * Redis into Next's own tag table (the one its file-system cache fills), so Next applies its own rules:
 * stale → the old entry is served and a new one rendered in the background; expired → rendered now. A
 * revalidateTag on any instance is one HSET, seen by every instance on its next read.
 * While Redis cannot be reached, each instance uses its own file-system cache (then not shared).
 * Both internal modules below are Next 16.4's; check them on every Next upgrade.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { redisClientOptions, reportOncePerMinute } from '@vacaturesite/shared/redis';
import { createClient } from 'redis';

const require = createRequire(import.meta.url);
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const TAGS_KEY = 'next:tags';
/** No entry outlives two weeks in Redis, whatever its own lifetime. */
const MAX_TTL_SECONDS = 14 * 24 * 3600;
/** A Redis slower than this is treated as away for this read: the page renders instead. */
const READ_TIMEOUT_MS = 500;

// One connection per process: Next constructs a handler per request.
const client = createClient(redisClientOptions(process.env.REDIS_URL));
client.on('error', reportOncePerMinute('page cache'));
// The first requests wait at most a second for the connection, then use the file-system cache.
const connected = Promise.race([client.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
const redis = async () => (await connected, client.isReady ? client : null);

const withinTimeout = (promise) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('Redis read timed out')), READ_TIMEOUT_MS).unref())]);

// Entries hold Buffers (RSC payloads, images) and Maps (segment data): JSON keeps them tagged.
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
  if (raw instanceof Map) return { $map: [...raw] };
  return value;
}
const reviver = (_key, value) =>
  value?.$buffer !== undefined ? Buffer.from(value.$buffer, 'base64') : value?.$map ? new Map(value.$map) : value;

const tagsOfPage = (value) =>
  String(value?.headers?.['x-next-cache-tags'] ?? '')
    .split(',')
    .filter(Boolean);

/** Redis's times for these tags into Next's table, where IncrementalCache reads them. */
async function loadTagTimes(connection, tags) {
  if (tags.length === 0) return;
  const times = await withinTimeout(
    connection.hmGet(
      TAGS_KEY,
      tags.flatMap((tag) => [`stale:${tag}`, `expired:${tag}`]),
    ),
  );
  tags.forEach((tag, index) => {
    const [stale, expired] = [times[2 * index], times[2 * index + 1]].map((time) => (time == null ? undefined : Number(time)));
    if (stale !== undefined || expired !== undefined) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale, expired });
  });
}

export default class RedisCacheHandler {
  constructor(context) {
    this.files = new FileSystemCache(context);
    let buildId = 'development';
    try {
      buildId = readFileSync(path.join(context.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // no build folder: a development server
    }
    this.prefix = `next:${buildId}:`;
  }

  async get(key, context) {
    const connection = await redis();
    if (!connection) return this.files.get(key, context);
    try {
      const fetchTags = context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : null;
      const [stored] = await Promise.all([
        withinTimeout(connection.get(this.prefix + key)),
        fetchTags && loadTagTimes(connection, fetchTags),
      ]);
      if (!stored) {
        if (fetchTags) return null;
        // A page `next build` wrote: from the build folder, as Next's own cache would.
        const built = await this.files.get(key, context);
        if (built) await loadTagTimes(connection, tagsOfPage(built.value));
        return built;
      }
      const entry = JSON.parse(stored, reviver);
      if (!fetchTags) await loadTagTimes(connection, entry.tags);
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    } catch (error) {
      console.warn(`Page cache: reading ${key} failed (${error.message}); rendering it`);
      return null;
    }
  }

  async set(key, data, context) {
    const connection = await redis();
    if (!connection) return this.files.set(key, data, context);
    if (!data) return;
    const tags = context.fetchCache ? (context.tags ?? []) : tagsOfPage(data);
    const cacheControl = context.fetchCache ? undefined : context.cacheControl;
    const ttl = Number.isFinite(cacheControl?.expire) ? Math.min(Math.ceil(cacheControl.expire), MAX_TTL_SECONDS) : MAX_TTL_SECONDS;
    const entry = JSON.stringify({ value: data, lastModified: Date.now(), tags, cacheControl }, replacer);
    try {
      await connection.set(this.prefix + key, entry, { expiration: { type: 'EX', value: Math.max(1, ttl) } });
    } catch (error) {
      console.warn(`Page cache: storing ${key} failed: ${error.message}`);
    }
  }

  /** `revalidateTag(tag, 'max')` arrives with durations (stale now, expired later); without, expired now. */
  async revalidateTag(tags, durations) {
    const list = [tags].flat();
    if (list.length === 0) return;
    await this.files.revalidateTag(list, durations);
    const now = Date.now();
    const fields = {};
    for (const tag of list) {
      if (!durations) fields[`expired:${tag}`] = now;
      else {
        fields[`stale:${tag}`] = now;
        if (durations.expire !== undefined) fields[`expired:${tag}`] = now + durations.expire * 1000;
      }
    }
    const connection = await redis();
    // Loud: the other instances would go on serving what this change made stale.
    if (!connection) throw new Error(`Redis unreachable: revalidating ${list.join(', ')} reached this site instance only`);
    await connection.hSet(TAGS_KEY, fields);
  }

  resetRequestCache() {}
}
