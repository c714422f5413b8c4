import { isIPv4, isIPv6 } from 'node:net';

// What the rate limits and the beacons count a client by (api/README.md, "Security"): the address
// express reads under `trust proxy` (the shell's server sets X-Forwarded-For from its socket).

/** The first four groups of an IPv6 address, in full (`2001:db8::1` -> `2001:db8:0:0`). */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(8 - groups.length - rest.length).fill('0'), ...rest);
  }
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':');
}

/**
 * What a client's address is counted as: an IPv4 address as it is (an IPv4-mapped IPv6 one too),
 * an IPv6 address by its /64 network, which one subscriber holds whole (counting single addresses
 * would give them 2^64 tries); anything else (`unknown`) as it is.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return `address ${mapped}`;
  if (isIPv4(plain)) return `address ${plain}`;
  if (isIPv6(plain)) return `address ${ipv6Network(plain)}::/64`;
  return `address ${plain}`;
}
