import { describe, expect, it } from 'vitest';
import { ipInCidr, parseIp } from './ip.ts';

describe('parseIp', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6', () => {
    expect(parseIp('10.1.2.3')).toEqual({ family: 4, value: 0x0a010203n });
    expect(parseIp('::1')).toEqual({ family: 6, value: 1n });
    expect(parseIp('2001:db8::ff00:42:8329')?.value).toBe(0x20010db8000000000000ff0000428329n);
    expect(parseIp('::ffff:192.168.1.9')).toEqual({ family: 4, value: 0xc0a80109n });
  });

  it('rejects anything that is not an address', () => {
    for (const bad of ['', 'localhost', '1.2.3', '256.1.1.1', '1::2::3', 'gggg::1'])
      expect(parseIp(bad)).toBeNull();
  });
});

describe('ipInCidr', () => {
  it('matches inside the network and not outside it', () => {
    expect(ipInCidr('203.0.113.77', '203.0.113.0/24')).toBe(true);
    expect(ipInCidr('203.0.114.1', '203.0.113.0/24')).toBe(false);
    expect(ipInCidr('127.0.0.1', '127.0.0.1/32')).toBe(true);
    expect(ipInCidr('8.8.8.8', '0.0.0.0/0')).toBe(true);
    expect(ipInCidr('2001:db8::1', '2001:db8::/32')).toBe(true);
    expect(ipInCidr('2001:db9::1', '2001:db8::/32')).toBe(false);
    expect(ipInCidr('::ffff:10.0.0.5', '10.0.0.0/8')).toBe(true);
  });

  it('never matches across families or with malformed input', () => {
    expect(ipInCidr('10.0.0.1', '::/0')).toBe(false);
    expect(ipInCidr('10.0.0.1', '10.0.0.0/33')).toBe(false);
    expect(ipInCidr('10.0.0.1', '10.0.0.0')).toBe(false);
    expect(ipInCidr('nonsense', '10.0.0.0/8')).toBe(false);
  });
});
