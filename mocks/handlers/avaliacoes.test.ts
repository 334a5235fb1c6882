// @vitest-environment node
/**
 * The mock's evaluations dashboard (docs/avaliacoes.md) on a small fixture
 * written in March 2031, a month no seeded record falls in: two new schools,
 * three new classes, four renamed students. Every figure below is computed
 * by hand. The contract scenarios compare the seed's figures on every backend.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { AVALIACOES_MESSAGES, type AvaliacaoLinha, type Avaliacoes } from '@contract';
import { SERVER_MESSAGES } from '@contract/messages';
import { db } from '../db';
import { nextId } from '../db/schema';
import { callApi, loginAs } from '../testing';
import { EMPTY_TOTAL } from '../../tests/fixtures/avaliacoes';

const MARCH = 'de=2031-03-01&ate=2031-03-31';

/** The fixture's ids, assigned in beforeEach. */
const F = { zeta: 0, agata: 0, t1: 0, t2: 0, t3: 0, s1: 0, s2: 0, s3: 0, s4: 0, p1: 0, p2: 0, c1: 0, c2: 0 };

async function rename(id: number, nome: string): Promise<void> {
  await db.usuarios.update((q) => q.where({ cp_id: id }), {
    data(u) {
      u.cp_nome = nome;
    },
  });
}

async function school(nome: string): Promise<number> {
  const id = nextId(db, 'escolas', 'cp_ec_id');
  await db.escolas.create({ ...db.escolas.all()[0]!, cp_ec_id: id, cp_ec_nome: nome });
  return id;
}

async function turma(nome: string, escola: number, curso: number, professor: number): Promise<number> {
  const id = nextId(db, 'turmas', 'cp_tr_id');
  await db.turmas.create({
    cp_tr_id: id,
    cp_tr_nome: nome,
    cp_tr_data: '2031-01-10',
    cp_tr_id_escola: escola,
    cp_tr_curso_id: curso,
    cp_tr_id_professor: professor,
    cp_tr_dias: null,
    cp_tr_horario_inicio: null,
    cp_tr_horario_fim: null,
    cp_tr_sala: null,
  });
  return id;
}

async function nota(turmaId: number, alunoId: number, data: string, workbook: number, prova: number): Promise<void> {
  await db.notas.create({
    cp_nota_id: nextId(db, 'notas', 'cp_nota_id'),
    cp_nota_turma_id: turmaId,
    cp_nota_aluno_id: alunoId,
    cp_nota_data: data,
    cp_nota_workbook: workbook,
    cp_nota_prova: prova,
  });
}

async function chamada(turmaId: number, alunoId: number, data: string, status: 'Presente' | 'Ausente' | 'Justificado') {
  await db.chamadas.create({
    cp_ch_id: nextId(db, 'chamadas', 'cp_ch_id'),
    cp_ch_turma_id: turmaId,
    cp_ch_aluno_id: alunoId,
    cp_ch_data: data,
    cp_ch_hora: '19:00',
    cp_ch_status: status,
  });
}

beforeEach(async () => {
  const people = db.usuarios.all().filter((u) => u.cp_excluido === 0);
  const [s1, s2, s3, s4] = people.filter((u) => u.cp_tipo_user === 5).map((u) => u.cp_id);
  const [p1, p2] = people.filter((u) => u.cp_tipo_user === 4).map((u) => u.cp_id);
  const [c1, c2] = db.cursos.all().map((c) => c.cp_curso_id);
  Object.assign(F, { s1, s2, s3, s4, p1, p2, c1, c2 });
  // Names whose order is known: accents and case do not count (compareNames).
  await rename(F.s1, 'Carla Souza');
  await rename(F.s2, 'álvaro Lima');
  await rename(F.s3, 'Bruno Dias');
  await rename(F.s4, 'Diego Reis');
  await rename(F.p1, 'Zélia Prado');
  await rename(F.p2, 'Artur Prado');
  for (const [id, nome] of [
    [F.c1, 'inglês Avançado'],
    [F.c2, 'Espanhol Básico'],
  ] as const) {
    await db.cursos.update((q) => q.where({ cp_curso_id: id }), {
      data(c) {
        c.cp_nome_curso = nome;
      },
    });
  }
  F.zeta = await school('Escola Zeta');
  F.agata = await school('Escola Ágata');
  F.t1 = await turma('Turma Beta', F.zeta, F.c1, F.p1);
  F.t2 = await turma('turma alfa', F.zeta, F.c2, F.p1);
  F.t3 = await turma('Turma Gama', F.agata, F.c1, F.p2);

  // Grades (average): T1 s1 7.5 and 10.0, s2 6.7; T2 s3 5.0 (49.5 tenths, half up); T3 s4 2.5.
  await nota(F.t1, F.s1, '2031-03-05', 8, 7);
  await nota(F.t1, F.s2, '2031-03-05', 6.3, 7);
  await nota(F.t1, F.s1, '2031-03-20', 10, 9.9);
  await nota(F.t2, F.s3, '2031-03-10', 4, 5.9);
  await nota(F.t3, F.s4, '2031-03-10', 2, 3);
  // Outside the period.
  await nota(F.t1, F.s2, '2031-02-28', 9, 9);
  await nota(F.t3, F.s4, '2031-04-01', 0, 0);

  await chamada(F.t1, F.s1, '2031-03-05', 'Presente');
  await chamada(F.t1, F.s2, '2031-03-05', 'Ausente');
  await chamada(F.t1, F.s1, '2031-03-12', 'Justificado');
  await chamada(F.t1, F.s2, '2031-03-12', 'Presente');
  await chamada(F.t1, F.s3, '2031-03-12', 'Ausente');
  // On the period's first and last days.
  await chamada(F.t2, F.s3, '2031-03-01', 'Presente');
  await chamada(F.t2, F.s3, '2031-03-10', 'Presente');
  await chamada(F.t2, F.s3, '2031-03-31', 'Justificado');
  await chamada(F.t3, F.s4, '2031-03-10', 'Ausente');
  await chamada(F.t3, F.s4, '2031-03-17', 'Ausente');
  await chamada(F.t3, F.s1, '2031-03-17', 'Presente');
  // Outside the period.
  await chamada(F.t1, F.s1, '2031-02-28', 'Presente');
  await chamada(F.t2, F.s3, '2031-04-01', 'Ausente');
});

