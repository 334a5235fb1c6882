// @vitest-environment node
/**
 * The file rules of the course and material forms and of an answered
 * material (rules/cursos.ts, rules/materiais.ts), the same from both backends.
 */
import { describe, expect, it } from 'vitest';
import { CURSO_MESSAGES } from '../../supabase/functions/_shared/contract/cursos.ts';
import { HttpError } from '../../supabase/functions/_shared/contract/errors.ts';
import { MATERIAL_MESSAGES, MaterialBody, materialPdfPath } from '../../supabase/functions/_shared/contract/materiais.ts';
import {
  cursoAnswer,
  cursoPdfValues,
  newPdfUploads,
  pdfPathsOf,
  resolvePdfSlots,
  youtubeLinkOf,
} from '../../supabase/functions/_shared/contract/rules/cursos.ts';
import {
  assertNothingKept,
  materialAnswer,
  materialColumns,
  materialFilePaths,
  materialFiles,
  materialUploads,
} from '../../supabase/functions/_shared/contract/rules/materiais.ts';

const UPLOAD_A = '11111111-1111-4111-8111-111111111111';
const UPLOAD_B = '22222222-2222-4222-8222-222222222222';
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return `${error.status} ${error.message}`;
    throw error;
  }
  return null;
};

describe('course form', () => {
  it("stores no link for an absent one or the text 'null', and three PDF columns", () => {
    expect([youtubeLinkOf(undefined), youtubeLinkOf(null), youtubeLinkOf('null'), youtubeLinkOf('https://y')]).toEqual([
      null,
      null,
      null,
      'https://y',
    ]);
    expect(cursoPdfValues(['a'])).toEqual(['a', null, null]);
  });

  it('resolves kept and new PDF slots, refusing a missing one to keep or a file named twice', () => {
    const current = ['pdfs/1.pdf', null, 'pdfs/3.pdf'];
    const slots = resolvePdfSlots([{ manter: 3 }, UPLOAD_A, { manter: 1 }], current);
    expect(newPdfUploads(slots)).toEqual([UPLOAD_A]);
    expect(pdfPathsOf(slots, ['pdfs/new.pdf'])).toEqual(['pdfs/3.pdf', 'pdfs/new.pdf', 'pdfs/1.pdf']);
    expect(refusal(() => resolvePdfSlots([{ manter: 2 }], current))).toBe(`400 ${CURSO_MESSAGES.keepMissing}`);
    expect(refusal(() => resolvePdfSlots([{ manter: 1 }, { manter: 1 }], current))).toBe(`400 ${CURSO_MESSAGES.pdfRepeated}`);
    expect(refusal(() => resolvePdfSlots([UPLOAD_A, UPLOAD_A], current))).toBe(`400 ${CURSO_MESSAGES.pdfRepeated}`);
  });

  it('answers a PDF name only where there is a file to show', () => {
    const curso = {
      cp_curso_id: 1,
      cp_nome_curso: 'C',
      cp_youtube_link_curso: null,
      cp_pdf1_curso: 'a',
      cp_pdf2_curso: 'b',
      cp_pdf3_curso: null,
    };
    expect(
      cursoAnswer(curso, [
        { url: 'https://s/a', name: 'A.pdf' },
        { url: null, name: 'B.pdf' },
      ]),
    ).toEqual({
      ...curso,
      cp_pdf1_curso: 'https://s/a',
      cp_pdf2_curso: null,
      cp_pdf3_curso: null,
      cp_pdf1_nome: 'A.pdf',
      cp_pdf2_nome: null,
      cp_pdf3_nome: null,
    });
  });
});

