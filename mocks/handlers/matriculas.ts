/**
 * Enrolments (matrículas; spec section 7, "Enrolments"; docs/matriculas.md).
 * An enrolment and its installments are written together; editing rewrites
 * only the unpaid installments (the contract's replanParcelas), and an
 * enrolment with a paid installment is never deleted.
 */
import type { z } from 'zod';
import {
  buscarUsuariosMatricula,
  CANDIDATE_SEARCH,
  CERT_MESSAGES,
  deleteMatricula,
  editMatricula,
  getMatricula,
  getUsuarioMatricula,
  listMatriculas,
  MATRICULA_ORDER,
  MATRICULA_SEARCH,
  matriculaColumns,
  registerMatricula,
  USUARIO_ORDER,
  type Matricula,
  type MatriculaForm,
  type MatriculaRow,
  type MatriculaStudent,
} from '@contract';
import { compareBy } from '@contract/order';
import { searchTextOf } from '@contract/search';
import { type Caller, rowFacts } from '@contract/access';
import { isPaid, SEM_PAGAMENTO, type PlannedParcela } from '@contract/rules/parcelas';
import {
  alunoChangeRefusal,
  alunoRefusal,
  newEnrolmentPlan,
  signedAluno,
  unpaidChanges,
  usuarioMatriculaAnswer,
  type ParcelaChanges,
} from '@contract/rules/matriculas';
import { nextId, type MockDb } from '../db/schema';
import { hasCertificate } from '../lib/certificados';
import { badRequest, conflict, forbidden, MSG, notFound } from '../lib/errors';
import { listReply } from '../lib/list';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, canWrite, listableRows } from '../lib/scope';
import { idParam } from '../lib/validation';

type Form = z.output<typeof MatriculaForm>;

const facts = (m: Pick<MatriculaRow, 'cp_mt_escola' | 'cp_mt_usuario'>) => rowFacts('matriculas', m);

/** An enrolment as answered: with the count of its paid installments. */
export function toMatricula(db: MockDb, row: MatriculaRow): Matricula {
  const paid = db.parcelas.findMany((q) => q.where({ cp_mt_id: row.cp_mt_id })).filter((p) => isPaid(p.cp_mtPar_status)).length;
  return { ...row, cp_mt_parcelas_pagas: paid };
}

/** An enrolment inside the caller's read scope, or 404. */
export function findReadableMatricula(db: MockDb, caller: Caller, id: number): MatriculaRow {
  const row = db.matriculas.findFirst((q) => q.where({ cp_mt_id: id }));
  if (!row) throw notFound(MSG.matriculaNotFound);
  assertReadable('matriculas', caller, facts(row), MSG.matriculaNotFound);
  return row;
}

/** The student of a form (the contract's alunoRefusal), as the enrolment copies them. */
function alunoOf(db: MockDb, form: Form): MatriculaStudent {
  const u = db.usuarios.findFirst((q) => q.where({ cp_id: form.usuarioId }));
  const refusal = alunoRefusal(u, form.escolaId);
  if (refusal !== null || !u) throw badRequest(refusal ?? MSG.matriculaUserInvalid);
  return { cp_id: u.cp_id, cp_nome: u.cp_nome, cp_cpf: u.cp_cpf, cp_escola_id: form.escolaId };
}

/** The person an edit names, as the api reads them under RLS: someone of a school the caller enrols in. */
function namedInReach(db: MockDb, caller: Caller, userId: number) {
  const u = db.usuarios.findFirst((q) => q.where({ cp_id: userId }));
  return u && canWrite('matriculas', caller, { schoolId: u.cp_escola_id }, 'create') ? u : undefined;
}

function assertCourse(db: MockDb, cursoId: number): void {
  if (!db.cursos.findFirst((q) => q.where({ cp_curso_id: cursoId }))) throw badRequest(MSG.courseMissing);
}

/** The installments of an enrolment as the contract's unpaidChanges reads them. */
const storedParcelas = (db: MockDb, matriculaId: number) =>
  db.parcelas
    .findMany((q) => q.where({ cp_mt_id: matriculaId }))
    .map((p) => ({
      id: p.cp_mtPar_id,
      numero: p.cp_mtPar_numero,
      valor: p.cp_mtPar_valorParcela,
      pago: isPaid(p.cp_mtPar_status),
    }));

/** Writes new installments of an enrolment, 'à vencer'. */
async function createParcelas(db: MockDb, row: MatriculaRow, plan: readonly PlannedParcela[]): Promise<void> {
  for (const p of plan) {
    await db.parcelas.create({
      cp_mtPar_id: nextId(db, 'parcelas', 'cp_mtPar_id'),
      cp_mt_id: row.cp_mt_id,
      cp_mt_escola: row.cp_mt_escola,
      cp_mt_usuario: row.cp_mt_usuario,
      cp_mtPar_numero: p.numero,
      cp_mtPar_dataParcela: p.vencimento,
      cp_mtPar_valorParcela: p.valor,
      cp_mtPar_status: 'à vencer',
      ...SEM_PAGAMENTO,
    });
  }
}

