// @vitest-environment node
/**
 * The certificate rules both backends call (rules/certificados.ts,
 * certificados.ts; docs/certificados.md): the codes and a fresh one, the
 * situation, the public check's fields, the conclusion date, the
 * certifiable enrolments' filter and an enrolment's current certificate.
 * Here because vitest runs tests/ and src/, not supabase/.
 */
import { describe, expect, it } from 'vitest';
import { CERT_MESSAGES, currentCertificate } from '../../supabase/functions/_shared/contract/certificados.ts';
import {
  CODE_ALPHABET,
  CODE_BYTES,
  CODE_LENGTH,
  CODE_PATTERN,
  certificateCode,
  certSituacao,
  conclusaoProblem,
  freshCertificateCode,
  matchesCertificavel,
  normalizeCertificateCode,
  verificacaoOf,
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

describe('a fresh code', () => {
  it('draws CODE_BYTES bytes until the store has no certificate of that code', async () => {
    const next = byteSource(7);
    const drawn: number[] = [];
    const draw = (n: number) => {
      drawn.push(n);
      return next(n);
    };
    const seen: string[] = [];
    const code = await freshCertificateCode(draw, async (c) => {
      seen.push(c);
      return seen.length < 3;
    });
    expect(drawn).toEqual([CODE_BYTES, CODE_BYTES, CODE_BYTES]);
    expect(new Set(seen).size).toBe(3);
    expect(code).toBe(seen[2]);
    expect(code).toMatch(CODE_PATTERN);
  });
});

describe('the situation and the public check', () => {
  const row = {
    cp_cert_codigo: 'A0B1-C2D3-E4F5-G6H7-J8K9',
    cp_cert_aluno_nome: 'Ana Souza',
    cp_cert_curso_nome: 'Inglês Básico',
    cp_cert_escola_nome: 'Escola Centro',
    cp_cert_conclusao: '2026-06-30',
    cp_cert_revogado_em: null as string | null,
    cp_cert_motivo: null,
    cp_cert_diretor_nome: 'Diretora',
  };

  it('is valid until revoked', () => {
    expect(certSituacao(null)).toBe('valido');
    expect(certSituacao('2026-07-01T10:00:00.000Z')).toBe('revogado');
  });

  it('answers the six public fields only', () => {
    expect(verificacaoOf(row)).toEqual({
      codigo: 'A0B1-C2D3-E4F5-G6H7-J8K9',
      nome: 'Ana Souza',
      curso: 'Inglês Básico',
      escola: 'Escola Centro',
      data: '2026-06-30',
      situacao: 'valido',
    });
    expect(verificacaoOf({ ...row, cp_cert_revogado_em: '2026-07-01T10:00:00.000Z' }).situacao).toBe('revogado');
  });
});

describe('the conclusion date', () => {
  it('is never after the day of issue nor before the enrolment starts', () => {
    expect(conclusaoProblem('2026-06-30', '2026-01-10', '2026-06-30')).toBeNull();
    expect(conclusaoProblem('2026-01-10', '2026-01-10', '2026-06-30')).toBeNull();
    expect(conclusaoProblem('2026-07-01', '2026-01-10', '2026-06-30')).toBe('conclusaoFuture');
    expect(conclusaoProblem('2026-01-09', '2026-01-10', '2026-06-30')).toBe('conclusaoBeforeStart');
    // A start after today: the future is named first.
    expect(conclusaoProblem('2026-07-01', '2026-08-01', '2026-06-30')).toBe('conclusaoFuture');
    expect(CERT_MESSAGES.conclusaoFuture).toBeTruthy();
    expect(CERT_MESSAGES.conclusaoBeforeStart).toBeTruthy();
  });
});

describe("the certifiable enrolments' filter", () => {
  it("'pendente' is any but a valid certificate; a situation is itself; none is all", () => {
    const current = ['valido', 'revogado', null] as const;
    expect(current.filter((s) => matchesCertificavel('pendente', s))).toEqual(['revogado', null]);
    expect(current.filter((s) => matchesCertificavel('valido', s))).toEqual(['valido']);
    expect(current.filter((s) => matchesCertificavel('revogado', s))).toEqual(['revogado']);
    expect(current.filter((s) => matchesCertificavel(undefined, s))).toEqual(current);
  });
});

describe("an enrolment's current certificate", () => {
  const cert = (cp_cert_id: number, cp_cert_emitido_em: string, cp_cert_revogado_em: string | null) => ({
    cp_cert_id,
    cp_cert_emitido_em,
    cp_cert_revogado_em,
  });

  it('is the valid one, whenever it was issued', () => {
    const rows = [cert(1, '2026-01-01T10:00:00.000Z', null), cert(2, '2026-02-01T10:00:00.000Z', '2026-02-02T10:00:00.000Z')];
    expect(currentCertificate(rows)?.cp_cert_id).toBe(1);
  });

  it('else the latest revoked (issue time, then id), else none', () => {
    const rows = [
      cert(3, '2026-01-01T10:00:00.000Z', '2026-01-05T10:00:00.000Z'),
      cert(4, '2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z'),
      cert(5, '2026-03-01T10:00:00.000Z', '2026-03-03T10:00:00.000Z'),
      cert(2, '2026-02-01T10:00:00.000Z', '2026-02-02T10:00:00.000Z'),
    ];
    expect(currentCertificate(rows)?.cp_cert_id).toBe(5);
    expect(currentCertificate([])).toBeNull();
  });
});
