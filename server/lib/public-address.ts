import ipaddr from 'ipaddr.js';

// Which addresses the server may fetch from on an admin's word (the catalogue import's images,
// docs/product.md §27.2, decision 074). Only public unicast addresses: a file that names the
// server's own loopback, the office network or the cloud's metadata service (169.254.169.254)
// must not make the server fetch from them and store the answer where the admin can read it.
// ipaddr.js (proxy-addr's) knows the special ranges; ours is the one rule: `unicast` or refused.

/**
 * Whether `address` (an IP address as DNS or a socket gives it, an IPv6 one with or without
 * brackets) is public: not loopback, private, link-local, unique-local, unspecified, multicast,
 * carrier-grade NAT, reserved or documentation. An IPv4 address written inside IPv6
 * (`::ffff:127.0.0.1`) is judged as the IPv4 address; other embeddings (NAT64, 6to4, Teredo),
 * which reach IPv4 hosts through a gateway, are refused outright. Anything that is not an IP
 * address is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return false;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(bare);
  } catch {
    return false;
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  return ip.range() === 'unicast';
}
