import { isIPv4, isIPv6 } from 'node:net';

interface ParsedIp {
  family: 4 | 6;
  value: bigint;
}

/** Parses an address to a number; IPv4-mapped IPv6 (::ffff:a.b.c.d) is read as IPv4. */
export function parseIp(address: string): ParsedIp | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const text = mapped?.[1] ?? address;
  if (isIPv4(text)) {
    const value = text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
    return { family: 4, value };
  }
  if (!isIPv6(text)) return null;
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':') : []);
  let groups = parse(head);
  let rest = tail === undefined ? [] : parse(tail);
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups.
  const expand = (list: string[]) =>
    list.flatMap((g) => {
      if (!g.includes('.')) return [g];
      const v4 = parseIp(g);
      if (!v4) return ['x'];
      return [((v4.value >> 16n) & 0xffffn).toString(16), (v4.value & 0xffffn).toString(16)];
    });
  groups = expand(groups);
  rest = expand(rest);
  const missing = 8 - groups.length - rest.length;
  const all = tail === undefined ? groups : [...groups, ...Array(missing).fill('0'), ...rest];
  if (all.length !== 8) return null;
  let value = 0n;
  for (const group of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return { family: 6, value };
}

/** True when `address` lies in `cidr` (a.b.c.d/n or x:y::/n). Malformed input is never a match. */
export function ipInCidr(address: string, cidr: string): boolean {
  const slash = cidr.lastIndexOf('/');
  if (slash < 0) return false;
  const network = parseIp(cidr.slice(0, slash));
  const ip = parseIp(address);
  const prefix = Number(cidr.slice(slash + 1));
  if (!network || !ip || network.family !== ip.family || !Number.isInteger(prefix)) return false;
  const bits = network.family === 4 ? 32 : 128;
  if (prefix < 0 || prefix > bits) return false;
  const shift = BigInt(bits - prefix);
  return ip.value >> shift === network.value >> shift;
}
