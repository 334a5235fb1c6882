import { describe, expect, it } from 'vitest';
import { emptyTurmaForm, validateTurmaForm } from './turma-form';

describe('validateTurmaForm', () => {
  it('starts empty, in the given school', () => {
    expect(emptyTurmaForm()).toMatchObject({ cp_tr_id_escola: '', cp_tr_alunos: [] });
    expect(emptyTurmaForm(3).cp_tr_id_escola).toBe('3');
  });

  it('turns the picks into numbers for the body', () => {
    const result = validateTurmaForm({
      cp_tr_nome: ' Turma A ',
      cp_tr_data: '2025-02-03',
      cp_tr_id_professor: '10',
      cp_tr_id_escola: '1',
      cp_tr_curso_id: '7',
      cp_tr_dias: ['qua', 'seg'],
      cp_tr_horario_inicio: '19:00',
      cp_tr_horario_fim: '20:30',
      cp_tr_sala: ' Sala 2 ',
      cp_tr_alunos: [5, 16],
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        cp_tr_nome: 'Turma A',
        cp_tr_data: '2025-02-03',
        cp_tr_id_professor: 10,
        cp_tr_id_escola: 1,
        cp_tr_curso_id: 7,
        cp_tr_dias: ['seg', 'qua'],
        cp_tr_horario_inicio: '19:00',
        cp_tr_horario_fim: '20:30',
        cp_tr_sala: 'Sala 2',
        cp_tr_alunos: [5, 16],
      },
    });
  });

  it('names every missing field and an impossible date', () => {
    expect(validateTurmaForm(emptyTurmaForm())).toEqual({
      ok: false,
      errors: {
        cp_tr_nome: 'Nome é obrigatório.',
        cp_tr_data: 'Data é obrigatória.',
        cp_tr_id_professor: 'Professor é obrigatório.',
        cp_tr_id_escola: 'Escola é obrigatória.',
        cp_tr_curso_id: 'Curso é obrigatório.',
      },
    });
    const bad = validateTurmaForm({
      ...emptyTurmaForm(1),
      cp_tr_nome: 'A',
      cp_tr_data: '2025-13-01',
      cp_tr_id_professor: '2',
      cp_tr_curso_id: '1',
    });
    expect(bad).toEqual({ ok: false, errors: { cp_tr_data: expect.stringMatching(/^Data inválida/) } });
  });

  it('sends no days, time or room as null, and names a time without its pair or ending before it starts', () => {
    const base = {
      ...emptyTurmaForm(1),
      cp_tr_nome: 'A',
      cp_tr_data: '2025-02-03',
      cp_tr_id_professor: '2',
      cp_tr_curso_id: '1',
    };
    const ok = validateTurmaForm(base);
    expect(ok.ok && ok.fields).toMatchObject({
      cp_tr_dias: null,
      cp_tr_horario_inicio: null,
      cp_tr_horario_fim: null,
      cp_tr_sala: null,
    });
    expect(validateTurmaForm({ ...base, cp_tr_horario_inicio: '19:00' })).toEqual({
      ok: false,
      errors: { cp_tr_horario_fim: 'Informe o início e o fim do horário.' },
    });
    expect(validateTurmaForm({ ...base, cp_tr_horario_inicio: '19:00', cp_tr_horario_fim: '18:00' })).toEqual({
      ok: false,
      errors: { cp_tr_horario_fim: 'O horário de término deve ser depois do início.' },
    });
  });
});
