/**
 * Compression for server.mjs (decision 042). Next compresses every answer again on every request
 * (`compress`, its bundled `compression`): a cached page of 80 kB cost a gzip per visitor. Here a page
 * that Next answers whole, with an ETag (a hash of its body: every page from the cache), is compressed
 * once per URL, ETag and encoding and kept in memory; everything else (streamed pages, route handlers)
 * goes through the `compression` package as before.
 *
 * Not shrink-ray-current, which does the same: it pulls in native brotli and zopfli modules (iltorb,
 * node-zopfli-es) that fail to build on this platform, and re-encodes every entry at the slowest
 * settings in the background.
 */
import zlib from 'node:zlib';
import compressible from 'compressible';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import vary from 'vary';

/** Held compressed pages with their keys, in bytes: some 4,000 pages of 8 kB; the least recently used go first. */
export const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;
/** Smaller answers fit in one packet anyway (the `compression` package's own threshold). */
const MIN_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

// Synchronous: once per page version, a few milliseconds for 80 kB, and the answer is sent within
// Next's own end() call as before (nothing else can be written to it meanwhile).
const encoders = {
  // Quality 5 of 11: about gzip's speed with smaller output.
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** Whether this answer, as Next has set it up for `end(body)`, is one to compress once and keep. */
function keepable(res, body) {
  if (res.statusCode !== 200 || !res.getHeader('etag') || res.getHeader('content-encoding')) return false;
  if (NO_TRANSFORM.test(String(res.getHeader('cache-control') ?? ''))) return false;
  const type = String(res.getHeader('content-type') ?? '');
  return Boolean(type) && compressible(type) === true && Buffer.byteLength(body) >= MIN_BYTES;
}

/**
 * `const compress = compressedAnswers(); compress(req, res, () => handle(req, res))`.
 * `stats()` counts the answers served from the kept copies and those compressed for them.
 */
export function compressedAnswers({ maxBytes = COMPRESSED_CACHE_BYTES } = {}) {
  const kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry, key) => entry.length + key.length + 100 });
  const counts = { kept: 0, compressed: 0 };
  const streamed = compression();

  /** Next sends a whole answer with one end(body); a streamed one writes first and is left to `streamed`. */
  function compressWholeAnswers(req, res, encoding) {
    const { end, write } = res;
    let written = false;
    res.write = function (...args) {
      written = true;
      return write.apply(this, args);
    };
    res.end = function (body, ...rest) {
      if (written || res.headersSent || !body || typeof body === 'function' || !keepable(res, body)) return end.call(this, body, ...rest);
      const key = `${encoding} ${res.getHeader('etag')} ${req.url}`;
      let out = kept.get(key);
      if (out) counts.kept++;
      else {
        counts.compressed++;
        out = encoders[encoding](Buffer.from(body));
        kept.set(key, out);
      }
      res.setHeader('content-encoding', encoding);
      res.setHeader('content-length', out.length);
      vary(res, 'Accept-Encoding');
      return end.call(this, out);
    };
  }

  function middleware(req, res, next) {
    streamed(req, res, () => {
      const encoding = req.method === 'GET' ? new Negotiator(req).encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] }) : null;
      if (encoding === 'br' || encoding === 'gzip') compressWholeAnswers(req, res, encoding);
      next();
    });
  }
  middleware.stats = () => ({ ...counts, entries: kept.size, bytes: kept.calculatedSize });
  return middleware;
}
