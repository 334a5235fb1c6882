// @vitest-environment node
/**
 * The certificates migration (supabase/migrations/*_certificados.sql) on the
 * seeded database, beyond the RLS matrix's cells (docs/certificados.md):
 *
 * - the code CHECK is CODE_PATTERN letter for letter, and agrees with it on
 *   sample codes (drawn ones, typed ones, broken ones);
 * - the period, the revocation's two columns, one valid certificate per
 *   enrolment, unique codes;
 * - the printed texts come from the enrolment, whatever the writer sends;
 *   an issued certificate changes only by its revocation, once, at now();
 * - an enrolment with a certificate, valid or revoked, is not deleted;
 * - the public check answers anon the six public fields and nothing else;
 * - the rules' SQL twins: the generated situation is certSituacao, the public
 *   check is verificacaoOf, and the api's certifiable enrolments pick their
 *   current certificate and filter them as currentCertificate and
 *   matchesCertificavel do;
 * - the seeded certificates are the mock's.
 */
import { describe, expect, it } from 'vitest';
import { CertificadoVerificacao, currentCertificate } from '../../supabase/functions/_shared/contract/certificados.ts';
import {
  CODE_BYTES,
  CODE_PATTERN,
  certificateCode,
  certSituacao,
  matchesCertificavel,
  normalizeCertificateCode,
  verificacaoOf,
  type CertificavelSituacao,
} from '../../supabase/functions/_shared/contract/rules/certificados.ts';
import { Where } from '../../supabase/functions/api/lib/list.ts';
import { CERTIFICAVEL_FROM, situacaoFilter } from '../../supabase/functions/api/routes/certificados.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { inRole, userClaims, withRollback, type Identity } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { failure, testDatabase } from './support.ts';

const getDb = testDatabase();

/** The seed of the database's day (dates move with current_date; people, enrolments and codes do not). */
async function seedOfDb(tx: Queryable) {
  const [row] = await tx.query<{ today: string }>('select current_date::text as today');
  const [y, m, d] = row!.today.split('-').map(Number) as [number, number, number];
  return buildSeed(new Date(y, m - 1, d));
}

const anySeed = buildSeed(new Date());
const gestor = anySeed.usuarios.find((u) => u.cp_login === 'gestor')!;
const asGestor: Identity = userClaims(seedAuthUserId(gestor.cp_id), gestor.cp_email);
const concluded = anySeed.matriculas.filter((m) => m.cp_status_matricula === 'concluido');
const uncertified = concluded.filter((m) => !anySeed.certificados.some((c) => c.cp_cert_matricula_id === m.cp_mt_id));
const certified = anySeed.certificados.find((c) => c.cp_cert_revogado_em === null)!;
const revoked = anySeed.certificados.find((c) => c.cp_cert_revogado_em !== null)!;
const active = anySeed.matriculas.find((m) => m.cp_status_matricula === 'ativo')!;

const insertCert = (columns: string, values: string) => `insert into public.certificados (${columns}) values (${values})`;
const CODE = '9999-0000-0000-0000-0001';

describe('the code CHECK is CODE_PATTERN', () => {
  it('spells the same regular expression', async () => {
    const [row] = await getDb().query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'certificados_codigo_check'",
    );
    const sqlRegex = /'(.*)'::text/.exec(row!.def)?.[1];
    expect(sqlRegex).toBe(CODE_PATTERN.source);
  });

  it('accepts and refuses the same sample codes', async () => {
    let state = 20261127;
    const bytes = () =>
      Uint8Array.from({ length: CODE_BYTES }, () => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        return state >>> 24;
      });
    const drawn = Array.from({ length: 300 }, () => certificateCode(bytes()));
    const samples = [
      ...drawn,
      ...drawn.slice(0, 20).map((c) => c.toLowerCase()),
      ...drawn.slice(0, 20).map((c) => c.replaceAll('-', '')),
      ...drawn.slice(0, 20).map((c) => normalizeCertificateCode(c.toLowerCase().replaceAll('0', 'o'))!),
      '0000-0000-0000-0000-0000',
      'ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ',
      'ABCD-EFGH-JKMN-PQRS-TVWI',
      'ABCD-EFGH-JKMN-PQRS-TVWL',
      'ABCD-EFGH-JKMN-PQRS-TVWO',
      'ABCD-EFGH-JKMN-PQRS-TVWU',
      'ABCD-EFGH-JKMN-PQRS-TVW',
      'ABCD-EFGH-JKMN-PQRS-TVWXY',
      'ABCD-EFGH-JKMN-PQRS-TVWX\n',
      ' ABCD-EFGH-JKMN-PQRS-TVWX',
      'ABCD_EFGH_JKMN_PQRS_TVWX',
      'ÁBCD-EFGH-JKMN-PQRS-TVWX',
      '',
    ];
    const rows = await getDb().query<{ s: string; ok: boolean }>(
      `select s, s ~ (select substring(pg_get_constraintdef(oid) from '''(.*)''::text') from pg_constraint
                       where conname = 'certificados_codigo_check') as ok
         from unnest($1::text[]) with ordinality as t(s, n) order by n`,
      [samples],
    );
    expect(rows.map((r) => r.ok)).toEqual(samples.map((s) => CODE_PATTERN.test(s)));
    expect(rows.filter((r) => r.ok).length).toBeGreaterThan(300);
  });
});

