import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client IP belongs to, as rate limits count it: an IPv4 address alone (carrier NAT already puts
 * many shoppers behind one), and an IPv6 address by its /64, the block one subscriber (one home, one phone)
 * is given, so rotating through the addresses of one's own /64 counts as one client. An IPv4-mapped IPv6
 * address (::ffff:1.2.3.4) is its IPv4 address. Anything else is kept as given.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/**
 * The wider block a client network sits in, for budgets one holder of many addresses shares: an IPv4 /24 and
 * an IPv6 /48 (a site's whole allocation, where a subscriber or a rented server range gets many /64s). An
 * IPv4-mapped IPv6 address counts as its IPv4 address; anything else is kept as given.
 */
export function clientPrefix(ip: string): string {
  const network = clientNetwork(ip);
  if (isIPv4(network)) return `${network.split('.').slice(0, 3).join('.')}.0/24`;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return network;
  return `${ipv6Groups(bare).slice(0, 3).join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case without leading zeros (an IPv4 tail becomes two). */
function ipv6Groups(ip: string): string[] {
  let text = ip.toLowerCase();
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
