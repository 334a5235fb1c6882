/**
 * Enrolments (matrículas; spec section 7, "Enrolments"; docs/matriculas.md).
 * An enrolment and its installments are written together; editing rewrites
 * only the unpaid installments (the contract's replanParcelas), and an
 * enrolment with a paid installment is never deleted.
 */
import type { z } from 'zod';
import {
  buscarUsuariosMatricula,
  CERT_MESSAGES,
  deleteMatricula,
  editMatricula,
  getMatricula,
  getUsuarioMatricula,
  listMatriculas,
  matriculaColumns,
  registerMatricula,
  type Matricula,
  type MatriculaForm,
  type MatriculaRow,
  type MatriculaStudent,
} from '@contract';
import { onlyDigits } from '@contract/validators';
import type { Caller } from '@/domain/access';
import { isPaid, parcelasPlano, replanParcelas } from '@/domain/installments';
import { nextId, type MockDb } from '../db/schema';
import { hasCertificate } from '../lib/certificados';
import { badRequest, conflict, forbidden, MSG, notFound } from '../lib/errors';
import { compareNames, listReply } from '../lib/list';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, canWrite, listableRows } from '../lib/scope';
import { rowFacts } from '@/domain/access';
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

/**
 * The student of a form: a live person of the enrolment's school, as the
 * enrolment copies them, and a student (type 5). The school first, so a
 * person of another school is "not of this school" whatever their type.
 */
function studentOf(db: MockDb, form: Form): MatriculaStudent {
  const u = db.usuarios.findFirst((q) => q.where({ cp_id: form.usuarioId }));
  if (!u || u.cp_excluido === 1 || u.cp_escola_id !== form.escolaId) throw badRequest(MSG.matriculaUserInvalid);
  if (u.cp_tipo_user !== 5) throw badRequest(MSG.matriculaOnlyStudents);
  return { cp_id: u.cp_id, cp_nome: u.cp_nome, cp_cpf: u.cp_cpf, cp_escola_id: u.cp_escola_id };
}

/**
 * Whether `userId` is someone the caller sees as an enrolment writer (a
 * person of a school they enrol in, as the api reads them under RLS) who is
 * not a student: an edit naming them hears why.
 */
function isStaffInReach(db: MockDb, caller: Caller, userId: number): boolean {
  const u = db.usuarios.findFirst((q) => q.where({ cp_id: userId }));
  return u !== undefined && u.cp_tipo_user !== 5 && canWrite('matriculas', caller, { schoolId: u.cp_escola_id }, 'create');
}

/** The student as the enrolment recorded them when it was signed (an edit keeps them, school included). */
export const signedStudent = (row: MatriculaRow): MatriculaStudent => ({
  cp_id: row.cp_mt_usuario,
  cp_nome: row.cp_mt_nome_usuario,
  cp_cpf: row.cp_mt_cadastro_usuario,
  cp_escola_id: row.cp_mt_escola,
});

function assertCourse(db: MockDb, cursoId: number): void {
  if (!db.cursos.findFirst((q) => q.where({ cp_curso_id: cursoId }))) throw badRequest(MSG.courseMissing);
}

/** Writes the unpaid installments a parcelado enrolment must have (paid ones are never touched). */
async function writeUnpaid(db: MockDb, row: MatriculaRow, form: Form): Promise<void> {
  const existing = db.parcelas.findMany((q) => q.where({ cp_mt_id: row.cp_mt_id }));
  const unpaidRows = existing.filter((p) => !isPaid(p.cp_mtPar_status));
  let wanted: { numero: number; vencimento: string; valor: number }[] = [];
  if (form.tipoPagamento === 'parcelado') {
    const plan = replanParcelas(
      form.valorCurso!,
      form.numeroParcelas!,
      form.primeiraDataPagamento,
      existing.map((p) => ({ numero: p.cp_mtPar_numero, valor: p.cp_mtPar_valorParcela, pago: isPaid(p.cp_mtPar_status) })),
    );
    if (!plan.ok) throw badRequest(MSG.matriculaPaidConflict);
    wanted = plan.unpaid;
  }
  const keep = new Set(wanted.map((p) => p.numero));
  db.parcelas.deleteMany((q) =>
    q.where((p) => p.cp_mt_id === row.cp_mt_id && !isPaid(p.cp_mtPar_status) && !keep.has(p.cp_mtPar_numero)),
  );
  for (const p of wanted) {
    const current = unpaidRows.find((u) => u.cp_mtPar_numero === p.numero);
    if (current) {
      await db.parcelas.update((q) => q.where({ cp_mtPar_id: current.cp_mtPar_id }), {
        data(r) {
          r.cp_mtPar_dataParcela = p.vencimento;
          r.cp_mtPar_valorParcela = p.valor;
        },
      });
    } else {
      await db.parcelas.create({
        cp_mtPar_id: nextId(db, 'parcelas', 'cp_mtPar_id'),
        cp_mt_id: row.cp_mt_id,
        cp_mt_escola: row.cp_mt_escola,
        cp_mt_usuario: row.cp_mt_usuario,
        cp_mtPar_numero: p.numero,
        cp_mtPar_dataParcela: p.vencimento,
        cp_mtPar_valorParcela: p.valor,
        cp_mtPar_status: 'à vencer',
      });
    }
  }
}