describe('constraints and guards', () => {
  it('refuses a conclusion before the start or after the day of issue, and a half-written revocation', async () => {
    const m = uncertified[0]!;
    await withRollback(getDb(), async (tx) => {
      const cols = 'cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao';
      expect(await failure(tx, insertCert(cols, `${m.cp_mt_id}, '${CODE}', date '1999-12-31'`))).toBe('23514');
      expect(await failure(tx, insertCert(cols, `${m.cp_mt_id}, '${CODE}', current_date + 2`))).toBe('23514');
      const revokedCols = `${cols}, cp_cert_revogado_em, cp_cert_motivo`;
      expect(await failure(tx, insertCert(revokedCols, `${m.cp_mt_id}, '${CODE}', current_date - 1, now(), null`))).toBe('23514');
      expect(await failure(tx, insertCert(revokedCols, `${m.cp_mt_id}, '${CODE}', current_date - 1, null, 'motivo'`))).toBe(
        '23514',
      );
      expect(await failure(tx, insertCert(revokedCols, `${m.cp_mt_id}, '${CODE}', current_date - 1, now(), '   '`))).toBe(
        '23514',
      );
      expect(
        await failure(tx, insertCert(revokedCols, `${m.cp_mt_id}, '${CODE}', current_date - 1, now(), '${'x'.repeat(501)}'`)),
      ).toBe('23514');
      expect(await failure(tx, insertCert(cols, `${m.cp_mt_id}, '${CODE}', current_date - 1`))).toBeNull();
    });
  });

  it('keeps one valid certificate per enrolment (revoked ones aside) and codes unique', async () => {
    await withRollback(getDb(), async (tx) => {
      const cols = 'cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao';
      expect(await failure(tx, insertCert(cols, `${certified.cp_cert_matricula_id}, '${CODE}', current_date`))).toBe('23505');
      expect(
        await failure(tx, insertCert(cols, `${uncertified[0]!.cp_mt_id}, '${certified.cp_cert_codigo}', current_date`)),
      ).toBe('23505');
      // The revoked one's enrolment takes a new valid one; a second one is refused.
      expect(await failure(tx, insertCert(cols, `${revoked.cp_cert_matricula_id}, '${CODE}', current_date`))).toBeNull();
      expect(
        await failure(tx, insertCert(cols, `${revoked.cp_cert_matricula_id}, '9999-0000-0000-0000-0002', current_date`)),
      ).toBe('23505');
    });
  });

  it('prints what the database holds, whatever the writer sends, and only of a concluded enrolment', async () => {
    const m = uncertified[0]!;
    await withRollback(getDb(), async (tx) => {
      const [row] = await tx.query<Record<string, unknown>>(
        `${insertCert(
          'cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao, cp_cert_aluno_id, cp_cert_escola_id, cp_cert_aluno_nome, ' +
            'cp_cert_curso_nome, cp_cert_escola_nome, cp_cert_diretor_nome, cp_cert_inicio',
          `${m.cp_mt_id}, '${CODE}', current_date, 1, 3, 'Falso', 'Falso', 'Falso', 'Falso', date '1990-01-01'`,
        )} returning cp_cert_aluno_id, cp_cert_escola_id, cp_cert_aluno_nome, cp_cert_curso_nome, cp_cert_escola_nome,
                     cp_cert_diretor_nome, cp_cert_inicio::text as inicio, cp_cert_situacao`,
      );
      const [source] = await tx.query<Record<string, unknown>>(
        `select m.cp_mt_usuario, m.cp_mt_escola, p.cp_nome, c.cp_nome_curso, e.cp_ec_nome, e.cp_ec_responsavel,
                m.cp_mt_primeira_parcela::text as inicio
           from public.matriculas m join public.profiles p on p.cp_id = m.cp_mt_usuario
           join public.cursos c on c.cp_curso_id = m.cp_mt_curso join public.escolas e on e.cp_ec_id = m.cp_mt_escola
          where m.cp_mt_id = $1`,
        [m.cp_mt_id],
      );
      expect(row).toEqual({
        cp_cert_aluno_id: source!.cp_mt_usuario,
        cp_cert_escola_id: source!.cp_mt_escola,
        cp_cert_aluno_nome: source!.cp_nome,
        cp_cert_curso_nome: source!.cp_nome_curso,
        cp_cert_escola_nome: source!.cp_ec_nome,
        cp_cert_diretor_nome: source!.cp_ec_responsavel,
        inicio: source!.inicio,
        cp_cert_situacao: 'valido',
      });
      // Frozen: a later rename changes nothing issued.
      await tx.query("update public.profiles set cp_nome = 'Nome Novo' where cp_id = $1", [m.cp_mt_usuario]);
      const [after] = await tx.query<{ nome: string }>(
        'select cp_cert_aluno_nome as nome from public.certificados where cp_cert_codigo = $1',
        [CODE],
      );
      expect(after!.nome).toBe(source!.cp_nome);
      const cols = 'cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao';
      expect(await failure(tx, insertCert(cols, `${active.cp_mt_id}, '9999-0000-0000-0000-0002', current_date`))).toBe('23514');
      expect(await failure(tx, insertCert(cols, `987654, '9999-0000-0000-0000-0002', current_date`))).toBe('23503');
    });
  });

  it('changes an issued certificate only by its revocation, once, stamped now()', async () => {
    await withRollback(getDb(), async (tx) => {
      const [row] = await tx.query<{ fresh: boolean; situacao: string }>(
        `update public.certificados set cp_cert_revogado_em = timestamptz '2001-01-01', cp_cert_motivo = 'Erro'
          where cp_cert_id = $1
          returning cp_cert_revogado_em > now() - interval '1 minute' as fresh, cp_cert_situacao as situacao`,
        [certified.cp_cert_id],
      );
      expect(row).toEqual({ fresh: true, situacao: 'revogado' });
      const again =
        "update public.certificados set cp_cert_revogado_em = now(), cp_cert_motivo = 'De novo' where cp_cert_id = $1";
      expect(await failure(tx, again, [certified.cp_cert_id])).toBe('23514');
      expect(
        await failure(
          tx,
          'update public.certificados set cp_cert_motivo = null, cp_cert_revogado_em = null where cp_cert_id = $1',
          [revoked.cp_cert_id],
        ),
      ).toBe('23514');
    });
    await withRollback(getDb(), async (tx) => {
      const id = [certified.cp_cert_id];
      for (const set of [
        "cp_cert_aluno_nome = 'Outro'",
        "cp_cert_codigo = '9999-0000-0000-0000-0003'",
        'cp_cert_conclusao = cp_cert_conclusao - 1',
        "cp_cert_aluno_nome = 'Outro', cp_cert_revogado_em = now(), cp_cert_motivo = 'x'",
        "cp_cert_motivo = 'Só o motivo'",
      ]) {
        expect(await failure(tx, `update public.certificados set ${set} where cp_cert_id = $1`, id), set).toBe('23514');
      }
    });
  });

  it('keeps an enrolment with a certificate, valid or revoked (23503), for the owner and the gestor alike', async () => {
    await withRollback(getDb(), async (tx) => {
      const del = 'delete from public.matriculas where cp_mt_id = $1';
      // A mensalidade enrolment (no paid installment to refuse it first), concluded and certified.
      const [m] = await tx.query<{ id: number }>(
        `insert into public.matriculas (cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario, cp_mt_cadastro_usuario,
           cp_mt_primeira_parcela, cp_status_matricula, cp_mt_tipo_pagamento, cp_mt_valor_mensalidade)
         select 3, p.cp_escola_id, p.cp_id, p.cp_nome, p.cp_cpf, date '2024-02-10', 'concluido', 'mensalidade', 200
           from public.profiles p where p.cp_id = $1
         returning cp_mt_id as id`,
        [revoked.cp_cert_aluno_id],
      );
      await tx.query(insertCert('cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao', `$1, '${CODE}', current_date`), [
        m!.id,
      ]);
      expect(await failure(tx, del, [m!.id])).toBe('23503');
      await tx.query(
        "update public.certificados set cp_cert_revogado_em = now(), cp_cert_motivo = 'x' where cp_cert_codigo = $1",
        [CODE],
      );
      expect(await failure(tx, del, [m!.id])).toBe('23503');
      const state = await inRole(tx, asGestor, (t) => failure(t, del, [m!.id]));
      expect(state).toBe('23503');
    });
  });
});