const line = (id: number | null, nome: string, figures: Omit<AvaliacaoLinha, 'id' | 'nome'>): AvaliacaoLinha => ({
  id,
  nome,
  ...figures,
});

/** Zeta's records: T1 and T2. */
const ZETA = { alunos: 3, notas: 4, media: 7.3, boa: 2, regular: 2, ruim: 0, aulas: 8, presencas: 6, frequencia: 75 };
/** T2's (turma alfa), the only class of its course, Espanhol Básico. */
const ALFA = { alunos: 1, notas: 1, media: 5, boa: 0, regular: 1, ruim: 0, aulas: 3, presencas: 3, frequencia: 100 };
/** Ágata's: T3 (s1 attends there too). */
const AGATA = { alunos: 2, notas: 1, media: 2.5, boa: 0, regular: 0, ruim: 1, aulas: 3, presencas: 1, frequencia: 33 };
/** T1's (Turma Beta): 242 / 3 = 80.7 → 8.1; P, J, P of 5. */
const BETA = { alunos: 3, notas: 3, media: 8.1, boa: 2, regular: 1, ruim: 0, aulas: 5, presencas: 3, frequencia: 60 };
/** All of March: 4 students once each; (75 + 67 + 100 + 50 + 25) / 5 = 63.4; 7 of 11 = 63.6 %. */
const MARCH_TOTAL = { alunos: 4, notas: 5, media: 6.3, boa: 2, regular: 2, ruim: 1, aulas: 11, presencas: 7, frequencia: 64 };

async function dashboard(query: string, who = 'gestor') {
  const { token } = await loginAs(who);
  return callApi<Avaliacoes>('GET', `/avaliacoes?${query}`, { token });
}