describe('material form', () => {
  const body = (extra: object) =>
    MaterialBody.parse({ titulo: 'Aula', data: '2026-01-10', codigos: ['KIDS'], permitirDownload: 1, ...extra });
  const current = {
    cp_mat_id: 5,
    cp_mat_arquivoPdf: 'materiais/1.pdf',
    cp_mat_extra_pdf2: '',
    cp_mat_miniatura: 'miniaturas/m.png',
  };

  it('reads a row’s files through its kind’s columns, an empty one as none', () => {
    expect(materialFiles('treinamento', current)).toEqual({
      pdfs: ['materiais/1.pdf', null, null],
      miniatura: 'miniaturas/m.png',
    });
  });

  it('checks the named slots before any upload: twice, then one to keep that is missing; a create keeps nothing', () => {
    expect(refusal(() => materialUploads('treinamento', body({ pdfs: [UPLOAD_A, UPLOAD_A] }), current))).toBe(
      `400 ${MATERIAL_MESSAGES.pdfRepeated}`,
    );
    expect(refusal(() => materialUploads('treinamento', body({ pdfs: [{ manter: 2 }] }), current))).toBe(
      `400 ${MATERIAL_MESSAGES.keepMissing}`,
    );
    expect(refusal(() => materialUploads('treinamento', body({ miniatura: { manter: true } }), null))).toBe(
      `400 ${MATERIAL_MESSAGES.keepMissing}`,
    );
    expect(refusal(() => assertNothingKept(body({ pdfs: [{ manter: 1 }] })))).toBe(`400 ${MATERIAL_MESSAGES.keepMissing}`);
    expect(materialUploads('treinamento', body({ pdfs: [{ manter: 1 }, UPLOAD_A], miniatura: UPLOAD_B }), current)).toEqual({
      pdfs: [UPLOAD_A],
      miniatura: UPLOAD_B,
      claims: [UPLOAD_A, UPLOAD_B],
    });
  });

  it("writes the kind's columns with the kept and new files in slot order", () => {
    const form = body({ pdfs: [UPLOAD_A, { manter: 1 }], miniatura: { manter: true } });
    const files = materialFilePaths('treinamento', form, current, { pdfs: ['materiais/new.pdf'], miniatura: null });
    expect(files).toEqual({ pdfs: ['materiais/new.pdf', 'materiais/1.pdf'], miniatura: 'miniaturas/m.png' });
    expect(materialColumns('extra', form, files)).toEqual({
      cp_mat_extra_title: 'Aula',
      cp_mat_extra_description: null,
      cp_mat_extra_youtube_url: null,
      cp_mat_extra_date: '2026-01-10',
      cp_mat_extra_categories: '',
      cp_mat_extra_codigos: 'KIDS',
      cp_mat_extra_permitirDownload: 1,
      cp_mat_extra_pdf1: 'materiais/new.pdf',
      cp_mat_extra_pdf2: 'materiais/1.pdf',
      cp_mat_extra_pdf3: null,
      cp_mat_extra_thumbnail: 'miniaturas/m.png',
    });
  });
});

describe('materialAnswer', () => {
  const row = {
    cp_mat_extra_id: 8,
    cp_mat_extra_pdf1: 'materiais/1.pdf',
    cp_mat_extra_pdf2: 'https://fora/x.pdf',
    cp_mat_extra_pdf3: null,
  };
  const pdfs = [
    { signedUrl: 'https://s/1', name: '1.pdf', readable: true },
    { signedUrl: null, name: null, readable: false },
    { signedUrl: null, name: null, readable: false },
  ];

  it('answers signed URLs when the caller may download, names only beside a file', () => {
    expect(materialAnswer('extra', row, { baixaveis: true, pdfs, miniaturaUrl: 'https://s/m', apiUrl: 'https://api' })).toEqual({
      ...row,
      cp_pdfs_baixaveis: true,
      cp_mat_extra_pdf1: 'https://s/1',
      cp_mat_extra_pdf2: null,
      cp_mat_extra_pdf3: null,
      cp_pdf1_nome: '1.pdf',
      cp_pdf2_nome: null,
      cp_pdf3_nome: null,
      cp_mat_extra_thumbnail: 'https://s/m',
    });
  });

  it("answers the api's view address of each readable PDF when the caller may not download", () => {
    const answer = materialAnswer('extra', row, { baixaveis: false, pdfs, miniaturaUrl: null, apiUrl: 'https://api' });
    expect(answer.cp_mat_extra_pdf1).toBe(`https://api${materialPdfPath('extra', 8, 1)}`);
    expect(answer.cp_pdf1_nome).toBe('1.pdf');
    expect(answer.cp_mat_extra_pdf2).toBeNull();
    expect(answer.cp_pdfs_baixaveis).toBe(false);
  });
});