describe('the public check', () => {
  it('answers anon the six public fields of a code, and nothing for an unknown one', async () => {
    await withRollback(getDb(), async (tx) => {
      const rows = await inRole(tx, 'anon', (t) =>
        t.query<Record<string, unknown>>('select * from private.verificar_certificado($1)', [revoked.cp_cert_codigo]),
      );
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!).sort()).toEqual(Object.keys(CertificadoVerificacao.shape).sort());
      expect(rows[0]).toMatchObject({
        codigo: revoked.cp_cert_codigo,
        nome: revoked.cp_cert_aluno_nome,
        curso: revoked.cp_cert_curso_nome,
        escola: revoked.cp_cert_escola_nome,
        situacao: 'revogado',
      });
      const none = await inRole(tx, 'anon', (t) =>
        t.query('select * from private.verificar_certificado($1)', ['9999-9999-9999-9999-9999']),
      );
      expect(none).toEqual([]);
    });
  });

  it('is the only door for anon: the table is closed to them', async () => {
    await withRollback(getDb(), async (tx) => {
      const state = await inRole(tx, 'anon', (t) => failure(t, 'select cp_cert_motivo from public.certificados'));
      expect(state).toBe('42501');
    });
    const [fn] = await getDb().query<{ definer: boolean; config: string[] | null }>(
      `select prosecdef as definer, proconfig as config from pg_proc
        where oid = 'private.verificar_certificado(text)'::regprocedure`,
    );
    expect(fn).toEqual({ definer: true, config: ['search_path=""'] });
  });
});

