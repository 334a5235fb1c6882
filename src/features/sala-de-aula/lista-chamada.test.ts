import { describe, expect, it } from 'vitest';
import type { ListaChamadaItem } from '@contract/sala-de-aula';
import { isListaDay, listaBody, listaLines, listaHasRecords, listaTallyOf } from './lista-chamada';

const row = (
  id: number,
  nome: string,
  recorded?: { hora: string; status: ListaChamadaItem['cp_ch_status'] },
): ListaChamadaItem => ({
  cp_aluno_id: id,
  cp_nome_aluno: nome,
  cp_ch_id: recorded ? id * 10 : null,
  cp_ch_hora: recorded?.hora ?? null,
  cp_ch_status: recorded?.status ?? null,
});

describe('the roll call (lista-chamada)', () => {
  it('starts every student without a record at Presente (spec section 4), and a recorded one at its status', () => {
    const lines = listaLines([row(1, 'Ana'), row(2, 'Bia', { hora: '19:00', status: 'Ausente' })], {});
    expect(lines).toEqual([
      { alunoId: 1, nome: 'Ana', status: 'Presente', recorded: null, changed: false },
      { alunoId: 2, nome: 'Bia', status: 'Ausente', recorded: { hora: '19:00', status: 'Ausente' }, changed: false },
    ]);
    expect(listaHasRecords(lines)).toBe(true);
    expect(listaHasRecords(listaLines([row(1, 'Ana')], {}))).toBe(false);
  });

  it('shows the choices made on screen over what is recorded, marking a recorded status the save changes', () => {
    const lines = listaLines([row(1, 'Ana'), row(2, 'Bia', { hora: '19:00', status: 'Ausente' })], {
      1: 'Justificado',
      2: 'Presente',
    });
    expect(lines.map((l) => [l.status, l.changed])).toEqual([
      ['Justificado', false],
      ['Presente', true],
    ]);
    expect(listaLines([row(2, 'Bia', { hora: '19:00', status: 'Ausente' })], { 2: 'Ausente' })[0]!.changed).toBe(false);
  });

  it('counts each status, and sends the day, the time and every student’s status', () => {
    const lines = listaLines([row(1, 'Ana'), row(2, 'Bia'), row(3, 'Caio')], { 2: 'Ausente', 3: 'Justificado' });
    expect(listaTallyOf(lines)).toEqual({ presentes: 1, justificados: 1, ausentes: 1 });
    expect(listaBody(lines, '2027-03-10', '19:30')).toEqual({
      data: '2027-03-10',
      hora: '19:30',
      alunos: [
        { alunoId: 1, status: 'Presente' },
        { alunoId: 2, status: 'Ausente' },
        { alunoId: 3, status: 'Justificado' },
      ],
    });
  });

  it('reads the list only for a whole day', () => {
    expect(isListaDay('2027-03-10')).toBe(true);
    expect(isListaDay('')).toBe(false);
    expect(isListaDay('2027-3-10')).toBe(false);
    expect(isListaDay('2027-13-10')).toBe(false);
  });
});
