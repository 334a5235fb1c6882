/**
 * The RLS matrix as data: who (anon, each user type, a deleted person) does
 * what (select / insert / update / delete) to which row (own, same school,
 * other school, higher type…) of which table → the expected outcome.
 *
 * Expectations are written by hand from the product spec (section 6) and
 * src/domain/access.ts, cell by cell — deliberately NOT computed from ACCESS,
 * so a wrong policy and a wrong table cannot agree by construction.
 *
 * Every cell runs in its own rolled-back transaction on top of the fixture
 * below (ids far above the seed's), through `inRole`, exactly as PostgREST
 * would run the request. Writes use `returning`, so a write the USING clause
 * filters out shows as 0 rows, while a grant or WITH CHECK violation is the
 * error 42501. After the statement, the cell runs the checks COMMIT would run
 * (`set constraints all immediate`), so a deferred constraint's refusal is
 * the cell's outcome too, as the client would see it.
 *
 * Feature issues add their tables: a fixture block, an op type, and cells.
 */
import type { UserType } from '@contract';

// ---------------------------------------------------------------------------
// Fixture: three schools, people of every type, profile photos, two courses,
// three classes and their members, enrolments and their installments
// ---------------------------------------------------------------------------

export const SCHOOLS = { A: 910_001, B: 910_002, C: 910_003 } as const;
export type SchoolKey = keyof typeof SCHOOLS;

export interface FixturePerson {
  readonly id: number;
  readonly type: UserType;
  readonly school: SchoolKey;
  readonly deleted?: boolean;
  /** Has a photo `avatars/<id>/foto.png`. */
  readonly photo?: boolean;
}

/** Escola C has nobody in it (it can be deleted). */
export const PEOPLE = {
  gestor: { id: 910_101, type: 1, school: 'A' },
  diretorA: { id: 910_102, type: 2, school: 'A', photo: true },
  secretariaA: { id: 910_103, type: 3, school: 'A' },
  professorA: { id: 910_104, type: 4, school: 'A', photo: true },
  alunoA: { id: 910_105, type: 5, school: 'A', photo: true },
  alunoA2: { id: 910_106, type: 5, school: 'A' },
  excluidoA: { id: 910_107, type: 2, school: 'A', deleted: true },
  professorA2: { id: 910_108, type: 4, school: 'A' },
  /** A student without a class. */
  alunoA3: { id: 910_109, type: 5, school: 'A' },
  diretorB: { id: 910_201, type: 2, school: 'B' },
  secretariaB: { id: 910_202, type: 3, school: 'B' },
  professorB: { id: 910_203, type: 4, school: 'B' },
  alunoB: { id: 910_204, type: 5, school: 'B', photo: true },
} as const satisfies Record<string, FixturePerson>;
export type Person = keyof typeof PEOPLE;

/** The auth.users id of a fixture person. */
export const authIdOf = (person: Person): string => `00000000-0000-4000-8000-${String(PEOPLE[person].id).padStart(12, '0')}`;
/** Auth users without a profile, used as the account of a newly inserted profile. */
export const SPARE_AUTH_ID = '00000000-0000-4000-8000-000000919999';
/** A bucket of nobody's: the file policies must not reach it. */
export const OTHER_BUCKET = 'rls-outro';

/**
 * Uploads (public.uploads): alunoA has one pending with its object stored,
 * one used (claimed) with its object, one pending and one used whose bytes
 * never came; diretorA has a pending audio with its object and a pending
 * lesson-summary file without. Objects are `<owner id>/<upload id>.<ext>`.
 */
export const UPLOADS = {
  pendingA: { id: '91000000-0000-4000-8000-000000000001', owner: 'alunoA', kind: 'foto', claimed: false, stored: true },
  usedA: { id: '91000000-0000-4000-8000-000000000002', owner: 'alunoA', kind: 'foto', claimed: true, stored: true },
  emptyA: { id: '91000000-0000-4000-8000-000000000003', owner: 'alunoA', kind: 'foto', claimed: false, stored: false },
  usedEmptyA: { id: '91000000-0000-4000-8000-000000000004', owner: 'alunoA', kind: 'foto', claimed: true, stored: false },
  audioD: { id: '91000000-0000-4000-8000-000000000005', owner: 'diretorA', kind: 'audio', claimed: false, stored: true },
  resumoD: { id: '91000000-0000-4000-8000-000000000006', owner: 'diretorA', kind: 'resumo', claimed: false, stored: false },
} as const satisfies Record<
  string,
  { id: string; owner: Person; kind: 'foto' | 'audio' | 'resumo'; claimed: boolean; stored: boolean }
>;
export type UploadKey = keyof typeof UPLOADS;
export const UPLOAD_PLACE = {
  foto: { bucket: 'avatars', ext: 'png' },
  audio: { bucket: 'audios', ext: 'mp3' },
  resumo: { bucket: 'resumos', ext: 'pdf' },
} as const;
export const uploadObject = (key: UploadKey) => {
  const u = UPLOADS[key];
  return { bucket: UPLOAD_PLACE[u.kind].bucket, name: `${PEOPLE[u.owner].id}/${u.id}.${UPLOAD_PLACE[u.kind].ext}` };
};

/**
 * Stored objects: the profile photos (`avatars/<id>/foto.png`, shown by the
 * profiles), uploads with bytes, one in OTHER_BUCKET; and the course files
 * (a track of each course, the PDF each course shows), which the `fixtures`
 * select leaves out (they have cells of their own).
 */
export type ObjectKey =
  | 'photoDiretorA'
  | 'photoProfessorA'
  | 'photoAlunoA'
  | 'photoAlunoB'
  | 'pendingA'
  | 'usedA'
  | 'audioD'
  | 'other'
  | 'trackUsed'
  | 'trackFree'
  | 'pdfUsed'
  | 'pdfFree'
  | 'matPdfKids'
  | 'matPdfDeutsch'
  | 'matImageKids'
  | 'extraPdfKids'
  | 'extraPdfDeutsch'
  | 'extraImageKids'
  | 'resumoFileTA1'
  | 'resumoFileTB1';

/**
 * Courses: one used by every fixture class, one unused (it can be deleted), one with no tracks yet (direção may fill it).
 * Their names (CURSO_NAMES) give the fixture's teachers the material code KIDS (categoryCodeFor).
 */
export const CURSOS = { used: 910_501, free: 910_502, vazio: 910_503 } as const;
export type CursoKey = keyof typeof CURSOS;
export const CURSO_NAMES: Readonly<Record<CursoKey, string>> = {
  used: 'RLS [ING] FERRIS WHEEL 1',
  free: 'RLS [ALE] MOMENTE A1.1',
  vazio: 'RLS Curso vazio',
};

/**
 * Materials, the same three in each table: one for the KIDS teachers (every
 * fixture teacher: their classes' course), one for DEUTSCH and CES (none of
 * them) whose download flag is 0, one with no code (every teacher). Each has
 * a PDF; `kids` a thumbnail too.
 */
export const MATERIAIS = {
  kids: { id: 911_001, codes: 'KIDS', download: 1 },
  deutsch: { id: 911_002, codes: 'DEUTSCH,CES', download: 0 },
  geral: { id: 911_003, codes: '', download: 1 },
} as const satisfies Record<string, { id: number; codes: string; download: 0 | 1 }>;
export type MaterialKey = keyof typeof MATERIAIS;
export type MaterialTable = 'materiais' | 'materiais_extra';
export const materialPdf = (table: MaterialTable, key: MaterialKey) => `pdfs-materiais/rls/${table}-${key}.pdf`;
export const materialImage = (table: MaterialTable, key: MaterialKey) => `miniaturas/rls/${table}-${key}.png`;

/** professorA2 holds the extra-material grant (public.permissoes), given by the gestor. */
export const GRANT_HOLDER = 'professorA2' satisfies Person;

/** Tracks (public.audios): two of the used course (the classes' course), one of the free one; files `audios/rls/<id>.mp3`. */
export const AUDIOS = {
  used1: { id: 910_901, curso: 'used' },
  used2: { id: 910_902, curso: 'used' },
  free1: { id: 910_903, curso: 'free' },
} as const satisfies Record<string, { id: number; curso: CursoKey }>;
export type AudioKey = keyof typeof AUDIOS;
export const audioFile = (key: AudioKey) => `audios/rls/${AUDIOS[key].id}.mp3`;
/** The PDF each fixture course shows (cp_pdf1_curso). */
export const cursoPdf = (key: CursoKey) => `pdfs-cursos/rls/${key}.pdf`;

/** Classes: two in school A (different teachers), one in school B. Escola C has none. */
export const TURMAS = {
  TA1: { id: 910_601, school: 'A', teacher: 'professorA' },
  TA2: { id: 910_602, school: 'A', teacher: 'professorA2' },
  TB1: { id: 910_603, school: 'B', teacher: 'professorB' },
} as const satisfies Record<string, { id: number; school: SchoolKey; teacher: Person }>;
export type TurmaKey = keyof typeof TURMAS;

/** Who is in which class (turma_alunos). alunoA3 is in none. */
export const MEMBERS = { alunoA: 'TA1', alunoA2: 'TA2', alunoB: 'TB1' } as const satisfies Partial<Record<Person, TurmaKey>>;

/**
 * Enrolments (all of the used course). `MAm` is alunoA's second enrolment,
 * switched to mensalidade: it keeps installments of its former plan, a paid
 * one and an unpaid one (the api removes the unpaid ones on a switch; the
 * database allows them). No sum applies to a mensalidade, so a single
 * statement that adds, removes or revalues one of its installments commits:
 * the cells that must succeed target it, those on a parcelado plan pin the
 * commit check.
 */
export type FixtureMatricula = { readonly id: number; readonly student: Person; readonly school: SchoolKey } & (
  | { readonly tipo: 'parcelado'; readonly valorCurso: number; readonly quantasParcelas: number }
  | { readonly tipo: 'mensalidade'; readonly valorMensalidade: number }
);

export const MATRICULAS = {
  MA: { id: 910_701, student: 'alunoA', school: 'A', tipo: 'parcelado', valorCurso: 250, quantasParcelas: 3 },
  MAm: { id: 910_702, student: 'alunoA', school: 'A', tipo: 'mensalidade', valorMensalidade: 150 },
  MA2: { id: 910_703, student: 'alunoA2', school: 'A', tipo: 'parcelado', valorCurso: 300, quantasParcelas: 2 },
  MB: { id: 910_704, student: 'alunoB', school: 'B', tipo: 'parcelado', valorCurso: 200, quantasParcelas: 2 },
} as const satisfies Record<string, FixtureMatricula>;
export type MatriculaKey = keyof typeof MATRICULAS;

/**
 * Installments: each parcelado plan is numbered 1..n and adds up to its
 * course value (the fixture passes the commit check). Paid: MA_1, MAm_1, MB_1.
 */
export const PARCELAS = {
  MA_1: { id: 910_801, matricula: 'MA', numero: 1, data: '2025-02-10', valor: 83.33, pago: true },
  MA_2: { id: 910_802, matricula: 'MA', numero: 2, data: '2025-03-10', valor: 83.33, pago: false },
  MA_3: { id: 910_803, matricula: 'MA', numero: 3, data: '2025-04-10', valor: 83.34, pago: false },
  MAm_1: { id: 910_804, matricula: 'MAm', numero: 1, data: '2025-02-10', valor: 90, pago: true },
  MAm_2: { id: 910_805, matricula: 'MAm', numero: 2, data: '2025-03-10', valor: 90, pago: false },
  MA2_1: { id: 910_806, matricula: 'MA2', numero: 1, data: '2025-02-15', valor: 150, pago: false },
  MA2_2: { id: 910_807, matricula: 'MA2', numero: 2, data: '2025-03-15', valor: 150, pago: false },
  MB_1: { id: 910_808, matricula: 'MB', numero: 1, data: '2025-02-20', valor: 100, pago: true },
  MB_2: { id: 910_809, matricula: 'MB', numero: 2, data: '2025-03-20', valor: 100, pago: false },
} as const satisfies Record<
  string,
  { id: number; matricula: MatriculaKey; numero: number; data: string; valor: number; pago: boolean }
>;
export type ParcelaKey = keyof typeof PARCELAS;

/**
 * Classroom records (docs/sala-de-aula.md). Attendance and grades alike:
 * alunoA's in TA1; alunoA2's of TA1 from before they moved to TA2 (a
 * removed student's history, and a former classmate's row for alunoA);
 * alunoA2's in TA2; alunoB's in TB1. Each on its own day.
 */
export const CLASS_RECORDS = {
  A: { turma: 'TA1', aluno: 'alunoA', data: '2025-03-03' },
  A2old: { turma: 'TA1', aluno: 'alunoA2', data: '2025-02-24' },
  A2: { turma: 'TA2', aluno: 'alunoA2', data: '2025-03-04' },
  B: { turma: 'TB1', aluno: 'alunoB', data: '2025-03-05' },
} as const satisfies Record<string, { turma: TurmaKey; aluno: Person; data: string }>;
export type RecordKey = keyof typeof CLASS_RECORDS;
export const CHAMADA_IDS: Readonly<Record<RecordKey, number>> = { A: 912_001, A2old: 912_002, A2: 912_003, B: 912_004 };
export const NOTA_IDS: Readonly<Record<RecordKey, number>> = { A: 912_101, A2old: 912_102, A2: 912_103, B: 912_104 };

/** Lesson summaries, one per class; TA1's and TB1's have a file (`resumoFile`), stored. */
export const RESUMOS = {
  TA1: { id: 912_201, turma: 'TA1', file: true },
  TA2: { id: 912_202, turma: 'TA2', file: false },
  TB1: { id: 912_203, turma: 'TB1', file: true },
} as const satisfies Record<string, { id: number; turma: TurmaKey; file: boolean }>;
export type ResumoKey = keyof typeof RESUMOS;
export const resumoFile = (key: ResumoKey) => `resumos/rls/${key}.pdf`;

/** Played audios: every fixture student has played used1 (the track of their classes' course). */
export const OUVIDOS = { alunoA: 'used1', alunoA2: 'used1', alunoB: 'used1' } as const satisfies Partial<
  Record<Person, AudioKey>
>;

/**
 * Certificates (docs/certificados.md) of enrolments of their own — concluded
 * mensalidade ones, apart from MATRICULAS so no other cell counts them:
 * alunoA's with a valid certificate (CA), alunoA2's whose only one is revoked
 * (CA2r), alunoB's valid one (CB); alunoA's second concluded enrolment
 * without any (MCA3) and an active one (MCAx).
 */
export const CERT_MATRICULAS = {
  MCA: { id: 913_001, student: 'alunoA', school: 'A', status: 'concluido' },
  MCA2: { id: 913_002, student: 'alunoA2', school: 'A', status: 'concluido' },
  MCB: { id: 913_003, student: 'alunoB', school: 'B', status: 'concluido' },
  MCA3: { id: 913_004, student: 'alunoA', school: 'A', status: 'concluido' },
  MCAx: { id: 913_005, student: 'alunoA', school: 'A', status: 'ativo' },
} as const satisfies Record<string, { id: number; student: Person; school: SchoolKey; status: 'concluido' | 'ativo' }>;
export type CertMatriculaKey = keyof typeof CERT_MATRICULAS;
export const CERTIFICADOS = {
  CA: { id: 913_101, matricula: 'MCA', code: '9130-0000-0000-0000-000A', revoked: false },
  CA2r: { id: 913_102, matricula: 'MCA2', code: '9130-0000-0000-0000-000B', revoked: true },
  CB: { id: 913_103, matricula: 'MCB', code: '9130-0000-0000-0000-000C', revoked: false },
} as const satisfies Record<string, { id: number; matricula: CertMatriculaKey; code: string; revoked: boolean }>;
export type CertKey = keyof typeof CERTIFICADOS;

