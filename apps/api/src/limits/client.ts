import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

/**
 * The client a per-client limit counts against: Fastify's `req.ip` (the socket's peer, or what TRUST_PROXY
 * allows), reduced to what one subscriber controls. An IPv4 address is one client. An IPv6 address is
 * counted by its network prefix (`/64` by default, RATE_LIMIT_IPV6_PREFIX): an ISP hands each subscriber at
 * least a /64, so one person can use 2^64 addresses and a per-address count would not limit them at all.
 * An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is the IPv4 address.
 */
export function clientAddressKey(ip: string, ipv6Prefix: number): string {
  if (!ip) return 'unknown';
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  const v6 = addr as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/${ipv6Prefix}`).toString()}/${ipv6Prefix}`;
}

/** A `clientKey(req)` for the routes and @fastify/rate-limit's `keyGenerator`, with the configured prefix. */
export function clientKeyFor(ipv6Prefix: number): (req: Pick<FastifyRequest, 'ip'>) => string {
  return (req) => clientAddressKey(req.ip, ipv6Prefix);
}