describe("the rules' SQL twins", () => {
  const STORED = `select c.cp_cert_id, c.cp_cert_matricula_id, c.cp_cert_codigo, c.cp_cert_aluno_nome, c.cp_cert_curso_nome,
      c.cp_cert_escola_nome, c.cp_cert_conclusao::text as cp_cert_conclusao,
      to_char(c.cp_cert_emitido_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cp_cert_emitido_em,
      to_char(c.cp_cert_revogado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cp_cert_revogado_em,
      c.cp_cert_situacao
    from public.certificados c`;
  type Stored = {
    cp_cert_id: number;
    cp_cert_matricula_id: number;
    cp_cert_codigo: string;
    cp_cert_aluno_nome: string;
    cp_cert_curso_nome: string;
    cp_cert_escola_nome: string;
    cp_cert_conclusao: string;
    cp_cert_emitido_em: string;
    cp_cert_revogado_em: string | null;
    cp_cert_situacao: string;
  };

  /** An enrolment with a revoked certificate and a valid one issued after, and one with two revoked (issued in the same instant). */
  async function reissued(tx: Queryable): Promise<void> {
    const revoke =
      "update public.certificados set cp_cert_revogado_em = now(), cp_cert_motivo = 'Teste' where cp_cert_codigo = $1";
    const issue = `insert into public.certificados (cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao)
                   values ($1, $2, current_date)`;
    await tx.query(revoke, [certified.cp_cert_codigo]);
    await tx.query(issue, [certified.cp_cert_matricula_id, '9999-0000-0000-0000-0011']);
    await tx.query(issue, [revoked.cp_cert_matricula_id, '9999-0000-0000-0000-0012']);
    await tx.query(revoke, ['9999-0000-0000-0000-0012']);
    await tx.query(issue, [revoked.cp_cert_matricula_id, '9999-0000-0000-0000-0013']);
    await tx.query(revoke, ['9999-0000-0000-0000-0013']);
  }

  it('the generated situation is certSituacao and private.verificar_certificado is verificacaoOf, for every certificate', async () => {
    await withRollback(getDb(), async (tx) => {
      await reissued(tx);
      const rows = await tx.query<Stored & Record<string, unknown>>(STORED);
      expect(rows.map((r) => r.cp_cert_situacao)).toEqual(rows.map((r) => certSituacao(r.cp_cert_revogado_em)));
      expect(new Set(rows.map((r) => r.cp_cert_situacao))).toEqual(new Set(['valido', 'revogado']));
      const checked = await inRole(tx, 'anon', (t) =>
        t.query<Record<string, unknown>>(
          `select v.codigo, v.nome, v.curso, v.escola, v.data::text as data, v.situacao
             from unnest($1::text[]) with ordinality as k(codigo, n), private.verificar_certificado(k.codigo) v
            order by k.n`,
          [rows.map((r) => r.cp_cert_codigo)],
        ),
      );
      expect(checked).toEqual(rows.map(verificacaoOf));
    });
  });

  it("the api's certifiable enrolments: the current certificate and the situacao filter", async () => {
    await withRollback(getDb(), async (tx) => {
      await reissued(tx);
      const certs = await tx.query<Stored & Record<string, unknown>>(STORED);
      const enrolments = await tx.query<{ id: number }>('select cp_mt_id as id from public.matriculas order by 1');
      const current = new Map(
        enrolments.map(({ id }) => [id, currentCertificate(certs.filter((c) => c.cp_cert_matricula_id === id))]),
      );
      for (const situacao of [undefined, 'pendente', 'valido', 'revogado'] as (CertificavelSituacao | undefined)[]) {
        const where = situacaoFilter(new Where(), situacao);
        const sql = await tx.query<{ id: number; cert: number | null }>(
          `select m.cp_mt_id as id, c.cp_cert_id as cert ${CERTIFICAVEL_FROM} where ${where} order by 1`,
          where.params,
        );
        const js = enrolments.flatMap(({ id }) => {
          const c = current.get(id) ?? null;
          return matchesCertificavel(situacao, c ? certSituacao(c.cp_cert_revogado_em) : null)
            ? [{ id, cert: c?.cp_cert_id ?? null }]
            : [];
        });
        expect(sql, String(situacao)).toEqual(js);
        expect(sql.length, String(situacao)).toBeGreaterThan(0);
      }
    });
  });
});

