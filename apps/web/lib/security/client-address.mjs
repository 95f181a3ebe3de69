import proxyaddr from 'proxy-addr';

/** Headers only a proxy may set; from anyone else they are the client's own say-so. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * TRUSTED_PROXIES as proxy-addr reads it: comma-separated addresses, CIDR ranges or the names
 * `loopback`, `linklocal`, `uniquelocal`. Empty (the default) trusts no one: the socket address is the
 * client's. An invalid entry throws, so a typo stops the start instead of trusting nothing silently.
 */
export function compileTrust(value = '') {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyaddr.compile(list);
}

/**
 * Rewrites the request's forwarded headers before Next.js sees them: `X-Forwarded-For` becomes the one
 * address we believe (proxy-addr walks it from the socket back through trusted proxies only), and a
 * peer that is no trusted proxy loses the rest of its `X-Forwarded-*` too. Next keeps a client-sent
 * `X-Forwarded-For` (it fills it only when absent), so without this anyone could pick their address.
 */
export function applyClientAddress(req, trust) {
  const peerTrusted = Boolean(req.socket?.remoteAddress) && trust(req.socket.remoteAddress, 0);
  const address = req.socket?.remoteAddress ? proxyaddr(req, trust) : undefined;
  for (const name of peerTrusted ? ['x-forwarded-for'] : FORWARDED_HEADERS) delete req.headers[name];
  if (address) req.headers['x-forwarded-for'] = address;
  return address;
}