/** Applies an edit's changes to the unpaid installments (paid ones are never touched). */
async function writeUnpaid(db: MockDb, row: MatriculaRow, changes: ParcelaChanges): Promise<void> {
  const gone = new Set(changes.remove);
  db.parcelas.deleteMany((q) => q.where((p) => gone.has(p.cp_mtPar_id)));
  for (const p of changes.update) {
    await db.parcelas.update((q) => q.where({ cp_mtPar_id: p.id }), {
      data(r) {
        r.cp_mtPar_dataParcela = p.vencimento;
        r.cp_mtPar_valorParcela = p.valor;
      },
    });
  }
  await createParcelas(db, row, changes.insert);
}

export const matriculaRoutes: MockRoute[] = [
  route(listMatriculas, ({ query, auth, db }) => {
    assertMayList('matriculas', auth);
    return listReply(
      listableRows('matriculas', auth, db.matriculas.all(), facts),
      query,
      {
        searchText: searchTextOf(MATRICULA_SEARCH),
        filters: [
          (m) => query.status === undefined || m.cp_status_matricula === query.status,
          (m) => query.escolaId === undefined || m.cp_mt_escola === query.escolaId,
        ],
        sort: compareBy(MATRICULA_ORDER),
      },
      (m) => toMatricula(db, m),
    );
  }),

  route(getMatricula, ({ params, auth, db }) => toMatricula(db, findReadableMatricula(db, auth, idParam(params, 'id')))),

  route(getUsuarioMatricula, ({ params, auth, db }) => {
    // As the api: a malformed id is a 400 before any permission is looked at.
    const userId = idParam(params, 'userId');
    assertMayWrite('matriculas', auth, 'create');
    const u = db.usuarios.findFirst((q) => q.where({ cp_id: userId }));
    // Only a live person of a school the caller enrols in exists for this lookup.
    if (!u || u.cp_excluido === 1 || !canWrite('matriculas', auth, { schoolId: u.cp_escola_id }, 'create')) {
      throw notFound(MSG.userNotFound);
    }
    return usuarioMatriculaAnswer(u);
  }),

  route(buscarUsuariosMatricula, ({ query, auth, db }) => {
    assertMayWrite('matriculas', auth, 'create');
    // Only students are enrolled: the search offers nobody else.
    const people = db.usuarios
      .findMany((q) => q.where({ cp_excluido: 0, cp_tipo_user: 5 }))
      .filter((u) => canWrite('matriculas', auth, { schoolId: u.cp_escola_id }, 'create'))
      .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome, cp_cpf: u.cp_cpf, cp_escola_id: u.cp_escola_id }));
    return listReply(people, query, {
      searchText: searchTextOf(CANDIDATE_SEARCH),
      filters: [(u) => query.escolaId === undefined || u.cp_escola_id === query.escolaId],
      sort: compareBy(USUARIO_ORDER),
    });
  }),

  route(registerMatricula, async ({ body, auth, db }) => {
    assertMayWrite('matriculas', auth, 'create');
    // The school first (403 outside the caller's), then the person in it (400).
    if (!canWrite('matriculas', auth, { schoolId: body.escolaId }, 'create')) throw forbidden();
    const student = alunoOf(db, body);
    assertCourse(db, body.cursoId);
    const id = nextId(db, 'matriculas', 'cp_mt_id');
    const row: MatriculaRow = { cp_mt_id: id, ...matriculaColumns(body, student) };
    await db.matriculas.create(row);
    await createParcelas(db, row, newEnrolmentPlan(body));
    return { msg: MSG.matriculaRegistered, cp_mt_id: id };
  }),

  route(editMatricula, async ({ params, body, auth, db }) => {
    const row = findReadableMatricula(db, auth, idParam(params, 'id'));
    assertWritable('matriculas', auth, facts(row));
    if (body.usuarioId !== row.cp_mt_usuario) {
      throw badRequest(alunoChangeRefusal(namedInReach(db, auth, body.usuarioId)));
    }
    const student = signedAluno(row);
    assertCourse(db, body.cursoId);
    // Check the plan before anything is written (nothing is half-written).
    const changes = unpaidChanges(body, storedParcelas(db, row.cp_mt_id));
    if (!changes) throw badRequest(MSG.matriculaPaidConflict);
    const columns = matriculaColumns(body, student);
    await db.matriculas.update((q) => q.where({ cp_mt_id: row.cp_mt_id }), {
      data(m) {
        Object.assign(m, columns);
      },
    });
    await writeUnpaid(db, { ...row, ...columns }, changes);
    return { msg: MSG.matriculaUpdated };
  }),

  route(deleteMatricula, ({ params, auth, db }) => {
    const row = findReadableMatricula(db, auth, idParam(params, 'id'));
    assertWritable('matriculas', auth, facts(row), 'delete');
    const own = db.parcelas.findMany((q) => q.where({ cp_mt_id: row.cp_mt_id }));
    if (own.some((p) => isPaid(p.cp_mtPar_status))) throw conflict(MSG.matriculaHasPayments);
    // A certificate, valid or revoked, keeps its enrolment (docs/certificados.md).
    if (hasCertificate(db, row.cp_mt_id)) throw conflict(CERT_MESSAGES.matriculaHasCertificate);
    db.parcelas.deleteMany((q) => q.where({ cp_mt_id: row.cp_mt_id }));
    db.matriculas.delete((q) => q.where({ cp_mt_id: row.cp_mt_id }));
    return { msg: MSG.matriculaDeleted };
  }),
];
