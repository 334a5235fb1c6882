import { describe, expect, it } from 'vitest';
import type { Resumo } from '@contract/entities';
import {
  checkChamada,
  checkNota,
  checkResumo,
  initialChamada,
  initialResumo,
  initialNota,
  nowLocal,
  resumoBody,
} from './sala-forms';
import { SALA_MESSAGES } from '@contract/sala-de-aula';

const AT = new Date(2026, 2, 9, 7, 5); // 9 March 2026, 07:05 local

describe('nowLocal', () => {
  it('is the local day and time, zero-padded', () => {
    expect(nowLocal(AT)).toEqual({ data: '2026-03-09', hora: '07:05' });
  });
});

describe('checkChamada', () => {
  const base = { ...initialChamada(AT), modo: 'individual' as const, alunoId: '12' };

  it('starts at now, Presente, the whole class', () => {
    expect(initialChamada(AT)).toEqual({
      modo: 'turma',
      alunoId: '',
      data: '2026-03-09',
      hora: '07:05',
      status: 'Presente',
    });
  });

  it('requires the student, date and time of one record', () => {
    const check = checkChamada({ ...base, alunoId: '', hora: '' }, 8);
    expect(check).toEqual({
      ok: false,
      message: SALA_MESSAGES.required,
      errors: { alunoId: expect.any(String), hora: expect.any(String) },
    });
    expect(checkChamada(base, 8)).toEqual({
      ok: true,
      modo: 'individual',
      alunoId: 12,
      data: '2026-03-09',
      hora: '07:05',
      status: 'Presente',
    });
  });

  it('needs no student for the whole class, but a class with students', () => {
    const turma = { ...base, modo: 'turma' as const, alunoId: '' };
    expect(checkChamada(turma, 0)).toEqual({ ok: false, message: SALA_MESSAGES.noStudents, errors: {} });
    expect(checkChamada(turma, 3)).toMatchObject({ ok: true, modo: 'turma' });
    expect(checkChamada({ ...turma, data: '' }, 3)).toMatchObject({ ok: false, message: SALA_MESSAGES.required });
  });
});

describe('checkNota', () => {
  const filled = { alunoId: '5', data: '2026-03-09', workbook: '7.5', prova: '8' };

  it('asks for the student first, then both grades, then their range (spec section 5)', () => {
    expect(checkNota({ ...filled, alunoId: '', workbook: '' }, false)).toMatchObject({ message: SALA_MESSAGES.studentRequired });
    expect(checkNota({ ...filled, prova: ' ' }, false)).toMatchObject({
      message: SALA_MESSAGES.gradesRequired,
      errors: { prova: expect.any(String) },
    });
    expect(checkNota({ ...filled, workbook: '10.1' }, false)).toMatchObject({
      message: SALA_MESSAGES.gradeRange,
      errors: { workbook: expect.any(String) },
    });
    expect(checkNota({ ...filled, prova: '-1' }, false)).toMatchObject({ message: SALA_MESSAGES.gradeRange });
    expect(checkNota({ ...filled, data: '' }, false)).toMatchObject({ message: SALA_MESSAGES.required });
  });

  it('reads grades as a Brazilian types them: 8,5 is 8.5, not 85', () => {
    expect(checkNota({ ...filled, workbook: '8,5', prova: ' 7 ' }, false)).toMatchObject({
      ok: true,
      notaWorkbook: 8.5,
      notaProva: 7,
    });
    expect(checkNota({ ...filled, workbook: '8.5', prova: '0,0' }, false)).toMatchObject({
      ok: true,
      notaWorkbook: 8.5,
      notaProva: 0,
    });
  });

  it('refuses a text that is no number with the range message, and a second decimal with the step message', () => {
    for (const bad of ['abc', '8,5,1', '1.000,5']) {
      expect(checkNota({ ...filled, workbook: bad }, false)).toEqual({
        ok: false,
        message: SALA_MESSAGES.gradeRange,
        errors: { workbook: 'Digite um número, como 8,5.' },
      });
    }
    expect(checkNota({ ...filled, prova: '8,55' }, false)).toEqual({
      ok: false,
      message: SALA_MESSAGES.gradeStep,
      errors: { prova: 'Com uma casa decimal, como 8,5.' },
    });
    // Out of range and too many decimals at once: the range comes first.
    expect(checkNota({ ...filled, workbook: '11', prova: '8,55' }, false)).toMatchObject({ message: SALA_MESSAGES.gradeRange });
  });

  it('fills an edited grade in pt-BR', () => {
    const nota = { cp_nota_aluno_id: 5, cp_nota_data: '2026-03-09', cp_nota_workbook: 8.5, cp_nota_prova: 7 } as Parameters<
      typeof initialNota
    >[0];
    expect(initialNota(nota)).toEqual({ alunoId: '5', data: '2026-03-09', workbook: '8,5', prova: '7,0' });
  });

  it('accepts the limits', () => {
    expect(checkNota({ ...filled, workbook: '0', prova: '10' }, false)).toEqual({
      ok: true,
      alunoId: 5,
      data: '2026-03-09',
      notaWorkbook: 0,
      notaProva: 10,
    });
  });

  it('does not ask for a student when editing', () => {
    expect(checkNota({ ...filled, alunoId: '' }, true)).toMatchObject({ ok: true });
  });
});

describe('the summary form', () => {
  const resumo: Resumo = {
    cp_res_id: 3,
    cp_res_turma_id: 1,
    cp_res_data: '2026-03-02',
    cp_res_hora: '20:30',
    cp_res_aula: 'Aula 3',
    cp_res_resumo: 'Present perfect',
    cp_res_link: null,
    cp_res_link_youtube: 'https://youtu.be/x',
    cp_res_arquivo: 'https://storage/resumos/a.pdf?token=1',
  };

  it('requires aula, resumo, date and time', () => {
    expect(checkResumo(initialResumo(null, AT))).toMatchObject({
      ok: false,
      message: SALA_MESSAGES.required,
      errors: { aula: expect.any(String), resumo: expect.any(String) },
    });
    expect(checkResumo(initialResumo(resumo))).toEqual({ ok: true });
  });

  it('sends empty links as null and the file as an upload id, kept or none', () => {
    const values = { ...initialResumo(resumo), aula: '  Aula 3 ', link: '   ' };
    expect(resumoBody(values, 'manter')).toEqual({
      aula: 'Aula 3',
      resumo: 'Present perfect',
      link: null,
      linkYoutube: 'https://youtu.be/x',
      data: '2026-03-02',
      hora: '20:30',
      arquivo: { manter: true },
    });
    expect(resumoBody(values, { uploadId: 'abc' }).arquivo).toBe('abc');
    expect(resumoBody(values, null).arquivo).toBeNull();
  });
});
