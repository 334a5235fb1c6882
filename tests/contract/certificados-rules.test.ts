// @vitest-environment node
/** The certificate codes (rules/certificados.ts; docs/certificados.md, "Codes"). Here because vitest runs tests/ and src/, not supabase/. */
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_BYTES,
  CODE_LENGTH,
  CODE_PATTERN,
  certificateCode,
  normalizeCertificateCode,
  verificationPath,
} from '../../supabase/functions/_shared/contract/rules/certificados.ts';

/** The 100 bits a code spells, as a string of 0 and 1 (from its 20 base32 characters). */
const bitsOf = (code: string) =>
  [...code.replaceAll('-', '')].map((ch) => CODE_ALPHABET.indexOf(ch).toString(2).padStart(5, '0')).join('');

/** The first 100 bits of some bytes. */
const leadingBits = (bytes: Uint8Array) =>
  [...bytes]
    .map((b) => b.toString(2).padStart(8, '0'))
    .join('')
    .slice(0, 5 * CODE_LENGTH);

/** A small deterministic byte source (xorshift32), so a failure names its bytes. */
function byteSource(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) =>
    Uint8Array.from({ length: n }, () => {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      return x & 0xff;
    });
}

describe('certificate codes', () => {
  it('spells 13 bytes as 20 characters of the alphabet in five groups of four', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(certificateCode(new Uint8Array(CODE_BYTES))).toBe('0000-0000-0000-0000-0000');
    expect(certificateCode(new Uint8Array(CODE_BYTES).fill(0xff))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    // 0x08 = 00001000: the first character is 00001 = '1', the second 000.. = '0'.
    expect(certificateCode(Uint8Array.from([0x08, ...new Array(CODE_BYTES - 1).fill(0)]))).toBe('1000-0000-0000-0000-0000');
  });

  it('uses exactly the first 100 bits of the bytes (the last 4 are dropped)', () => {
    const next = byteSource(46);
    for (let i = 0; i < 200; i++) {
      const bytes = next(CODE_BYTES);
      expect(bitsOf(certificateCode(bytes)), String([...bytes])).toBe(leadingBits(bytes));
    }
    // Flipping any one of the 100 bits changes the code; flipping one of the last 4 does not.
    const base = new Uint8Array(CODE_BYTES);
    const codes = new Set<string>();
    for (let bit = 0; bit < 8 * CODE_BYTES; bit++) {
      const bytes = base.slice();
      bytes[bit >> 3]! ^= 0x80 >> (bit & 7);
      const code = certificateCode(bytes);
      if (bit < 100) codes.add(code);
      else expect(code).toBe(certificateCode(base));
    }
    expect(codes.size).toBe(100);
  });

  it('maps every byte pattern into CODE_PATTERN', () => {
    // Every value of every byte position, and random byte strings.
    for (let position = 0; position < CODE_BYTES; position++) {
      for (let value = 0; value < 256; value++) {
        const bytes = new Uint8Array(CODE_BYTES).fill(0x5a);
        bytes[position] = value;
        expect(certificateCode(bytes)).toMatch(CODE_PATTERN);
      }
    }
    const next = byteSource(2026);
    for (let i = 0; i < 2000; i++) expect(certificateCode(next(CODE_BYTES))).toMatch(CODE_PATTERN);
  });

  it('refuses fewer than CODE_BYTES bytes and ignores more', () => {
    expect(() => certificateCode(new Uint8Array(CODE_BYTES - 1))).toThrow();
    const bytes = byteSource(7)(CODE_BYTES);
    expect(certificateCode(Uint8Array.from([...bytes, 1, 2, 3]))).toBe(certificateCode(bytes));
  });

  it('round-trips: a code normalises to itself, and so does its raw or lower-case spelling', () => {
    const next = byteSource(99);
    for (let i = 0; i < 200; i++) {
      const code = certificateCode(next(CODE_BYTES));
      expect(normalizeCertificateCode(code)).toBe(code);
      expect(normalizeCertificateCode(code.replaceAll('-', ''))).toBe(code);
      expect(normalizeCertificateCode(code.toLowerCase())).toBe(code);
      expect(normalizeCertificateCode(` ${code.replaceAll('-', ' ')} `)).toBe(code);
    }
  });

  it('reads O as 0 and I or L as 1, in either case', () => {
    expect(normalizeCertificateCode('OOOO-IIII-LLLL-oooo-ilil')).toBe('0000-1111-1111-0000-1111');
    expect(normalizeCertificateCode('A0B1-C2D3-E4F5-G6H7-J8K9')).toBe('A0B1-C2D3-E4F5-G6H7-J8K9');
    expect(normalizeCertificateCode('aob1 c2d3 e4f5 g6h7 j8k9')).toBe('A0B1-C2D3-E4F5-G6H7-J8K9');
    expect(normalizeCertificateCode('ABCD-EFGH-JKMN-PQRS-TVWX')).toMatch(CODE_PATTERN);
  });

  it('refuses what cannot be a code', () => {
    for (const input of [
      '',
      '   ',
      'ABCD-EFGH-JKMN-PQRS-TVW', // 19 characters
      'ABCD-EFGH-JKMN-PQRS-TVWXY', // 21
      'ABCD-EFGH-JKMN-PQRS-TVWU', // U is not in the alphabet
      'ABCD-EFGH-JKMN-PQRS-TVW!',
      'ABCD_EFGH_JKMN_PQRS_TVWX',
      'ÀBCD-EFGH-JKMN-PQRS-TVWX',
      '0000-0000-0000-0000-0000-0000',
    ]) {
      expect(normalizeCertificateCode(input), input).toBeNull();
    }
  });

  it('stores only canonical codes: the pattern refuses lower case, missing hyphens and I, L, O, U', () => {
    expect('0000-0000-0000-0000-0000').toMatch(CODE_PATTERN);
    for (const stored of [
      'abcd-efgh-jkmn-pqrs-tvwx',
      'ABCDEFGHJKMNPQRSTVWX',
      'ABCD-EFGH-JKMN-PQRS-TVWI',
      'ABCD-EFGH-JKMN-PQRS-TVWL',
      'ABCD-EFGH-JKMN-PQRS-TVWO',
      'ABCD-EFGH-JKMN-PQRS-TVWU',
      'ABCD-EFGH-JKMN-PQRS-TVWX\n',
    ]) {
      expect(stored, stored).not.toMatch(CODE_PATTERN);
    }
  });

  it('checks a code at /verificar/<code>', () => {
    expect(verificationPath('A0B1-C2D3-E4F5-G6H7-J8K9')).toBe('/verificar/A0B1-C2D3-E4F5-G6H7-J8K9');
  });
});
