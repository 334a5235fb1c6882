// @vitest-environment node
/**
 * The mock's classroom (docs/sala-de-aula.md): the parts only the mock has to
 * get right by itself — the all-or-nothing batch, the idempotent mark, the
 * class delete's cascade (files too), the CSV shape — plus the seeded demo
 * the screens are built against. The contract scenarios play the rest on
 * both backends.
 */
import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, type AlunoEscola, type Chamada, type Frequencia, type Nota } from '@contract';
import { gradeAverage } from '@contract/rules/notas';
import { db } from '../db';
import { EMPTY_CLASSROOM_CLASS } from '../seed';
import { callApi, loginAs } from '../testing';

const turmaOf = (name: string) => db.turmas.findFirst((q) => q.where({ cp_tr_nome: name }))!.cp_tr_id;
const chamadasOf = (turmaId: number) => db.chamadas.findMany((q) => q.where({ cp_ch_turma_id: turmaId }));

describe('the seeded classroom', () => {
  it('answers the teacher their class history, newest first, 10 per page, with names', async () => {
    const professor = await loginAs('professor');
    const answer = await callApi<Chamada[]>('GET', '/chamadas/turma/1?page=1&pageSize=10', { token: professor.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(10);
    expect(answer.headers.get(TOTAL_COUNT_HEADER)).toBe(String(chamadasOf(1).length));
    const keys = answer.body.map((c) => `${c.cp_ch_data} ${c.cp_ch_hora}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(answer.body.every((c) => c.cp_nome_aluno !== '')).toBe(true);
  });

  it('leaves one class without any record, for the empty states', async () => {
    const id = turmaOf(EMPTY_CLASSROOM_CLASS);
    const ana = await loginAs('ana.vieira');
    for (const path of [`/chamadas/turma/${id}`, `/notas/turma/${id}`, `/resumos/${id}`, `/chamadas/turma/${id}/frequencia`]) {
      const answer = await callApi('GET', path, { token: ana.token });
      expect(answer, path).toMatchObject({ status: 200, body: [] });
    }
    expect((await callApi<AlunoEscola[]>('GET', `/turmas/${id}/alunos`, { token: ana.token })).body.length).toBeGreaterThan(0);
  });

  it('shows the demo student their own records only, and some played tracks of their course', async () => {
    const aluno = await loginAs('aluno');
    const me = aluno.user.cp_id;
    const turma = aluno.user.cp_turma_id!;
    const chamadas = await callApi<Chamada[]>('GET', `/chamadas/turma/${turma}`, { token: aluno.token });
    expect(chamadas.body.length).toBeGreaterThan(0);
    expect(chamadas.body.every((c) => c.cp_ch_aluno_id === me)).toBe(true);
    const frequencia = await callApi<Frequencia[]>('GET', `/chamadas/turma/${turma}/frequencia`, { token: aluno.token });
    expect(frequencia.body.map((f) => f.cp_aluno_id)).toEqual([me]);
    const notas = await callApi<Nota[]>('GET', `/notas/turma/${turma}`, { token: aluno.token });
    expect(notas.body.length).toBeGreaterThan(0);
    for (const n of notas.body) {
      expect(n.cp_nota_aluno_id).toBe(me);
      expect(n.cp_nota_media).toBe(gradeAverage(n.cp_nota_workbook, n.cp_nota_prova));
    }
    const curso = (await callApi('GET', `/curso-id-da-turma/${turma}`, { token: aluno.token })).body.cp_tr_curso_id as number;
    const marcados = await callApi<number[]>('GET', `/audios-marcados/${me}?cursoId=${curso}`, { token: aluno.token });
    expect(marcados.body.length).toBeGreaterThan(0);
    expect((await callApi('GET', `/turmas/${turma}/alunos`, { token: aluno.token })).status).toBe(403);
    expect((await callApi('GET', `/turmas/${turma}/exportar?tipo=chamadas`, { token: aluno.token })).status).toBe(403);
  });
});