/**
 * Agenda events (docs/agenda.md), one of every reach and place: the network's
 * by the gestor; school A's by its secretary and school B's by its director;
 * one of each class by its teacher; personal ones of alunoA, the gestor and
 * secretariaA. Times are local (timestamp without time zone).
 */
export const EVENTOS = {
  rede: { id: 914_001, escopo: 'rede', autor: 'gestor' },
  escolaA: { id: 914_002, escopo: 'escola', escola: 'A', autor: 'secretariaA' },
  escolaB: { id: 914_003, escopo: 'escola', escola: 'B', autor: 'diretorB' },
  turmaTA1: { id: 914_004, escopo: 'turma', turma: 'TA1', autor: 'professorA' },
  turmaTA2: { id: 914_005, escopo: 'turma', turma: 'TA2', autor: 'professorA2' },
  turmaTB1: { id: 914_006, escopo: 'turma', turma: 'TB1', autor: 'professorB' },
  pessoalAlunoA: { id: 914_007, escopo: 'pessoal', autor: 'alunoA' },
  pessoalGestor: { id: 914_008, escopo: 'pessoal', autor: 'gestor' },
  pessoalSecretariaA: { id: 914_009, escopo: 'pessoal', autor: 'secretariaA' },
} as const satisfies Record<
  string,
  { id: number; escopo: 'rede' | 'escola' | 'turma' | 'pessoal'; escola?: SchoolKey; turma?: TurmaKey; autor: Person }
>;
export type EventoKey = keyof typeof EVENTOS;

/**
 * A file a cell writes into a file column: an unclaimed upload of the caller
 * (every fixture person has one per place, `<bucket>/<cp_id>/<ownUploadId>.<ext>`,
 * as uploads name their objects), since a file column takes only such an
 * upload or a file the row held (private.guard_file_columns).
 */
export const OWN_UPLOAD_PLACES = [
  { kind: 'audio', bucket: 'audios', ext: 'mp3' },
  { kind: 'pdfCurso', bucket: 'pdfs-cursos', ext: 'pdf' },
  { kind: 'pdfMaterial', bucket: 'pdfs-materiais', ext: 'pdf' },
  { kind: 'foto', bucket: 'avatars', ext: 'pdf' },
  { kind: 'resumo', bucket: 'resumos', ext: 'pdf' },
] as const;
type OwnUploadBucket = (typeof OWN_UPLOAD_PLACES)[number]['bucket'];
export const ownUploadId = (personId: number, bucket: OwnUploadBucket): string =>
  `92000000-0000-4000-8000-${String(personId).padStart(10, '0')}${String(OWN_UPLOAD_PLACES.findIndex((p) => p.bucket === bucket)).padStart(2, '0')}`;
export const ownUpload = (bucket: OwnUploadBucket, caller: Caller): string => {
  const id = caller === 'anon' ? 0 : PEOPLE[caller].id;
  const place = OWN_UPLOAD_PLACES.find((p) => p.bucket === bucket)!;
  return `${bucket}/${id}/${ownUploadId(id, bucket)}.${place.ext}`;
};

/** Who runs the statement. */
export type Caller =
  | 'anon'
  | 'gestor'
  | 'diretorA'
  | 'secretariaA'
  | 'professorA'
  | 'alunoA'
  | 'excluidoA'
  /** A teacher of KIDS holding the extra-material grant (GRANT_HOLDER). */
  | 'professorA2';

/** A row target: a fixture person, the caller's own row, or every fixture row. */
export type Target = Person | 'self' | 'fixtures';

// ---------------------------------------------------------------------------
// Operations per table
// ---------------------------------------------------------------------------

/** The change an update makes to a profile. */
export type ProfileChange =
  | 'cp_nome'
  | 'cp_email'
  | 'cp_login'
  | 'cp_foto_perfil'
  | 'cp_descricao'
  | 'cp_tipo_user=1'
  | 'cp_tipo_user=2'
  | 'cp_escola_id=B'
  | 'cp_excluido=0'
  | 'cp_excluido=1'
  | 'auth_user_id';

export type ProfileOp =
  | { readonly action: 'select'; readonly target: Target }
  | { readonly action: 'insert'; readonly type: UserType; readonly school: SchoolKey }
  | { readonly action: 'update'; readonly target: Target; readonly set: ProfileChange }
  | { readonly action: 'delete'; readonly target: Target };

export type SchoolOp =
  | { readonly action: 'select'; readonly school: SchoolKey | 'fixtures' }
  | { readonly action: 'insert' }
  | {
      readonly action: 'update';
      readonly school: SchoolKey;
      /** `cp_ec_pix_chave`: the key the school's PIX codes pay (docs/matriculas.md). */
      readonly set: 'cp_ec_descricao' | 'cp_ec_id' | 'cp_ec_excluido=1' | 'cp_ec_pix_chave';
    }
  | { readonly action: 'delete'; readonly school: SchoolKey };

export type AudioOp =
  | { readonly action: 'select'; readonly audio: AudioKey | 'fixtures' }
  | { readonly action: 'insert'; readonly curso: CursoKey }
  | { readonly action: 'update'; readonly audio: AudioKey; readonly set: 'cp_nome_audio' | 'cp_arquivo_audio' }
  | { readonly action: 'delete'; readonly audio: AudioKey };

export type CursoOp =
  | { readonly action: 'select' }
  | { readonly action: 'insert' }
  | {
      readonly action: 'update';
      /** `cp_pdf1_curso`: the caller's own upload; `pdf-other`: another course's PDF. */
      readonly set: 'cp_nome_curso' | 'cp_curso_id' | 'cp_pdf1_curso' | 'pdf-other';
      readonly curso?: CursoKey;
    }
  | { readonly action: 'delete'; readonly curso: CursoKey };

/** A new class is taught by professorA with the used course, in `school`. */
export type TurmaOp =
  | { readonly action: 'select'; readonly turma: TurmaKey | 'fixtures' }
  | { readonly action: 'insert'; readonly school: SchoolKey }
  | { readonly action: 'update'; readonly turma: TurmaKey; readonly set: 'cp_tr_nome' | 'cp_tr_id_escola=B' | 'cp_tr_id' }
  | { readonly action: 'delete'; readonly turma: TurmaKey };

/** Memberships by student: `update` moves the student to `turma`. */
export type MemberOp =
  | { readonly action: 'select'; readonly student: Person | 'self' | 'fixtures' }
  | { readonly action: 'insert'; readonly student: Person; readonly turma: TurmaKey }
  | { readonly action: 'update'; readonly student: Person | 'self'; readonly turma: TurmaKey }
  | { readonly action: 'delete'; readonly student: Person | 'self' };

/**
 * storage.objects. Insert puts the object an upload names (`none`: a name no
 * upload names); update renames or touches one; `fixtures` = every fixture object.
 */
export type StorageOp =
  | { readonly action: 'select'; readonly object: ObjectKey | 'fixtures' }
  | { readonly action: 'insert'; readonly upload: UploadKey | 'none'; readonly bucket?: typeof OTHER_BUCKET }
  | { readonly action: 'update'; readonly object: ObjectKey; readonly rename?: true }
  | { readonly action: 'delete'; readonly object: ObjectKey };

/** public.uploads. Insert: a new pending upload of `owner` (or already claimed); update: claim it, or change its kind. */
export type UploadOp =
  | { readonly action: 'select'; readonly upload: UploadKey | 'fixtures' }
  | { readonly action: 'insert'; readonly owner: Person | 'self'; readonly claimed?: true; readonly kind?: 'audio-in-avatars' }
  | { readonly action: 'update'; readonly upload: UploadKey; readonly set: 'claimed_at' | 'kind' | 'cp_id' }
  | { readonly action: 'delete'; readonly upload: UploadKey };

/**
 * A new enrolment of the used course: `mensalidade` (no installments needed),
 * `parcelado` without its installments (refused at commit), or a mensalidade
 * that sets its own `cp_mt_id` (not granted).
 */
export type MatriculaInsert = 'mensalidade' | 'parcelado' | 'cp_mt_id';

export type MatriculaChange =
  'cp_status_matricula' | 'cp_mt_valor_curso' | 'cp_mt_escola=B' | 'cp_mt_usuario' | 'cp_mt_id' | 'cp_mt_nome_usuario';

export type MatriculaOp =
  | { readonly action: 'select'; readonly matricula: MatriculaKey | 'fixtures' }
  | { readonly action: 'insert'; readonly school: SchoolKey; readonly student: Person; readonly kind: MatriculaInsert }
  | { readonly action: 'update'; readonly matricula: MatriculaKey; readonly set: MatriculaChange }
  | { readonly action: 'delete'; readonly matricula: MatriculaKey };

export type ParcelaChange =
  'status=Pago' | 'status=à vencer' | 'dataParcela' | 'valorParcela' | 'numero' | 'cp_mt_escola=B' | 'cp_mt_id' | 'cp_mt_usuario';

/**
 * A new installment gets the enrolment's next number; its school and student
 * are the enrolment's unless `school` / `student` claim others; `cp_mtPar_id`
 * also sets its id (not granted).
 */
export type ParcelaOp =
  | { readonly action: 'select'; readonly parcela: ParcelaKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly matricula: MatriculaKey;
      readonly school?: SchoolKey;
      readonly student?: Person;
      readonly set?: 'cp_mtPar_id';
    }
  | { readonly action: 'update'; readonly parcela: ParcelaKey; readonly set: ParcelaChange }
  | { readonly action: 'delete'; readonly parcela: ParcelaKey };

/**
 * A material of either table. Insert: a new KIDS material, or one that
 * breaks a rule (a blank title, a code not in MATERIAL_CATEGORY_CODES, a PDF
 * path outside its bucket) or sets its own id (not granted). Update: the
 * title, the codes (to DEUTSCH, or to a bad code) or the id.
 */
export type MaterialOp =
  | { readonly action: 'select'; readonly material: MaterialKey | 'fixtures' }
  | { readonly action: 'insert'; readonly set?: 'blank-title' | 'bad-code' | 'pdf-elsewhere' | 'pdf-other' | 'id' }
  | {
      readonly action: 'update';
      readonly material: MaterialKey;
      /** `pdf-own`: the caller's own upload as the first PDF; `pdf-other`: a training material's PDF. */
      readonly set: 'titulo' | 'codigos' | 'bad-code' | 'id' | 'pdf-own' | 'pdf-other';
    }
  | { readonly action: 'delete'; readonly material: MaterialKey };

/** public.permissoes: the grant `materialExtra` (or a name not GRANTABLE) of a person. */
export type PermissaoOp =
  | { readonly action: 'select'; readonly holder: Person | 'fixtures' }
  | { readonly action: 'insert'; readonly grantee: Person; readonly permissao?: 'outra' }
  | { readonly action: 'update'; readonly holder: Person }
  | { readonly action: 'delete'; readonly holder: Person };

/**
 * An attendance record. Insert: a new one for `aluno` in `turma` (on the day
 * it already has there with `day: 'taken'`), or one that sets its own id.
 * Update: its status (granted), or its day or class (never granted).
 */
export type ChamadaOp =
  | { readonly action: 'select'; readonly record: RecordKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly turma: TurmaKey;
      readonly aluno: Person;
      readonly day?: 'taken';
      readonly set?: 'id';
    }
  | { readonly action: 'update'; readonly record: RecordKey; readonly set: 'status' | 'data' | 'turma' }
  | { readonly action: 'delete'; readonly record: RecordKey };

/** A grade: as ChamadaOp; `out-of-range` writes a grade above 10. */
export type NotaOp =
  | { readonly action: 'select'; readonly record: RecordKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly turma: TurmaKey;
      readonly aluno: Person;
      readonly day?: 'taken';
      readonly set?: 'id' | 'out-of-range';
    }
  | { readonly action: 'update'; readonly record: RecordKey; readonly set: 'grades' | 'out-of-range' | 'aluno' }
  | { readonly action: 'delete'; readonly record: RecordKey };

/**
 * A lesson summary. A file written is the caller's own unclaimed upload in
 * `resumos` (`own`), another summary's file (`other`), or the caller's own
 * upload in another bucket (`elsewhere`).
 */
export type ResumoOp =
  | { readonly action: 'select'; readonly resumo: ResumoKey | 'fixtures' }
  | { readonly action: 'insert'; readonly turma: TurmaKey; readonly file?: 'own' | 'other' | 'elsewhere' }
  | {
      readonly action: 'update';
      readonly resumo: ResumoKey;
      readonly set: 'aula' | 'file-own' | 'file-other' | 'file-none' | 'turma';
    }
  | { readonly action: 'delete'; readonly resumo: ResumoKey };

/** public.audios_ouvidos: a student's marks. Update touches the mark's time (never granted). */
export type OuvidoOp =
  | { readonly action: 'select'; readonly student: Person | 'fixtures' }
  | { readonly action: 'insert'; readonly student: Person; readonly audio: AudioKey }
  | { readonly action: 'update'; readonly student: Person }
  | { readonly action: 'delete'; readonly student: Person };

/**
 * public.certificados. Select: rows, or `verificar` — the public check of
 * CA's code (private.verificar_certificado). Insert: a certificate of an
 * enrolment (the client's three columns), or one that breaks a rule: a code
 * off the pattern, CB's code, a frozen text or the id sent by the client, a
 * conclusion after the day of issue. Update: the revocation (time and
 * reason), the reason alone, or the code.
 */
export type CertificadoOp =
  | { readonly action: 'select'; readonly cert: CertKey | 'fixtures' | 'verificar' }
  | {
      readonly action: 'insert';
      readonly matricula: CertMatriculaKey;
      readonly set?: 'codigo-invalido' | 'codigo-de-outro' | 'texto' | 'id' | 'conclusao-futura';
    }
  | { readonly action: 'update'; readonly cert: CertKey; readonly set: 'revogar' | 'motivo' | 'codigo' }
  | { readonly action: 'delete'; readonly cert: CertKey };

/**
 * public.agenda_eventos. Insert: a new all-day event of a reach at a place
 * (its school, or its class with the class's school), by the caller (the
 * author is the column's default), or one that breaks a rule: the author
 * sent (never granted), a class with another school than its own, a school
 * event without a school, a network event with one, an all-day event at
 * 10:00, an end before the start. Update: a move (start and end a day
 * later), an end before the start, or a column never granted (reach,
 * school, author).
 */
export type EventoOp =
  | { readonly action: 'select'; readonly evento: EventoKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly escopo: 'rede' | 'escola' | 'turma' | 'pessoal';
      readonly escola?: SchoolKey;
      readonly turma?: TurmaKey;
      readonly set?: 'autor' | 'dia-inteiro-hora' | 'fim-antes';
    }
  | { readonly action: 'update'; readonly evento: EventoKey; readonly set: 'mover' | 'fim-antes' | 'escopo' | 'escola' | 'autor' }
  | { readonly action: 'delete'; readonly evento: EventoKey };

/** private.tentativas (the counts against guessing): no statement of anyone's reaches it (decision 53). */
export type TentativaOp = { readonly action: 'select' | 'insert' | 'update' | 'delete' };

