import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Issue 47: e2e files run two at a time against one stack (E2E_WORKERS), except the files of
 * support/run-alone.ts, which need the stack to themselves. Each file asks the control server for a
 * share of the stack before its first hook and gives it back after its last (support/file-lock.ts):
 * a readers–writer lock, first come first served, so a waiting run-alone file is not passed by files
 * that asked after it. A file that crashed without giving its share back loses it after HOLD_LIMIT_MS.
 *
 * The clients poll (`GET /file-lock/status`) rather than wait on one long request: Node's fetch gives
 * up on a request without headers after 300 s, and a run-alone file may wait longer than that.
 */
const HOLD_LIMIT_MS = 15 * 60_000;

type Mode = 'shared' | 'alone';
type Entry = { file: string; mode: Mode; grantedAt?: number };

export function createFileLock() {
  const queue: Entry[] = [];
  const holders = new Map<string, Entry>();

  const grant = () => {
    const now = Date.now();
    for (const [file, entry] of holders) if (now - (entry.grantedAt ?? now) > HOLD_LIMIT_MS) holders.delete(file);
    while (queue.length > 0) {
      const next = queue[0];
      const aloneHeld = [...holders.values()].some((entry) => entry.mode === 'alone');
      if (aloneHeld || (next.mode === 'alone' && holders.size > 0)) return;
      queue.shift();
      next.grantedAt = now;
      holders.set(next.file, next);
    }
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const file = url.searchParams.get('file') ?? '';
    const mode: Mode = url.searchParams.get('mode') === 'alone' ? 'alone' : 'shared';
    if (!file) return void response.writeHead(400).end('file is required');
    if (url.pathname === '/file-lock/ask' && !holders.has(file) && !queue.some((entry) => entry.file === file)) queue.push({ file, mode });
    else if (url.pathname === '/file-lock/give-back') holders.delete(file);
    else if (url.pathname !== '/file-lock/status' && url.pathname !== '/file-lock/ask') return void response.writeHead(404).end();
    grant();
    response.writeHead(holders.has(file) ? 200 : 202, { 'content-type': 'text/plain' }).end(holders.has(file) ? 'granted' : 'waiting');
  };

  return { handle };
}
