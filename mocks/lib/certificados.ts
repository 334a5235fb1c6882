/**
 * Certificates as stored and as answered (docs/certificados.md): the
 * situation is derived from the revocation, a new code is drawn from the
 * platform's CSPRNG (public.certificados generates and checks the same) —
 * both by the contract's rules (rules/certificados.ts).
 */
import type { Certificado } from '@contract';
import { certSituacao, freshCertificateCode } from '@contract/rules/certificados';
import { rowFacts, type RowFacts } from '@contract/access';
import type { MockDb } from '../db/schema';
import type { CertificadoRow } from '../seed/rows';

/** A stored certificate as the contract answers it. */
export const toCertificado = (row: CertificadoRow): Certificado => ({
  ...row,
  cp_cert_situacao: certSituacao(row.cp_cert_revogado_em),
});

/** The facts ACCESS judges a certificate by: its school and its student. */
export const certificadoFacts = (row: Pick<CertificadoRow, 'cp_cert_escola_id' | 'cp_cert_aluno_id'>): RowFacts =>
  rowFacts('certificados', row);

/** A code no stored certificate has. */
export const freshCode = (db: MockDb): Promise<string> =>
  freshCertificateCode(
    (n) => crypto.getRandomValues(new Uint8Array(n)),
    (code) => db.certificados.findFirst((q) => q.where({ cp_cert_codigo: code })) !== undefined,
  );

/** Whether an enrolment has any certificate, valid or revoked (then it is never deleted). */
export const hasCertificate = (db: MockDb, matriculaId: number): boolean =>
  db.certificados.findFirst((q) => q.where({ cp_cert_matricula_id: matriculaId })) !== undefined;
