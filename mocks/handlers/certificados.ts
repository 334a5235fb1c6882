/**
 * Certificates (docs/certificados.md), as the api answers them. The gestor
 * issues one for a concluded enrolment (its texts frozen at issue) and
 * revokes it with a reason; a student reads their own; anyone checks a code
 * on the public route, which answers the six public fields only.
 * Authorisation goes only through ACCESS: a certificate outside the read
 * scope is 404, one read but not written 403. Every check runs before the
 * write, so a refusal changes nothing.
 */
import {
  CERT_MESSAGES,
  CERTIFICADO_ORDER,
  CERTIFICADO_SEARCH,
  CERTIFICAVEL_ORDER,
  CERTIFICAVEL_SEARCH,
  CertificadoCodigo,
  currentCertificate,
  emitirCertificado,
  getCertificado,
  listCertificados,
  listCertificaveis,
  revogarCertificado,
  verificarCertificado,
  type Certificavel,
} from '@contract';
import { businessToday } from '@contract/dates';
import { compareBy } from '@contract/order';
import { certSituacao, conclusaoProblem, matchesCertificavel, verificacaoOf } from '@contract/rules/certificados';
import { searchTextOf } from '@contract/search';
import { rowFacts, type Caller } from '@contract/access';
import { nextId, type MockDb } from '../db/schema';
import type { CertificadoRow, MatriculaRow } from '../seed/rows';
import { certificadoFacts, freshCode, toCertificado } from '../lib/certificados';
import { badRequest, conflict, notFound } from '../lib/errors';
import { listReply } from '../lib/list';
import { reply } from '../lib/reply';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, canRead, listableRows, readableRows } from '../lib/scope';
import { idParam, parseOrThrow } from '../lib/validation';

/** A certificate the caller reads, or 404. */
function findReadableCertificado(db: MockDb, caller: Caller, id: number): CertificadoRow {
  const row = db.certificados.findFirst((q) => q.where({ cp_cert_id: id }));
  if (!row) throw notFound(CERT_MESSAGES.notFound);
  assertReadable('certificados', caller, certificadoFacts(row), CERT_MESSAGES.notFound);
  return row;
}

/** The certificates of an enrolment the caller reads. */
const readableOf = (db: MockDb, caller: Caller, matriculaId: number): CertificadoRow[] =>
  readableRows(
    'certificados',
    caller,
    db.certificados.findMany((q) => q.where({ cp_cert_matricula_id: matriculaId })),
    certificadoFacts,
  );

function certificavel(db: MockDb, caller: Caller, m: MatriculaRow): Certificavel {
  const current = currentCertificate(readableOf(db, caller, m.cp_mt_id));
  return {
    cp_mt_id: m.cp_mt_id,
    cp_mt_usuario: m.cp_mt_usuario,
    cp_mt_nome_usuario: m.cp_mt_nome_usuario,
    cp_mt_escola: m.cp_mt_escola,
    cp_escola_nome: db.escolas.findFirst((q) => q.where({ cp_ec_id: m.cp_mt_escola }))?.cp_ec_nome ?? '',
    cp_curso_nome: db.cursos.findFirst((q) => q.where({ cp_curso_id: m.cp_mt_curso }))?.cp_nome_curso ?? '',
    cp_mt_primeira_parcela: m.cp_mt_primeira_parcela,
    cp_cert_id: current?.cp_cert_id ?? null,
    cp_cert_codigo: current?.cp_cert_codigo ?? null,
    cp_cert_situacao: current ? certSituacao(current.cp_cert_revogado_em) : null,
  };
}

