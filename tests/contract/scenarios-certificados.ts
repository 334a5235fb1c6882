/**
 * Contract scenarios of the certificates (docs/certificados.md), on every
 * backend: every endpoint played by the gestor, the demo school's director,
 * secretary and teacher, the certificate's student (the demo student) and
 * another student (alunoB, who holds a revoked one), plus the public check
 * without a token. Writes are read back (an issue then verified 'valido', a
 * revocation then verified 'revogado', a second issue refused until the
 * first is revoked); every refusal is followed by a step proving nothing
 * changed.
 *
 * Expectations are computed from the seed both backends load (`SEED`) and
 * ACCESS, never copied from an answer. The period's start of a seeded
 * certificate is its enrolment's start, which the database holds moved by
 * whole days and the mock recomputes (as every enrolment date): it is
 * compared with the backend's own enrolment, not with the seed.
 */
import { expect } from 'vitest';
import { allows, may, rowFacts } from '../../supabase/functions/_shared/contract/access.ts';
import {
  CERT_LIMITS,
  CERT_MESSAGES as C,
  Certificado,
  CertificadoQuery,
  CertificadoRevogar,
  CertificadoEmitir,
  Certificavel,
  CertificavelQuery,
  CertificadoVerificacao,
} from '../../supabase/functions/_shared/contract/certificados.ts';
import { businessToday } from '../../supabase/functions/_shared/contract/dates.ts';
import { CODE_PATTERN } from '../../supabase/functions/_shared/contract/rules/certificados.ts';
import { compareNames, matchesWords } from '../../supabase/functions/_shared/contract/text.ts';
import { callerOf, NO_SUCH_ID, P, SEED, type PersonKey } from './people.ts';
import type { Actor, Answer, Expectation, RequestSpec, Scenario, Step } from './scenario.ts';
import { bodyOf, callerDenials, error, firstMessage, get, M, ok, post, rowsOf, totalOf, del } from './scenarios-kit.ts';

export const CERT_ENDPOINTS: readonly string[] = [
  'listCertificaveis',
  'listCertificados',
  'getCertificado',
  'emitirCertificado',
  'revogarCertificado',
  'verificarCertificado',
];

// ── The seed, as every backend answers it ──────────────────────────────

type SeededCert = (typeof SEED.certificados)[number];

/** Everyone the scenarios act as (signed in). */
const ACTORS = ['gestor', 'diretor', 'secretaria', 'professor', 'aluno', 'alunoB'] as const satisfies readonly PersonKey[];

const situacaoOf = (c: SeededCert) => (c.cp_cert_revogado_em === null ? 'valido' : 'revogado');
const asAnswered = (c: SeededCert): Certificado => ({ ...c, cp_cert_situacao: situacaoOf(c) });
/** What a backend answers of a certificate, but its period's start (moved with its enrolment: see above). */
const stable = ({ cp_cert_inicio: _inicio, ...rest }: Certificado) => rest;
const newestFirst = (a: SeededCert, b: SeededCert) =>
  b.cp_cert_emitido_em.localeCompare(a.cp_cert_emitido_em) || b.cp_cert_id - a.cp_cert_id;

const reads = (who: PersonKey, c: SeededCert) => allows('certificados', 'read', callerOf(who), rowFacts('certificados', c));
const lists = (who: PersonKey) => may('certificados', 'list', callerOf(who).type, callerOf(who).grants);
const issues = (who: PersonKey) => may('certificados', 'create', callerOf(who).type, callerOf(who).grants);
const seenBy = (who: PersonKey) => SEED.certificados.filter((c) => reads(who, c)).sort(newestFirst);

/** The demo student's valid certificate, another school's valid one, the revoked one (alunoB's). */
const MINE = SEED.certificados.find((c) => c.cp_cert_aluno_id === P.aluno.cp_id && c.cp_cert_revogado_em === null)!;
const OTHER = SEED.certificados.find((c) => c.cp_cert_escola_id !== P.aluno.cp_escola_id && c.cp_cert_revogado_em === null)!;
const REVOKED = SEED.certificados.find((c) => c.cp_cert_revogado_em !== null)!;
if (!MINE || !OTHER || !REVOKED || REVOKED.cp_cert_aluno_id !== P.alunoB.cp_id) {
  throw new Error("The certificate scenarios need the demo student's valid one, another school's, and alunoB's revoked one");
}

