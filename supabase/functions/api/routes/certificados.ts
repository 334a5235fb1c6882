/**
 * Certificates (docs/certificados.md), as the caller: the policies of
 * public.certificados decide (the gestor issues and revokes, a student reads
 * their own), and its triggers freeze the printed texts from the enrolment.
 * The checks here only choose the answer, in the mock's order: a certificate
 * the caller may not read is 404, one read but not written 403. The public
 * check runs as anon through private.verificar_certificado, which returns the
 * six public fields and nothing else (the login route's shape).
 */
import { rowFacts } from '../../_shared/contract/access.ts';
import {
  CERT_MESSAGES,
  CERTIFICADO_ORDER,
  CERTIFICADO_SEARCH,
  CERTIFICAVEL_ORDER,
  CERTIFICAVEL_SEARCH,
  CertificadoCodigo,
  emitirCertificado,
  getCertificado,
  listCertificados,
  listCertificaveis,
  revogarCertificado,
  verificarCertificado,
  type Certificado,
  type Certificavel,
  type CertificadoVerificacao,
} from '../../_shared/contract/certificados.ts';
import { businessToday } from '../../_shared/contract/dates.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import { parseWith } from '../../_shared/contract/request-validation.ts';
import { conclusaoProblem, freshCertificateCode, type CertificavelSituacao } from '../../_shared/contract/rules/certificados.ts';
import type { Sql } from '../ports.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../lib/errors.ts';
import { listReply, orderBy, searchSql, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import type { Me } from '../lib/profiles.ts';
import { handle, Reply, type Route } from '../lib/route.ts';
import { mayOn, requireMay, scopeFilter } from '../lib/scope.ts';

type Row = Record<string, unknown>;

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A certificate as answered, for a row aliased `c`. */
const CERT_SELECT = `c.cp_cert_id, c.cp_cert_codigo, c.cp_cert_matricula_id, c.cp_cert_aluno_id, c.cp_cert_escola_id,
  c.cp_cert_aluno_nome, c.cp_cert_curso_nome, c.cp_cert_escola_nome, c.cp_cert_diretor_nome,
  c.cp_cert_inicio::text as cp_cert_inicio, c.cp_cert_conclusao::text as cp_cert_conclusao,
  to_char(c.cp_cert_emitido_em at time zone 'UTC', ${ISO_UTC}) as cp_cert_emitido_em,
  c.cp_cert_situacao,
  to_char(c.cp_cert_revogado_em at time zone 'UTC', ${ISO_UTC}) as cp_cert_revogado_em,
  c.cp_cert_motivo`;

/** A certificate the caller may read (certificados_select), or 404. */
async function readableCertificado(sql: Sql, id: number): Promise<Certificado> {
  const [row] = await sql.query<Certificado & Row>(`select ${CERT_SELECT} from public.certificados c where c.cp_cert_id = $1`, [
    id,
  ]);
  if (!row) throw notFound(CERT_MESSAGES.notFound);
  return row;
}

/** An enrolment as an issue needs it (read as the caller: another's is not found). */
interface Enrolment {
  readonly cp_mt_id: number;
  readonly cp_mt_escola: number;
  readonly cp_mt_usuario: number;
  readonly cp_status_matricula: string;
  readonly cp_mt_primeira_parcela: string;
}

/** A code no stored certificate has (the gestor reads every code). */
const freshCode = (sql: Sql): Promise<string> =>
  freshCertificateCode(
    (n) => crypto.getRandomValues(new Uint8Array(n)),
    async (code) => (await sql.query('select 1 from public.certificados where cp_cert_codigo = $1', [code])).length > 0,
  );

/** The public check: the six fields of one code (its argument normalised by the api). */
const VERIFY_SQL = `select v.codigo, v.nome, v.curso, v.escola, v.data::text as data, v.situacao
  from private.verificar_certificado($1) v`;

/**
 * Enrolments (`m`) with their current certificate (`c`), the contract's
 * currentCertificate: the valid one, else the latest revoked. The lateral
 * reads the caller's certificates only. Exported for tests/db.
 */
export const CERTIFICAVEL_FROM = `from public.matriculas m
  left join public.escolas e on e.cp_ec_id = m.cp_mt_escola
  left join public.cursos k on k.cp_curso_id = m.cp_mt_curso
  left join lateral (
    select c.cp_cert_id, c.cp_cert_codigo, c.cp_cert_situacao
    from public.certificados c
    where c.cp_cert_matricula_id = m.cp_mt_id
    order by (c.cp_cert_revogado_em is null) desc, ${orderBy(CERTIFICADO_ORDER, 'c')}
    limit 1
  ) c on true`;

/** The contract's matchesCertificavel over CERTIFICAVEL_FROM's `c`. Exported for tests/db. */
export function situacaoFilter(where: Where, situacao: CertificavelSituacao | undefined): Where {
  if (situacao === 'pendente') where.add("c.cp_cert_situacao is distinct from 'valido'");
  else if (situacao !== undefined) where.add((bind) => `c.cp_cert_situacao = ${bind(situacao)}`);
  return where;
}

function certificavelWhere(me: Me, query: { q?: string; situacao?: CertificavelSituacao; escolaId?: number }): Where {
  const where = new Where().add("m.cp_status_matricula = 'concluido'");
  scopeFilter(where, 'matriculas', 'list', me, 'm');
  where.search(query.q, searchSql(CERTIFICAVEL_SEARCH, 'm'));
  if (query.escolaId !== undefined) where.add((bind) => `m.cp_mt_escola = ${bind(query.escolaId)}`);
  return situacaoFilter(where, query.situacao);
}

export const certificadoRoutes: Route[] = [
  // Before GET /certificados/:id: "matriculas" is no id.
  handle(listCertificaveis, async ({ query, asCaller }) => {
    const { rows, total } = await asCaller(async (sql, me) => {
      requireMay('certificados', 'create', me);
      const where = certificavelWhere(me, query);
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n ${CERTIFICAVEL_FROM} where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(query);
      const page = await sql.query<Certificavel & Row>(
        `select m.cp_mt_id, m.cp_mt_usuario, m.cp_mt_nome_usuario, m.cp_mt_escola,
                coalesce(e.cp_ec_nome, '') as cp_escola_nome, coalesce(k.cp_nome_curso, '') as cp_curso_nome,
                m.cp_mt_primeira_parcela::text as cp_mt_primeira_parcela,
                c.cp_cert_id, c.cp_cert_codigo, c.cp_cert_situacao
           ${CERTIFICAVEL_FROM}
          where ${where}
          order by ${orderBy(CERTIFICAVEL_ORDER, 'm')}
          limit ${limit} offset ${offset}`,
        where.params,
      );
      return { rows: page, total: count?.n ?? 0 };
    });
    return listReply(rows, total);
  }),

  handle(listCertificados, async ({ query, asCaller }) => {
    const { rows, total } = await asCaller(async (sql, me) => {
      requireMay('certificados', 'list', me);
      const where = scopeFilter(new Where(), 'certificados', 'read', me, 'c');
      where.search(query.q, searchSql(CERTIFICADO_SEARCH, 'c'));
      if (query.situacao !== undefined) where.add((bind) => `c.cp_cert_situacao = ${bind(query.situacao)}`);
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n from public.certificados c where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(query);
      const page = await sql.query<Certificado & Row>(
        `select ${CERT_SELECT} from public.certificados c where ${where}
          order by ${orderBy(CERTIFICADO_ORDER, 'c')}
          limit ${limit} offset ${offset}`,
        where.params,
      );
      return { rows: page, total: count?.n ?? 0 };
    });
    return listReply(rows, total);
  }),

  handle(getCertificado, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller((sql) => readableCertificado(sql, id));
  }),

  handle(emitirCertificado, async ({ body, asCaller }) => {
    const row = await asCaller(async (sql, me) => {
      requireMay('certificados', 'create', me);
      const [m] = await sql.query<Enrolment & Row>(
        `select cp_mt_id, cp_mt_escola, cp_mt_usuario, cp_status_matricula, cp_mt_primeira_parcela::text as cp_mt_primeira_parcela
           from public.matriculas where cp_mt_id = $1`,
        [body.matriculaId],
      );
      if (!m) throw notFound(CERT_MESSAGES.matriculaNotFound);
      if (!mayOn('certificados', 'create', me, { schoolId: m.cp_mt_escola, ownerUserId: m.cp_mt_usuario })) throw forbidden();
      if (m.cp_status_matricula !== 'concluido') throw conflict(CERT_MESSAGES.notConcluded);
      const valid = await sql.query(
        'select 1 from public.certificados where cp_cert_matricula_id = $1 and cp_cert_revogado_em is null',
        [m.cp_mt_id],
      );
      if (valid.length > 0) throw conflict(CERT_MESSAGES.alreadyIssued);
      const today = businessToday();
      const conclusao = body.conclusao ?? today;
      const problem = conclusaoProblem(conclusao, m.cp_mt_primeira_parcela, today);
      if (problem) throw badRequest(CERT_MESSAGES[problem]);
      let inserted: { cp_cert_id: number } | undefined;
      try {
        // The texts, the school, the student and the start are filled by certificados_freeze.
        [inserted] = await sql.query<{ cp_cert_id: number }>(
          `insert into public.certificados (cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao)
           values ($1, $2, $3::date) returning cp_cert_id`,
          [m.cp_mt_id, await freshCode(sql), conclusao],
        );
      } catch (error) {
        // Another issue for the same enrolment committed meanwhile (certificados_valido_key).
        if (isUniqueViolation(error)) throw conflict(CERT_MESSAGES.alreadyIssued);
        throw error;
      }
      if (!inserted) throw forbidden();
      return readableCertificado(sql, inserted.cp_cert_id);
    });
    return new Reply(row, 201);
  }),

  handle(revogarCertificado, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const current = await readableCertificado(sql, id);
      if (!mayOn('certificados', 'write', me, rowFacts('certificados', current))) throw forbidden();
      if (current.cp_cert_revogado_em !== null) throw conflict(CERT_MESSAGES.alreadyRevoked);
      // The time is the database's (certificados_guard_update sets it to now()).
      const updated = await sql.query(
        `update public.certificados set cp_cert_revogado_em = now(), cp_cert_motivo = $2
          where cp_cert_id = $1 returning cp_cert_id`,
        [id, body.motivo],
      );
      if (updated.length === 0) throw forbidden();
      return readableCertificado(sql, id);
    });
  }),

  // Public: no token is looked at; the code is normalised before it reaches the database.
  handle(verificarCertificado, async ({ params, ports }) => {
    const parsed = parseWith(CertificadoCodigo, params.codigo ?? '');
    if (!parsed.ok) throw badRequest(parsed.msg);
    const row = await ports.db.withCaller(null, async (sql) => {
      const [found] = await sql.query<CertificadoVerificacao & Row>(VERIFY_SQL, [parsed.data]);
      return found ?? null;
    });
    if (!row) throw notFound(CERT_MESSAGES.unknownCode);
    return row;
  }),
];
