// @vitest-environment node
/**
 * The classroom's pure rules and data that both backends call
 * (rules/sala-de-aula.ts, sala-de-aula.ts; docs/sala-de-aula.md): the
 * per-student attendance tally, who reads a whole class, the export's name,
 * a summary's file and fields, the record descriptors and the list orders.
 * The SQL twin of frequencias is checked by tests/db/sala-de-aula.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { FACT_FIELDS, type Scope } from '../../supabase/functions/_shared/contract/access.ts';
import { ATTENDANCE_STATUSES } from '../../supabase/functions/_shared/contract/constants.ts';
import { compareBy } from '../../supabase/functions/_shared/contract/order.ts';
import {
  checkListaChamada,
  exportFileName,
  FREQUENCIA_COUNTS,
  frequencias,
  readsWholeClass,
  resumoArquivo,
  resumoFields,
  resumoUpload,
} from '../../supabase/functions/_shared/contract/rules/sala-de-aula.ts';
import {
  ALUNO_ORDER,
  CHAMADA_ORDER,
  CLASSROOM_RECORDS,
  FREQUENCIA_ORDER,
  LISTA_MAX_ALUNOS,
  ListaChamadaBody,
  NOTA_ORDER,
  RESUMO_ORDER,
  SALA_MESSAGES,
} from '../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { TurmaFields } from '../../supabase/functions/_shared/contract/turmas.ts';

const record = (aluno: number, nome: string, status: string) => ({
  cp_ch_aluno_id: aluno,
  cp_nome_aluno: nome,
  cp_ch_status: status,
});

describe('frequencias', () => {
  it('counts each status per student, with attendanceRate over them', () => {
    const lines = frequencias([
      record(7, 'Zé', 'Presente'),
      record(3, 'Ana', 'Ausente'),
      record(7, 'Zé', 'Justificado'),
      record(7, 'Zé', 'Ausente'),
      record(3, 'Ana', 'Presente'),
      record(7, 'Zé', 'Presente'),
    ]);
    expect(lines).toEqual([
      { cp_aluno_id: 7, cp_nome_aluno: 'Zé', presentes: 2, ausentes: 1, justificados: 1, total: 4, percentual: 75 },
      { cp_aluno_id: 3, cp_nome_aluno: 'Ana', presentes: 1, ausentes: 1, justificados: 0, total: 2, percentual: 50 },
    ]);
  });

  it('keeps the order students first appear in; FREQUENCIA_ORDER sorts them by name, then id', () => {
    const lines = frequencias([record(9, 'bruno', 'Presente'), record(4, 'Álvaro', 'Ausente'), record(2, 'Bruno', 'Presente')]);
    expect(lines.map((l) => l.cp_aluno_id)).toEqual([9, 4, 2]);
    expect(lines.sort(compareBy(FREQUENCIA_ORDER)).map((l) => l.cp_aluno_id)).toEqual([4, 2, 9]);
  });

  it('counts every attendance status in exactly one counter', () => {
    expect(Object.values(FREQUENCIA_COUNTS).sort()).toEqual([...ATTENDANCE_STATUSES].sort());
  });

  it('rounds the rate half up and answers nothing for no records', () => {
    const eight = [record(1, 'A', 'Presente'), ...Array.from({ length: 7 }, () => record(1, 'A', 'Ausente'))];
    expect(frequencias(eight)[0]!.percentual).toBe(13);
    expect(frequencias([])).toEqual([]);
  });
});

describe('readsWholeClass', () => {
  it('is false only for no records and for only their own', () => {
    const scopes: Scope[] = ['all', 'school', 'teaching', 'enrolled', 'self', 'none'];
    expect(scopes.filter(readsWholeClass)).toEqual(['all', 'school', 'teaching', 'enrolled']);
  });
});

describe('exportFileName', () => {
  it('names the kind, the class and the day', () => {
    expect(exportFileName('chamadas', 12, '2026-03-01')).toBe('chamadas-12-2026-03-01.csv');
    expect(exportFileName('notas', 3, '2026-12-31')).toBe('notas-3-2026-12-31.csv');
  });
});

describe("a summary's file and fields", () => {
  it('a new upload is checked and stored; { manter: true } keeps the stored file; null removes it', () => {
    expect(resumoUpload('up-1')).toBe('up-1');
    expect(resumoUpload({ manter: true })).toBeNull();
    expect(resumoUpload(null)).toBeNull();
    expect(resumoArquivo('up-1', 'resumos/1/novo.pdf', 'resumos/1/velho.pdf')).toBe('resumos/1/novo.pdf');
    expect(resumoArquivo({ manter: true }, null, 'resumos/1/velho.pdf')).toBe('resumos/1/velho.pdf');
    expect(resumoArquivo({ manter: true }, null, null)).toBeNull();
    expect(resumoArquivo(null, null, 'resumos/1/velho.pdf')).toBeNull();
  });

  it('stores the form with absent links as null', () => {
    const body = { data: '2026-03-01', hora: '19:30', aula: 'Aula 3', resumo: 'Verbos' };
    expect(resumoFields(body, null)).toEqual({
      cp_res_data: '2026-03-01',
      cp_res_hora: '19:30',
      cp_res_aula: 'Aula 3',
      cp_res_resumo: 'Verbos',
      cp_res_link: null,
      cp_res_link_youtube: null,
      cp_res_arquivo: null,
    });
    expect(resumoFields({ ...body, link: 'a.b', linkYoutube: 'y.t' }, 'resumos/1/x.pdf')).toMatchObject({
      cp_res_link: 'a.b',
      cp_res_link_youtube: 'y.t',
      cp_res_arquivo: 'resumos/1/x.pdf',
    });
  });
});

describe('CLASSROOM_RECORDS', () => {
  it("names each record's class and student where ACCESS reads them (FACT_FIELDS)", () => {
    for (const [resource, columns] of Object.entries(CLASSROOM_RECORDS) as [
      keyof typeof CLASSROOM_RECORDS,
      (typeof CLASSROOM_RECORDS)[keyof typeof CLASSROOM_RECORDS],
    ][]) {
      expect(columns.turma, resource).toBe(FACT_FIELDS[resource].class);
      expect(columns.aluno ?? undefined, resource).toBe(FACT_FIELDS[resource].owner);
    }
  });
});

describe('the classroom list orders', () => {
  it('attendance: newest day and time first, then the folded name, then id', () => {
    const rows = [
      { cp_ch_id: 1, cp_ch_data: '2026-03-01', cp_ch_hora: '08:00', cp_nome_aluno: 'Bia' },
      { cp_ch_id: 2, cp_ch_data: '2026-03-02', cp_ch_hora: '08:00', cp_nome_aluno: 'Zé' },
      { cp_ch_id: 3, cp_ch_data: '2026-03-01', cp_ch_hora: '19:00', cp_nome_aluno: 'Zé' },
      { cp_ch_id: 4, cp_ch_data: '2026-03-01', cp_ch_hora: '08:00', cp_nome_aluno: 'Álvaro' },
      { cp_ch_id: 5, cp_ch_data: '2026-03-01', cp_ch_hora: '08:00', cp_nome_aluno: 'álvaro' },
    ];
    expect(rows.sort(compareBy(CHAMADA_ORDER)).map((r) => r.cp_ch_id)).toEqual([2, 3, 4, 5, 1]);
  });

  it('grades: newest day first, then the folded name, then id', () => {
    const rows = [
      { cp_nota_id: 1, cp_nota_data: '2026-03-01', cp_nome_aluno: 'Érica' },
      { cp_nota_id: 2, cp_nota_data: '2026-03-01', cp_nome_aluno: 'Daniel' },
      { cp_nota_id: 3, cp_nota_data: '2026-04-01', cp_nome_aluno: 'Zé' },
    ];
    expect(rows.sort(compareBy(NOTA_ORDER)).map((r) => r.cp_nota_id)).toEqual([3, 2, 1]);
  });

  it('summaries: `antigos` is exactly the reverse of `recentes`', () => {
    const rows = [
      { cp_res_id: 1, cp_res_data: '2026-03-01', cp_res_hora: '08:00' },
      { cp_res_id: 2, cp_res_data: '2026-03-01', cp_res_hora: '08:00' },
      { cp_res_id: 3, cp_res_data: '2026-02-28', cp_res_hora: '21:00' },
      { cp_res_id: 4, cp_res_data: '2026-03-01', cp_res_hora: '07:59' },
    ];
    const recentes = [...rows].sort(compareBy(RESUMO_ORDER.recentes)).map((r) => r.cp_res_id);
    expect(recentes).toEqual([2, 1, 4, 3]);
    expect([...rows].sort(compareBy(RESUMO_ORDER.antigos)).map((r) => r.cp_res_id)).toEqual([...recentes].reverse());
  });

  it("a class's students: by the folded name, then id", () => {
    const rows = [
      { cp_id: 5, cp_nome: 'Zeca' },
      { cp_id: 2, cp_nome: 'ana' },
      { cp_id: 1, cp_nome: 'Ana' },
    ];
    expect(rows.sort(compareBy(ALUNO_ORDER)).map((r) => r.cp_id)).toEqual([1, 2, 5]);
  });
});

describe('the roll call (checkListaChamada, ListaChamadaBody)', () => {
  const members = [
    { cp_id: 7, cp_nome: 'Ana' },
    { cp_id: 3, cp_nome: 'Bruno' },
    { cp_id: 9, cp_nome: 'Carla' },
  ];

  it("answers every current student's status in the members' order, whatever order they were sent in", () => {
    expect(
      checkListaChamada(members, [
        { alunoId: 9, status: 'Ausente' },
        { alunoId: 7, status: 'Presente' },
        { alunoId: 3, status: 'Justificado' },
      ]),
    ).toEqual({
      ok: true,
      entries: [
        { alunoId: 7, status: 'Presente' },
        { alunoId: 3, status: 'Justificado' },
        { alunoId: 9, status: 'Ausente' },
      ],
    });
  });

  it('refuses a class without students (400), a student not in it (400), and a list lacking someone (409, named)', () => {
    expect(checkListaChamada([], [])).toEqual({ ok: false, status: 400, msg: SALA_MESSAGES.noStudents });
    expect(checkListaChamada([], [{ alunoId: 7, status: 'Presente' }])).toMatchObject({
      status: 400,
      msg: SALA_MESSAGES.noStudents,
    });
    const all = members.map((m) => ({ alunoId: m.cp_id, status: 'Presente' as const }));
    expect(checkListaChamada(members, [...all, { alunoId: 99, status: 'Presente' }])).toEqual({
      ok: false,
      status: 400,
      msg: SALA_MESSAGES.notInClass,
    });
    expect(checkListaChamada(members, all.slice(1))).toEqual({
      ok: false,
      status: 409,
      msg: SALA_MESSAGES.listaMissing(['Ana']),
    });
    expect(checkListaChamada(members, [])).toMatchObject({
      status: 409,
      msg: SALA_MESSAGES.listaMissing(['Ana', 'Bruno', 'Carla']),
    });
  });

  it('names one missing student in the singular and several in the plural', () => {
    expect(SALA_MESSAGES.listaMissing(['Ana'])).toMatch(/^Falta na chamada: Ana \(a turma mudou\)\./);
    expect(SALA_MESSAGES.listaMissing(['Ana', 'Bruno'])).toMatch(/^Faltam na chamada: Ana, Bruno \(a turma mudou\)\./);
  });

  it('takes each student once, and at most as many as a class holds', () => {
    const body = (alunos: { alunoId: number; status: string }[]) => ({ data: '2027-03-10', hora: '19:00', alunos });
    expect(ListaChamadaBody.safeParse(body([{ alunoId: 1, status: 'Presente' }])).success).toBe(true);
    const twice = ListaChamadaBody.safeParse(
      body([
        { alunoId: 1, status: 'Presente' },
        { alunoId: 1, status: 'Ausente' },
      ]),
    );
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(SALA_MESSAGES.listaRepeated);
    const many = Array.from({ length: LISTA_MAX_ALUNOS + 1 }, (_v, i) => ({ alunoId: i + 1, status: 'Presente' }));
    expect(ListaChamadaBody.safeParse(body(many.slice(0, LISTA_MAX_ALUNOS))).success).toBe(true);
    expect(ListaChamadaBody.safeParse(body(many)).error?.issues[0]?.message).toBe(SALA_MESSAGES.listaTooLong);
    // The longest roll call is the largest class.
    expect(TurmaFields.shape.cp_tr_alunos.safeParse(many.slice(0, LISTA_MAX_ALUNOS).map((a) => a.alunoId)).success).toBe(true);
    expect(TurmaFields.shape.cp_tr_alunos.safeParse(many.map((a) => a.alunoId)).success).toBe(false);
  });
});
