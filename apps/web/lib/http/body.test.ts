import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBodyBytes, readBodyFormData, readBodyJson } from './body';

const CHUNK = 64 * 1024;

/** A chunked body of `chunks` × 64 kB made on demand (nothing queued ahead), counting what was pulled. */
function streamedRequest(chunks: number, headers: Record<string, string> = {}) {
  const stats = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled === chunks) return controller.close();
        stats.pulled += 1;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://site.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { request, stats };
}

describe('readBodyBytes', () => {
  it('stops pulling a chunked body at its limit and cancels the stream', async () => {
    // 4,800 chunks: 300 MB if it were read to the end.
    const { request, stats } = streamedRequest(4800);
    await expect(readBodyBytes(request, 4 * CHUNK)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stats.pulled).toBe(5);
    expect(stats.cancelled).toBe(true);
  });

  it('passes a body of exactly the limit, refuses one byte more', async () => {
    const { request } = streamedRequest(4);
    const bytes = await readBodyBytes(request, 4 * CHUNK);
    expect(bytes.byteLength).toBe(4 * CHUNK);
    expect(bytes.every((byte) => byte === 0x61)).toBe(true);
    await expect(readBodyBytes(streamedRequest(4).request, 4 * CHUNK - 1)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('does not trust a Content-Length that understates the body', async () => {
    const { request, stats } = streamedRequest(4800, { 'content-length': '10' });
    await expect(readBodyBytes(request, 4 * CHUNK)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stats.pulled).toBe(5);
  });

  it('refuses an honest Content-Length over the limit before reading anything', async () => {
    const { request, stats } = streamedRequest(4800, { 'content-length': String(4800 * CHUNK) });
    await expect(readBodyBytes(request, 4 * CHUNK)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stats.pulled).toBe(0);
    expect(stats.cancelled).toBe(true);
  });
});

describe('readBodyJson and readBodyFormData', () => {
  it('parses JSON within the limit and gives the default for a blank body', async () => {
    const post = (body: string) => new Request('http://site.test/', { method: 'POST', body });
    expect(await readBodyJson(post('{"token":"abc"}'), 100)).toEqual({ token: 'abc' });
    expect(await readBodyJson(post('  '), 100, {})).toEqual({});
    await expect(readBodyJson(post(JSON.stringify({ token: 'x'.repeat(200) })), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('builds a multipart form, file included, from the limited bytes', async () => {
    const form = new FormData();
    form.set('motivation', 'Graag werk ik bij jullie.');
    form.set('cv', new File([new Uint8Array(50_000).fill(1)], 'cv.pdf', { type: 'application/pdf' }));
    const request = () => new Request('http://site.test/', { method: 'POST', body: form });
    const parsed = await readBodyFormData(request(), 60_000);
    expect(parsed.get('motivation')).toBe('Graag werk ik bij jullie.');
    const cv = parsed.get('cv') as File;
    expect([cv.name, cv.size]).toEqual(['cv.pdf', 50_000]);
    await expect(readBodyFormData(request(), 40_000)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
