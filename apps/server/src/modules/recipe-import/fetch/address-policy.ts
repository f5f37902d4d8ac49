import ipaddr from 'ipaddr.js';

/**
 * Which addresses an import may connect to. Only ordinary public unicast: loopback, private,
 * carrier-grade NAT, link-local, unique-local, multicast, 0.0.0.0/8, broadcast, documentation and
 * the IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are refused. An
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * With IMPORT_ALLOW_PRIVATE (tests only) loopback and private addresses are allowed too; link-local
 * never is (169.254.169.254 is where cloud machines keep their credentials).
 */
export function mayConnectTo(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  if (isPublicAddress(address)) return true;
  if (!allowPrivate) return false;
  const range = ipaddr.process(address).range();
  return range === 'loopback' || range === 'private' || range === 'uniqueLocal';
}