/**
 * Every cell runs its statement, then the checks COMMIT would run
 * (`set constraints all immediate`): a deferred failure is the cell's outcome.
 */
export type Outcome = { readonly rows: number } | { readonly error: '42501' | '23503' | '23505' | '23514' | '23P01' };

const rows = (n: number): Outcome => ({ rows: n });
const NONE: Outcome = { rows: 0 };
const DENIED: Outcome = { error: '42501' };
/** foreign_key_violation (not RLS): a school with people or classes, a course or a teacher of a class, cannot be deleted. */
const IN_USE: Outcome = { error: '23503' };
/** foreign_key_violation of an installment whose school or student is not its enrolment's (composite key). */
const NOT_THE_ENROLMENTS: Outcome = { error: '23503' };
/** exclusion_violation raised by parcelas_guard_paid: a paid installment keeps its date and value (its number is not even granted), and stays. */
const PAID: Outcome = { error: '23P01' };
/** check_violation raised at commit (matriculas_check_parcelas / parcelas_check_soma): a plan numbered 1..n adding up to the course value. */
const PLAN_BROKEN: Outcome = { error: '23514' };
/** check_violation from matriculas_copy_student: the student is not a live person of the enrolment's school. */
const NOT_A_STUDENT_THERE: Outcome = { error: '23514' };
/** check_violation from matriculas_so_alunos: only a student (type 5) is enrolled. */
const ONLY_STUDENTS: Outcome = { error: '23514' };
/** check_violation: a material's blank title, unknown code or misplaced file; a grant to someone outside GRANTEE_TYPES. */
const BROKEN: Outcome = { error: '23514' };
/** unique_violation: a second attendance record or grade of a student in a class on a day; a mark made twice; a second valid certificate of an enrolment, or a code taken. */
const TAKEN: Outcome = { error: '23505' };
/** foreign_key_violation raised by certificados_freeze: the caller reads no such enrolment (it is none to them). */
const UNSEEN_ENROLMENT: Outcome = { error: '23503' };

export type Cell =
  | { readonly as: Caller; readonly table: 'profiles'; readonly op: ProfileOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'escolas'; readonly op: SchoolOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'storage.objects'; readonly op: StorageOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'cursos'; readonly op: CursoOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'audios'; readonly op: AudioOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'turmas'; readonly op: TurmaOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'turma_alunos'; readonly op: MemberOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'matriculas'; readonly op: MatriculaOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'parcelas'; readonly op: ParcelaOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'uploads'; readonly op: UploadOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: MaterialTable; readonly op: MaterialOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'permissoes'; readonly op: PermissaoOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'chamadas'; readonly op: ChamadaOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'notas'; readonly op: NotaOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'resumos'; readonly op: ResumoOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'audios_ouvidos'; readonly op: OuvidoOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'certificados'; readonly op: CertificadoOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'agenda_eventos'; readonly op: EventoOp; readonly expect: Outcome }
  | { readonly as: Caller; readonly table: 'private.tentativas'; readonly op: TentativaOp; readonly expect: Outcome };

/** The tables of the matrix (the coverage test asks every caller × action of each). */
export const MATRIX_TABLES = [
  'profiles',
  'escolas',
  'storage.objects',
  'cursos',
  'audios',
  'turmas',
  'turma_alunos',
  'matriculas',
  'parcelas',
  'uploads',
  'materiais',
  'materiais_extra',
  'permissoes',
  'chamadas',
  'notas',
  'resumos',
  'audios_ouvidos',
  'certificados',
  'agenda_eventos',
  'private.tentativas',
] as const;

const p = (as: Caller, op: ProfileOp, expect: Outcome): Cell => ({ as, table: 'profiles', op, expect });
const e = (as: Caller, op: SchoolOp, expect: Outcome): Cell => ({ as, table: 'escolas', op, expect });
const s = (as: Caller, op: StorageOp, expect: Outcome): Cell => ({ as, table: 'storage.objects', op, expect });
const c = (as: Caller, op: CursoOp, expect: Outcome): Cell => ({ as, table: 'cursos', op, expect });
const a = (as: Caller, op: AudioOp, expect: Outcome): Cell => ({ as, table: 'audios', op, expect });
const t = (as: Caller, op: TurmaOp, expect: Outcome): Cell => ({ as, table: 'turmas', op, expect });
const m = (as: Caller, op: MemberOp, expect: Outcome): Cell => ({ as, table: 'turma_alunos', op, expect });
const mt = (as: Caller, op: MatriculaOp, expect: Outcome): Cell => ({ as, table: 'matriculas', op, expect });
const pa = (as: Caller, op: ParcelaOp, expect: Outcome): Cell => ({ as, table: 'parcelas', op, expect });
const u = (as: Caller, op: UploadOp, expect: Outcome): Cell => ({ as, table: 'uploads', op, expect });
const mat = (as: Caller, op: MaterialOp, expect: Outcome): Cell => ({ as, table: 'materiais', op, expect });
const mx = (as: Caller, op: MaterialOp, expect: Outcome): Cell => ({ as, table: 'materiais_extra', op, expect });
const g = (as: Caller, op: PermissaoOp, expect: Outcome): Cell => ({ as, table: 'permissoes', op, expect });
const ch = (as: Caller, op: ChamadaOp, expect: Outcome): Cell => ({ as, table: 'chamadas', op, expect });
const nt = (as: Caller, op: NotaOp, expect: Outcome): Cell => ({ as, table: 'notas', op, expect });
const rs = (as: Caller, op: ResumoOp, expect: Outcome): Cell => ({ as, table: 'resumos', op, expect });
const ou = (as: Caller, op: OuvidoOp, expect: Outcome): Cell => ({ as, table: 'audios_ouvidos', op, expect });
const ce = (as: Caller, op: CertificadoOp, expect: Outcome): Cell => ({ as, table: 'certificados', op, expect });
const ev = (as: Caller, op: EventoOp, expect: Outcome): Cell => ({ as, table: 'agenda_eventos', op, expect });
const tt = (as: Caller, op: TentativaOp, expect: Outcome): Cell => ({ as, table: 'private.tentativas', op, expect });
/** foreign_key_violation of an agenda event whose class is not of the school it names ((turma, escola) → turmas). */
const NOT_THE_CLASS_SCHOOL: Outcome = { error: '23503' };
/** check_violation of an agenda event: its reach without its place, all day off midnight, an end before its start. */
const EVENT_BROKEN: Outcome = { error: '23514' };
const evsel = (evento: EventoKey | 'fixtures') => ({ action: 'select', evento }) as const;
const evins = (escopo: 'rede' | 'escola' | 'turma' | 'pessoal', place: { escola?: SchoolKey; turma?: TurmaKey } = {}) =>
  ({ action: 'insert', escopo, ...place }) as const;
const evmove = (evento: EventoKey) => ({ action: 'update', evento, set: 'mover' }) as const;
const evdel = (evento: EventoKey) => ({ action: 'delete', evento }) as const;
const cins = (matricula: CertMatriculaKey) => ({ action: 'insert', matricula }) as const;
const crev = (cert: CertKey) => ({ action: 'update', cert, set: 'revogar' }) as const;
const rsel = (record: RecordKey | 'fixtures') => ({ action: 'select', record }) as const;
const rdel = (record: RecordKey) => ({ action: 'delete', record }) as const;
const msel = (material: MaterialKey | 'fixtures') => ({ action: 'select', material }) as const;
const mupd = (material: MaterialKey, set: 'titulo' | 'codigos' | 'bad-code' | 'id' = 'titulo') =>
  ({ action: 'update', material, set }) as const;
const mdel = (material: MaterialKey) => ({ action: 'delete', material }) as const;
const MINS = { action: 'insert' } as const;

const sel = (target: Target) => ({ action: 'select', target }) as const;
const ins = (type: UserType, school: SchoolKey) => ({ action: 'insert', type, school }) as const;
const upd = (target: Target, set: ProfileChange) => ({ action: 'update', target, set }) as const;
const del = (target: Target) => ({ action: 'delete', target }) as const;

// ---------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------

