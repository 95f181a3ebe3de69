/**
 * Reading a request body with a byte limit that holds while the body streams in (issue 15): a route
 * stops pulling at its limit, whatever Content-Length says and also for chunked bodies without one,
 * so one request can never make the site hold more than its limit in memory. Each route defines its
 * own limit next to what it accepts.
 */

/** Thrown when a body is larger than the route's limit; routes answer it with 413. */
export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
    this.limit = limit;
  }
}

export const isBodyTooLarge = (error: unknown): error is BodyTooLargeError => error instanceof BodyTooLargeError;

/** The body's bytes, at most `limit` of them; more throws BodyTooLargeError after cancelling the stream. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const body = request.body;
  const declared = Number(request.headers.get('content-length'));
  // An honest Content-Length over the limit is refused before a byte is read; a lying one (or none)
  // is caught by the counter below.
  if (Number.isFinite(declared) && declared > limit) {
    await body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit);
  }
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stops the upstream socket reads; what the client still sends is never buffered here.
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (invalid sequences become U+FFFD, as `request.text()` does). */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** The body parsed as JSON; `empty` when it is blank. A syntax error throws SyntaxError. */
export async function readBodyJson(request: Request, limit: number, empty: unknown = null): Promise<unknown> {
  const text = await readBodyText(request, limit);
  return text.trim() ? JSON.parse(text) : empty;
}

/**
 * A multipart or URL-encoded form, parsed from at most `limit` bytes: the parser only ever sees bytes
 * the counter let through, with the request's own content type (and so its boundary).
 */
export async function readBodyFormData(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  return new Response(bytes as BodyInit, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
}