type SeededMatricula = (typeof SEED.matriculas)[number];
const enrolmentOf = (id: number) => SEED.matriculas.find((m) => m.cp_mt_id === id)!;
const schoolName = (id: number) => SEED.escolas.find((e) => e.cp_ec_id === id)!.cp_ec_nome;
const courseName = (id: number) => SEED.cursos.find((k) => k.cp_curso_id === id)!.cp_nome_curso;
const personName = (id: number) => SEED.usuarios.find((u) => u.cp_id === id)!.cp_nome;

/** Concluded enrolments, as listCertificaveis answers them (but the start: see above), by the student's name. */
function certificavelOf(m: SeededMatricula) {
  const own = SEED.certificados.filter((c) => c.cp_cert_matricula_id === m.cp_mt_id);
  const current = own.find((c) => c.cp_cert_revogado_em === null) ?? [...own].sort(newestFirst)[0] ?? null;
  return {
    cp_mt_id: m.cp_mt_id,
    cp_mt_usuario: m.cp_mt_usuario,
    cp_mt_nome_usuario: m.cp_mt_nome_usuario,
    cp_mt_escola: m.cp_mt_escola,
    cp_escola_nome: schoolName(m.cp_mt_escola),
    cp_curso_nome: courseName(m.cp_mt_curso),
    cp_cert_id: current?.cp_cert_id ?? null,
    cp_cert_codigo: current?.cp_cert_codigo ?? null,
    cp_cert_situacao: current ? situacaoOf(current) : null,
  };
}
const CERTIFICAVEIS = SEED.matriculas
  .filter((m) => m.cp_status_matricula === 'concluido')
  .map(certificavelOf)
  .sort((a, b) => compareNames(a.cp_mt_nome_usuario, b.cp_mt_nome_usuario) || a.cp_mt_id - b.cp_mt_id);
/** Concluded enrolments without any certificate. */
const UNCERTIFIED = CERTIFICAVEIS.filter((c) => c.cp_cert_id === null);
if (UNCERTIFIED.length < 2) throw new Error('The certificate scenarios need two concluded enrolments without a certificate');
const FRESH = enrolmentOf(UNCERTIFIED[0]!.cp_mt_id);
const ACTIVE = SEED.matriculas.find((m) => m.cp_status_matricula === 'ativo')!;

// ── Requests and shared checks ─────────────────────────────────────────

const LIST = '/certificados?pageSize=100';
const certificaveisPath = (query = '') => `/certificados/matriculas?pageSize=100${query ? `&${query}` : ''}`;
const issue = (json: unknown): RequestSpec => post('/certificados', json);
const revoke = (id: number | string, json: unknown = { motivo: 'Dados do aluno conferidos errados.' }): RequestSpec =>
  post(`/certificados/${id}/revogar`, json);
const verify = (code: string): RequestSpec => get(`/verificar-certificado/${encodeURIComponent(code)}`);

/** The answer is exactly these seeded certificates, in this order, each valid for the schema. */
function exactCerts(rows: readonly SeededCert[], total = rows.length): Expectation {
  return ok({
    check: (a) => {
      expect(rowsOf<Certificado>(a).map(stable)).toEqual(rows.map((c) => stable(asAnswered(c))));
      for (const row of rowsOf(a)) expect(Certificado.safeParse(row).success, JSON.stringify(row)).toBe(true);
      expect(totalOf(a)).toBe(String(total));
    },
  });
}

function exactCertificaveis(rows: readonly ReturnType<typeof certificavelOf>[], total = rows.length): Expectation {
  return ok({
    check: (a) => {
      const answered = rowsOf<Certificavel>(a).map(({ cp_mt_primeira_parcela: _start, ...rest }) => rest);
      expect(answered).toEqual(rows);
      for (const row of rowsOf(a)) expect(Certificavel.safeParse(row).success, JSON.stringify(row)).toBe(true);
      expect(totalOf(a)).toBe(String(total));
    },
  });
}

