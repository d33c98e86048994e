import { BlockList, isIP } from 'node:net';

// BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1), the form a dual-stack listener reports.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Headers that proxies and tunnels add: with any of them, the socket's peer is a relay, not the reader. */
const PROXY_HEADERS = ['forwarded', 'x-real-ip', 'via', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip'];

export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && loopback.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

/** `localhost`, `*.localhost` (RFC 6761) or a loopback address, with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = (host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '')).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * Whether a request comes from the machine the server runs on, not relayed: a loopback peer, a
 * loopback Host (a DNS-rebound page names another host) and no proxy header. No socket (an
 * in-process request) proves nothing, so it is not local.
 */
export function isLocalRequest(
  peer: string | undefined,
  headers: Headers,
  trustedIpHeader: string | undefined,
): boolean {
  if (!isLoopbackAddress(peer) || !isLoopbackHost(headers.get('host') ?? undefined)) return false;
  for (const name of headers.keys()) {
    if (name.startsWith('x-forwarded-') || PROXY_HEADERS.includes(name) || name === trustedIpHeader) return false;
  }
  return true;
}
