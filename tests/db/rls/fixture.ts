/**
 * The matrix's fixture, inserted by the owner under every cell (ids far above the seed's): three
 * schools, people of every type, their files, courses, classes, enrolments, material, classroom
 * records, certificates and agenda events; and who runs a cell's statement.
 */
import type { UserType } from '@contract';
import { userClaims, type Identity } from '../harness/as-user.ts';

// ---------------------------------------------------------------------------
// Fixture: three schools, people of every type, profile photos, two courses,
// three classes and their members, enrolments and their installments
// ---------------------------------------------------------------------------

export const SCHOOLS = { A: 910_001, B: 910_002, C: 910_003 } as const;
export type SchoolKey = keyof typeof SCHOOLS;

interface FixturePerson {
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
const UPLOAD_PLACE = {
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
type FixtureMatricula = { readonly id: number; readonly student: Person; readonly school: SchoolKey } & (
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
const CLASS_RECORDS = {
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

export const people = Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][];
export const FIXTURE_IDS = people.map(([, v]) => v.id);
export const photoName = (person: Person) => `${PEOPLE[person].id}/foto.png`;
export const matriculas = Object.entries(MATRICULAS) as [MatriculaKey, (typeof MATRICULAS)[MatriculaKey]][];
export const uploads = Object.entries(UPLOADS) as [UploadKey, (typeof UPLOADS)[UploadKey]][];

export const splitPath = (path: string) => ({
  bucket: path.slice(0, path.indexOf('/')),
  name: path.slice(path.indexOf('/') + 1),
});
export const COURSE_OBJECTS: readonly ObjectKey[] = ['trackUsed', 'trackFree', 'pdfUsed', 'pdfFree'];
export const MATERIAL_OBJECTS: readonly ObjectKey[] = [
  'matPdfKids',
  'matPdfDeutsch',
  'matImageKids',
  'extraPdfKids',
  'extraPdfDeutsch',
  'extraImageKids',
];
export const materiais = Object.entries(MATERIAIS) as [MaterialKey, (typeof MATERIAIS)[MaterialKey]][];
export const records = Object.entries(CLASS_RECORDS) as [RecordKey, (typeof CLASS_RECORDS)[RecordKey]][];
export const resumos = Object.entries(RESUMOS) as [ResumoKey, (typeof RESUMOS)[ResumoKey]][];
export const RESUMO_OBJECTS: readonly ObjectKey[] = ['resumoFileTA1', 'resumoFileTB1'];

export function identityOf(caller: Caller): Identity {
  if (caller === 'anon') return 'anon';
  return userClaims(authIdOf(caller), `rls.${caller.toLowerCase()}@example.test`);
}

export function personOf(target: Exclude<Target, 'fixtures'>, caller: Caller): Person {
  if (target !== 'self') return target;
  if (caller === 'anon') throw new Error('anon has no own row');
  return caller;
}