/** The public answer: exactly the six fields, nothing else. */
const publicAnswer = (c: SeededCert, situacao = situacaoOf(c)): Expectation =>
  ok({
    check: (a) => {
      expect(a.body).toEqual({
        codigo: c.cp_cert_codigo,
        nome: c.cp_cert_aluno_nome,
        curso: c.cp_cert_curso_nome,
        escola: c.cp_cert_escola_nome,
        data: c.cp_cert_conclusao,
        situacao,
      });
      expect(Object.keys(a.body as object).sort()).toEqual(Object.keys(CertificadoVerificacao.shape).sort());
    },
  });

/** Every certificate as seeded, as the gestor lists them: nothing issued, nothing revoked. */
const unchanged: Step = { as: 'gestor', request: get(LIST), expect: exactCerts(seenBy('gestor')) };
const certificaveisUnchanged: Step = {
  as: 'gestor',
  request: get(certificaveisPath()),
  expect: exactCertificaveis(CERTIFICAVEIS),
};

/** A certificate an earlier step answered. */
const certAt = (e: readonly Answer[], step: number) => bodyOf<Certificado>(e[step]!);

/** A new certificate of `m`, as issued today or on `conclusao`: what any backend must answer. */
function issuedOf(m: SeededMatricula, conclusao = businessToday()): Expectation {
  return {
    status: 201,
    schema: Certificado,
    check: (a) => {
      const c = bodyOf<Certificado>(a);
      expect(c).toMatchObject({
        cp_cert_matricula_id: m.cp_mt_id,
        cp_cert_aluno_id: m.cp_mt_usuario,
        cp_cert_escola_id: m.cp_mt_escola,
        cp_cert_aluno_nome: personName(m.cp_mt_usuario),
        cp_cert_curso_nome: courseName(m.cp_mt_curso),
        cp_cert_escola_nome: schoolName(m.cp_mt_escola),
        cp_cert_diretor_nome: SEED.escolas.find((e) => e.cp_ec_id === m.cp_mt_escola)!.cp_ec_responsavel,
        cp_cert_conclusao: conclusao,
        cp_cert_situacao: 'valido',
        cp_cert_revogado_em: null,
        cp_cert_motivo: null,
      });
      expect(c.cp_cert_codigo).toMatch(CODE_PATTERN);
      expect(SEED.certificados.map((s) => s.cp_cert_codigo)).not.toContain(c.cp_cert_codigo);
      expect(Date.now() - Date.parse(c.cp_cert_emitido_em)).toBeLessThan(10 * 60_000);
    },
  };
}

/** The period's start of a certificate equals its enrolment's on the same backend. */
const startOfEnrolment = (matriculaId: number, certStep: number): Step => ({
  as: 'gestor',
  request: get(`/matriculas/${matriculaId}`),
  expect: ok({
    check: (a, e) =>
      expect(certAt(e, certStep).cp_cert_inicio).toBe(bodyOf<{ cp_mt_primeira_parcela: string }>(a).cp_mt_primeira_parcela),
  }),
});

const who = (as: PersonKey) => `${as} (type ${P[as].cp_tipo_user})`;

// ── GET /certificados ──────────────────────────────────────────────────

/** alunoB's first name folded (Natália → natalia) and the last word of her course. */
const NAME_AND_COURSE = `${REVOKED.cp_cert_aluno_nome.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()} ${REVOKED.cp_cert_curso_nome.split(' ').at(-2)!}`;

