import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/**
 * Linux's own view of TCP sockets (/proc/net/tcp, /proc/net/tcp6) tied to processes through their
 * file descriptors: which processes listen on a port, and where each of them is connected to. No
 * tool to install and nothing a process can hide by talking through a library of its own.
 */

export type TcpSocket = {
  protocol: string;
  inode: string;
  local: string;
  localPort: number;
  remote: string;
  remotePort: number;
  state: string;
};

const LISTEN = '0A';

/** `0100007F` → 127.0.0.1; the kernel prints each 32-bit word in host (little-endian) order. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  if (words.length === 1)
    return words[0]
      .match(/../g)!
      .map((byte) => parseInt(byte, 16))
      .join('.');
  const groups = words
    .join('')
    .match(/.{4}/g)!
    .map((group) => parseInt(group, 16).toString(16));
  const v6 = groups.join(':');
  // ::ffff:a.b.c.d, how an IPv6 socket shows an IPv4 peer.
  if (/^(0:){5}ffff:/.test(v6))
    return words[3]
      .match(/../g)!
      .map((byte) => parseInt(byte, 16))
      .join('.');
  return v6;
}

export function tcpSockets(protocols = ['tcp', 'tcp6']): TcpSocket[] {
  const sockets: TcpSocket[] = [];
  for (const protocol of protocols) {
    const file = `/proc/net/${protocol}`;
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [localHex, localPort] = fields[1].split(':');
      const [remoteHex, remotePort] = fields[2].split(':');
      sockets.push({
        protocol,
        inode: fields[9],
        local: decodeAddress(localHex),
        localPort: parseInt(localPort, 16),
        remote: decodeAddress(remoteHex),
        remotePort: parseInt(remotePort, 16),
        state: fields[3],
      });
    }
  }
  return sockets;
}

export function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '0:0:0:0:0:0:0:1';
}

/** The socket inodes a process holds open; empty once it is gone. */
export function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // closed while reading
    }
  }
  return inodes;
}

function allPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The processes listening on a TCP port (any address). */
export function listeningPids(port: number): number[] {
  const inodes = new Set(
    tcpSockets()
      .filter((socket) => socket.state === LISTEN && socket.localPort === port)
      .map((socket) => socket.inode),
  );
  return allPids().filter((pid) => [...socketInodes(pid)].some((inode) => inodes.has(inode)));
}

function parentOf(pid: number): number | null {
  try {
    // The name in parentheses may hold spaces: the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** A process and every process below it. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of allPids()) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/**
 * Every TCP connection (established or opening) and connected UDP socket (a DNS query, QUIC) of these
 * processes whose far end is not this machine's loopback.
 */
export function externalConnections(pids: number[]): TcpSocket[] {
  const inodes = new Set(pids.flatMap((pid) => [...socketInodes(pid)]));
  return tcpSockets(['tcp', 'tcp6', 'udp', 'udp6']).filter(
    (socket) =>
      inodes.has(socket.inode) &&
      socket.state !== LISTEN &&
      !isLoopback(socket.remote) &&
      socket.remote !== '0.0.0.0' &&
      socket.remote !== '0:0:0:0:0:0:0:0',
  );
}

/**
 * Every connect()/sendto() to a network address these processes (all their threads, so also
 * getaddrinfo's DNS queries from libuv's pool) make from now until stop(), with strace: unlike the
 * socket tables above it also sees an attempt that fails at once, as every outgoing one does on a
 * machine without a network.
 */
export async function traceConnections(pids: number[]): Promise<{ stop: () => Promise<string[]> }> {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, readFileSync: read, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-strace-'));
  const output = path.join(dir, 'trace.txt');
  const strace = spawn(
    'strace',
    ['-f', '-e', 'trace=connect,sendto,sendmsg', '-e', 'signal=none', '-o', output, ...pids.flatMap((pid) => ['-p', String(pid)])],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    strace.once('error', reject);
    strace.once('exit', (code) => reject(new Error(`strace exited with ${code}: ${stderr}`)));
    strace.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (pids.every((pid) => stderr.includes(`Process ${pid} attached`))) resolve();
    });
  });
  return {
    async stop() {
      const exited = new Promise((resolve) => strace.once('exit', resolve));
      strace.kill('SIGINT');
      await exited;
      const addresses = [
        ...read(output, 'utf8').matchAll(
          /sin_port=htons\((\d+)\), sin_addr=inet_addr\("([^"]+)"\)|sin6_port=htons\((\d+)\).*?inet_pton\(AF_INET6, "([^"]+)"/g,
        ),
      ].map(([, port4, v4, port6, v6]) => (v4 ? `${v4}:${port4}` : `[${v6}]:${port6}`));
      rmSync(dir, { recursive: true, force: true });
      return addresses;
    },
  };
}

/** Loopback in strace's notation: 127.0.0.0/8, ::1 and IPv4-mapped 127.x. */
export function isLoopbackEndpoint(endpoint: string): boolean {
  return /^(127\.|\[::1\]|\[::ffff:127\.)/.test(endpoint);
}

/** A TCP port nothing listens on right now, for a server a test starts beside the suite's stack. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
