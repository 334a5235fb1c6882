/** The class's course: its id and its material (videos and PDFs). */
import { expect } from 'vitest';
import { scopeOf } from '../../../supabase/functions/_shared/contract/access.ts';
import { CURSO_MESSAGES } from '../../../supabase/functions/_shared/contract/cursos.ts';
import { Curso } from '../../../supabase/functions/_shared/contract/entities.ts';
import { SALA_MESSAGES as S } from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { callerOf, NO_SUCH_ID, SEED, T, type PersonKey } from '../people.ts';
import type { Expectation, Scenario } from '../scenario.ts';
import { sendBytes, ticketFor, uploadIdAt } from '../scenarios-arquivos.ts';
import { bodyOf, callerDenials, error, get, M, ok, put } from '../scenarios-kit.ts';
import { C, CID, ON_CLASS, pdf, seededFile, served, turmaById, turmaReadable } from './kit.ts';

// ── GET /curso-id-da-turma/:turmaId and GET /curso-material/:courseId ──

const cursoOf = (cursoId: number) => SEED.cursos.find((c) => c.cp_curso_id === cursoId)!;
const PDFS = ['cp_pdf1_curso', 'cp_pdf2_curso', 'cp_pdf3_curso'] as const;

/** Whether `who` reads a course's files (its tracks and PDFs): ACCESS.audios, a student only their class's course. */
function readsCourseFiles(who: PersonKey, cursoId: number): boolean {
  const caller = callerOf(who);
  const scope = scopeOf('audios', 'read', caller.type);
  if (scope === 'all') return true;
  return scope === 'enrolled' && caller.classId !== null && turmaById(caller.classId).cp_tr_curso_id === cursoId;
}

/** A course as the classroom answers it: its fields, each PDF a signed URL of the pdfs-cursos bucket for who reads its files. */
const cursoAnswer = (who: PersonKey, cursoId: number): Expectation =>
  ok({
    schema: Curso,
    body: {
      cp_curso_id: cursoId,
      cp_nome_curso: cursoOf(cursoId).cp_nome_curso,
      cp_youtube_link_curso: cursoOf(cursoId).cp_youtube_link_curso,
    },
    check: (a) => {
      const c = bodyOf<Curso>(a);
      for (const slot of PDFS) {
        if (cursoOf(cursoId)[slot] === null || !readsCourseFiles(who, cursoId)) expect(c[slot]).toBeNull();
        else seededFile(c[slot], 'pdfs-cursos');
      }
    },
  });
/** A course with every kind of slot: a video and at least one PDF. */
const CURSO_COM_PDF = SEED.cursos.find(
  (c) => c.cp_pdf1_curso !== null && c.cp_pdf3_curso === null && c.cp_youtube_link_curso !== null,
)!;

export const cursoScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => {
    const readable = turmaReadable(who, C);
    return {
      name: `getTurmaCursoId: ${who} → ${readable ? "the class's course" : '404'}`,
      as: who,
      request: get(`/curso-id-da-turma/${CID}`),
      expect: readable ? ok({ body: { cp_tr_curso_id: C.cp_tr_curso_id } }) : error(404, S.turmaNotFound),
    };
  }),
  {
    name: 'getTurmaCursoId: the student of another class gets theirs; an unknown class 404; a bad id 400',
    as: 'outraTurma',
    request: get(`/curso-id-da-turma/${T.outra.cp_tr_id}`),
    expect: ok({ body: { cp_tr_curso_id: T.outra.cp_tr_curso_id } }),
    then: [
      { as: 'gestor', request: get(`/curso-id-da-turma/${NO_SUCH_ID}`), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get('/curso-id-da-turma/abc'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('getTurmaCursoId', get(`/curso-id-da-turma/${CID}`)),
  ...ON_CLASS.map((who): Scenario => ({
    name: `getCursoMaterial: ${who} reads the course's video${readsCourseFiles(who, C.cp_tr_curso_id) ? ' and PDFs (signed URLs)' : ', not its files (not their class’s course)'}`,
    as: who,
    request: get(`/curso-material/${C.cp_tr_curso_id}`),
    expect: cursoAnswer(who, C.cp_tr_curso_id),
  })),
  {
    name: 'getCursoMaterial: a course with empty slots answers them null; another course’s files are not the student’s; an unknown course 404; a bad id 400',
    as: 'diretor',
    request: get(`/curso-material/${CURSO_COM_PDF.cp_curso_id}`),
    expect: cursoAnswer('diretor', CURSO_COM_PDF.cp_curso_id),
    then: [
      {
        as: 'aluno',
        request: get(`/curso-material/${CURSO_COM_PDF.cp_curso_id}`),
        expect: cursoAnswer('aluno', CURSO_COM_PDF.cp_curso_id),
      },
      { as: 'aluno', request: get(`/curso-material/${NO_SUCH_ID}`), expect: error(404, CURSO_MESSAGES.notFound) },
      { as: 'aluno', request: get('/curso-material/abc'), expect: error(400, M.invalidId) },
    ],
  },
  {
    name: "getCursoMaterial: a course PDF the gestor uploads is signed for the class's student and served; a student of another course gets none",
    as: 'gestor',
    request: ticketFor(pdf('Livro do aluno.pdf', 120), 'pdfCurso'),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('Livro do aluno.pdf', 120)), expect: ok() },
      {
        as: 'gestor',
        request: (e) =>
          put(`/update-curso/${C.cp_tr_curso_id}`, {
            cp_youtube_link_curso: cursoOf(C.cp_tr_curso_id).cp_youtube_link_curso,
            pdfs: [uploadIdAt(e, 0)],
            audios: [],
            remover: [],
          }),
        expect: ok(),
      },
      {
        as: 'aluno',
        request: get(`/curso-material/${C.cp_tr_curso_id}`),
        expect: ok({
          schema: Curso,
          check: (a) => {
            const c = bodyOf<Curso>(a);
            expect(c.cp_pdf1_curso).toMatch(/\/object\/sign\/pdfs-cursos\//);
            expect([c.cp_pdf2_curso, c.cp_pdf3_curso]).toEqual([null, null]);
          },
        }),
      }, // 3
      served((e) => bodyOf<Curso>(e[3]!).cp_pdf1_curso, pdf('Livro do aluno.pdf', 120)),
      {
        as: 'outraTurma',
        request: get(`/curso-material/${C.cp_tr_curso_id}`),
        expect: ok({ body: { cp_pdf1_curso: readsCourseFiles('outraTurma', C.cp_tr_curso_id) ? expect.any(String) : null } }),
      },
    ],
  },
  ...callerDenials('getCursoMaterial', get(`/curso-material/${C.cp_tr_curso_id}`)),
];
