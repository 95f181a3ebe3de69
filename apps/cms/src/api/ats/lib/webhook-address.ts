import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which webhook addresses the CMS sends to (decision 057). An ATS chooses the address, so the CMS must
 * not become a way into its own network (SSRF): only https, on the default port or any port above 1023
 * except none, to a host whose every DNS address is public. Private, loopback, link-local (cloud metadata
 * at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are refused, for IPv4 and IPv6
 * (including IPv4-mapped IPv6). The check runs when the owner sets the address and again at every send,
 * and the send connects to the very address that was checked (no second DNS answer: no rebinding).
 * Redirects are not followed. `ATS_WEBHOOK_ALLOW_LOOPBACK=true` (tests only) also allows http:// to
 * 127.0.0.1, ::1 and localhost, so an end-to-end test can receive on a local port.
 */
export const allowLoopback = () => process.env.ATS_WEBHOOK_ALLOW_LOOPBACK === 'true';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  // The same in hex, as URL writes it: ::ffff:a00:1 is 10.0.0.1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isLoopbackAddress(address: string): boolean {
  const { address: ip, family } = plain(address);
  return loopback.check(ip, family);
}

/** Whether the CMS may connect to this IP address. */
export function isAllowedAddress(address: string, options = { loopback: allowLoopback() }): boolean {
  if (!isIP(address.replace(/^\[|\]$/g, ''))) return false;
  const { address: ip, family } = plain(address.replace(/^\[|\]$/g, ''));
  if (options.loopback && loopback.check(ip, family)) return true;
  return !blocked.check(ip, family);
}

export type AddressProblem = 'not-a-url' | 'not-https' | 'credentials' | 'port' | 'private-address' | 'too-long';

/** The address's form, before any DNS: null when acceptable, else why not. */
export function webhookUrlProblem(value: unknown, options = { loopback: allowLoopback() }): AddressProblem | null {
  if (typeof value !== 'string' || !value.trim()) return 'not-a-url';
  if (value.length > 500) return 'too-long';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'not-a-url';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLoopbackHost = host === 'localhost' || (isIP(host) > 0 && isLoopbackAddress(host));
  if (url.protocol !== 'https:' && !(options.loopback && url.protocol === 'http:' && isLoopbackHost)) return 'not-https';
  if (url.username || url.password) return 'credentials';
  if (url.port && Number(url.port) < 1024 && url.port !== '443') return 'port';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))
    return options.loopback && host === 'localhost' ? null : 'private-address';
  if (isIP(host) && !isAllowedAddress(host, options)) return 'private-address';
  return null;
}

/** Resolves the host once and answers the address to connect to, or throws when any answer is not public. */
export async function resolvePublicAddress(
  hostname: string,
  options = { loopback: allowLoopback() },
): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  if (!answers.length) throw new Error(`${hostname} has no address`);
  const refused = answers.find((answer) => !isAllowedAddress(answer.address, options));
  if (refused) throw new Error(`${hostname} resolves to a non-public address (${refused.address})`);
  return answers[0];
}
