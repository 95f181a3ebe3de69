import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which webhook addresses the CMS sends to (decision 057). An ATS chooses the address, so the CMS must
 * not become a way into its own network (SSRF): only https, on the default port or any port above 1023
 * except none, to a host whose every DNS address is public. The check runs when the owner sets the address
 * and again at every send, and the send connects to the very address that was checked (no second DNS
 * answer: no rebinding). Redirects are not followed. `ATS_WEBHOOK_ALLOW_LOOPBACK=true` (tests only) also
 * allows http:// to 127.0.0.1, ::1 and localhost, so an end-to-end test can receive on a local port.
 *
 * What is public is ipaddr.js's judgement (issue 48: a hand list missed the IPv6 forms that carry an IPv4
 * address): an IPv4-mapped address is judged as its IPv4 address, and only the range ipaddr.js calls
 * `unicast` is public. For IPv6 that is also held to global unicast (2000::/3), so the forms that embed an
 * IPv4 address (IPv4-compatible ::a.b.c.d, IPv4-translated, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4
 * 2002::/16, Teredo) and whatever the library does not name are refused.
 */
export const allowLoopback = () => process.env.ATS_WEBHOOK_ALLOW_LOOPBACK === 'true';

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** The address as ipaddr.js reads it (brackets off, a mapped IPv6 as IPv4), or null when it is not an IP address. */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.replace(/^\[|\]$/g, '');
  // Node's isIP takes only the standard forms (ipaddr.js also reads "127.1" and octal); ipaddr.js must parse it too.
  return ipaddr.isValid(bare) && isIP(bare) ? ipaddr.process(bare) : null;
}

export function isLoopbackAddress(address: string): boolean {
  return parsed(address)?.range() === 'loopback';
}

function isPublic(ip: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || (ip as ipaddr.IPv6).match(GLOBAL_UNICAST);
}

/** Whether the CMS may connect to this IP address. */
export function isAllowedAddress(address: string, options = { loopback: allowLoopback() }): boolean {
  const ip = parsed(address);
  if (!ip) return false;
  if (options.loopback && ip.range() === 'loopback') return true;
  return isPublic(ip);
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
  // The owner reads this in the delivery log: how the CMS's resolver answers is not theirs to learn (issue 48).
  if (answers.some((answer) => !isAllowedAddress(answer.address, options))) throw new Error('The address is not allowed: it is not public');
  return answers[0];
}
