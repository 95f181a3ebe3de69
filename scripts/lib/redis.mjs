/**
 * A throw-away Redis (Debian's redis-server) for the cluster tests and benchmarks: 127.0.0.1 only,
 * nothing written to disk.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { stopProcess } from './stack.mjs';

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find(existsSync);

export async function startRedis({ port }) {
  if (!REDIS_SERVER) throw new Error('Redis ontbreekt: installeer het (apt-get install redis-server).');
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server stopped at start (exit ${child.exitCode})`);
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child, 3000) };
}