describe('the seeded certificates', () => {
  it("are the mock's (codes, enrolments, texts, conclusion and issue), the start being their enrolment's", async () => {
    await withRollback(getDb(), async (tx) => {
      const seed = await seedOfDb(tx);
      const rows = await tx.query<Record<string, unknown>>(
        `select c.cp_cert_id, c.cp_cert_codigo, c.cp_cert_matricula_id, c.cp_cert_aluno_id, c.cp_cert_escola_id,
                c.cp_cert_aluno_nome, c.cp_cert_curso_nome, c.cp_cert_escola_nome, c.cp_cert_diretor_nome,
                c.cp_cert_conclusao::text as cp_cert_conclusao,
                to_char(c.cp_cert_emitido_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as cp_cert_emitido_em,
                to_char(c.cp_cert_revogado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as cp_cert_revogado_em,
                c.cp_cert_motivo, c.cp_cert_inicio = m.cp_mt_primeira_parcela as start_is_enrolments
           from public.certificados c join public.matriculas m on m.cp_mt_id = c.cp_cert_matricula_id
          order by c.cp_cert_id`,
      );
      expect(rows).toEqual(seed.certificados.map(({ cp_cert_inicio: _inicio, ...c }) => ({ ...c, start_is_enrolments: true })));
    });
  });
});