const listScenarios: Scenario[] = [
  ...ACTORS.map((as): Scenario => {
    const rows = seenBy(as);
    return {
      name: `listCertificados: ${who(as)} → ${lists(as) ? `${rows.length} certificate(s), newest first` : '403'}`,
      as,
      request: get(LIST),
      expect: lists(as) ? exactCerts(rows) : error(403, M.forbidden),
    };
  }),
  {
    name: 'listCertificados: situacao, a search over name, course and code (accents and case ignored), pages',
    as: 'gestor',
    request: get(`${LIST}&situacao=revogado`),
    expect: exactCerts([REVOKED]),
    then: [
      {
        as: 'gestor',
        request: get(`${LIST}&situacao=valido`),
        expect: exactCerts(seenBy('gestor').filter((c) => c !== REVOKED)),
      },
      // A part of a code, lower case.
      {
        as: 'gestor',
        request: get(`${LIST}&q=${encodeURIComponent(OTHER.cp_cert_codigo.slice(5, 9).toLowerCase())}`),
        expect: exactCerts(
          seenBy('gestor').filter((c) =>
            matchesWords(`${c.cp_cert_aluno_nome} ${c.cp_cert_curso_nome} ${c.cp_cert_codigo}`, OTHER.cp_cert_codigo.slice(5, 9)),
          ),
        ),
      },
      // The student's name without its accents, and a word of the course.
      {
        as: 'gestor',
        request: get(`${LIST}&q=${encodeURIComponent(NAME_AND_COURSE)}`),
        expect: exactCerts(
          seenBy('gestor').filter((c) => matchesWords(`${c.cp_cert_aluno_nome} ${c.cp_cert_curso_nome}`, NAME_AND_COURSE)),
        ),
      },
      { as: 'gestor', request: get(`${LIST}&q=ninguem-tem-isto`), expect: exactCerts([]) },
      {
        as: 'gestor',
        request: get('/certificados?page=2&pageSize=1'),
        expect: exactCerts(seenBy('gestor').slice(1, 2), seenBy('gestor').length),
      },
      // A student's search stays within their own.
      { as: 'aluno', request: get(`${LIST}&q=${encodeURIComponent(OTHER.cp_cert_codigo)}`), expect: exactCerts([]) },
      { as: 'alunoB', request: get(`${LIST}&situacao=valido`), expect: exactCerts([]) },
    ],
  },
  {
    name: 'listCertificados: a situation that is none → 400 with its message',
    as: 'gestor',
    request: get('/certificados?situacao=perdido'),
    expect: error(400, firstMessage(CertificadoQuery, { situacao: 'perdido' })),
  },
  ...callerDenials('listCertificados', get(LIST)),
];

// ── GET /certificados/:id ──────────────────────────────────────────────

const getScenarios: Scenario[] = [
  ...ACTORS.flatMap((as) =>
    [MINE, REVOKED].map((c): Scenario => {
      const label = c === MINE ? "the demo student's" : "alunoB's revoked";
      return {
        name: `getCertificado: ${who(as)} on ${label} → ${reads(as, c) ? 200 : 404}`,
        as,
        request: get(`/certificados/${c.cp_cert_id}`),
        expect: reads(as, c)
          ? ok({
              schema: Certificado,
              check: (a) => expect(stable(bodyOf<Certificado>(a))).toEqual(stable(asAnswered(c))),
            })
          : error(404, C.notFound),
        ...(reads(as, c) ? { then: [startOfEnrolment(c.cp_cert_matricula_id, 0)] } : {}),
      };
    }),
  ),
  {
    name: 'getCertificado: an unknown id → 404, a malformed one → 400',
    as: 'gestor',
    request: get(`/certificados/${NO_SUCH_ID}`),
    expect: error(404, C.notFound),
    then: [{ as: 'gestor', request: get('/certificados/abc'), expect: error(400, M.invalidId) }],
  },
  ...callerDenials('getCertificado', get(`/certificados/${MINE.cp_cert_id}`)),
];

// ── GET /certificados/matriculas ───────────────────────────────────────

const certificaveisScenarios: Scenario[] = [
  ...ACTORS.map((as): Scenario => ({
    name: `listCertificaveis: ${who(as)} → ${issues(as) ? `${CERTIFICAVEIS.length} concluded enrolment(s) by name` : '403'}`,
    as,
    request: get(certificaveisPath()),
    expect: issues(as) ? exactCertificaveis(CERTIFICAVEIS) : error(403, M.forbidden),
  })),
  {
    name: 'listCertificaveis: situacao pendente (never issued or revoked), valido, revogado; a school; a name; pages',
    as: 'gestor',
    request: get(certificaveisPath('situacao=pendente')),
    expect: exactCertificaveis(CERTIFICAVEIS.filter((c) => c.cp_cert_situacao !== 'valido')),
    then: [
      {
        as: 'gestor',
        request: get(certificaveisPath('situacao=valido')),
        expect: exactCertificaveis(CERTIFICAVEIS.filter((c) => c.cp_cert_situacao === 'valido')),
      },
      {
        as: 'gestor',
        request: get(certificaveisPath('situacao=revogado')),
        expect: exactCertificaveis(CERTIFICAVEIS.filter((c) => c.cp_cert_situacao === 'revogado')),
      },
      {
        as: 'gestor',
        request: get(certificaveisPath('escolaId=2')),
        expect: exactCertificaveis(CERTIFICAVEIS.filter((c) => c.cp_mt_escola === 2)),
      },
      {
        as: 'gestor',
        request: get(certificaveisPath(`q=${encodeURIComponent('NATALIA')}`)),
        expect: exactCertificaveis(CERTIFICAVEIS.filter((c) => matchesWords(c.cp_mt_nome_usuario, 'NATALIA'))),
      },
      {
        as: 'gestor',
        request: get('/certificados/matriculas?page=2&pageSize=3'),
        expect: exactCertificaveis(CERTIFICAVEIS.slice(3, 6), CERTIFICAVEIS.length),
      },
    ],
  },
  {
    name: 'listCertificaveis: a situation that is none, a school id that is none → 400 with the message',
    as: 'gestor',
    request: get('/certificados/matriculas?situacao=talvez'),
    expect: error(400, firstMessage(CertificavelQuery, { situacao: 'talvez' })),
    then: [
      {
        as: 'gestor',
        request: get('/certificados/matriculas?escolaId=-1'),
        expect: error(400, firstMessage(CertificavelQuery, { escolaId: '-1' })),
      },
    ],
  },
  ...callerDenials('listCertificaveis', get(certificaveisPath())),
];

