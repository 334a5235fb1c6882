import { describe, expect, it } from 'vitest';
import { MaterialBody, materialView, type MaterialView } from '@contract/materiais';
import { initialValues, materialBody, validate } from './material-form';
import { downloadOutcome } from './use-material-download';
import { pdfButtonName, shortPdfName } from './materiais-messages';

const view: MaterialView = materialView('extra', {
  cp_mat_extra_id: 7,
  cp_mat_extra_title: 'Verbos',
  cp_mat_extra_description: null,
  cp_mat_extra_thumbnail: 'https://x/miniatura.svg',
  cp_mat_extra_youtube_url: null,
  cp_mat_extra_pdf1: 'https://x/a.pdf',
  cp_mat_extra_pdf2: null,
  cp_mat_extra_pdf3: 'https://x/c.pdf',
  cp_mat_extra_date: '2026-03-12',
  cp_mat_extra_categories: 'Inglês, Gramática',
  cp_mat_extra_codigos: 'CES,TWEENS',
  cp_mat_extra_permitirDownload: 1,
  cp_pdf1_nome: 'a.pdf',
  cp_pdf2_nome: null,
  cp_pdf3_nome: null,
  cp_pdfs_baixaveis: true,
});

const noFiles = { keptPdfs: [], newPdfs: 0, pdfFailed: false, miniaturaFailed: false };

describe('material form', () => {
  it('starts a new material today, with no code and no download', () => {
    expect(initialValues(null, new Date(2026, 2, 12, 10))).toEqual({
      titulo: '',
      descricao: '',
      link: '',
      data: '2026-03-12',
      categorias: '',
      codigos: [],
      permitirDownload: false,
    });
  });

  it('starts an edit from the material', () => {
    expect(initialValues(view)).toMatchObject({
      titulo: 'Verbos',
      data: '2026-03-12',
      categorias: 'Inglês, Gramática',
      codigos: ['CES', 'TWEENS'],
      permitirDownload: true,
    });
    expect(view.pdfs.map((p) => [p.slot, p.nome])).toEqual([
      [1, 'a.pdf'],
      [3, 'PDF 3'],
    ]);
  });

  it('asks for a title, a date, a web link, at most 3 PDFs and no failed file', () => {
    const values = initialValues(null);
    expect(validate(values, noFiles)).toEqual({ ok: false, errors: { titulo: 'Informe o título.' } });
    const filled = { ...values, titulo: 'T', link: 'youtube.com/x', data: '' };
    const result = validate(filled, { keptPdfs: [1, 3], newPdfs: 2, pdfFailed: false, miniaturaFailed: true });
    expect(result).toEqual({
      ok: false,
      errors: {
        link: 'Informe um link válido (http:// ou https://).',
        data: 'Informe a data.',
        pdfs: 'Máximo de 3 PDFs permitidos.',
        miniatura: 'Remova ou troque o arquivo com erro antes de salvar.',
      },
    });
    expect(validate({ ...filled, link: 'https://youtu.be/x', data: '2026-03-12' }, noFiles)).toEqual({ ok: true });
  });

  it('sends kept PDFs as { manter } before the new uploads, the thumbnail kept, new or none, and what the contract accepts', () => {
    const values = { ...initialValues(view), categorias: ' Inglês,, Gramática , Inglês', descricao: '  ' };
    const body = materialBody(values, { kept: [3], uploadIds: ['0b7c2f8e-1d2a-4c3b-9e8f-1a2b3c4d5e6f'] }, { keep: true });
    expect(body).toEqual({
      titulo: 'Verbos',
      descricao: null,
      linkYoutube: null,
      data: '2026-03-12',
      categorias: 'Inglês,Gramática',
      codigos: ['CES', 'TWEENS'],
      permitirDownload: 1,
      pdfs: [{ manter: 3 }, '0b7c2f8e-1d2a-4c3b-9e8f-1a2b3c4d5e6f'],
      miniatura: { manter: true },
    });
    expect(MaterialBody.safeParse(body).success).toBe(true);
    expect(
      materialBody(values, { kept: [], uploadIds: [] }, { uploadId: '9f8e7d6c-5b4a-4321-8fed-cba987654321' }).miniatura,
    ).toBe('9f8e7d6c-5b4a-4321-8fed-cba987654321');
    expect(materialBody(values, { kept: [], uploadIds: [] }, null).miniatura).toBeNull();
  });

  it('says how a download went', () => {
    expect(downloadOutcome(3, 0)).toEqual({ kind: 'success', text: '3 arquivo(s) baixado(s) com sucesso!' });
    expect(downloadOutcome(0, 2)).toEqual({ kind: 'error', text: 'Erro ao baixar os arquivos.' });
    expect(downloadOutcome(0, 0)).toEqual({ kind: 'warning', text: 'Nenhum arquivo foi baixado.' });
  });

  it('cuts long PDF names in the middle', () => {
    expect(shortPdfName('apostila.pdf')).toBe('apostila.pdf');
    expect(shortPdfName('global-english-book-planejamento-parte-2.pdf')).toBe('global-english-…-parte-2.pdf');
    expect(pdfButtonName('apostila.pdf')).toBe('apostila.pdf');
    expect(pdfButtonName('global-english-book-planejamento-parte-2.pdf')).toBe(
      'global-english-…-parte-2.pdf (global-english-book-planejamento-parte-2.pdf)',
    );
  });
});