describe('GET /avaliacoes as the Gestor', () => {
  it('groups by school, by name, with the total over the whole selection', async () => {
    const answer = await dashboard(MARCH);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      nivel: 'escola',
      linhas: [line(F.agata, 'Escola Ágata', AGATA), line(F.zeta, 'Escola Zeta', ZETA)],
      total: line(null, 'Total', MARCH_TOTAL),
    });
  });

  it('groups by course and by teacher, through the class', async () => {
    const cursos = await dashboard(`${MARCH}&nivel=curso`);
    expect(cursos.body.linhas).toEqual([
      line(F.c2, 'Espanhol Básico', ALFA),
      // T1 and T3: 7.5, 6.7, 10.0, 2.5 → 267 / 4 = 66.75 → 6.7; 4 of 8.
      line(F.c1, 'inglês Avançado', {
        alunos: 4,
        notas: 4,
        media: 6.7,
        boa: 2,
        regular: 1,
        ruim: 1,
        aulas: 8,
        presencas: 4,
        frequencia: 50,
      }),
    ]);
    expect(cursos.body.total).toEqual(line(null, 'Total', MARCH_TOTAL));
    const professores = await dashboard(`${MARCH}&nivel=professor`);
    expect(professores.body.linhas).toEqual([line(F.p2, 'Artur Prado', AGATA), line(F.p1, 'Zélia Prado', ZETA)]);
  });

  it("drills down to a school's classes and a class's students", async () => {
    const turmas = await dashboard(`${MARCH}&nivel=turma&escolaId=${F.zeta}`);
    expect(turmas.body).toEqual({
      nivel: 'turma',
      linhas: [
        line(F.t2, 'turma alfa', ALFA),
        // 242 / 3 = 80.7 → 8.1; P, J, P of 5.
        line(F.t1, 'Turma Beta', BETA),
      ],
      total: line(null, 'Total', ZETA),
    });
    const alunos = await dashboard(`${MARCH}&nivel=aluno&escolaId=${F.zeta}&turmaId=${F.t1}`);
    expect(alunos.body).toEqual({
      nivel: 'aluno',
      linhas: [
        line(F.s2, 'álvaro Lima', {
          alunos: 1,
          notas: 1,
          media: 6.7,
          boa: 0,
          regular: 1,
          ruim: 0,
          aulas: 2,
          presencas: 1,
          frequencia: 50,
        }),
        // Attendance only: no mean.
        line(F.s3, 'Bruno Dias', {
          alunos: 1,
          notas: 0,
          media: null,
          boa: 0,
          regular: 0,
          ruim: 0,
          aulas: 1,
          presencas: 0,
          frequencia: 0,
        }),
        // 175 / 2 = 87.5 → 8.8.
        line(F.s1, 'Carla Souza', {
          alunos: 1,
          notas: 2,
          media: 8.8,
          boa: 2,
          regular: 0,
          ruim: 0,
          aulas: 2,
          presencas: 2,
          frequencia: 100,
        }),
      ],
      total: line(null, 'Total', BETA),
    });
    // turmaId alone is enough for the students.
    expect((await dashboard(`${MARCH}&nivel=aluno&turmaId=${F.t1}`)).body).toEqual(alunos.body);
  });

  it('filters every level by school and class', async () => {
    const zeta = await dashboard(`${MARCH}&escolaId=${F.zeta}`);
    expect(zeta.body.linhas).toEqual([line(F.zeta, 'Escola Zeta', ZETA)]);
    const t3 = await dashboard(`${MARCH}&nivel=professor&turmaId=${F.t3}`);
    expect(t3.body.linhas).toEqual([line(F.p2, 'Artur Prado', AGATA)]);
    // A class of another school selects nothing.
    const none = await dashboard(`${MARCH}&escolaId=${F.zeta}&turmaId=${F.t3}`);
    expect(none.body.linhas).toEqual([]);
  });

  it('counts the records dated on both ends of the period and none outside', async () => {
    // Without 1 and 31 March: Zeta loses T2's P and J (6 records, 4 present → 66.7 → 67).
    const inner = await dashboard('de=2031-03-02&ate=2031-03-30');
    expect(inner.body.linhas.find((l) => l.id === F.zeta)).toEqual(
      line(F.zeta, 'Escola Zeta', { ...ZETA, aulas: 6, presencas: 4, frequencia: 67 }),
    );
    // One day: 28 February holds one grade (9.0) and one record of T1.
    const day = await dashboard('de=2031-02-28&ate=2031-02-28&nivel=turma&escolaId=' + F.zeta);
    expect(day.body.linhas).toEqual([
      line(F.t1, 'Turma Beta', {
        alunos: 2,
        notas: 1,
        media: 9,
        boa: 1,
        regular: 0,
        ruim: 0,
        aulas: 1,
        presencas: 1,
        frequencia: 100,
      }),
    ]);
  });

  it('answers an empty period with no rows and a zero total', async () => {
    const empty = await dashboard('de=2032-01-01&ate=2032-12-31');
    expect(empty.body).toEqual({
      nivel: 'escola',
      linhas: [],
      total: EMPTY_TOTAL,
    });
  });
});

describe('GET /avaliacoes: who and what', () => {
  it('refuses everyone but the Gestor', async () => {
    for (const who of ['diretor', 'secretaria', 'professor', 'aluno']) {
      expect(await dashboard(MARCH, who), who).toMatchObject({ status: 403, body: { msg: SERVER_MESSAGES.forbidden } });
    }
  });

  it('answers 400 with the contract message for a bad query', async () => {
    const cases: [string, string][] = [
      ['de=2031-03-31&ate=2031-03-01', AVALIACOES_MESSAGES.periodOrder],
      ['de=2029-03-01&ate=2031-03-02', AVALIACOES_MESSAGES.periodTooLong],
      [`${MARCH}&nivel=turma`, AVALIACOES_MESSAGES.escolaRequired],
      [`${MARCH}&nivel=aluno&escolaId=${F.zeta}`, AVALIACOES_MESSAGES.turmaRequired],
    ];
    for (const [query, msg] of cases) expect(await dashboard(query), query).toMatchObject({ status: 400, body: { msg } });
    expect((await dashboard(`${MARCH}&nivel=sala`)).status).toBe(400);
    expect((await dashboard('ate=2031-03-01')).status).toBe(400);
    // The longest period: 730 days apart.
    expect((await dashboard('de=2029-03-01&ate=2031-03-01')).status).toBe(200);
  });
});