// ── POST /certificados ─────────────────────────────────────────────────

function addDaysIso(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const TOMORROW = addDaysIso(businessToday(), 1);
/** A past day after every concluded enrolment's start (they started more than a year ago). */
const PAST_CONCLUSION = addDaysIso(businessToday(), -3);

const emitScenarios: Scenario[] = [
  {
    name: 'emitirCertificado: the gestor issues one (201, texts frozen from the enrolment); the code then checks valido, a second issue is 409',
    as: 'gestor',
    request: issue({ matriculaId: FRESH.cp_mt_id }),
    expect: issuedOf(FRESH),
    then: [
      startOfEnrolment(FRESH.cp_mt_id, 0),
      {
        as: 'anon',
        request: (e) => verify(certAt(e, 0).cp_cert_codigo),
        expect: ok({
          check: (a, e) => {
            const c = certAt(e, 0);
            expect(a.body).toEqual({
              codigo: c.cp_cert_codigo,
              nome: c.cp_cert_aluno_nome,
              curso: c.cp_cert_curso_nome,
              escola: c.cp_cert_escola_nome,
              data: c.cp_cert_conclusao,
              situacao: 'valido',
            });
          },
        }),
      },
      {
        as: 'gestor',
        request: (e) => get(`/certificados/${certAt(e, 0).cp_cert_id}`),
        expect: ok({ check: (a, e) => expect(a.body).toEqual(e[0]!.body) }),
      },
      // The gestor's list shows it first.
      {
        as: 'gestor',
        request: get(LIST),
        expect: ok({
          check: (a, e) => {
            expect(rowsOf<Certificado>(a)[0]).toEqual(e[0]!.body);
            expect(totalOf(a)).toBe(String(SEED.certificados.length + 1));
          },
        }),
      },
      {
        as: 'gestor',
        request: get(certificaveisPath('situacao=valido')),
        expect: ok({ check: (a) => expect(rowsOf<Certificavel>(a).map((c) => c.cp_mt_id)).toContain(FRESH.cp_mt_id) }),
      },
      { as: 'gestor', request: issue({ matriculaId: FRESH.cp_mt_id }), expect: error(409, C.alreadyIssued) },
      {
        as: 'gestor',
        request: get(LIST),
        expect: ok({ check: (a) => expect(totalOf(a)).toBe(String(SEED.certificados.length + 1)) }),
      },
    ],
  },
  {
    name: 'emitirCertificado: a conclusion date given (past, within the period) is the one printed',
    as: 'gestor',
    request: issue({ matriculaId: FRESH.cp_mt_id, conclusao: PAST_CONCLUSION }),
    expect: issuedOf(FRESH, PAST_CONCLUSION),
  },
  {
    name: 'emitirCertificado: revoked, then issued again with a new code; the old code checks revogado, the new one valido',
    as: 'gestor',
    request: revoke(MINE.cp_cert_id),
    expect: ok({ schema: Certificado, body: { cp_cert_id: MINE.cp_cert_id, cp_cert_situacao: 'revogado' } }),
    then: [
      {
        as: 'gestor',
        request: issue({ matriculaId: MINE.cp_cert_matricula_id }),
        expect: issuedOf(enrolmentOf(MINE.cp_cert_matricula_id)),
      },
      {
        as: 'gestor',
        request: get(LIST),
        expect: ok({
          check: (a, e) => {
            expect(certAt(e, 1).cp_cert_codigo).not.toBe(MINE.cp_cert_codigo);
            const both = rowsOf<Certificado>(a).filter((c) => c.cp_cert_matricula_id === MINE.cp_cert_matricula_id);
            expect(both.map((c) => [c.cp_cert_id, c.cp_cert_situacao])).toEqual([
              [certAt(e, 1).cp_cert_id, 'valido'],
              [MINE.cp_cert_id, 'revogado'],
            ]);
          },
        }),
      },
      { as: 'anon', request: verify(MINE.cp_cert_codigo), expect: publicAnswer(MINE, 'revogado') },
      {
        as: 'anon',
        request: (e) => verify(certAt(e, 1).cp_cert_codigo),
        expect: ok({ body: { situacao: 'valido', nome: MINE.cp_cert_aluno_nome } }),
      },
      // The student now holds both: the new one first.
      {
        as: 'aluno',
        request: get(LIST),
        expect: ok({
          check: (a, e) => {
            expect(rowsOf<Certificado>(a).map((c) => c.cp_cert_id)).toEqual([certAt(e, 1).cp_cert_id, MINE.cp_cert_id]);
          },
        }),
      },
    ],
  },
  {
    name: "emitirCertificado: an enrolment whose only certificate was revoked (alunoB's) is issued anew",
    as: 'gestor',
    request: issue({ matriculaId: REVOKED.cp_cert_matricula_id }),
    expect: issuedOf(enrolmentOf(REVOKED.cp_cert_matricula_id)),
    then: [
      {
        as: 'gestor',
        request: get(certificaveisPath('situacao=revogado')),
        expect: ok({
          check: (a) => expect(rowsOf<Certificavel>(a).map((c) => c.cp_mt_id)).not.toContain(REVOKED.cp_cert_matricula_id),
        }),
      },
      { as: 'anon', request: verify(REVOKED.cp_cert_codigo), expect: publicAnswer(REVOKED) },
    ],
  },
  ...ACTORS.filter((as) => !issues(as)).map((as): Scenario => ({
    name: `emitirCertificado: ${who(as)} → 403, nothing issued`,
    as,
    request: issue({ matriculaId: FRESH.cp_mt_id }),
    expect: error(403, M.forbidden),
    then: [unchanged, certificaveisUnchanged],
  })),
  {
    name: 'emitirCertificado: an unknown enrolment → 404; one not concluded → 409; one with a valid certificate → 409; nothing issued',
    as: 'gestor',
    request: issue({ matriculaId: NO_SUCH_ID }),
    expect: error(404, C.matriculaNotFound),
    then: [
      { as: 'gestor', request: issue({ matriculaId: ACTIVE.cp_mt_id }), expect: error(409, C.notConcluded) },
      { as: 'gestor', request: issue({ matriculaId: OTHER.cp_cert_matricula_id }), expect: error(409, C.alreadyIssued) },
      unchanged,
    ],
  },
  {
    name: 'emitirCertificado: a conclusion in the future or before the enrolment started → 400; nothing issued',
    as: 'gestor',
    request: issue({ matriculaId: FRESH.cp_mt_id, conclusao: TOMORROW }),
    expect: error(400, C.conclusaoFuture),
    then: [
      {
        as: 'gestor',
        request: issue({ matriculaId: FRESH.cp_mt_id, conclusao: '2000-01-01' }),
        expect: error(400, C.conclusaoBeforeStart),
      },
      unchanged,
      certificaveisUnchanged,
    ],
  },
  ...(
    [
      ['no enrolment', {}],
      ['an enrolment that is no id', { matriculaId: 'abc' }],
      ['a negative enrolment', { matriculaId: -4 }],
      ['a date that is none', { matriculaId: FRESH.cp_mt_id, conclusao: '2026-02-30' }],
      ['a date in another format', { matriculaId: FRESH.cp_mt_id, conclusao: '10/03/2026' }],
    ] as const
  ).map(([label, json]): Scenario => ({
    name: `emitirCertificado: ${label} → 400 with its message, nothing issued`,
    as: 'gestor',
    request: issue(json),
    expect: error(400, firstMessage(CertificadoEmitir, json)),
    then: [unchanged],
  })),
  {
    name: 'emitirCertificado: a body that is no JSON → 400',
    as: 'gestor',
    request: { method: 'POST', path: '/certificados', text: '{"matriculaId": ' },
    expect: error(400, M.invalidJson),
    then: [unchanged],
  },
  ...callerDenials('emitirCertificado', issue({ matriculaId: FRESH.cp_mt_id }), [unchanged]),
];

// ── POST /certificados/:id/revogar ─────────────────────────────────────

const revokeScenarios: Scenario[] = [
  {
    name: 'revogarCertificado: the gestor revokes with a reason (trimmed); the code then checks revogado; the student still reads it',
    as: 'gestor',
    request: revoke(MINE.cp_cert_id, { motivo: '  Curso concluído em outra unidade.  ' }),
    expect: ok({
      schema: Certificado,
      check: (a) => {
        const c = bodyOf<Certificado>(a);
        expect(stable(c)).toEqual({
          ...stable(asAnswered(MINE)),
          cp_cert_situacao: 'revogado',
          cp_cert_motivo: 'Curso concluído em outra unidade.',
          cp_cert_revogado_em: c.cp_cert_revogado_em,
        });
        expect(Date.now() - Date.parse(c.cp_cert_revogado_em!)).toBeLessThan(10 * 60_000);
      },
    }),
    then: [
      { as: 'anon', request: verify(MINE.cp_cert_codigo), expect: publicAnswer(MINE, 'revogado') },
      {
        as: 'aluno',
        request: get(`/certificados/${MINE.cp_cert_id}`),
        expect: ok({ check: (a, e) => expect(a.body).toEqual(e[0]!.body) }),
      },
      { as: 'gestor', request: revoke(MINE.cp_cert_id), expect: error(409, C.alreadyRevoked) },
      {
        as: 'gestor',
        request: get(`/certificados/${MINE.cp_cert_id}`),
        expect: ok({ check: (a, e) => expect(a.body).toEqual(e[0]!.body) }),
      },
    ],
  },
  ...ACTORS.filter((as) => as !== 'gestor').map((as): Scenario => {
    const answer = reads(as, MINE) ? error(403, M.forbidden) : error(404, C.notFound);
    return {
      name: `revogarCertificado: ${who(as)} on the demo student's → ${answer.status}, still valid`,
      as,
      request: revoke(MINE.cp_cert_id),
      expect: answer,
      then: [unchanged, { as: 'anon', request: verify(MINE.cp_cert_codigo), expect: publicAnswer(MINE) }],
    };
  }),
  {
    name: 'revogarCertificado: one already revoked → 409; an unknown id → 404; a malformed id → 400; nothing changed',
    as: 'gestor',
    request: revoke(REVOKED.cp_cert_id),
    expect: error(409, C.alreadyRevoked),
    then: [
      { as: 'gestor', request: revoke(NO_SUCH_ID), expect: error(404, C.notFound) },
      { as: 'gestor', request: revoke('abc'), expect: error(400, M.invalidId) },
      unchanged,
    ],
  },
  ...(
    [
      ['no reason', {}],
      ['a blank reason', { motivo: '   ' }],
      ['a reason too long', { motivo: 'x'.repeat(CERT_LIMITS.motivo + 1) }],
      ['a reason that is no text', { motivo: 42 }],
    ] as const
  ).map(([label, json]): Scenario => ({
    name: `revogarCertificado: ${label} → 400 with its message, still valid`,
    as: 'gestor',
    request: revoke(MINE.cp_cert_id, json),
    expect: error(400, firstMessage(CertificadoRevogar, json)),
    then: [unchanged],
  })),
  ...callerDenials('revogarCertificado', revoke(MINE.cp_cert_id), [unchanged]),
];

// ── GET /verificar-certificado/:codigo (public) ───────────────────────

const verifyScenarios: Scenario[] = [
  ...(['anon', 'garbageToken', ...ACTORS] as const).map((as: Actor): Scenario => ({
    name: `verificarCertificado: ${typeof as === 'string' ? as : 'someone'} checks a valid code → only the six public fields`,
    as,
    request: verify(MINE.cp_cert_codigo),
    expect: publicAnswer(MINE),
  })),
  {
    name: "verificarCertificado: a revoked code → revogado (its reason stays private); another school's → valido",
    as: 'anon',
    request: verify(REVOKED.cp_cert_codigo),
    expect: publicAnswer(REVOKED),
    then: [{ as: 'anon', request: verify(OTHER.cp_cert_codigo), expect: publicAnswer(OTHER) }],
  },
  {
    name: 'verificarCertificado: typed or scanned loosely (lower case, spaces, O for 0, I and L for 1) → the same certificate',
    as: 'anon',
    request: verify(MINE.cp_cert_codigo.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'i')),
    expect: publicAnswer(MINE),
    then: [
      { as: 'anon', request: verify(MINE.cp_cert_codigo.replaceAll('-', '').replaceAll('1', 'L')), expect: publicAnswer(MINE) },
    ],
  },
  {
    name: 'verificarCertificado: a well-formed code nobody has → 404',
    as: 'anon',
    request: verify(MINE.cp_cert_codigo.slice(0, -1) + (MINE.cp_cert_codigo.endsWith('Z') ? 'Y' : 'Z')),
    expect: error(404, C.unknownCode),
  },
  ...(['ABCD', 'ABCD-EFGH-JKMN-PQRS-TVWU', 'ABCD-EFGH-JKMN-PQRS-TVWX-Y', '%', "' or 1=1 --", 'x'.repeat(200)] as const).map(
    (code): Scenario => ({
      name: `verificarCertificado: ${JSON.stringify(code.length > 30 ? `${code.slice(0, 10)}…` : code)} → 400 codeInvalid`,
      as: 'anon',
      request: verify(code),
      expect: error(400, C.codeInvalid),
    }),
  ),
];

