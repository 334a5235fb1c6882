/**
 * Certificate rules (docs/certificados.md), pure and shared by both backends.
 *
 * Verification codes: 20 characters of Crockford's base32 (100 random bits),
 * shown in five groups of four: a code cannot be guessed, and it survives
 * being read aloud or typed from paper (O reads as 0, I and L as 1; case,
 * spaces and hyphens are ignored). The server draws the bytes; this module
 * only spells them.
 *
 * Beyond the codes: the situation derived from a revocation (the database's
 * generated cp_cert_situacao), the public check's six fields
 * (private.verificar_certificado), the conclusion date's limits and the
 * certifiable enrolments' `situacao` filter — each with its SQL twin checked
 * by tests/db/certificados.test.ts.
 */
import type { CertificadoVerificacao, CertSituacao } from '../certificados.ts';

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 20;
/** Random bytes a code needs (13 × 8 = 104 ≥ 100 bits; the extra bits are dropped). */
export const CODE_BYTES = 13;
/** A stored code: the canonical spelling, with hyphens. The database checks the same pattern. */
export const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** The canonical code for CODE_BYTES random bytes. */
export function certificateCode(bytes: Uint8Array): string {
  if (bytes.length < CODE_BYTES) throw new Error(`certificateCode needs ${CODE_BYTES} bytes`);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < CODE_LENGTH) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return groupCode(out);
}

function groupCode(raw: string): string {
  return raw.match(/.{4}/g)!.join('-');
}

/**
 * What the user typed, spelled the canonical way, or null when it cannot be a
 * code (wrong length or a character outside the alphabet).
 */
export function normalizeCertificateCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== CODE_LENGTH) return null;
  for (const ch of raw) if (!CODE_ALPHABET.includes(ch)) return null;
  return groupCode(raw);
}

/** The address the certificate's QR code opens: the public check of this app. */
export function verificationPath(code: string): string {
  return `/verificar/${code}`;
}

/**
 * A code no stored certificate has: `randomBytes` draws CODE_BYTES from the
 * platform's CSPRNG, `taken` asks the store (a collision among 2¹⁰⁰ codes is
 * drawn again).
 */
export async function freshCertificateCode(
  randomBytes: (n: number) => Uint8Array,
  taken: (code: string) => boolean | Promise<boolean>,
): Promise<string> {
  for (;;) {
    const code = certificateCode(randomBytes(CODE_BYTES));
    if (!(await taken(code))) return code;
  }
}

/** A certificate's situation: valid until revoked. */
export const certSituacao = (revogadoEm: string | null): CertSituacao => (revogadoEm === null ? 'valido' : 'revogado');

/** What the public check answers of a certificate: the six public fields, nothing else. */
export function verificacaoOf(c: {
  readonly cp_cert_codigo: string;
  readonly cp_cert_aluno_nome: string;
  readonly cp_cert_curso_nome: string;
  readonly cp_cert_escola_nome: string;
  readonly cp_cert_conclusao: string;
  readonly cp_cert_revogado_em: string | null;
}): CertificadoVerificacao {
  return {
    codigo: c.cp_cert_codigo,
    nome: c.cp_cert_aluno_nome,
    curso: c.cp_cert_curso_nome,
    escola: c.cp_cert_escola_nome,
    data: c.cp_cert_conclusao,
    situacao: certSituacao(c.cp_cert_revogado_em),
  };
}

/**
 * What is wrong with a conclusion date (the key of its CERT_MESSAGES text),
 * or null: never after the day of issue, never before the enrolment's start.
 */
export function conclusaoProblem(
  conclusao: string,
  inicio: string,
  today: string,
): 'conclusaoFuture' | 'conclusaoBeforeStart' | null {
  if (conclusao > today) return 'conclusaoFuture';
  if (conclusao < inicio) return 'conclusaoBeforeStart';
  return null;
}

/** The certifiable enrolments' filter: a situation, or 'pendente' (no valid certificate: never issued, or revoked). */
export type CertificavelSituacao = CertSituacao | 'pendente';

/** Whether an enrolment whose current certificate is in `situacao` (null: none) passes the filter (none: all pass). */
export const matchesCertificavel = (filter: CertificavelSituacao | undefined, situacao: CertSituacao | null): boolean =>
  filter === undefined || (filter === 'pendente' ? situacao !== 'valido' : situacao === filter);
