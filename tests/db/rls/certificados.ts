/** certificados: issued by the Gestor, read by their student, revoked once, never deleted. */
import { CERTIFICADOS, CERT_MATRICULAS, type Caller, type CertKey, type CertMatriculaKey } from './fixture.ts';
import { BROKEN, type CellOf, DENIED, NONE, type Outcome, type RlsDomain, TAKEN, UNSEEN_ENROLMENT, rows } from './cell.ts';

/**
 * public.certificados. Select: rows, or `verificar` — the public check of
 * CA's code (private.verificar_certificado). Insert: a certificate of an
 * enrolment (the client's three columns), or one that breaks a rule: a code
 * off the pattern, CB's code, a frozen text or the id sent by the client, a
 * conclusion after the day of issue. Update: the revocation (time and
 * reason), the reason alone, or the code.
 */
type CertificadoOp =
  | { readonly action: 'select'; readonly cert: CertKey | 'fixtures' | 'verificar' }
  | {
      readonly action: 'insert';
      readonly matricula: CertMatriculaKey;
      readonly set?: 'codigo-invalido' | 'codigo-de-outro' | 'texto' | 'id' | 'conclusao-futura';
    }
  | { readonly action: 'update'; readonly cert: CertKey; readonly set: 'revogar' | 'motivo' | 'codigo' }
  | { readonly action: 'delete'; readonly cert: CertKey };

type CertificadoCell = CellOf<'certificados', CertificadoOp>;

const ce = (as: Caller, op: CertificadoOp, expect: Outcome): CertificadoCell => ({ as, table: 'certificados', op, expect });

const cins = (matricula: CertMatriculaKey) => ({ action: 'insert', matricula }) as const;
const crev = (cert: CertKey) => ({ action: 'update', cert, set: 'revogar' }) as const;

/** The RLS_CERTIFICADOS domain's cells, and the statements of its tables. */
export const RLS_CERTIFICADOS: RlsDomain<CertificadoCell> = {
  statements: {
    certificados: (cell) => certificadoStatement(cell.op),
  },
  cells: [
    // ── certificados · select ─ 1 all · 5 their own · 2, 3, 4 none; anon only the public check
    ce('anon', { action: 'select', cert: 'fixtures' }, DENIED),
    ce('anon', { action: 'select', cert: 'verificar' }, rows(1)), // the six public fields (tests/db/certificados.test.ts)
    ce('gestor', { action: 'select', cert: 'fixtures' }, rows(3)),
    ce('gestor', { action: 'select', cert: 'verificar' }, rows(1)),
    ce('diretorA', { action: 'select', cert: 'fixtures' }, NONE),
    ce('diretorA', { action: 'select', cert: 'CA' }, NONE), // a student of their school
    ce('secretariaA', { action: 'select', cert: 'fixtures' }, NONE),
    ce('professorA', { action: 'select', cert: 'fixtures' }, NONE),
    ce('professorA', { action: 'select', cert: 'verificar' }, rows(1)),
    ce('alunoA', { action: 'select', cert: 'fixtures' }, rows(1)),
    ce('alunoA', { action: 'select', cert: 'CA' }, rows(1)),
    ce('alunoA', { action: 'select', cert: 'CB' }, NONE),
    ce('excluidoA', { action: 'select', cert: 'fixtures' }, NONE),
    ce('professorA2', { action: 'select', cert: 'fixtures' }, NONE),

    // ── certificados · insert ─ 1 only, of a concluded enrolment, one valid per enrolment;
    //    the texts are the database's. A caller who reads no such enrolment is told it is none (23503).
    ce('anon', cins('MCA3'), DENIED),
    ce('gestor', cins('MCA3'), rows(1)),
    ce('gestor', cins('MCA2'), rows(1)), // its only certificate was revoked
    ce('gestor', cins('MCA'), TAKEN), // it has a valid one
    ce('gestor', cins('MCAx'), BROKEN), // not concluded
    ce('gestor', { action: 'insert', matricula: 'MCA3', set: 'codigo-invalido' }, BROKEN),
    ce('gestor', { action: 'insert', matricula: 'MCA3', set: 'codigo-de-outro' }, TAKEN),
    ce('gestor', { action: 'insert', matricula: 'MCA3', set: 'texto' }, DENIED),
    ce('gestor', { action: 'insert', matricula: 'MCA3', set: 'id' }, DENIED),
    ce('gestor', { action: 'insert', matricula: 'MCA3', set: 'conclusao-futura' }, BROKEN),
    ce('diretorA', cins('MCA3'), DENIED),
    ce('secretariaA', cins('MCA3'), DENIED),
    ce('professorA', cins('MCA3'), UNSEEN_ENROLMENT),
    ce('professorA2', cins('MCA3'), UNSEEN_ENROLMENT),
    ce('alunoA', cins('MCA3'), DENIED), // their own enrolment
    ce('excluidoA', cins('MCA3'), UNSEEN_ENROLMENT),

    // ── certificados · update ─ 1 the revocation only, once; the time is the server's
    ce('anon', crev('CA'), DENIED),
    ce('gestor', crev('CA'), rows(1)),
    ce('gestor', crev('CB'), rows(1)),
    ce('gestor', crev('CA2r'), BROKEN), // revoked already
    ce('gestor', { action: 'update', cert: 'CA', set: 'motivo' }, BROKEN), // a reason without a revocation
    ce('gestor', { action: 'update', cert: 'CA', set: 'codigo' }, DENIED),
    ce('diretorA', crev('CA'), NONE),
    ce('secretariaA', crev('CA'), NONE),
    ce('professorA', crev('CA'), NONE),
    ce('professorA2', crev('CA'), NONE),
    ce('alunoA', crev('CA'), NONE), // their own: read, never written
    ce('excluidoA', crev('CA'), NONE),

    // ── certificados · delete ─ nobody (a revocation keeps the row)
    ce('anon', { action: 'delete', cert: 'CA' }, DENIED),
    ce('gestor', { action: 'delete', cert: 'CA' }, DENIED),
    ce('gestor', { action: 'delete', cert: 'CA2r' }, DENIED),
    ce('diretorA', { action: 'delete', cert: 'CA' }, DENIED),
    ce('secretariaA', { action: 'delete', cert: 'CA' }, DENIED),
    ce('professorA', { action: 'delete', cert: 'CA' }, DENIED),
    ce('alunoA', { action: 'delete', cert: 'CA' }, DENIED),
    ce('excluidoA', { action: 'delete', cert: 'CA' }, DENIED),
  ],
};

