import { describe, expect, it } from 'vitest';
import type { Resumo } from '@contract/entities';
import { fileKindOf, fileNameOf, groupByDay, videoLinkOf } from './sala-aluno-messages';

const resumo = (id: number, data: string): Resumo => ({
  cp_res_id: id,
  cp_res_turma_id: 1,
  cp_res_data: data,
  cp_res_hora: '20:00',
  cp_res_aula: `Aula ${id}`,
  cp_res_resumo: 'Texto',
  cp_res_link: null,
  cp_res_link_youtube: null,
  cp_res_arquivo: null,
});

describe('student classroom helpers', () => {
  it("treats the stored text 'null' and blanks as no video", () => {
    expect(videoLinkOf('null')).toBeNull();
    expect(videoLinkOf(' NULL ')).toBeNull();
    expect(videoLinkOf('')).toBeNull();
    expect(videoLinkOf(null)).toBeNull();
    expect(videoLinkOf(' https://youtu.be/abcdefghijk ')).toBe('https://youtu.be/abcdefghijk');
  });

  it('reads a signed URL’s file name and kind, ignoring the token', () => {
    const pdf = 'http://localhost/storage/v1/object/sign/resumos/turma-1-aula-3.pdf?token=abc';
    expect(fileNameOf(pdf, 'x')).toBe('turma-1-aula-3.pdf');
    expect(fileKindOf(pdf)).toBe('pdf');
    expect(fileKindOf('https://s.example/resumos/quadro%20branco.JPG?token=1')).toBe('image');
    expect(fileNameOf('https://s.example/resumos/quadro%20branco.JPG?token=1', 'x')).toBe('quadro branco.JPG');
    expect(fileKindOf('https://s.example/resumos/notas.docx')).toBe('other');
    expect(fileKindOf('data:application/pdf;base64,JVBERi0=')).toBe('pdf');
    expect(fileKindOf('data:image/png;base64,iVBORw==')).toBe('image');
    expect(fileKindOf('data:text/plain,oi')).toBe('other');
    expect(fileNameOf('https://s.example/', 'PDF 1.pdf')).toBe('PDF 1.pdf');
    expect(fileNameOf('https://s.example/a/%E0%A4%A.pdf', 'x')).toBe('%E0%A4%A.pdf');
  });

  it('groups a page of summaries by day, keeping the server’s order', () => {
    const groups = groupByDay([
      resumo(4, '2025-03-20'),
      resumo(3, '2025-03-20'),
      resumo(2, '2025-03-13'),
      resumo(1, '2025-03-06'),
    ]);
    expect(groups.map((g) => [g.data, g.resumos.map((r) => r.cp_res_id)])).toEqual([
      ['2025-03-20', [4, 3]],
      ['2025-03-13', [2]],
      ['2025-03-06', [1]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