// ── DELETE /delete-matricula/:id with a certificate ────────────────────

/** A concluded mensalidade enrolment of alunoB (no installments): only a certificate can keep it. */
const concludedEnrolment = {
  usuarioId: P.alunoB.cp_id,
  cursoId: 3,
  escolaId: P.alunoB.cp_escola_id,
  status: 'concluido',
  tipoPagamento: 'mensalidade',
  valorMensalidade: 280,
  primeiraDataPagamento: '2024-02-10',
};
const createdId = (e: readonly Answer[]) => bodyOf<{ cp_mt_id: number }>(e[0]!).cp_mt_id;

const deleteScenarios: Scenario[] = (['gestor', 'diretor'] as const).map((as): Scenario => ({
  name: `deleteMatricula: ${who(as)} deletes an enrolment with a certificate, valid or revoked → 409, the enrolment stays`,
  as: 'gestor',
  request: post('/cadastrar-matricula', concludedEnrolment),
  expect: ok(),
  then: [
    { as: 'gestor', request: (e) => issue({ matriculaId: createdId(e) }), expect: { status: 201 } },
    { as, request: (e) => del(`/delete-matricula/${createdId(e)}`), expect: error(409, C.matriculaHasCertificate) },
    { as, request: (e) => get(`/matriculas/${createdId(e)}`), expect: ok({ body: { cp_status_matricula: 'concluido' } }) },
    { as: 'gestor', request: (e) => revoke(certAt(e, 1).cp_cert_id), expect: ok() },
    { as, request: (e) => del(`/delete-matricula/${createdId(e)}`), expect: error(409, C.matriculaHasCertificate) },
    { as, request: (e) => get(`/matriculas/${createdId(e)}`), expect: ok() },
    // Without a certificate the same kind of enrolment goes.
    { as: 'gestor', request: post('/cadastrar-matricula', { ...concludedEnrolment, valorMensalidade: 281 }), expect: ok() },
    { as, request: (e) => del(`/delete-matricula/${bodyOf<{ cp_mt_id: number }>(e[7]!).cp_mt_id}`), expect: ok() },
  ],
}));

export const CERT_SCENARIOS: readonly Scenario[] = [
  ...listScenarios,
  ...getScenarios,
  ...certificaveisScenarios,
  ...emitScenarios,
  ...revokeScenarios,
  ...verifyScenarios,
  ...deleteScenarios,
];