function certificadoStatement(op: CertificadoOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      if (op.cert === 'verificar')
        return { sql: 'select * from private.verificar_certificado($1)', params: [CERTIFICADOS.CA.code] };
      return op.cert === 'fixtures'
        ? {
            sql: 'select cp_cert_id from public.certificados where cp_cert_id = any($1::bigint[])',
            params: [Object.values(CERTIFICADOS).map((v) => v.id)],
          }
        : { sql: 'select cp_cert_id from public.certificados where cp_cert_id = $1', params: [CERTIFICADOS[op.cert].id] };
    case 'insert': {
      const code =
        {
          'codigo-invalido': 'abcd-efgh-jkmn-pqrs-tvwx',
          'codigo-de-outro': CERTIFICADOS.CB.code,
        }[op.set as string] ?? '9130-0000-0000-0000-00ZZ';
      const extra = { texto: ['cp_cert_aluno_nome, ', "'Outro Nome', "], id: ['cp_cert_id, ', '913199, '] }[op.set as string] ?? [
        '',
        '',
      ];
      const conclusao = op.set === 'conclusao-futura' ? 'current_date + 2' : "date '2025-06-01'";
      return {
        sql: `insert into public.certificados (${extra[0]}cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao)
              values (${extra[1]}$1, $2, ${conclusao}) returning cp_cert_id`,
        params: [CERT_MATRICULAS[op.matricula].id, code],
      };
    }
    case 'update': {
      const set = {
        revogar: "cp_cert_revogado_em = now(), cp_cert_motivo = 'RLS motivo'",
        motivo: "cp_cert_motivo = 'RLS motivo'",
        codigo: "cp_cert_codigo = '9130-0000-0000-0000-00ZY'",
      }[op.set];
      return {
        sql: `update public.certificados set ${set} where cp_cert_id = $1 returning cp_cert_id`,
        params: [CERTIFICADOS[op.cert].id],
      };
    }
    case 'delete':
      return {
        sql: 'delete from public.certificados where cp_cert_id = $1 returning cp_cert_id',
        params: [CERTIFICADOS[op.cert].id],
      };
  }
}