const digits = (s: string) => onlyDigits(s);

export const matriculaRoutes: MockRoute[] = [
  route(listMatriculas, ({ query, auth, db }) => {
    assertMayList('matriculas', auth);
    return listReply(
      listableRows('matriculas', auth, db.matriculas.all(), facts),
      query,
      {
        searchText: (m) => `${m.cp_mt_nome_usuario} ${m.cp_mt_cadastro_usuario} ${digits(m.cp_mt_cadastro_usuario)}`,
        filters: [
          (m) => query.status === undefined || m.cp_status_matricula === query.status,
          (m) => query.escolaId === undefined || m.cp_mt_escola === query.escolaId,
        ],
        sort: (a, b) => compareNames(a.cp_mt_nome_usuario, b.cp_mt_nome_usuario) || a.cp_mt_id - b.cp_mt_id,
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
    const endereco = [
      [u.cp_end_rua, u.cp_end_num].filter(Boolean).join(', '),
      u.cp_end_cidade_estado,
      u.cp_end_cep ? `CEP ${u.cp_end_cep}` : null,
    ]
      .filter(Boolean)
      .join(' — ');
    return {
      nomeUsuario: u.cp_nome,
      cpfUsuario: u.cp_cpf,
      dataNascimento: u.cp_datanascimento,
      profissao: u.cp_profissao,
      estadoCivil: u.cp_estadocivil,
      endereco: endereco === '' ? null : endereco,
      whatsapp: u.cp_whatsapp,
      telefone: u.cp_telefone,
      email: u.cp_email,
      escolaId: u.cp_escola_id,
    };
  }),

  route(buscarUsuariosMatricula, ({ query, auth, db }) => {
    assertMayWrite('matriculas', auth, 'create');
    // Only students are enrolled: the search offers nobody else.
    const people = db.usuarios
      .findMany((q) => q.where({ cp_excluido: 0, cp_tipo_user: 5 }))
      .filter((u) => canWrite('matriculas', auth, { schoolId: u.cp_escola_id }, 'create'))
      .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome, cp_cpf: u.cp_cpf, cp_escola_id: u.cp_escola_id }));
    return listReply(people, query, {
      searchText: (u) => `${u.cp_nome} ${u.cp_cpf} ${digits(u.cp_cpf)}`,
      filters: [(u) => query.escolaId === undefined || u.cp_escola_id === query.escolaId],
      sort: (a, b) => compareNames(a.cp_nome, b.cp_nome) || a.cp_id - b.cp_id,
    });
  }),

  route(registerMatricula, async ({ body, auth, db }) => {
    assertMayWrite('matriculas', auth, 'create');
    // The school first (403 outside the caller's), then the person in it (400).
    if (!canWrite('matriculas', auth, { schoolId: body.escolaId }, 'create')) throw forbidden();
    const student = studentOf(db, body);
    assertCourse(db, body.cursoId);
    const id = nextId(db, 'matriculas', 'cp_mt_id');
    const row: MatriculaRow = { cp_mt_id: id, ...matriculaColumns(body, student) };
    const plan =
      body.tipoPagamento === 'parcelado' ? parcelasPlano(body.valorCurso!, body.numeroParcelas!, body.primeiraDataPagamento) : [];
    await db.matriculas.create(row);
    for (const p of plan) {
      await db.parcelas.create({
        cp_mtPar_id: nextId(db, 'parcelas', 'cp_mtPar_id'),
        cp_mt_id: id,
        cp_mt_escola: row.cp_mt_escola,
        cp_mt_usuario: row.cp_mt_usuario,
        cp_mtPar_numero: p.numero,
        cp_mtPar_dataParcela: p.vencimento,
        cp_mtPar_valorParcela: p.valor,
        cp_mtPar_status: 'à vencer',
      });
    }
    return { msg: MSG.matriculaRegistered, cp_mt_id: id };
  }),

  route(editMatricula, async ({ params, body, auth, db }) => {
    const row = findReadableMatricula(db, auth, idParam(params, 'id'));
    assertWritable('matriculas', auth, facts(row));
    if (body.usuarioId !== row.cp_mt_usuario) {
      throw badRequest(isStaffInReach(db, auth, body.usuarioId) ? MSG.matriculaOnlyStudents : MSG.matriculaUserChanged);
    }
    const student = signedStudent(row);
    assertCourse(db, body.cursoId);
    // Check the plan before anything is written (nothing is half-written).
    if (body.tipoPagamento === 'parcelado') {
      const existing = db.parcelas.findMany((q) => q.where({ cp_mt_id: row.cp_mt_id }));
      const plan = replanParcelas(
        body.valorCurso!,
        body.numeroParcelas!,
        body.primeiraDataPagamento,
        existing.map((p) => ({ numero: p.cp_mtPar_numero, valor: p.cp_mtPar_valorParcela, pago: isPaid(p.cp_mtPar_status) })),
      );
      if (!plan.ok) throw badRequest(MSG.matriculaPaidConflict);
    }
    const columns = matriculaColumns(body, student);
    await db.matriculas.update((q) => q.where({ cp_mt_id: row.cp_mt_id }), {
      data(m) {
        Object.assign(m, columns);
      },
    });
    await writeUnpaid(db, { ...row, ...columns }, body);
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