export const certificadoRoutes: MockRoute[] = [
  // Before GET /certificados/:id: "matriculas" is no id.
  route(listCertificaveis, ({ query, auth, db }) => {
    assertMayWrite('certificados', auth, 'create');
    const concluded = listableRows('matriculas', auth, db.matriculas.all(), (m) => rowFacts('matriculas', m)).filter(
      (m) => m.cp_status_matricula === 'concluido',
    );
    return listReply(
      concluded.map((m) => certificavel(db, auth, m)),
      query,
      {
        searchText: searchTextOf(CERTIFICAVEL_SEARCH),
        filters: [
          (c) => query.escolaId === undefined || c.cp_mt_escola === query.escolaId,
          (c) => matchesCertificavel(query.situacao, c.cp_cert_situacao),
        ],
        sort: compareBy(CERTIFICAVEL_ORDER),
      },
    );
  }),

  route(listCertificados, ({ query, auth, db }) => {
    assertMayList('certificados', auth);
    const rows = listableRows('certificados', auth, db.certificados.all(), certificadoFacts).map(toCertificado);
    return listReply(rows, query, {
      searchText: searchTextOf(CERTIFICADO_SEARCH),
      filters: [(c) => query.situacao === undefined || c.cp_cert_situacao === query.situacao],
      sort: compareBy(CERTIFICADO_ORDER),
    });
  }),

  route(getCertificado, ({ params, auth, db }) => toCertificado(findReadableCertificado(db, auth, idParam(params, 'id')))),

  route(emitirCertificado, async ({ body, auth, db }) => {
    assertMayWrite('certificados', auth, 'create');
    const m = db.matriculas.findFirst((q) => q.where({ cp_mt_id: body.matriculaId }));
    if (!m || !canRead('matriculas', auth, rowFacts('matriculas', m))) throw notFound(CERT_MESSAGES.matriculaNotFound);
    assertWritable('certificados', auth, { schoolId: m.cp_mt_escola, ownerUserId: m.cp_mt_usuario }, 'create');
    if (m.cp_status_matricula !== 'concluido') throw conflict(CERT_MESSAGES.notConcluded);
    const valid = db.certificados.findFirst((q) =>
      q.where((c) => c.cp_cert_matricula_id === m.cp_mt_id && c.cp_cert_revogado_em === null),
    );
    if (valid) throw conflict(CERT_MESSAGES.alreadyIssued);
    const today = businessToday();
    const conclusao = body.conclusao ?? today;
    const problem = conclusaoProblem(conclusao, m.cp_mt_primeira_parcela, today);
    if (problem) throw badRequest(CERT_MESSAGES[problem]);
    // Frozen now, from the enrolment, its student, course and school (as the database's trigger does).
    const student = db.usuarios.findFirst((q) => q.where({ cp_id: m.cp_mt_usuario }));
    const school = db.escolas.findFirst((q) => q.where({ cp_ec_id: m.cp_mt_escola }));
    const curso = db.cursos.findFirst((q) => q.where({ cp_curso_id: m.cp_mt_curso }));
    if (!student || !school || !curso) throw new Error(`Matrícula ${m.cp_mt_id} sem aluno, escola ou curso`);
    const row: CertificadoRow = {
      cp_cert_id: nextId(db, 'certificados', 'cp_cert_id'),
      cp_cert_codigo: await freshCode(db),
      cp_cert_matricula_id: m.cp_mt_id,
      cp_cert_aluno_id: m.cp_mt_usuario,
      cp_cert_escola_id: m.cp_mt_escola,
      cp_cert_aluno_nome: student.cp_nome,
      cp_cert_curso_nome: curso.cp_nome_curso,
      cp_cert_escola_nome: school.cp_ec_nome,
      cp_cert_diretor_nome: school.cp_ec_responsavel,
      cp_cert_inicio: m.cp_mt_primeira_parcela,
      cp_cert_conclusao: conclusao,
      cp_cert_emitido_em: new Date().toISOString(),
      cp_cert_revogado_em: null,
      cp_cert_motivo: null,
    };
    await db.certificados.create(row);
    return reply(toCertificado(row), { status: 201 });
  }),

  route(revogarCertificado, async ({ params, body, auth, db }) => {
    const row = findReadableCertificado(db, auth, idParam(params, 'id'));
    assertWritable('certificados', auth, certificadoFacts(row));
    if (row.cp_cert_revogado_em !== null) throw conflict(CERT_MESSAGES.alreadyRevoked);
    const revoked = { ...row, cp_cert_revogado_em: new Date().toISOString(), cp_cert_motivo: body.motivo };
    await db.certificados.update((q) => q.where({ cp_cert_id: row.cp_cert_id }), {
      data(c) {
        c.cp_cert_revogado_em = revoked.cp_cert_revogado_em;
        c.cp_cert_motivo = revoked.cp_cert_motivo;
      },
    });
    return toCertificado(revoked);
  }),

  // Public: no token is looked at; only the six public fields leave.
  route(verificarCertificado, ({ params, db }) => {
    const codigo = parseOrThrow(CertificadoCodigo, params.codigo ?? '');
    const row = db.certificados.findFirst((q) => q.where({ cp_cert_codigo: codigo }));
    if (!row) throw notFound(CERT_MESSAGES.unknownCode);
    return verificacaoOf(row);
  }),
];
