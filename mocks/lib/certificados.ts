/**
 * Certificates as stored and as answered (docs/certificados.md): the
 * situation is derived from the revocation, a new code is drawn from the
 * platform's CSPRNG (public.certificados generates and checks the same).
 */
import type { Certificado, CertSituacao } from '@contract';
import { CODE_BYTES, certificateCode } from '@contract/rules/certificados';
import { rowFacts, type RowFacts } from '@/domain/access';
import type { MockDb } from '../db/schema';
import type { CertificadoRow } from '../seed/rows';

export const situacaoOf = (row: Pick<CertificadoRow, 'cp_cert_revogado_em'>): CertSituacao =>
  row.cp_cert_revogado_em === null ? 'valido' : 'revogado';

/** A stored certificate as the contract answers it. */
export const toCertificado = (row: CertificadoRow): Certificado => ({ ...row, cp_cert_situacao: situacaoOf(row) });

/** The facts ACCESS judges a certificate by: its school and its student. */
export const certificadoFacts = (row: Pick<CertificadoRow, 'cp_cert_escola_id' | 'cp_cert_aluno_id'>): RowFacts =>
  rowFacts('certificados', row);

/** A code no stored certificate has (a collision among 2¹⁰⁰ codes is drawn again). */
export function freshCode(db: MockDb): string {
  for (;;) {
    const code = certificateCode(crypto.getRandomValues(new Uint8Array(CODE_BYTES)));
    if (!db.certificados.findFirst((q) => q.where({ cp_cert_codigo: code }))) return code;
  }
}

/**
 * An enrolment's current certificate: the valid one, else the latest revoked
 * (issued last), else none — among `rows`, the certificates of that enrolment.
 */
export function currentCertificate(rows: readonly CertificadoRow[]): CertificadoRow | null {
  const valid = rows.find((c) => c.cp_cert_revogado_em === null);
  if (valid) return valid;
  return (
    [...rows].sort((a, b) => b.cp_cert_emitido_em.localeCompare(a.cp_cert_emitido_em) || b.cp_cert_id - a.cp_cert_id)[0] ?? null
  );
}

/** Whether an enrolment has any certificate, valid or revoked (then it is never deleted). */
export const hasCertificate = (db: MockDb, matriculaId: number): boolean =>
  db.certificados.findFirst((q) => q.where({ cp_cert_matricula_id: matriculaId })) !== undefined;
