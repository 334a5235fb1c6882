/**
 * Enrolments (docs/matriculas.md): the rules both backends apply around the
 * rows they read — who may be the student, the person details the form is
 * filled with, and which installments a save writes. Pure; the plan itself
 * is rules/parcelas.ts.
 */
import type { MatriculaRow, UsuarioMatricula } from '../entities.ts';
import type { MatriculaStudent } from '../matriculas.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { parcelasPlano, replanParcelas, type PlannedParcela } from './parcelas.ts';

/** A person's stored address fields. */
export interface EnderecoFields {
  readonly cp_end_rua: string | null;
  readonly cp_end_num: string | null;
  readonly cp_end_cidade_estado: string | null;
  readonly cp_end_cep: string | null;
}

/** A person's address in one line ("Rua X, 10 — Cidade/UF — CEP 00000-000"), or null when they have none. */
export function enderecoOf(u: EnderecoFields): string | null {
  const endereco = [
    [u.cp_end_rua, u.cp_end_num].filter(Boolean).join(', '),
    u.cp_end_cidade_estado,
    u.cp_end_cep ? `CEP ${u.cp_end_cep}` : null,
  ]
    .filter(Boolean)
    .join(' — ');
  return endereco === '' ? null : endereco;
}

/** The profile fields the enrolment form is filled with. */
export interface PersonDetails extends EnderecoFields {
  readonly cp_nome: string;
  readonly cp_cpf: string;
  readonly cp_datanascimento: string;
  readonly cp_profissao: string | null;
  readonly cp_estadocivil: string | null;
  readonly cp_whatsapp: string | null;
  readonly cp_telefone: string | null;
  readonly cp_email: string;
  readonly cp_escola_id: number | null;
}

/** The profile columns `usuarioMatriculaAnswer` reads. */
export const PERSON_DETAILS_COLUMNS = [
  'cp_nome',
  'cp_cpf',
  'cp_datanascimento',
  'cp_profissao',
  'cp_estadocivil',
  'cp_end_rua',
  'cp_end_num',
  'cp_end_cidade_estado',
  'cp_end_cep',
  'cp_whatsapp',
  'cp_telefone',
  'cp_email',
  'cp_escola_id',
] as const satisfies readonly (keyof PersonDetails)[];

/** A person's details for the enrolment form (spec section 3, "User details for enrolment"). */
export function usuarioMatriculaAnswer(u: PersonDetails): UsuarioMatricula {
  return {
    nomeUsuario: u.cp_nome,
    cpfUsuario: u.cp_cpf,
    dataNascimento: u.cp_datanascimento,
    profissao: u.cp_profissao,
    estadoCivil: u.cp_estadocivil,
    endereco: enderecoOf(u),
    whatsapp: u.cp_whatsapp,
    telefone: u.cp_telefone,
    email: u.cp_email,
    escolaId: u.cp_escola_id,
  };
}

/** The facts of the person a new enrolment names. */
export interface CandidateFacts {
  readonly cp_tipo_user: number;
  readonly cp_excluido: number;
  readonly cp_escola_id: number | null;
}

/**
 * Why the person a new enrolment names cannot be its student, or null: a
 * live person of the enrolment's school first (so someone of another school
 * is "not of this school" whatever their type), then a student (type 5).
 */
export function alunoRefusal(person: CandidateFacts | null | undefined, escolaId: number): string | null {
  if (!person || person.cp_excluido !== 0 || person.cp_escola_id !== escolaId) return SERVER_MESSAGES.matriculaUserInvalid;
  if (person.cp_tipo_user !== 5) return SERVER_MESSAGES.matriculaOnlyStudents;
  return null;
}

/**
 * Why an edit may not name another person (the student never changes): a
 * staff member the caller sees hears that only students are enrolled;
 * anyone else, that the student is not changed.
 */
export function alunoChangeRefusal(named: { readonly cp_tipo_user: number } | null | undefined): string {
  return named && named.cp_tipo_user !== 5 ? SERVER_MESSAGES.matriculaOnlyStudents : SERVER_MESSAGES.matriculaUserChanged;
}

/** The student as the enrolment recorded them when it was signed (an edit keeps them, school included). */
export const signedAluno = (
  row: Pick<MatriculaRow, 'cp_mt_usuario' | 'cp_mt_nome_usuario' | 'cp_mt_cadastro_usuario' | 'cp_mt_escola'>,
): MatriculaStudent => ({
  cp_id: row.cp_mt_usuario,
  cp_nome: row.cp_mt_nome_usuario,
  cp_cpf: row.cp_mt_cadastro_usuario,
  cp_escola_id: row.cp_mt_escola,
});

/** The payment fields of an enrolment form that decide its installments. */
export interface PlanForm {
  readonly tipoPagamento: 'parcelado' | 'mensalidade';
  readonly valorCurso?: number | null | undefined;
  readonly numeroParcelas?: number | null | undefined;
  readonly primeiraDataPagamento: string;
}

/** The installments a new enrolment is written with: its plan when parcelado, none for mensalidade. */
export function newEnrolmentPlan(form: PlanForm): PlannedParcela[] {
  return form.tipoPagamento === 'parcelado'
    ? parcelasPlano(form.valorCurso!, form.numeroParcelas!, form.primeiraDataPagamento)
    : [];
}

/** An installment an enrolment already has. */
export interface StoredParcela {
  readonly id: number;
  readonly numero: number;
  readonly valor: number;
  readonly pago: boolean;
}

/** What an edit writes to the installments: paid ones are never touched. */
export interface ParcelaChanges {
  /** Unpaid installments the new plan no longer has. */
  readonly remove: readonly number[];
  /** Unpaid installments kept under their number, with the new due date and value. */
  readonly update: readonly (PlannedParcela & { readonly id: number })[];
  /** Numbers the plan has and no installment holds yet. */
  readonly insert: readonly PlannedParcela[];
}

/**
 * The changes an edited enrolment makes to its installments (docs/matriculas.md,
 * "Editing never rewrites a payment"): the unpaid ones the contract's
 * replanParcelas wants (none for mensalidade), updated in place under their
 * number, inserted or removed. Null when the plan cannot hold what was paid
 * (SERVER_MESSAGES.matriculaPaidConflict).
 */
export function unpaidChanges(form: PlanForm, existing: readonly StoredParcela[]): ParcelaChanges | null {
  let wanted: PlannedParcela[] = [];
  if (form.tipoPagamento === 'parcelado') {
    const plan = replanParcelas(form.valorCurso!, form.numeroParcelas!, form.primeiraDataPagamento, existing);
    if (!plan.ok) return null;
    wanted = plan.unpaid;
  }
  const unpaid = new Map(existing.filter((p) => !p.pago).map((p) => [p.numero, p.id]));
  const keep = new Set(wanted.map((p) => p.numero));
  return {
    remove: [...unpaid].filter(([numero]) => !keep.has(numero)).map(([, id]) => id),
    update: wanted.flatMap((p) => {
      const id = unpaid.get(p.numero);
      return id === undefined ? [] : [{ ...p, id }];
    }),
    insert: wanted.filter((p) => !unpaid.has(p.numero)),
  };
}
