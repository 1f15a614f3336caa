import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, hmacSha256, sha256, sha256Hex, toHex, utf8 } from './sha256.ts';

describe('sha256 and hmac', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto on random inputs of every length around the block edges', () => {
    for (let length = 0; length < 200; length += 1) {
      const data = randomBytes(length);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      const key = randomBytes((length * 7) % 150);
      expect(toHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
    }
  });

  it('round-trips hex and refuses what is not hex', () => {
    expect(toHex(fromHex('00ff10'))).toBe('00ff10');
    expect(() => fromHex('0g')).toThrow();
    expect(() => fromHex('abc')).toThrow();
    expect(toHex(utf8('é'))).toBe('c3a9');
  });
});