export const RLS_MATRIX: readonly Cell[] = [
  // ── profiles · select ─ read: 1 all · 2,3 own school · 4,5 self ───────────
  p('anon', sel('fixtures'), DENIED),
  p('gestor', sel('fixtures'), rows(13)),
  p('gestor', sel('self'), rows(1)),
  p('gestor', sel('alunoB'), rows(1)),
  p('gestor', sel('excluidoA'), rows(1)),
  p('diretorA', sel('fixtures'), rows(9)),
  p('diretorA', sel('self'), rows(1)),
  p('diretorA', sel('alunoA'), rows(1)),
  p('diretorA', sel('gestor'), rows(1)),
  p('diretorA', sel('alunoB'), NONE),
  p('diretorA', sel('diretorB'), NONE),
  p('secretariaA', sel('fixtures'), rows(9)),
  p('secretariaA', sel('alunoA'), rows(1)),
  p('secretariaA', sel('diretorA'), rows(1)),
  p('secretariaA', sel('alunoB'), NONE),
  p('professorA', sel('fixtures'), rows(1)),
  p('professorA', sel('self'), rows(1)),
  p('professorA', sel('alunoA'), NONE),
  p('professorA', sel('professorB'), NONE),
  p('alunoA', sel('fixtures'), rows(1)),
  p('alunoA', sel('self'), rows(1)),
  p('alunoA', sel('alunoA2'), NONE),
  p('alunoA', sel('professorA'), NONE),
  p('alunoA', sel('alunoB'), NONE),
  p('excluidoA', sel('fixtures'), NONE),
  p('excluidoA', sel('self'), NONE),

  // ── profiles · insert ─ 1 any · 2,3 own school and type ≥ own · 4,5 none ──
  p('anon', ins(5, 'A'), DENIED),
  p('gestor', ins(1, 'B'), rows(1)),
  p('gestor', ins(5, 'C'), rows(1)),
  p('diretorA', ins(5, 'A'), rows(1)),
  p('diretorA', ins(2, 'A'), rows(1)),
  p('diretorA', ins(1, 'A'), DENIED), // a director cannot create a manager
  p('diretorA', ins(5, 'B'), DENIED),
  p('secretariaA', ins(3, 'A'), rows(1)),
  p('secretariaA', ins(5, 'A'), rows(1)),
  p('secretariaA', ins(2, 'A'), DENIED),
  p('secretariaA', ins(5, 'B'), DENIED),
  p('professorA', ins(5, 'A'), DENIED),
  p('alunoA', ins(5, 'A'), DENIED),
  p('excluidoA', ins(5, 'A'), DENIED),

  // ── profiles · update ─ as insert, plus everyone's own profile-dialog fields
  p('anon', upd('alunoA', 'cp_descricao'), DENIED),
  p('gestor', upd('alunoB', 'cp_descricao'), rows(1)),
  p('gestor', upd('diretorB', 'cp_tipo_user=1'), rows(1)),
  p('gestor', upd('self', 'cp_descricao'), rows(1)),
  p('diretorA', upd('alunoA', 'cp_descricao'), rows(1)),
  p('diretorA', upd('secretariaA', 'cp_descricao'), rows(1)),
  p('diretorA', upd('excluidoA', 'cp_excluido=0'), rows(1)),
  p('diretorA', upd('self', 'cp_nome'), rows(1)),
  p('diretorA', upd('self', 'cp_descricao'), DENIED),
  p('diretorA', upd('self', 'cp_tipo_user=1'), DENIED),
  p('diretorA', upd('alunoA', 'cp_tipo_user=1'), DENIED),
  p('diretorA', upd('alunoA', 'cp_escola_id=B'), DENIED),
  p('diretorA', upd('gestor', 'cp_descricao'), NONE),
  p('diretorA', upd('alunoB', 'cp_descricao'), NONE), // another school's person
  p('secretariaA', upd('alunoA', 'cp_descricao'), rows(1)),
  p('secretariaA', upd('professorA', 'cp_descricao'), rows(1)),
  p('secretariaA', upd('alunoA', 'cp_tipo_user=2'), DENIED),
  p('secretariaA', upd('diretorA', 'cp_descricao'), NONE),
  p('secretariaA', upd('alunoB', 'cp_descricao'), NONE),
  p('professorA', upd('self', 'cp_nome'), rows(1)),
  p('professorA', upd('self', 'cp_foto_perfil'), rows(1)),
  p('professorA', upd('self', 'cp_descricao'), DENIED),
  p('professorA', upd('self', 'cp_tipo_user=1'), DENIED),
  p('professorA', upd('alunoA', 'cp_descricao'), NONE),
  p('alunoA', upd('self', 'cp_nome'), rows(1)),
  p('alunoA', upd('self', 'cp_email'), rows(1)),
  p('alunoA', upd('self', 'cp_login'), rows(1)),
  p('alunoA', upd('self', 'cp_foto_perfil'), rows(1)),
  p('alunoA', upd('self', 'cp_tipo_user=1'), DENIED), // no self-promotion
  p('alunoA', upd('self', 'cp_escola_id=B'), DENIED),
  p('alunoA', upd('self', 'cp_excluido=1'), DENIED),
  p('alunoA', upd('self', 'auth_user_id'), DENIED),
  p('alunoA', upd('alunoA2', 'cp_nome'), NONE),
  p('alunoA', upd('alunoB', 'cp_nome'), NONE),
  p('excluidoA', upd('self', 'cp_nome'), NONE),
  p('excluidoA', upd('alunoA', 'cp_descricao'), NONE),

  // ── profiles · delete ─ as insert ──────────────────────────────────────────
  p('anon', del('alunoA'), DENIED),
  p('gestor', del('secretariaB'), rows(1)),
  p('gestor', del('alunoB'), IN_USE), // a student with an enrolment (matriculas.cp_mt_usuario)
  p('diretorA', del('alunoA'), IN_USE), // enrolments keep their student
  p('diretorA', del('professorA'), IN_USE), // a teacher of a class (turmas.cp_tr_id_professor)
  p('diretorA', del('professorA2'), IN_USE),
  p('diretorA', del('alunoA3'), rows(1)),
  p('diretorA', del('self'), rows(1)),
  p('diretorA', del('gestor'), NONE),
  p('diretorA', del('alunoB'), NONE),
  p('secretariaA', del('alunoA'), IN_USE),
  p('secretariaA', del('alunoA3'), rows(1)),
  p('secretariaA', del('diretorA'), NONE),
  p('secretariaA', del('alunoB'), NONE),
  p('professorA', del('alunoA'), NONE),
  p('professorA', del('self'), NONE),
  p('alunoA', del('self'), NONE),
  p('alunoA', del('alunoA2'), NONE),
  p('excluidoA', del('alunoA'), NONE),

  // ── escolas · select ─ 1,2 all · 3,4,5 own school ─────────────────────────
  e('anon', { action: 'select', school: 'fixtures' }, DENIED),
  e('gestor', { action: 'select', school: 'fixtures' }, rows(3)),
  e('gestor', { action: 'select', school: 'B' }, rows(1)),
  e('diretorA', { action: 'select', school: 'fixtures' }, rows(3)),
  e('diretorA', { action: 'select', school: 'A' }, rows(1)),
  e('diretorA', { action: 'select', school: 'B' }, rows(1)), // direção sees every school
  e('secretariaA', { action: 'select', school: 'fixtures' }, rows(1)),
  e('secretariaA', { action: 'select', school: 'B' }, NONE),
  e('professorA', { action: 'select', school: 'fixtures' }, rows(1)),
  e('professorA', { action: 'select', school: 'A' }, rows(1)),
  e('professorA', { action: 'select', school: 'B' }, NONE),
  e('alunoA', { action: 'select', school: 'fixtures' }, rows(1)),
  e('alunoA', { action: 'select', school: 'A' }, rows(1)),
  e('alunoA', { action: 'select', school: 'B' }, NONE),
  e('excluidoA', { action: 'select', school: 'fixtures' }, NONE),

  // ── escolas · insert ─ 1,2 ─────────────────────────────────────────────────
  e('anon', { action: 'insert' }, DENIED),
  e('gestor', { action: 'insert' }, rows(1)),
  e('diretorA', { action: 'insert' }, rows(1)),
  e('secretariaA', { action: 'insert' }, DENIED),
  e('professorA', { action: 'insert' }, DENIED),
  e('alunoA', { action: 'insert' }, DENIED),
  e('excluidoA', { action: 'insert' }, DENIED),

  // ── escolas · update ─ 1 all · 2 the school they direct · 3-5 none; ────────
  //    archiving refused while in use. Another school's director changing its
  //    PIX key would collect its students' payments.
  e('anon', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, DENIED),
  e('gestor', { action: 'update', school: 'B', set: 'cp_ec_descricao' }, rows(1)),
  e('gestor', { action: 'update', school: 'B', set: 'cp_ec_pix_chave' }, rows(1)),
  e('gestor', { action: 'update', school: 'C', set: 'cp_ec_excluido=1' }, rows(1)),
  e('gestor', { action: 'update', school: 'B', set: 'cp_ec_excluido=1' }, IN_USE), // people and a class
  e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, rows(1)),
  e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_pix_chave' }, rows(1)),
  e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_id' }, DENIED),
  e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_excluido=1' }, IN_USE), // they are in it themselves
  e('diretorA', { action: 'update', school: 'B', set: 'cp_ec_descricao' }, NONE), // another school
  e('diretorA', { action: 'update', school: 'B', set: 'cp_ec_pix_chave' }, NONE),
  e('diretorA', { action: 'update', school: 'B', set: 'cp_ec_excluido=1' }, NONE),
  e('diretorA', { action: 'update', school: 'C', set: 'cp_ec_descricao' }, NONE),
  e('diretorA', { action: 'update', school: 'C', set: 'cp_ec_excluido=1' }, NONE), // unused, but not theirs
  e('secretariaA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),
  e('secretariaA', { action: 'update', school: 'A', set: 'cp_ec_pix_chave' }, NONE),
  e('secretariaA', { action: 'update', school: 'C', set: 'cp_ec_excluido=1' }, NONE),
  e('professorA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),
  e('alunoA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),
  e('excluidoA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),

  // ── escolas · delete ─ as update; never a school with people or classes ────
  e('anon', { action: 'delete', school: 'C' }, DENIED),
  e('gestor', { action: 'delete', school: 'C' }, rows(1)),
  e('gestor', { action: 'delete', school: 'B' }, IN_USE),
  e('diretorA', { action: 'delete', school: 'A' }, IN_USE),
  e('diretorA', { action: 'delete', school: 'B' }, NONE),
  e('diretorA', { action: 'delete', school: 'C' }, NONE), // unused, but not theirs
  e('secretariaA', { action: 'delete', school: 'A' }, NONE),
  e('secretariaA', { action: 'delete', school: 'C' }, NONE),
  e('professorA', { action: 'delete', school: 'A' }, NONE),
  e('alunoA', { action: 'delete', school: 'A' }, NONE),
  e('excluidoA', { action: 'delete', school: 'C' }, NONE),

  // ── storage.objects · select ─ one's own uploads; a photo, whoever may read
  //    a profile showing it. Photos: diretorA, professorA, alunoA (A), alunoB (B).
  s('anon', { action: 'select', object: 'fixtures' }, NONE),
  s('gestor', { action: 'select', object: 'fixtures' }, rows(4)),
  s('gestor', { action: 'select', object: 'photoAlunoB' }, rows(1)),
  s('gestor', { action: 'select', object: 'pendingA' }, NONE), // someone else's upload
  s('gestor', { action: 'select', object: 'other' }, NONE),
  s('diretorA', { action: 'select', object: 'fixtures' }, rows(4)), // 3 photos of A + their audio
  s('diretorA', { action: 'select', object: 'photoAlunoA' }, rows(1)),
  s('diretorA', { action: 'select', object: 'photoAlunoB' }, NONE),
  s('diretorA', { action: 'select', object: 'audioD' }, rows(1)),
  s('secretariaA', { action: 'select', object: 'fixtures' }, rows(3)),
  s('secretariaA', { action: 'select', object: 'audioD' }, NONE),
  s('professorA', { action: 'select', object: 'fixtures' }, rows(1)),
  s('professorA', { action: 'select', object: 'photoAlunoA' }, NONE),
  s('alunoA', { action: 'select', object: 'fixtures' }, rows(3)), // own photo + own pending and used uploads
  s('alunoA', { action: 'select', object: 'photoAlunoA' }, rows(1)),
  s('alunoA', { action: 'select', object: 'usedA' }, rows(1)),
  s('alunoA', { action: 'select', object: 'photoDiretorA' }, NONE),
  s('alunoA', { action: 'select', object: 'photoAlunoB' }, NONE),
  s('alunoA', { action: 'select', object: 'audioD' }, NONE),
  s('excluidoA', { action: 'select', object: 'fixtures' }, NONE),
  // Course files: a track by whoever reads its audios row; a course PDF by
  // staff and teachers, and by a student for their class's course only.
  s('anon', { action: 'select', object: 'trackUsed' }, NONE),
  s('gestor', { action: 'select', object: 'trackFree' }, rows(1)),
  s('diretorA', { action: 'select', object: 'trackFree' }, rows(1)),
  s('secretariaA', { action: 'select', object: 'trackFree' }, rows(1)),
  s('professorA', { action: 'select', object: 'trackFree' }, rows(1)),
  s('alunoA', { action: 'select', object: 'trackUsed' }, rows(1)),
  s('alunoA', { action: 'select', object: 'trackFree' }, NONE), // another course's
  s('excluidoA', { action: 'select', object: 'trackUsed' }, NONE),
  s('anon', { action: 'select', object: 'pdfUsed' }, NONE),
  s('gestor', { action: 'select', object: 'pdfFree' }, rows(1)),
  s('diretorA', { action: 'select', object: 'pdfFree' }, rows(1)),
  s('secretariaA', { action: 'select', object: 'pdfFree' }, rows(1)),
  s('professorA', { action: 'select', object: 'pdfFree' }, rows(1)),
  s('alunoA', { action: 'select', object: 'pdfUsed' }, rows(1)),
  s('alunoA', { action: 'select', object: 'pdfFree' }, NONE), // another course's
  s('excluidoA', { action: 'select', object: 'pdfUsed' }, NONE),
  s('alunoA', { action: 'update', object: 'trackUsed' }, NONE), // objects are never changed by people
  s('gestor', { action: 'delete', object: 'trackUsed' }, NONE),

  // ── storage.objects · insert ─ only what an unclaimed upload of the caller names
  s('anon', { action: 'insert', upload: 'emptyA' }, DENIED),
  s('gestor', { action: 'insert', upload: 'emptyA' }, DENIED),
  s('gestor', { action: 'insert', upload: 'none' }, DENIED),
  s('diretorA', { action: 'insert', upload: 'resumoD' }, rows(1)),
  s('diretorA', { action: 'insert', upload: 'emptyA' }, DENIED),
  s('diretorA', { action: 'insert', upload: 'none' }, DENIED),
  s('secretariaA', { action: 'insert', upload: 'emptyA' }, DENIED),
  s('secretariaA', { action: 'insert', upload: 'none' }, DENIED),
  s('professorA', { action: 'insert', upload: 'resumoD' }, DENIED),
  s('professorA', { action: 'insert', upload: 'none' }, DENIED),
  s('alunoA', { action: 'insert', upload: 'emptyA' }, rows(1)),
  s('alunoA', { action: 'insert', upload: 'usedEmptyA' }, DENIED), // already used
  s('alunoA', { action: 'insert', upload: 'emptyA', bucket: OTHER_BUCKET }, DENIED),
  s('alunoA', { action: 'insert', upload: 'resumoD' }, DENIED),
  s('alunoA', { action: 'insert', upload: 'none' }, DENIED),
  s('excluidoA', { action: 'insert', upload: 'none' }, DENIED),

  // ── storage.objects · update ─ nobody: objects are never overwritten or moved
  s('anon', { action: 'update', object: 'photoAlunoA' }, NONE),
  s('gestor', { action: 'update', object: 'photoAlunoB' }, NONE),
  s('diretorA', { action: 'update', object: 'audioD' }, NONE),
  s('diretorA', { action: 'update', object: 'photoAlunoA' }, NONE),
  s('secretariaA', { action: 'update', object: 'photoAlunoA' }, NONE),
  s('professorA', { action: 'update', object: 'photoProfessorA' }, NONE),
  s('alunoA', { action: 'update', object: 'photoAlunoA' }, NONE),
  s('alunoA', { action: 'update', object: 'pendingA', rename: true }, NONE),
  s('excluidoA', { action: 'update', object: 'photoAlunoA' }, NONE),

  // ── storage.objects · delete ─ nobody: only the service removes files
  s('anon', { action: 'delete', object: 'photoAlunoA' }, NONE),
  s('gestor', { action: 'delete', object: 'photoAlunoB' }, NONE),
  s('diretorA', { action: 'delete', object: 'audioD' }, NONE),
  s('diretorA', { action: 'delete', object: 'photoAlunoA' }, NONE),
  s('secretariaA', { action: 'delete', object: 'photoAlunoA' }, NONE),
  s('professorA', { action: 'delete', object: 'photoProfessorA' }, NONE),
  s('alunoA', { action: 'delete', object: 'pendingA' }, NONE),
  s('alunoA', { action: 'delete', object: 'photoAlunoA' }, NONE),
  s('excluidoA', { action: 'delete', object: 'photoAlunoA' }, NONE),

  // ── uploads · select ─ one's own ──────────────────────────────────────────
  u('anon', { action: 'select', upload: 'fixtures' }, DENIED),
  u('gestor', { action: 'select', upload: 'fixtures' }, NONE),
  u('diretorA', { action: 'select', upload: 'fixtures' }, rows(2)),
  u('secretariaA', { action: 'select', upload: 'fixtures' }, NONE),
  u('professorA', { action: 'select', upload: 'fixtures' }, NONE),
  u('alunoA', { action: 'select', upload: 'fixtures' }, rows(4)),
  u('alunoA', { action: 'select', upload: 'audioD' }, NONE),
  u('excluidoA', { action: 'select', upload: 'fixtures' }, NONE),

  // ── uploads · insert ─ one's own, unclaimed, a kind in its bucket ─────────
  u('anon', { action: 'insert', owner: 'alunoA' }, DENIED),
  u('gestor', { action: 'insert', owner: 'self' }, rows(1)),
  u('gestor', { action: 'insert', owner: 'alunoA' }, DENIED),
  u('diretorA', { action: 'insert', owner: 'self' }, rows(1)),
  u('diretorA', { action: 'insert', owner: 'self', kind: 'audio-in-avatars' }, { error: '23514' }),
  u('secretariaA', { action: 'insert', owner: 'self' }, rows(1)),
  u('secretariaA', { action: 'insert', owner: 'self', claimed: true }, DENIED),
  u('professorA', { action: 'insert', owner: 'self' }, rows(1)),
  u('professorA', { action: 'insert', owner: 'alunoA' }, DENIED),
  u('alunoA', { action: 'insert', owner: 'self' }, rows(1)),
  u('alunoA', { action: 'insert', owner: 'alunoB' }, DENIED),
  u('excluidoA', { action: 'insert', owner: 'self' }, DENIED),

  // ── uploads · update ─ claim one's own unclaimed upload; nothing else ─────
  u('anon', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, DENIED),
  u('gestor', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
  u('diretorA', { action: 'update', upload: 'audioD', set: 'claimed_at' }, rows(1)),
  u('diretorA', { action: 'update', upload: 'audioD', set: 'kind' }, DENIED),
  u('diretorA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
  u('secretariaA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
  u('professorA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
  u('alunoA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, rows(1)),
  u('alunoA', { action: 'update', upload: 'usedA', set: 'claimed_at' }, NONE), // already used
  u('alunoA', { action: 'update', upload: 'pendingA', set: 'cp_id' }, DENIED),
  u('excluidoA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),

  // ── uploads · delete ─ one's own, while unclaimed ─────────────────────────
  u('anon', { action: 'delete', upload: 'pendingA' }, DENIED),
  u('gestor', { action: 'delete', upload: 'pendingA' }, NONE),
  u('diretorA', { action: 'delete', upload: 'resumoD' }, rows(1)),
  u('diretorA', { action: 'delete', upload: 'pendingA' }, NONE),
  u('secretariaA', { action: 'delete', upload: 'pendingA' }, NONE),
  u('professorA', { action: 'delete', upload: 'pendingA' }, NONE),
  u('alunoA', { action: 'delete', upload: 'emptyA' }, rows(1)),
  u('alunoA', { action: 'delete', upload: 'usedA' }, NONE),
  u('excluidoA', { action: 'delete', upload: 'pendingA' }, NONE),

  // ── cursos · select ─ every live person ────────────────────────────────────
  c('anon', { action: 'select' }, DENIED),
  c('gestor', { action: 'select' }, rows(3)),
  c('diretorA', { action: 'select' }, rows(3)),
  c('secretariaA', { action: 'select' }, rows(3)),
  c('professorA', { action: 'select' }, rows(3)),
  c('alunoA', { action: 'select' }, rows(3)),
  c('excluidoA', { action: 'select' }, NONE),

  // ── audios · select ─ 1–4 every course · 5 their class's course ───────────
  a('anon', { action: 'select', audio: 'fixtures' }, DENIED),
  a('gestor', { action: 'select', audio: 'fixtures' }, rows(3)),
  a('diretorA', { action: 'select', audio: 'fixtures' }, rows(3)),
  a('secretariaA', { action: 'select', audio: 'fixtures' }, rows(3)),
  a('professorA', { action: 'select', audio: 'fixtures' }, rows(3)),
  a('alunoA', { action: 'select', audio: 'fixtures' }, rows(2)),
  a('alunoA', { action: 'select', audio: 'free1' }, NONE),
  a('excluidoA', { action: 'select', audio: 'fixtures' }, NONE),

  // ── audios · insert 1,2 · update (name only) / delete 1 only ──────────────
  a('anon', { action: 'insert', curso: 'used' }, DENIED),
  a('gestor', { action: 'insert', curso: 'used' }, rows(1)),
  a('diretorA', { action: 'insert', curso: 'free' }, rows(1)),
  a('secretariaA', { action: 'insert', curso: 'used' }, DENIED),
  a('professorA', { action: 'insert', curso: 'used' }, DENIED),
  a('alunoA', { action: 'insert', curso: 'used' }, DENIED),
  a('excluidoA', { action: 'insert', curso: 'used' }, DENIED),
  a('anon', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, DENIED),
  a('gestor', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, rows(1)),
  a('gestor', { action: 'update', audio: 'used1', set: 'cp_arquivo_audio' }, DENIED),
  a('diretorA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
  a('secretariaA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
  a('professorA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
  a('alunoA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
  a('excluidoA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
  a('anon', { action: 'delete', audio: 'used1' }, DENIED),
  a('gestor', { action: 'delete', audio: 'used1' }, rows(1)),
  a('diretorA', { action: 'delete', audio: 'used1' }, NONE),
  a('secretariaA', { action: 'delete', audio: 'used1' }, NONE),
  a('professorA', { action: 'delete', audio: 'used1' }, NONE),
  a('alunoA', { action: 'delete', audio: 'used1' }, NONE),
  a('excluidoA', { action: 'delete', audio: 'used1' }, NONE),

  // ── cursos · insert 1,2 · update / delete 1 only ─────────────────────────
  c('anon', { action: 'insert' }, DENIED),
  c('gestor', { action: 'insert' }, rows(1)),
  c('diretorA', { action: 'insert' }, rows(1)),
  c('secretariaA', { action: 'insert' }, DENIED),
  c('professorA', { action: 'insert' }, DENIED),
  c('alunoA', { action: 'insert' }, DENIED),
  c('excluidoA', { action: 'insert' }, DENIED),
  c('anon', { action: 'update', set: 'cp_nome_curso' }, DENIED),
  c('gestor', { action: 'update', set: 'cp_nome_curso' }, rows(1)),
  c('gestor', { action: 'update', set: 'cp_curso_id' }, DENIED),
  c('diretorA', { action: 'update', set: 'cp_nome_curso' }, NONE),
  c('secretariaA', { action: 'update', set: 'cp_nome_curso' }, NONE),
  c('professorA', { action: 'update', set: 'cp_nome_curso' }, NONE),
  c('alunoA', { action: 'update', set: 'cp_nome_curso' }, NONE),
  c('excluidoA', { action: 'update', set: 'cp_nome_curso' }, NONE),
  // Direção fills a course with no tracks yet (the second arm of cursos_update), never renames it.
  c('gestor', { action: 'update', set: 'cp_pdf1_curso', curso: 'free' }, rows(1)),
  c('diretorA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, rows(1)),
  c('diretorA', { action: 'update', set: 'cp_nome_curso', curso: 'vazio' }, DENIED),
  c('diretorA', { action: 'update', set: 'cp_pdf1_curso', curso: 'free' }, NONE), // it has a track
  // Another course's PDF is not the writer's to give (private.guard_file_columns).
  c('gestor', { action: 'update', set: 'pdf-other', curso: 'used' }, DENIED),
  c('diretorA', { action: 'update', set: 'pdf-other', curso: 'vazio' }, DENIED),
  c('secretariaA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, NONE),
  c('professorA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, NONE),
  c('excluidoA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, NONE),
  c('anon', { action: 'delete', curso: 'free' }, DENIED),
  c('gestor', { action: 'delete', curso: 'free' }, rows(1)),
  c('gestor', { action: 'delete', curso: 'used' }, IN_USE), // classes point at it
  c('diretorA', { action: 'delete', curso: 'free' }, NONE),
  c('secretariaA', { action: 'delete', curso: 'free' }, NONE),
  c('professorA', { action: 'delete', curso: 'free' }, NONE),
  c('alunoA', { action: 'delete', curso: 'free' }, NONE),
  c('excluidoA', { action: 'delete', curso: 'free' }, NONE),

  // ── turmas · select ─ 1 all · 2,3 own school · 4 taught · 5 own class ─────
  t('anon', { action: 'select', turma: 'fixtures' }, DENIED),
  t('gestor', { action: 'select', turma: 'fixtures' }, rows(3)),
  t('diretorA', { action: 'select', turma: 'fixtures' }, rows(2)),
  t('diretorA', { action: 'select', turma: 'TB1' }, NONE),
  t('secretariaA', { action: 'select', turma: 'fixtures' }, rows(2)),
  t('secretariaA', { action: 'select', turma: 'TB1' }, NONE),
  t('professorA', { action: 'select', turma: 'fixtures' }, rows(1)),
  t('professorA', { action: 'select', turma: 'TA1' }, rows(1)),
  t('professorA', { action: 'select', turma: 'TA2' }, NONE), // same school, another teacher's
  t('alunoA', { action: 'select', turma: 'fixtures' }, rows(1)),
  t('alunoA', { action: 'select', turma: 'TA1' }, rows(1)),
  t('alunoA', { action: 'select', turma: 'TA2' }, NONE),
  t('excluidoA', { action: 'select', turma: 'fixtures' }, NONE),

  // ── turmas · insert ─ 1 any school · 2,3 own school · 4,5 none ────────────
  t('anon', { action: 'insert', school: 'A' }, DENIED),
  t('gestor', { action: 'insert', school: 'B' }, rows(1)),
  t('diretorA', { action: 'insert', school: 'A' }, rows(1)),
  t('diretorA', { action: 'insert', school: 'B' }, DENIED),
  t('secretariaA', { action: 'insert', school: 'A' }, rows(1)),
  t('secretariaA', { action: 'insert', school: 'B' }, DENIED), // another school's class
  t('professorA', { action: 'insert', school: 'A' }, DENIED), // a teacher creating a class
  t('alunoA', { action: 'insert', school: 'A' }, DENIED),
  t('excluidoA', { action: 'insert', school: 'A' }, DENIED),

  // ── turmas · update ─ as insert, before and after the change ─────────────
  t('anon', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, DENIED),
  t('gestor', { action: 'update', turma: 'TB1', set: 'cp_tr_nome' }, rows(1)),
  t('gestor', { action: 'update', turma: 'TA1', set: 'cp_tr_id_escola=B' }, rows(1)),
  t('diretorA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, rows(1)),
  t('diretorA', { action: 'update', turma: 'TA1', set: 'cp_tr_id_escola=B' }, DENIED),
  t('diretorA', { action: 'update', turma: 'TA1', set: 'cp_tr_id' }, DENIED),
  t('diretorA', { action: 'update', turma: 'TB1', set: 'cp_tr_nome' }, NONE),
  t('secretariaA', { action: 'update', turma: 'TA2', set: 'cp_tr_nome' }, rows(1)),
  t('secretariaA', { action: 'update', turma: 'TB1', set: 'cp_tr_nome' }, NONE),
  t('professorA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, NONE), // their own class
  t('alunoA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, NONE),
  t('excluidoA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, NONE),

  // ── turmas · delete ─ as insert (memberships cascade) ─────────────────────
  t('anon', { action: 'delete', turma: 'TA1' }, DENIED),
  t('gestor', { action: 'delete', turma: 'TB1' }, rows(1)),
  t('diretorA', { action: 'delete', turma: 'TA1' }, rows(1)),
  t('diretorA', { action: 'delete', turma: 'TB1' }, NONE),
  t('secretariaA', { action: 'delete', turma: 'TA2' }, rows(1)),
  t('secretariaA', { action: 'delete', turma: 'TB1' }, NONE),
  t('professorA', { action: 'delete', turma: 'TA1' }, NONE),
  t('alunoA', { action: 'delete', turma: 'TA1' }, NONE),
  t('excluidoA', { action: 'delete', turma: 'TA1' }, NONE),

  // ── turma_alunos · select ─ when the class is readable; one's own row ─────
  // members: alunoA → TA1, alunoA2 → TA2, alunoB → TB1
  m('anon', { action: 'select', student: 'fixtures' }, DENIED),
  m('gestor', { action: 'select', student: 'fixtures' }, rows(3)),
  m('diretorA', { action: 'select', student: 'fixtures' }, rows(2)),
  m('diretorA', { action: 'select', student: 'alunoB' }, NONE),
  m('secretariaA', { action: 'select', student: 'fixtures' }, rows(2)),
  m('professorA', { action: 'select', student: 'fixtures' }, rows(1)),
  m('professorA', { action: 'select', student: 'alunoA' }, rows(1)),
  m('professorA', { action: 'select', student: 'alunoA2' }, NONE),
  m('alunoA', { action: 'select', student: 'fixtures' }, rows(1)),
  m('alunoA', { action: 'select', student: 'self' }, rows(1)),
  m('alunoA', { action: 'select', student: 'alunoA2' }, NONE),
  m('excluidoA', { action: 'select', student: 'fixtures' }, NONE),

  // ── turma_alunos · insert ─ when the class is writable ────────────────────
  m('anon', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED),
  m('gestor', { action: 'insert', student: 'alunoA3', turma: 'TB1' }, rows(1)),
  m('diretorA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, rows(1)),
  m('diretorA', { action: 'insert', student: 'alunoA3', turma: 'TB1' }, DENIED),
  m('secretariaA', { action: 'insert', student: 'alunoA3', turma: 'TA2' }, rows(1)),
  m('secretariaA', { action: 'insert', student: 'alunoA3', turma: 'TB1' }, DENIED),
  m('professorA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED), // even their own class
  m('alunoA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED),
  m('excluidoA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED),

  // ── turma_alunos · update (moving a student) ─ class writable before and after
  m('anon', { action: 'update', student: 'alunoA', turma: 'TA2' }, DENIED),
  m('gestor', { action: 'update', student: 'alunoB', turma: 'TA1' }, rows(1)),
  m('diretorA', { action: 'update', student: 'alunoA2', turma: 'TA1' }, rows(1)),
  m('diretorA', { action: 'update', student: 'alunoA', turma: 'TB1' }, DENIED),
  m('diretorA', { action: 'update', student: 'alunoB', turma: 'TA1' }, NONE),
  m('secretariaA', { action: 'update', student: 'alunoA', turma: 'TA2' }, rows(1)),
  m('professorA', { action: 'update', student: 'alunoA', turma: 'TA2' }, NONE),
  m('alunoA', { action: 'update', student: 'self', turma: 'TA2' }, NONE), // a student changing class
  m('excluidoA', { action: 'update', student: 'alunoA', turma: 'TA2' }, NONE),

  // ── turma_alunos · delete ─────────────────────────────────────────────────
  m('anon', { action: 'delete', student: 'alunoA' }, DENIED),
  m('gestor', { action: 'delete', student: 'alunoB' }, rows(1)),
  m('diretorA', { action: 'delete', student: 'alunoA' }, rows(1)),
  m('diretorA', { action: 'delete', student: 'alunoB' }, NONE),
  m('secretariaA', { action: 'delete', student: 'alunoA2' }, rows(1)),
  m('professorA', { action: 'delete', student: 'alunoA' }, NONE),
  m('alunoA', { action: 'delete', student: 'self' }, NONE), // leaving one's class
  m('excluidoA', { action: 'delete', student: 'alunoA' }, NONE),

  // ── matriculas · select ─ 1 all · 2,3 own school · 4 none · 5 their own ───
  // enrolments: MA, MAm (alunoA), MA2 (alunoA2) in school A; MB (alunoB) in B
  mt('anon', { action: 'select', matricula: 'fixtures' }, DENIED),
  mt('gestor', { action: 'select', matricula: 'fixtures' }, rows(4)),
  mt('gestor', { action: 'select', matricula: 'MB' }, rows(1)),
  mt('diretorA', { action: 'select', matricula: 'fixtures' }, rows(3)),
  mt('diretorA', { action: 'select', matricula: 'MA2' }, rows(1)),
  mt('diretorA', { action: 'select', matricula: 'MB' }, NONE),
  mt('secretariaA', { action: 'select', matricula: 'fixtures' }, rows(3)),
  mt('secretariaA', { action: 'select', matricula: 'MB' }, NONE),
  mt('professorA', { action: 'select', matricula: 'fixtures' }, NONE),
  mt('professorA', { action: 'select', matricula: 'MA' }, NONE), // a student of their class
  mt('alunoA', { action: 'select', matricula: 'fixtures' }, rows(2)),
  mt('alunoA', { action: 'select', matricula: 'MAm' }, rows(1)),
  mt('alunoA', { action: 'select', matricula: 'MA2' }, NONE), // a classmate's
  mt('alunoA', { action: 'select', matricula: 'MB' }, NONE),
  mt('excluidoA', { action: 'select', matricula: 'fixtures' }, NONE),

  // ── matriculas · insert ─ 1 any school · 2,3 own school · 4,5 none ────────
  mt('anon', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, DENIED),
  mt('gestor', { action: 'insert', school: 'B', student: 'alunoB', kind: 'mensalidade' }, rows(1)),
  mt('gestor', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'cp_mt_id' }, DENIED), // ids are never set
  mt('gestor', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'parcelado' }, PLAN_BROKEN), // no installments
  mt('diretorA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, rows(1)),
  mt('diretorA', { action: 'insert', school: 'B', student: 'alunoB', kind: 'mensalidade' }, DENIED),
  // The database, not only the api, wants a live person of the enrolment's school.
  mt('diretorA', { action: 'insert', school: 'A', student: 'alunoB', kind: 'mensalidade' }, NOT_A_STUDENT_THERE),
  mt('gestor', { action: 'insert', school: 'A', student: 'excluidoA', kind: 'mensalidade' }, NOT_A_STUDENT_THERE),
  // Staff are never enrolled (not even by the Gestor, nor themselves): the database refuses, not only the api.
  mt('diretorA', { action: 'insert', school: 'A', student: 'secretariaA', kind: 'mensalidade' }, ONLY_STUDENTS),
  mt('diretorA', { action: 'insert', school: 'A', student: 'diretorA', kind: 'mensalidade' }, ONLY_STUDENTS),
  mt('secretariaA', { action: 'insert', school: 'A', student: 'professorA', kind: 'mensalidade' }, ONLY_STUDENTS),
  mt('gestor', { action: 'insert', school: 'A', student: 'gestor', kind: 'mensalidade' }, ONLY_STUDENTS),
  mt('gestor', { action: 'insert', school: 'B', student: 'diretorB', kind: 'mensalidade' }, ONLY_STUDENTS),
  mt('secretariaA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, rows(1)),
  mt('secretariaA', { action: 'insert', school: 'B', student: 'alunoB', kind: 'mensalidade' }, DENIED),
  mt('professorA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, DENIED),
  mt('alunoA', { action: 'insert', school: 'A', student: 'alunoA', kind: 'mensalidade' }, DENIED), // enrolling oneself
  mt('excluidoA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, DENIED),

  // ── matriculas · update ─ as insert; school, student and id never change ──
  mt('anon', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, DENIED),
  mt('gestor', { action: 'update', matricula: 'MB', set: 'cp_status_matricula' }, rows(1)),
  mt('gestor', { action: 'update', matricula: 'MA', set: 'cp_mt_escola=B' }, DENIED), // not even the Gestor
  mt('gestor', { action: 'update', matricula: 'MA', set: 'cp_mt_valor_curso' }, PLAN_BROKEN), // installments no longer add up
  mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, rows(1)),
  mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_mt_escola=B' }, DENIED),
  mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_mt_usuario' }, DENIED),
  mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_mt_id' }, DENIED),
  mt('gestor', { action: 'update', matricula: 'MA', set: 'cp_mt_nome_usuario' }, DENIED), // the name as signed stays
  mt('diretorA', { action: 'update', matricula: 'MB', set: 'cp_status_matricula' }, NONE),
  mt('secretariaA', { action: 'update', matricula: 'MA2', set: 'cp_status_matricula' }, rows(1)),
  mt('secretariaA', { action: 'update', matricula: 'MB', set: 'cp_status_matricula' }, NONE),
  mt('professorA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, NONE),
  mt('alunoA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, NONE), // their own
  mt('excluidoA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, NONE),

  // ── matriculas · delete ─ as insert; never one with a paid installment ────
  mt('anon', { action: 'delete', matricula: 'MA2' }, DENIED),
  mt('gestor', { action: 'delete', matricula: 'MA2' }, rows(1)), // its unpaid installments go with it
  mt('gestor', { action: 'delete', matricula: 'MB' }, PAID), // through the cascade to MB_1
  mt('diretorA', { action: 'delete', matricula: 'MA2' }, rows(1)),
  mt('diretorA', { action: 'delete', matricula: 'MA' }, PAID),
  mt('diretorA', { action: 'delete', matricula: 'MAm' }, PAID), // a paid installment of a former plan
  mt('diretorA', { action: 'delete', matricula: 'MB' }, NONE), // filtered before the guard
  mt('secretariaA', { action: 'delete', matricula: 'MA2' }, rows(1)),
  mt('secretariaA', { action: 'delete', matricula: 'MB' }, NONE),
  mt('professorA', { action: 'delete', matricula: 'MA2' }, NONE),
  mt('alunoA', { action: 'delete', matricula: 'MA' }, NONE),
  mt('excluidoA', { action: 'delete', matricula: 'MA2' }, NONE),

  // ── parcelas · select ─ as matriculas ─────────────────────────────────────
  // installments: MA_1..3, MAm_1..2 (alunoA), MA2_1..2 (alunoA2), MB_1..2 (alunoB)
  pa('anon', { action: 'select', parcela: 'fixtures' }, DENIED),
  pa('gestor', { action: 'select', parcela: 'fixtures' }, rows(9)),
  pa('gestor', { action: 'select', parcela: 'MB_1' }, rows(1)),
  pa('diretorA', { action: 'select', parcela: 'fixtures' }, rows(7)),
  pa('diretorA', { action: 'select', parcela: 'MA2_1' }, rows(1)),
  pa('diretorA', { action: 'select', parcela: 'MB_1' }, NONE),
  pa('secretariaA', { action: 'select', parcela: 'fixtures' }, rows(7)),
  pa('secretariaA', { action: 'select', parcela: 'MB_2' }, NONE),
  pa('professorA', { action: 'select', parcela: 'fixtures' }, NONE),
  pa('professorA', { action: 'select', parcela: 'MA_1' }, NONE),
  pa('alunoA', { action: 'select', parcela: 'fixtures' }, rows(5)),
  pa('alunoA', { action: 'select', parcela: 'MA_1' }, rows(1)),
  pa('alunoA', { action: 'select', parcela: 'MA2_1' }, NONE),
  pa('alunoA', { action: 'select', parcela: 'MB_1' }, NONE),
  pa('excluidoA', { action: 'select', parcela: 'fixtures' }, NONE),

  // ── parcelas · insert ─ as matriculas; school and student are the enrolment's
  pa('anon', { action: 'insert', matricula: 'MAm' }, DENIED),
  pa('gestor', { action: 'insert', matricula: 'MAm' }, rows(1)),
  pa('gestor', { action: 'insert', matricula: 'MB' }, PLAN_BROKEN), // a third installment of a plan of two
  pa('gestor', { action: 'insert', matricula: 'MAm', school: 'B' }, NOT_THE_ENROLMENTS),
  pa('gestor', { action: 'insert', matricula: 'MAm', set: 'cp_mtPar_id' }, DENIED),
  pa('diretorA', { action: 'insert', matricula: 'MAm' }, rows(1)),
  pa('diretorA', { action: 'insert', matricula: 'MA' }, PLAN_BROKEN),
  pa('diretorA', { action: 'insert', matricula: 'MB' }, DENIED),
  pa('diretorA', { action: 'insert', matricula: 'MB', school: 'A' }, NOT_THE_ENROLMENTS), // claiming their own school
  pa('diretorA', { action: 'insert', matricula: 'MAm', school: 'B' }, DENIED),
  pa('diretorA', { action: 'insert', matricula: 'MAm', student: 'alunoA2' }, NOT_THE_ENROLMENTS),
  pa('secretariaA', { action: 'insert', matricula: 'MAm' }, rows(1)),
  pa('secretariaA', { action: 'insert', matricula: 'MB' }, DENIED),
  pa('professorA', { action: 'insert', matricula: 'MAm' }, DENIED),
  pa('alunoA', { action: 'insert', matricula: 'MAm' }, DENIED), // their own enrolment
  pa('excluidoA', { action: 'insert', matricula: 'MAm' }, DENIED),

  // ── parcelas · update ─ date, value, status only; a paid one: status only ─
  pa('anon', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, DENIED),
  pa('gestor', { action: 'update', parcela: 'MB_2', set: 'status=Pago' }, rows(1)),
  pa('gestor', { action: 'update', parcela: 'MA_1', set: 'valorParcela' }, PAID),
  pa('gestor', { action: 'update', parcela: 'MA_2', set: 'valorParcela' }, PLAN_BROKEN), // the plan's total changes
  pa('gestor', { action: 'update', parcela: 'MAm_2', set: 'valorParcela' }, rows(1)), // no plan to add up to
  pa('gestor', { action: 'update', parcela: 'MA_1', set: 'cp_mt_escola=B' }, DENIED),
  pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, rows(1)),
  pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'status=à vencer' }, rows(1)), // a payment undone
  pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'dataParcela' }, rows(1)),
  pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'dataParcela' }, PAID),
  pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'valorParcela' }, PAID),
  pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'numero' }, DENIED),
  pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'numero' }, DENIED),
  pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'cp_mt_escola=B' }, DENIED),
  pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'cp_mt_id' }, DENIED),
  pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'cp_mt_usuario' }, DENIED),
  pa('diretorA', { action: 'update', parcela: 'MB_2', set: 'status=Pago' }, NONE),
  pa('secretariaA', { action: 'update', parcela: 'MA2_1', set: 'status=Pago' }, rows(1)),
  pa('secretariaA', { action: 'update', parcela: 'MAm_1', set: 'valorParcela' }, PAID),
  pa('secretariaA', { action: 'update', parcela: 'MB_2', set: 'status=Pago' }, NONE),
  pa('professorA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, NONE),
  pa('alunoA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, NONE), // paying their own by decree
  pa('excluidoA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, NONE),

  // ── parcelas · delete ─ as insert; never a paid one, never breaking a plan
  pa('anon', { action: 'delete', parcela: 'MAm_2' }, DENIED),
  pa('gestor', { action: 'delete', parcela: 'MAm_2' }, rows(1)),
  pa('gestor', { action: 'delete', parcela: 'MB_1' }, PAID),
  pa('gestor', { action: 'delete', parcela: 'MB_2' }, PLAN_BROKEN),
  pa('diretorA', { action: 'delete', parcela: 'MAm_2' }, rows(1)),
  pa('diretorA', { action: 'delete', parcela: 'MA_1' }, PAID),
  pa('diretorA', { action: 'delete', parcela: 'MA_3' }, PLAN_BROKEN),
  pa('diretorA', { action: 'delete', parcela: 'MB_2' }, NONE),
  pa('secretariaA', { action: 'delete', parcela: 'MAm_2' }, rows(1)),
  pa('secretariaA', { action: 'delete', parcela: 'MAm_1' }, PAID),
  pa('secretariaA', { action: 'delete', parcela: 'MB_2' }, NONE),
  pa('professorA', { action: 'delete', parcela: 'MAm_2' }, NONE),
  pa('alunoA', { action: 'delete', parcela: 'MAm_2' }, NONE),
  pa('excluidoA', { action: 'delete', parcela: 'MAm_2' }, NONE),

  // ── materiais (training) · select ─ 1,2 all · 4 by codes (theirs: KIDS) or
  //    none · 3,5 nothing; the extra-material grant changes nothing here
  mat('anon', msel('fixtures'), DENIED),
  mat('gestor', msel('fixtures'), rows(3)),
  mat('diretorA', msel('fixtures'), rows(3)),
  mat('secretariaA', msel('fixtures'), NONE),
  mat('professorA', msel('fixtures'), rows(2)),
  mat('professorA', msel('kids'), rows(1)),
  mat('professorA', msel('deutsch'), NONE), // codes that are not theirs
  mat('professorA', msel('geral'), rows(1)), // no code: every teacher
  mat('professorA2', msel('fixtures'), rows(2)),
  mat('professorA2', msel('deutsch'), NONE),
  mat('alunoA', msel('fixtures'), NONE),
  mat('excluidoA', msel('fixtures'), NONE),

  // ── materiais · insert ─ 1 only; the columns' rules hold for the gestor too
  mat('anon', MINS, DENIED),
  mat('gestor', MINS, rows(1)),
  mat('gestor', { action: 'insert', set: 'blank-title' }, BROKEN),
  mat('gestor', { action: 'insert', set: 'bad-code' }, BROKEN),
  mat('gestor', { action: 'insert', set: 'pdf-elsewhere' }, BROKEN),
  mat('gestor', { action: 'insert', set: 'pdf-other' }, DENIED),
  mat('gestor', { action: 'update', material: 'kids', set: 'pdf-own' }, rows(1)),
  mat('gestor', { action: 'update', material: 'deutsch', set: 'pdf-other' }, DENIED),
  mat('gestor', { action: 'insert', set: 'id' }, DENIED),
  mat('diretorA', MINS, DENIED),
  mat('secretariaA', MINS, DENIED),
  mat('professorA', MINS, DENIED),
  mat('professorA2', MINS, DENIED),
  mat('alunoA', MINS, DENIED),
  mat('excluidoA', MINS, DENIED),

  // ── materiais · update ─ 1 only
  mat('anon', mupd('kids'), DENIED),
  mat('gestor', mupd('kids'), rows(1)),
  mat('gestor', mupd('geral', 'codigos'), rows(1)),
  mat('gestor', mupd('kids', 'bad-code'), BROKEN),
  mat('gestor', mupd('kids', 'id'), DENIED),
  mat('diretorA', mupd('kids'), NONE),
  mat('secretariaA', mupd('kids'), NONE),
  mat('professorA', mupd('kids'), NONE),
  mat('professorA2', mupd('kids'), NONE),
  mat('alunoA', mupd('kids'), NONE),
  mat('excluidoA', mupd('kids'), NONE),

  // ── materiais · delete ─ 1 only
  mat('anon', mdel('kids'), DENIED),
  mat('gestor', mdel('deutsch'), rows(1)),
  mat('diretorA', mdel('kids'), NONE),
  mat('secretariaA', mdel('kids'), NONE),
  mat('professorA', mdel('kids'), NONE),
  mat('professorA2', mdel('kids'), NONE),
  mat('alunoA', mdel('kids'), NONE),
  mat('excluidoA', mdel('kids'), NONE),

  // ── materiais_extra · select ─ 1,2,3 all · 4 by codes or none · the grant
  //    holder all · 5 nothing
  mx('anon', msel('fixtures'), DENIED),
  mx('gestor', msel('fixtures'), rows(3)),
  mx('diretorA', msel('fixtures'), rows(3)),
  mx('secretariaA', msel('fixtures'), rows(3)),
  mx('professorA', msel('fixtures'), rows(2)),
  mx('professorA', msel('kids'), rows(1)),
  mx('professorA', msel('deutsch'), NONE),
  mx('professorA', msel('geral'), rows(1)),
  mx('professorA2', msel('fixtures'), rows(3)), // the grant: as the gestor
  mx('professorA2', msel('deutsch'), rows(1)),
  mx('alunoA', msel('fixtures'), NONE),
  mx('excluidoA', msel('fixtures'), NONE),

  // ── materiais_extra · insert ─ 1 and the grant holder
  mx('anon', MINS, DENIED),
  mx('gestor', MINS, rows(1)),
  mx('gestor', { action: 'insert', set: 'bad-code' }, BROKEN),
  mx('gestor', { action: 'insert', set: 'blank-title' }, BROKEN),
  mx('gestor', { action: 'insert', set: 'pdf-elsewhere' }, BROKEN),
  mx('gestor', { action: 'insert', set: 'id' }, DENIED),
  mx('professorA2', MINS, rows(1)),
  mx('diretorA', MINS, DENIED), // directors and secretaries edit and delete, they do not add
  mx('secretariaA', MINS, DENIED),
  mx('professorA', MINS, DENIED),
  mx('alunoA', MINS, DENIED),
  mx('excluidoA', MINS, DENIED),
  // A file column takes only the writer's own unclaimed upload or a file the row held
  // (private.guard_file_columns): never a training PDF a later delete of this row would discard.
  mx('gestor', { action: 'insert', set: 'pdf-other' }, DENIED),
  mx('diretorA', { action: 'update', material: 'kids', set: 'pdf-own' }, rows(1)),
  mx('diretorA', { action: 'update', material: 'kids', set: 'pdf-other' }, DENIED),
  mx('secretariaA', { action: 'update', material: 'geral', set: 'pdf-other' }, DENIED),
  mx('professorA2', { action: 'update', material: 'kids', set: 'pdf-other' }, DENIED),

  // ── materiais_extra · update ─ 1,2,3 and the grant holder
  mx('anon', mupd('kids'), DENIED),
  mx('gestor', mupd('kids'), rows(1)),
  mx('gestor', mupd('kids', 'id'), DENIED),
  mx('diretorA', mupd('kids'), rows(1)),
  mx('diretorA', mupd('geral', 'bad-code'), BROKEN),
  mx('secretariaA', mupd('deutsch'), rows(1)),
  mx('professorA2', mupd('deutsch'), rows(1)),
  mx('professorA2', mupd('kids', 'codigos'), rows(1)),
  mx('professorA', mupd('kids'), NONE),
  mx('alunoA', mupd('kids'), NONE),
  mx('excluidoA', mupd('kids'), NONE),

  // ── materiais_extra · delete ─ 1,2,3 and the grant holder
  mx('anon', mdel('kids'), DENIED),
  mx('gestor', mdel('kids'), rows(1)),
  mx('diretorA', mdel('deutsch'), rows(1)),
  mx('secretariaA', mdel('geral'), rows(1)),
  mx('professorA2', mdel('deutsch'), rows(1)),
  mx('professorA', mdel('kids'), NONE),
  mx('alunoA', mdel('kids'), NONE),
  mx('excluidoA', mdel('kids'), NONE),

  // ── permissoes · select ─ 1 all · everyone else their own (professorA2 holds one)
  g('anon', { action: 'select', holder: 'fixtures' }, DENIED),
  g('gestor', { action: 'select', holder: 'fixtures' }, rows(1)),
  g('diretorA', { action: 'select', holder: 'fixtures' }, NONE),
  g('secretariaA', { action: 'select', holder: 'fixtures' }, NONE),
  g('professorA', { action: 'select', holder: 'fixtures' }, NONE),
  g('professorA2', { action: 'select', holder: 'fixtures' }, rows(1)),
  g('alunoA', { action: 'select', holder: 'fixtures' }, NONE),
  g('excluidoA', { action: 'select', holder: 'fixtures' }, NONE),

  // ── permissoes · insert ─ 1 only, to a live 2–4 (GRANTEE_TYPES)
  g('anon', { action: 'insert', grantee: 'secretariaA' }, DENIED),
  g('gestor', { action: 'insert', grantee: 'secretariaA' }, rows(1)),
  g('gestor', { action: 'insert', grantee: 'diretorB' }, rows(1)),
  g('gestor', { action: 'insert', grantee: 'professorA' }, rows(1)),
  g('gestor', { action: 'insert', grantee: 'alunoA' }, BROKEN), // a student never manages material
  g('gestor', { action: 'insert', grantee: 'excluidoA' }, BROKEN), // a deleted person
  g('gestor', { action: 'insert', grantee: 'gestor' }, BROKEN),
  g('gestor', { action: 'insert', grantee: 'secretariaA', permissao: 'outra' }, BROKEN), // not GRANTABLE
  g('diretorA', { action: 'insert', grantee: 'secretariaA' }, DENIED),
  g('secretariaA', { action: 'insert', grantee: 'secretariaA' }, DENIED), // granting oneself
  g('professorA', { action: 'insert', grantee: 'professorA' }, DENIED),
  g('professorA2', { action: 'insert', grantee: 'professorA' }, DENIED), // a holder does not pass it on
  g('alunoA', { action: 'insert', grantee: 'professorA' }, DENIED),
  g('excluidoA', { action: 'insert', grantee: 'professorA' }, DENIED),

  // ── permissoes · update ─ nobody: a grant is given or taken, never changed
  g('anon', { action: 'update', holder: 'professorA2' }, DENIED),
  g('gestor', { action: 'update', holder: 'professorA2' }, DENIED),
  g('diretorA', { action: 'update', holder: 'professorA2' }, DENIED),
  g('secretariaA', { action: 'update', holder: 'professorA2' }, DENIED),
  g('professorA', { action: 'update', holder: 'professorA2' }, DENIED),
  g('professorA2', { action: 'update', holder: 'professorA2' }, DENIED),
  g('alunoA', { action: 'update', holder: 'professorA2' }, DENIED),
  g('excluidoA', { action: 'update', holder: 'professorA2' }, DENIED),

  // ── permissoes · delete ─ 1 only
  g('anon', { action: 'delete', holder: 'professorA2' }, DENIED),
  g('gestor', { action: 'delete', holder: 'professorA2' }, rows(1)),
  g('diretorA', { action: 'delete', holder: 'professorA2' }, NONE),
  g('secretariaA', { action: 'delete', holder: 'professorA2' }, NONE),
  g('professorA', { action: 'delete', holder: 'professorA2' }, NONE),
  g('professorA2', { action: 'delete', holder: 'professorA2' }, NONE), // the holder cannot keep it from being revoked, nor drop it
  g('alunoA', { action: 'delete', holder: 'professorA2' }, NONE),
  g('excluidoA', { action: 'delete', holder: 'professorA2' }, NONE),

  // ── storage.objects · select of material files ─ whoever reads a material
  //    row that shows them (a teacher by codes, the grant holder every extra)
  s('anon', { action: 'select', object: 'matPdfKids' }, NONE),
  s('gestor', { action: 'select', object: 'matPdfDeutsch' }, rows(1)),
  s('diretorA', { action: 'select', object: 'matPdfDeutsch' }, rows(1)),
  s('secretariaA', { action: 'select', object: 'matPdfKids' }, NONE), // training is not theirs
  s('secretariaA', { action: 'select', object: 'extraPdfDeutsch' }, rows(1)),
  s('professorA', { action: 'select', object: 'matPdfKids' }, rows(1)),
  s('professorA', { action: 'select', object: 'matImageKids' }, rows(1)),
  s('professorA', { action: 'select', object: 'matPdfDeutsch' }, NONE),
  s('professorA', { action: 'select', object: 'extraImageKids' }, rows(1)),
  s('professorA', { action: 'select', object: 'extraPdfDeutsch' }, NONE),
  s('professorA2', { action: 'select', object: 'extraPdfDeutsch' }, rows(1)),
  s('professorA2', { action: 'select', object: 'matPdfDeutsch' }, NONE),
  s('alunoA', { action: 'select', object: 'extraPdfKids' }, NONE),
  s('alunoA', { action: 'select', object: 'matImageKids' }, NONE),
  s('excluidoA', { action: 'select', object: 'extraPdfKids' }, NONE),

  // ── chamadas · select ─ 1 all · 2,3 their school's classes · 4 the classes
  //    they teach (a removed student's history too) · 5 their own rows
  //    records: A (TA1 alunoA), A2old (TA1 alunoA2, who moved), A2 (TA2), B (TB1)
  ch('anon', rsel('fixtures'), DENIED),
  ch('gestor', rsel('fixtures'), rows(4)),
  ch('diretorA', rsel('fixtures'), rows(3)),
  ch('diretorA', rsel('B'), NONE), // another school's class
  ch('secretariaA', rsel('fixtures'), rows(3)),
  ch('secretariaA', rsel('A2old'), rows(1)),
  ch('professorA', rsel('fixtures'), rows(2)),
  ch('professorA', rsel('A2old'), rows(1)), // the history of a student who left their class
  ch('professorA', rsel('A2'), NONE), // another teacher's class, same school
  ch('professorA2', rsel('fixtures'), rows(1)),
  ch('professorA2', rsel('A'), NONE),
  ch('alunoA', rsel('fixtures'), rows(1)),
  ch('alunoA', rsel('A'), rows(1)),
  ch('alunoA', rsel('A2old'), NONE), // a (former) classmate's row
  ch('excluidoA', rsel('fixtures'), NONE),

  // ── chamadas · insert ─ 4 for a current student of a class they teach ──
  ch('anon', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  ch('gestor', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  ch('diretorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  ch('secretariaA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, rows(1)),
  ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken' }, TAKEN), // one per student, class and day
  ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA2' }, DENIED), // no longer in the class
  ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', set: 'id' }, DENIED),
  ch('professorA', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, DENIED), // a class they do not teach
  ch('professorA2', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, rows(1)),
  ch('alunoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  ch('excluidoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),

  // ── chamadas · update ─ 4 the status of their classes' records only ───
  ch('anon', { action: 'update', record: 'A', set: 'status' }, DENIED),
  ch('gestor', { action: 'update', record: 'A', set: 'status' }, NONE),
  ch('diretorA', { action: 'update', record: 'A', set: 'status' }, NONE),
  ch('secretariaA', { action: 'update', record: 'A', set: 'status' }, NONE),
  ch('professorA', { action: 'update', record: 'A', set: 'status' }, rows(1)),
  ch('professorA', { action: 'update', record: 'A2old', set: 'status' }, rows(1)),
  ch('professorA', { action: 'update', record: 'A', set: 'data' }, DENIED), // the lesson's day stays (decision 39)
  ch('professorA', { action: 'update', record: 'A', set: 'turma' }, DENIED),
  ch('professorA', { action: 'update', record: 'A2', set: 'status' }, NONE),
  ch('professorA2', { action: 'update', record: 'A', set: 'status' }, NONE),
  ch('alunoA', { action: 'update', record: 'A', set: 'status' }, NONE), // their own record
  ch('excluidoA', { action: 'update', record: 'A', set: 'status' }, NONE),

  // ── chamadas · delete ─ 4 their classes' records ──────────────────────
  ch('anon', rdel('A'), DENIED),
  ch('gestor', rdel('A'), NONE),
  ch('diretorA', rdel('A'), NONE),
  ch('secretariaA', rdel('A'), NONE),
  ch('professorA', rdel('A'), rows(1)),
  ch('professorA', rdel('B'), NONE),
  ch('professorA2', rdel('A'), NONE),
  ch('alunoA', rdel('A'), NONE),
  ch('excluidoA', rdel('A'), NONE),

  // ── notas · select ─ as chamadas ───────────────────────────────────────
  nt('anon', rsel('fixtures'), DENIED),
  nt('gestor', rsel('fixtures'), rows(4)),
  nt('diretorA', rsel('fixtures'), rows(3)),
  nt('diretorA', rsel('B'), NONE),
  nt('secretariaA', rsel('fixtures'), rows(3)),
  nt('professorA', rsel('fixtures'), rows(2)),
  nt('professorA', rsel('A2old'), rows(1)),
  nt('professorA', rsel('A2'), NONE),
  nt('professorA2', rsel('fixtures'), rows(1)),
  nt('alunoA', rsel('fixtures'), rows(1)),
  nt('alunoA', rsel('A2old'), NONE),
  nt('excluidoA', rsel('fixtures'), NONE),

  // ── notas · insert ─ as chamadas; grades 0–10 ──────────────────────────
  nt('anon', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  nt('gestor', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  nt('diretorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  nt('secretariaA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, rows(1)),
  nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken' }, TAKEN),
  nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', set: 'out-of-range' }, BROKEN),
  nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', set: 'id' }, DENIED),
  nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoB' }, DENIED), // not a student of the class
  nt('professorA', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, DENIED),
  nt('professorA2', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, rows(1)),
  nt('alunoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
  nt('excluidoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),

  // ── notas · update ─ 4 the grades of their classes' records ───────────
  nt('anon', { action: 'update', record: 'A', set: 'grades' }, DENIED),
  nt('gestor', { action: 'update', record: 'A', set: 'grades' }, NONE),
  nt('diretorA', { action: 'update', record: 'A', set: 'grades' }, NONE),
  nt('secretariaA', { action: 'update', record: 'A', set: 'grades' }, NONE),
  nt('professorA', { action: 'update', record: 'A', set: 'grades' }, rows(1)),
  nt('professorA', { action: 'update', record: 'A', set: 'out-of-range' }, BROKEN),
  nt('professorA', { action: 'update', record: 'A', set: 'aluno' }, DENIED),
  nt('professorA', { action: 'update', record: 'B', set: 'grades' }, NONE),
  nt('professorA2', { action: 'update', record: 'A2old', set: 'grades' }, NONE), // their student's grade of another class
  nt('alunoA', { action: 'update', record: 'A', set: 'grades' }, NONE),
  nt('excluidoA', { action: 'update', record: 'A', set: 'grades' }, NONE),

  // ── notas · delete ─────────────────────────────────────────────────────
  nt('anon', rdel('A'), DENIED),
  nt('gestor', rdel('A'), NONE),
  nt('diretorA', rdel('A'), NONE),
  nt('secretariaA', rdel('A'), NONE),
  nt('professorA', rdel('A2old'), rows(1)),
  nt('professorA', rdel('A2'), NONE),
  nt('professorA2', rdel('A'), NONE),
  nt('alunoA', rdel('A'), NONE),
  nt('excluidoA', rdel('A'), NONE),

  // ── resumos · select ─ 1 all · 2,3 their school's classes · 4 the classes
  //    they teach · 5 their class's
  rs('anon', { action: 'select', resumo: 'fixtures' }, DENIED),
  rs('gestor', { action: 'select', resumo: 'fixtures' }, rows(3)),
  rs('diretorA', { action: 'select', resumo: 'fixtures' }, rows(2)),
  rs('diretorA', { action: 'select', resumo: 'TB1' }, NONE),
  rs('secretariaA', { action: 'select', resumo: 'fixtures' }, rows(2)),
  rs('professorA', { action: 'select', resumo: 'fixtures' }, rows(1)),
  rs('professorA', { action: 'select', resumo: 'TA2' }, NONE),
  rs('professorA2', { action: 'select', resumo: 'TA2' }, rows(1)),
  rs('alunoA', { action: 'select', resumo: 'fixtures' }, rows(1)),
  rs('alunoA', { action: 'select', resumo: 'TA1' }, rows(1)),
  rs('alunoA', { action: 'select', resumo: 'TA2' }, NONE),
  rs('excluidoA', { action: 'select', resumo: 'fixtures' }, NONE),

  // ── resumos · insert ─ 4 their classes; a file only from their own upload
  rs('anon', { action: 'insert', turma: 'TA1' }, DENIED),
  rs('gestor', { action: 'insert', turma: 'TA1' }, DENIED),
  rs('diretorA', { action: 'insert', turma: 'TA1' }, DENIED),
  rs('secretariaA', { action: 'insert', turma: 'TA1' }, DENIED),
  rs('professorA', { action: 'insert', turma: 'TA1' }, rows(1)),
  rs('professorA', { action: 'insert', turma: 'TA1', file: 'own' }, rows(1)),
  rs('professorA', { action: 'insert', turma: 'TA1', file: 'other' }, DENIED), // another summary's file
  rs('professorA', { action: 'insert', turma: 'TA1', file: 'elsewhere' }, BROKEN), // not in the resumos bucket
  rs('professorA', { action: 'insert', turma: 'TA2' }, DENIED),
  rs('professorA2', { action: 'insert', turma: 'TA2', file: 'own' }, rows(1)),
  rs('alunoA', { action: 'insert', turma: 'TA1' }, DENIED),
  rs('excluidoA', { action: 'insert', turma: 'TA1' }, DENIED),

  // ── resumos · update ─ 4 their classes' (never the class) ─────────────
  rs('anon', { action: 'update', resumo: 'TA1', set: 'aula' }, DENIED),
  rs('gestor', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
  rs('diretorA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
  rs('secretariaA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
  rs('professorA', { action: 'update', resumo: 'TA1', set: 'aula' }, rows(1)),
  rs('professorA', { action: 'update', resumo: 'TA1', set: 'file-own' }, rows(1)),
  rs('professorA', { action: 'update', resumo: 'TA1', set: 'file-none' }, rows(1)),
  rs('professorA', { action: 'update', resumo: 'TA1', set: 'file-other' }, DENIED),
  rs('professorA', { action: 'update', resumo: 'TA1', set: 'turma' }, DENIED),
  rs('professorA', { action: 'update', resumo: 'TA2', set: 'aula' }, NONE),
  rs('professorA2', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
  rs('alunoA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
  rs('excluidoA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),

  // ── resumos · delete ───────────────────────────────────────────────────
  rs('anon', { action: 'delete', resumo: 'TA1' }, DENIED),
  rs('gestor', { action: 'delete', resumo: 'TA1' }, NONE),
  rs('diretorA', { action: 'delete', resumo: 'TA1' }, NONE),
  rs('secretariaA', { action: 'delete', resumo: 'TA1' }, NONE),
  rs('professorA', { action: 'delete', resumo: 'TA1' }, rows(1)),
  rs('professorA', { action: 'delete', resumo: 'TB1' }, NONE),
  rs('professorA2', { action: 'delete', resumo: 'TA1' }, NONE),
  rs('alunoA', { action: 'delete', resumo: 'TA1' }, NONE),
  rs('excluidoA', { action: 'delete', resumo: 'TA1' }, NONE),

  // ── audios_ouvidos · select ─ 5 their own; nobody else, staff included ─
  ou('anon', { action: 'select', student: 'fixtures' }, DENIED),
  ou('gestor', { action: 'select', student: 'fixtures' }, NONE),
  ou('diretorA', { action: 'select', student: 'fixtures' }, NONE),
  ou('secretariaA', { action: 'select', student: 'fixtures' }, NONE),
  ou('professorA', { action: 'select', student: 'fixtures' }, NONE),
  ou('alunoA', { action: 'select', student: 'fixtures' }, rows(1)),
  ou('alunoA', { action: 'select', student: 'alunoA2' }, NONE),
  ou('excluidoA', { action: 'select', student: 'fixtures' }, NONE),

  // ── audios_ouvidos · insert ─ 5 their own, a track of their class's course
  ou('anon', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
  ou('gestor', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
  ou('diretorA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
  ou('secretariaA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
  ou('professorA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
  ou('alunoA', { action: 'insert', student: 'alunoA', audio: 'used2' }, rows(1)),
  ou('alunoA', { action: 'insert', student: 'alunoA', audio: 'used1' }, TAKEN), // marked already
  ou('alunoA', { action: 'insert', student: 'alunoA', audio: 'free1' }, DENIED), // another course's track
  ou('alunoA', { action: 'insert', student: 'alunoA2', audio: 'used2' }, DENIED),
  ou('excluidoA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),

  // ── audios_ouvidos · update ─ nobody: a mark is made or removed, never changed
  ou('anon', { action: 'update', student: 'alunoA' }, DENIED),
  ou('gestor', { action: 'update', student: 'alunoA' }, DENIED),
  ou('diretorA', { action: 'update', student: 'alunoA' }, DENIED),
  ou('secretariaA', { action: 'update', student: 'alunoA' }, DENIED),
  ou('professorA', { action: 'update', student: 'alunoA' }, DENIED),
  ou('alunoA', { action: 'update', student: 'alunoA' }, DENIED),
  ou('excluidoA', { action: 'update', student: 'alunoA' }, DENIED),

  // ── audios_ouvidos · delete ─ 5 their own ──────────────────────────────
  ou('anon', { action: 'delete', student: 'alunoA' }, DENIED),
  ou('gestor', { action: 'delete', student: 'alunoA' }, NONE),
  ou('diretorA', { action: 'delete', student: 'alunoA' }, NONE),
  ou('secretariaA', { action: 'delete', student: 'alunoA' }, NONE),
  ou('professorA', { action: 'delete', student: 'alunoA' }, NONE),
  ou('alunoA', { action: 'delete', student: 'alunoA' }, rows(1)),
  ou('alunoA', { action: 'delete', student: 'alunoA2' }, NONE),
  ou('excluidoA', { action: 'delete', student: 'alunoA' }, NONE),

  // ── storage.objects · select of summary files ─ whoever reads the summary
  s('anon', { action: 'select', object: 'resumoFileTA1' }, NONE),
  s('gestor', { action: 'select', object: 'resumoFileTB1' }, rows(1)),
  s('diretorA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
  s('diretorA', { action: 'select', object: 'resumoFileTB1' }, NONE), // another school's class
  s('secretariaA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
  s('professorA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
  s('professorA2', { action: 'select', object: 'resumoFileTA1' }, NONE), // a class they do not teach
  s('alunoA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
  s('alunoA', { action: 'select', object: 'resumoFileTB1' }, NONE),
  s('excluidoA', { action: 'select', object: 'resumoFileTA1' }, NONE),

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

  // ── agenda_eventos · select ─ rede everyone signed in · escola 1 all, 2–5 their school · turma 1 all,
  //    2,3 their school's classes, 4 their classes, 5 their class · pessoal its author only (docs/agenda.md)
  ev('anon', evsel('fixtures'), DENIED),
  ev('gestor', evsel('fixtures'), rows(7)), // all but alunoA's and secretariaA's personal ones
  ev('diretorA', evsel('fixtures'), rows(4)), // rede, escolaA, turmaTA1, turmaTA2
  ev('secretariaA', evsel('fixtures'), rows(5)), // the director's and her own personal one
  ev('professorA', evsel('fixtures'), rows(3)), // rede, escolaA, turmaTA1
  ev('professorA2', evsel('fixtures'), rows(3)), // rede, escolaA, turmaTA2
  ev('alunoA', evsel('fixtures'), rows(4)), // rede, escolaA, turmaTA1, their own
  ev('excluidoA', evsel('fixtures'), NONE),
  ...(['rede', 'escolaA', 'turmaTA1'] as const).flatMap((k) => [
    ev('anon', evsel(k), DENIED),
    ev('gestor', evsel(k), rows(1)),
    ev('diretorA', evsel(k), rows(1)),
    ev('secretariaA', evsel(k), rows(1)),
    ev('professorA', evsel(k), rows(1)),
    ev('alunoA', evsel(k), rows(1)),
    ev('excluidoA', evsel(k), NONE),
  ]),
  ...(['escolaB', 'turmaTB1'] as const).flatMap((k) => [
    ev('gestor', evsel(k), rows(1)),
    ev('diretorA', evsel(k), NONE),
    ev('secretariaA', evsel(k), NONE),
    ev('professorA', evsel(k), NONE),
    ev('alunoA', evsel(k), NONE),
  ]),
  ev('gestor', evsel('turmaTA2'), rows(1)),
  ev('diretorA', evsel('turmaTA2'), rows(1)),
  ev('secretariaA', evsel('turmaTA2'), rows(1)),
  ev('professorA', evsel('turmaTA2'), NONE), // another teacher's class
  ev('professorA2', evsel('turmaTA2'), rows(1)),
  ev('alunoA', evsel('turmaTA2'), NONE), // another class
  ev('gestor', evsel('pessoalAlunoA'), NONE), // not even the gestor
  ev('diretorA', evsel('pessoalAlunoA'), NONE),
  ev('professorA', evsel('pessoalAlunoA'), NONE),
  ev('alunoA', evsel('pessoalAlunoA'), rows(1)),
  ev('gestor', evsel('pessoalGestor'), rows(1)),
  ev('diretorA', evsel('pessoalSecretariaA'), NONE), // a colleague's
  ev('secretariaA', evsel('pessoalSecretariaA'), rows(1)),

  // ── agenda_eventos · insert ─ the author is the caller · rede 1 · escola 1 any, 2,3 their school ·
  //    turma 1 any, 2,3 their school's classes, 4 their classes · pessoal everyone signed in
  ev('anon', evins('pessoal'), DENIED),
  ev('gestor', evins('rede'), rows(1)),
  ev('diretorA', evins('rede'), DENIED),
  ev('secretariaA', evins('rede'), DENIED),
  ev('professorA', evins('rede'), DENIED),
  ev('alunoA', evins('rede'), DENIED),
  ev('excluidoA', evins('rede'), DENIED),
  ev('gestor', evins('escola', { escola: 'A' }), rows(1)),
  ev('gestor', evins('escola', { escola: 'B' }), rows(1)),
  ev('diretorA', evins('escola', { escola: 'A' }), rows(1)),
  ev('diretorA', evins('escola', { escola: 'B' }), DENIED),
  ev('secretariaA', evins('escola', { escola: 'A' }), rows(1)),
  ev('secretariaA', evins('escola', { escola: 'B' }), DENIED),
  ev('professorA', evins('escola', { escola: 'A' }), DENIED),
  ev('alunoA', evins('escola', { escola: 'A' }), DENIED),
  ev('excluidoA', evins('escola', { escola: 'A' }), DENIED),
  ev('gestor', evins('turma', { turma: 'TB1' }), rows(1)),
  ev('diretorA', evins('turma', { turma: 'TA1' }), rows(1)),
  ev('diretorA', evins('turma', { turma: 'TA2' }), rows(1)),
  ev('diretorA', evins('turma', { turma: 'TB1' }), DENIED),
  ev('secretariaA', evins('turma', { turma: 'TA2' }), rows(1)),
  ev('secretariaA', evins('turma', { turma: 'TB1' }), DENIED),
  // TB1 named with school A, to pass the staff arm: the returned row fails the select policy (and,
  // without `returning`, the class's key: tests/db/agenda.test.ts).
  ev('secretariaA', evins('turma', { turma: 'TB1', escola: 'A' }), DENIED),
  ev('gestor', evins('turma', { turma: 'TB1', escola: 'A' }), NOT_THE_CLASS_SCHOOL),
  ev('professorA', evins('turma', { turma: 'TA1' }), rows(1)),
  ev('professorA', evins('turma', { turma: 'TA2' }), DENIED), // another teacher's class
  ev('professorA2', evins('turma', { turma: 'TA2' }), rows(1)),
  ev('alunoA', evins('turma', { turma: 'TA1' }), DENIED), // their own class
  ev('excluidoA', evins('turma', { turma: 'TA1' }), DENIED),
  ev('gestor', evins('pessoal'), rows(1)),
  ev('diretorA', evins('pessoal'), rows(1)),
  ev('secretariaA', evins('pessoal'), rows(1)),
  ev('professorA', evins('pessoal'), rows(1)),
  ev('alunoA', evins('pessoal'), rows(1)),
  ev('excluidoA', evins('pessoal'), DENIED), // nobody: no author
  ev('alunoA', { action: 'insert', escopo: 'pessoal', set: 'autor' }, DENIED), // the author is never sent
  ev('gestor', { action: 'insert', escopo: 'rede', set: 'autor' }, DENIED),
  ev('gestor', evins('escola'), EVENT_BROKEN), // a school event without a school
  ev('gestor', evins('rede', { escola: 'A' }), EVENT_BROKEN),
  ev('gestor', evins('pessoal', { turma: 'TA1' }), EVENT_BROKEN),
  ev('gestor', { action: 'insert', escopo: 'rede', set: 'dia-inteiro-hora' }, EVENT_BROKEN),
  ev('alunoA', { action: 'insert', escopo: 'pessoal', set: 'fim-antes' }, EVENT_BROKEN),

  // ── agenda_eventos · update ─ whoever writes the reach there (not only the author)
  ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('anon', evmove(k), DENIED)),
  ...(Object.keys(EVENTOS) as EventoKey[]).map((k) =>
    ev('gestor', evmove(k), k === 'pessoalAlunoA' || k === 'pessoalSecretariaA' ? NONE : rows(1)),
  ),
  ev('diretorA', evmove('rede'), NONE),
  ev('diretorA', evmove('escolaA'), rows(1)), // the secretary's
  ev('diretorA', evmove('escolaB'), NONE),
  ev('diretorA', evmove('turmaTA1'), rows(1)),
  ev('diretorA', evmove('turmaTA2'), rows(1)),
  ev('diretorA', evmove('turmaTB1'), NONE),
  ev('diretorA', evmove('pessoalAlunoA'), NONE),
  ev('diretorA', evmove('pessoalGestor'), NONE),
  ev('diretorA', evmove('pessoalSecretariaA'), NONE),
  ev('secretariaA', evmove('rede'), NONE),
  ev('secretariaA', evmove('escolaA'), rows(1)),
  ev('secretariaA', evmove('escolaB'), NONE),
  ev('secretariaA', evmove('turmaTA1'), rows(1)),
  ev('secretariaA', evmove('turmaTA2'), rows(1)),
  ev('secretariaA', evmove('turmaTB1'), NONE),
  ev('secretariaA', evmove('pessoalAlunoA'), NONE),
  ev('secretariaA', evmove('pessoalGestor'), NONE),
  ev('secretariaA', evmove('pessoalSecretariaA'), rows(1)),
  ev('professorA', evmove('rede'), NONE),
  ev('professorA', evmove('escolaA'), NONE), // read, not written
  ev('professorA', evmove('escolaB'), NONE),
  ev('professorA', evmove('turmaTA1'), rows(1)),
  ev('professorA', evmove('turmaTA2'), NONE),
  ev('professorA', evmove('turmaTB1'), NONE),
  ev('professorA', evmove('pessoalAlunoA'), NONE),
  ev('professorA', evmove('pessoalGestor'), NONE),
  ev('professorA', evmove('pessoalSecretariaA'), NONE),
  ev('professorA2', evmove('turmaTA2'), rows(1)),
  ev('professorA2', evmove('turmaTA1'), NONE),
  ev('alunoA', evmove('rede'), NONE),
  ev('alunoA', evmove('escolaA'), NONE),
  ev('alunoA', evmove('escolaB'), NONE),
  ev('alunoA', evmove('turmaTA1'), NONE), // their class's: read only
  ev('alunoA', evmove('turmaTA2'), NONE),
  ev('alunoA', evmove('turmaTB1'), NONE),
  ev('alunoA', evmove('pessoalAlunoA'), rows(1)),
  ev('alunoA', evmove('pessoalGestor'), NONE),
  ev('alunoA', evmove('pessoalSecretariaA'), NONE),
  ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('excluidoA', evmove(k), NONE)),
  ev('gestor', { action: 'update', evento: 'rede', set: 'fim-antes' }, EVENT_BROKEN),
  ev('gestor', { action: 'update', evento: 'rede', set: 'escopo' }, DENIED), // the reach never changes
  ev('gestor', { action: 'update', evento: 'escolaA', set: 'escola' }, DENIED),
  ev('alunoA', { action: 'update', evento: 'pessoalAlunoA', set: 'autor' }, DENIED),

  // ── agenda_eventos · delete ─ as update
  ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('anon', evdel(k), DENIED)),
  ...(Object.keys(EVENTOS) as EventoKey[]).map((k) =>
    ev('gestor', evdel(k), k === 'pessoalAlunoA' || k === 'pessoalSecretariaA' ? NONE : rows(1)),
  ),
  ev('diretorA', evdel('rede'), NONE),
  ev('diretorA', evdel('escolaA'), rows(1)),
  ev('diretorA', evdel('escolaB'), NONE),
  ev('diretorA', evdel('turmaTA1'), rows(1)),
  ev('diretorA', evdel('turmaTA2'), rows(1)),
  ev('diretorA', evdel('turmaTB1'), NONE),
  ev('diretorA', evdel('pessoalAlunoA'), NONE),
  ev('diretorA', evdel('pessoalGestor'), NONE),
  ev('diretorA', evdel('pessoalSecretariaA'), NONE),
  ev('secretariaA', evdel('rede'), NONE),
  ev('secretariaA', evdel('escolaA'), rows(1)),
  ev('secretariaA', evdel('escolaB'), NONE),
  ev('secretariaA', evdel('turmaTA1'), rows(1)),
  ev('secretariaA', evdel('turmaTA2'), rows(1)),
  ev('secretariaA', evdel('turmaTB1'), NONE),
  ev('secretariaA', evdel('pessoalAlunoA'), NONE),
  ev('secretariaA', evdel('pessoalGestor'), NONE),
  ev('secretariaA', evdel('pessoalSecretariaA'), rows(1)),
  ev('professorA', evdel('rede'), NONE),
  ev('professorA', evdel('escolaA'), NONE),
  ev('professorA', evdel('escolaB'), NONE),
  ev('professorA', evdel('turmaTA1'), rows(1)),
  ev('professorA', evdel('turmaTA2'), NONE),
  ev('professorA', evdel('turmaTB1'), NONE),
  ev('professorA', evdel('pessoalAlunoA'), NONE),
  ev('professorA', evdel('pessoalGestor'), NONE),
  ev('professorA', evdel('pessoalSecretariaA'), NONE),
  ev('professorA2', evdel('turmaTA2'), rows(1)),
  ev('professorA2', evdel('turmaTA1'), NONE),
  ev('alunoA', evdel('rede'), NONE),
  ev('alunoA', evdel('escolaA'), NONE),
  ev('alunoA', evdel('escolaB'), NONE),
  ev('alunoA', evdel('turmaTA1'), NONE),
  ev('alunoA', evdel('turmaTA2'), NONE),
  ev('alunoA', evdel('turmaTB1'), NONE),
  ev('alunoA', evdel('pessoalAlunoA'), rows(1)),
  ev('alunoA', evdel('pessoalGestor'), NONE),
  ev('alunoA', evdel('pessoalSecretariaA'), NONE),
  ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('excluidoA', evdel(k), NONE)),

  // ── private.tentativas ─ nobody reads or writes it: only its two security-definer
  //    functions do (the login throttle runs as anon, a registration as the caller) ──
  ...(['anon', 'gestor', 'diretorA', 'secretariaA', 'professorA', 'alunoA', 'excluidoA'] as const).flatMap((who) =>
    (['select', 'insert', 'update', 'delete'] as const).map((action) => tt(who, { action }, DENIED)),
  ),
];
