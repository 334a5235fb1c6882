// @vitest-environment node
/**
 * The mock's classroom (docs/sala-de-aula.md): the parts only the mock has to
 * get right by itself — the all-or-nothing batch, the idempotent mark, the
 * class delete's cascade (files too), the CSV shape — plus the seeded demo
 * the screens are built against. The contract scenarios play the rest on
 * both backends.
 */
import { describe, expect, it } from 'vitest';
import {
  SALA_MESSAGES,
  TOTAL_COUNT_HEADER,
  type AlunoEscola,
  type Chamada,
  type Frequencia,
  type Nota,
  type Resumo,
} from '@contract';
import { gradeAverage } from '@contract/rules/notas';
import { CSV_HEADERS } from '@contract/rules/sala-de-aula';
import { db } from '../db';
import { EMPTY_SALA_DE_AULA_TURMA } from '../seed';
import { membersOf } from '../lib/membership';
import { callApi, loginAs, uploadFile } from '../testing';

const turmaOf = (name: string) => db.turmas.findFirst((q) => q.where({ cp_tr_nome: name }))!.cp_tr_id;
const chamadasOf = (turmaId: number) => db.chamadas.findMany((q) => q.where({ cp_ch_turma_id: turmaId }));

const pdfFile = (name: string) => {
  const bytes = new Uint8Array(90);
  bytes.set([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)));
  return new File([bytes], name, { type: 'application/pdf' });
};

async function uploadPdf(token: string, name: string): Promise<string> {
  const result = await uploadFile(token, 'resumo', pdfFile(name));
  if (!result.ok) throw new Error(result.msg);
  return result.uploadId;
}

const resumoForm = (turmaId: number, changes: Record<string, unknown> = {}) => ({
  turmaId,
  aula: 'Aula extra',
  resumo: 'Revisão do Present Perfect',
  link: 'www.example.com/aula',
  linkYoutube: null,
  data: '2026-11-20',
  hora: '19:00',
  ...changes,
});

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
    const id = turmaOf(EMPTY_SALA_DE_AULA_TURMA);
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

describe('POST /chamadas/lote: the whole class or nobody', () => {
  const DAY = '2030-01-07';

  it('refuses the batch when one current student is already recorded that day, writing nothing, and naming them', async () => {
    const professor = await loginAs('professor');
    const students = await callApi<AlunoEscola[]>('GET', '/turmas/1/alunos', { token: professor.token });
    const [first] = students.body;
    const single = await callApi('POST', '/chamadas', {
      token: professor.token,
      json: { turmaId: 1, alunoId: first!.cp_id, data: DAY, hora: '19:00', status: 'Ausente' },
    });
    expect(single).toMatchObject({ status: 200, body: { msg: SALA_MESSAGES.chamadaSaved } });
    const before = chamadasOf(1).length;
    const lote = { turmaId: 1, data: DAY, hora: '19:00', status: 'Presente' };
    expect(await callApi('POST', '/chamadas/lote', { token: professor.token, json: lote })).toMatchObject({
      status: 409,
      body: { msg: SALA_MESSAGES.loteDuplicate(first!.cp_nome) },
    });
    expect(chamadasOf(1)).toHaveLength(before);

    expect((await callApi('DELETE', `/chamadas/${single.body.cp_ch_id}`, { token: professor.token })).status).toBe(200);
    const done = await callApi('POST', '/chamadas/lote', { token: professor.token, json: lote });
    expect(done).toMatchObject({
      status: 200,
      body: { msg: SALA_MESSAGES.loteSaved(students.body.length), count: students.body.length },
    });
    const written = chamadasOf(1).filter((c) => c.cp_ch_data === DAY);
    expect(written.map((c) => c.cp_ch_aluno_id).sort((a, b) => a - b)).toEqual(membersOf(db, 1));
    expect(written.every((c) => c.cp_ch_status === 'Presente' && c.cp_ch_hora === '19:00')).toBe(true);
    // Everyone is named the second time, by name.
    const again = await callApi('POST', '/chamadas/lote', { token: professor.token, json: lote });
    expect(again.body.msg).toBe(SALA_MESSAGES.loteDuplicate(students.body.map((s) => s.cp_nome).join(', ')));
  });

  it('does not count a former student recorded that day, and refuses a class without students', async () => {
    const professor = await loginAs('professor');
    const [leaving] = membersOf(db, 2);
    await callApi('POST', '/chamadas', {
      token: professor.token,
      json: { turmaId: 2, alunoId: leaving, data: DAY, hora: '09:00', status: 'Presente' },
    });
    db.turmaAlunos.deleteMany((q) => q.where({ cp_aluno_id: leaving! }));
    const lote = { turmaId: 2, data: DAY, hora: '09:00', status: 'Justificado' };
    const answer = await callApi('POST', '/chamadas/lote', { token: professor.token, json: lote });
    expect(answer).toMatchObject({ status: 200, body: { count: membersOf(db, 2).length } });
    db.turmaAlunos.deleteMany((q) => q.where({ cp_tr_id: 2 }));
    expect(
      await callApi('POST', '/chamadas/lote', { token: professor.token, json: { ...lote, data: '2030-01-08' } }),
    ).toMatchObject({ status: 400, body: { msg: SALA_MESSAGES.noStudents } });
  });
});

describe('records: who may read and write', () => {
  it('answers 404 outside reading, 403 inside reading but outside writing, 409 for a second record that day, 400 for bad input', async () => {
    const professor = await loginAs('professor');
    const diretor = await loginAs('diretor');
    const gestor = await loginAs('gestor');
    const thiago = await loginAs('thiago.souza'); // teaches classes of school 2 only
    const record = chamadasOf(1)[0]!;
    // Staff read (school 1's class) but never write: only the class's teacher does (decision 38).
    expect((await callApi('GET', '/chamadas/turma/1', { token: diretor.token })).status).toBe(200);
    expect(
      (await callApi('PUT', `/chamadas/${record.cp_ch_id}`, { token: diretor.token, json: { status: 'Ausente' } })).status,
    ).toBe(403);
    expect((await callApi('DELETE', `/chamadas/${record.cp_ch_id}`, { token: gestor.token })).status).toBe(403);
    // Another school's class and its records do not exist for the director nor for another school's teacher.
    expect(await callApi('GET', '/chamadas/turma/4', { token: diretor.token })).toMatchObject({
      status: 404,
      body: { msg: SALA_MESSAGES.turmaNotFound },
    });
    expect(
      await callApi('PUT', `/chamadas/${record.cp_ch_id}`, { token: thiago.token, json: { status: 'Ausente' } }),
    ).toMatchObject({
      status: 404,
      body: { msg: SALA_MESSAGES.chamadaNotFound },
    });
    expect((await callApi('GET', '/turmas/1/alunos', { token: thiago.token })).status).toBe(404);
    // The teacher: a second record of a student that day is 409, a student of another class 400.
    const taken = { turmaId: 1, alunoId: record.cp_ch_aluno_id, data: record.cp_ch_data, hora: '19:00', status: 'Presente' };
    expect(await callApi('POST', '/chamadas', { token: professor.token, json: taken })).toMatchObject({
      status: 409,
      body: { msg: SALA_MESSAGES.chamadaDuplicate },
    });
    const outsider = membersOf(db, 3)[0]!;
    expect(
      await callApi('POST', '/chamadas', { token: professor.token, json: { ...taken, alunoId: outsider, data: '2030-02-01' } }),
    ).toMatchObject({ status: 400, body: { msg: SALA_MESSAGES.notInClass } });
    expect(
      await callApi('POST', '/notas', {
        token: professor.token,
        json: { turmaId: 1, alunoId: record.cp_ch_aluno_id, data: '2030-02-01', notaWorkbook: 11, notaProva: 7 },
      }),
    ).toMatchObject({ status: 400, body: { msg: SALA_MESSAGES.gradeRange } });
    expect((await callApi('POST', '/chamadas', { token: gestor.token, json: taken })).status).toBe(403);
  });

  it('changes only the status of a record (the lesson keeps its date and time)', async () => {
    const professor = await loginAs('professor');
    const record = chamadasOf(1).find((c) => c.cp_ch_status !== 'Justificado')!;
    const answer = await callApi('PUT', `/chamadas/${record.cp_ch_id}`, {
      token: professor.token,
      json: { status: 'Justificado' },
    });
    expect(answer).toMatchObject({ status: 200, body: { msg: SALA_MESSAGES.statusUpdated('Justificado') } });
    expect(db.chamadas.findFirst((q) => q.where({ cp_ch_id: record.cp_ch_id }))).toEqual({
      ...record,
      cp_ch_status: 'Justificado',
    });
  });

  it('keeps a former student their own history, and a stranger to the class out of it', async () => {
    const aluno = await loginAs('aluno');
    const me = aluno.user.cp_id;
    db.turmaAlunos.deleteMany((q) => q.where({ cp_aluno_id: me }));
    const history = await callApi<Chamada[]>('GET', '/chamadas/turma/1', { token: aluno.token });
    expect(history.status).toBe(200);
    expect(history.body.length).toBe(chamadasOf(1).filter((c) => c.cp_ch_aluno_id === me).length);
    expect((await callApi('GET', '/resumos/1', { token: aluno.token })).status).toBe(404);
    expect((await callApi('GET', '/chamadas/turma/2', { token: aluno.token })).status).toBe(404);
    const professor = await loginAs('professor');
    const grades = await callApi<Nota[]>('GET', `/notas/turma/1?alunoId=${me}`, { token: professor.token });
    expect(grades.body.length).toBeGreaterThan(0);
  });
});

describe('POST /registrar-visualizacao', () => {
  it("marks a track of the caller's class's course once, however often it is played", async () => {
    const aluno = await loginAs('aluno');
    const me = aluno.user.cp_id;
    const curso = db.turmas.findFirst((q) => q.where({ cp_tr_id: aluno.user.cp_turma_id! }))!.cp_tr_curso_id;
    const marked = new Set(db.audiosOuvidos.findMany((q) => q.where({ cp_aluno_id: me })).map((m) => m.cp_audio_id));
    const audio = db.audios.findMany((q) => q.where({ cp_curso_id: curso })).find((a) => !marked.has(a.cp_audio_id))!;
    const mark = { userId: me, audioId: audio.cp_audio_id };
    expect(await callApi('POST', '/registrar-visualizacao', { token: aluno.token, json: mark })).toMatchObject({
      status: 200,
      body: { msg: SALA_MESSAGES.audioMarked },
    });
    const first = db.audiosOuvidos.findFirst((q) => q.where({ cp_aluno_id: me, cp_audio_id: audio.cp_audio_id }))!;
    expect((await callApi('POST', '/registrar-visualizacao', { token: aluno.token, json: mark })).status).toBe(200);
    expect(db.audiosOuvidos.findMany((q) => q.where({ cp_aluno_id: me, cp_audio_id: audio.cp_audio_id }))).toEqual([first]);
    const list = await callApi<number[]>('GET', `/audios-marcados/${me}?cursoId=${curso}`, { token: aluno.token });
    expect(list.body).toEqual([...marked, audio.cp_audio_id].sort((a, b) => a - b));
  });

  it("refuses another person's marks, a track of another course, and types that hold no marks", async () => {
    const aluno = await loginAs('aluno');
    const me = aluno.user.cp_id;
    const classmate = membersOf(db, 1).find((id) => id !== me)!;
    const curso = db.turmas.findFirst((q) => q.where({ cp_tr_id: 1 }))!.cp_tr_curso_id;
    const own = db.audios.findFirst((q) => q.where({ cp_curso_id: curso }))!;
    const other = db.audios.findFirst((q) => q.where((a) => a.cp_curso_id !== curso))!;
    expect(
      await callApi('POST', '/registrar-visualizacao', {
        token: aluno.token,
        json: { userId: classmate, audioId: own.cp_audio_id },
      }),
    ).toMatchObject({ status: 403, body: { msg: SALA_MESSAGES.onlyOwnMarks } });
    expect(
      await callApi('POST', '/registrar-visualizacao', { token: aluno.token, json: { userId: me, audioId: other.cp_audio_id } }),
    ).toMatchObject({ status: 400, body: { msg: SALA_MESSAGES.audioNotInCourse } });
    expect((await callApi('GET', `/audios-marcados/${classmate}`, { token: aluno.token })).status).toBe(403);
    const professor = await loginAs('professor');
    const mine = { userId: professor.user.cp_id, audioId: own.cp_audio_id };
    expect((await callApi('POST', '/registrar-visualizacao', { token: professor.token, json: mine })).status).toBe(403);
    expect((await callApi('GET', `/audios-marcados/${professor.user.cp_id}`, { token: professor.token })).status).toBe(403);
  });
});

describe('lesson summaries', () => {
  it('creates with a file, keeps it, replaces it (the old one leaves storage), removes it, and deletes with it', async () => {
    const professor = await loginAs('professor');
    const first = await uploadPdf(professor.token, 'Aula extra.pdf');
    const created = await callApi<Resumo>('POST', '/resumos', {
      token: professor.token,
      json: resumoForm(1, { arquivo: first }),
    });
    expect(created.status).toBe(200);
    expect(created.body.cp_res_arquivo).toMatch(/\/storage\/v1\/object\/sign\/resumos\//);
    const id = created.body.cp_res_id;
    // The file downloads for who reads the summary (its class's student), and for nobody else.
    const download = `/proxy-download?url=${encodeURIComponent(created.body.cp_res_arquivo!)}`;
    const aluno = await loginAs('aluno');
    expect(await callApi('GET', download, { token: aluno.token })).toMatchObject({
      status: 200,
      body: { fileName: 'Aula extra.pdf' },
    });
    const thiago = await loginAs('thiago.souza');
    expect((await callApi('GET', download, { token: thiago.token })).status).toBe(404);
    const stored = () => db.resumos.findFirst((q) => q.where({ cp_res_id: id }))!.cp_res_arquivo;
    const firstPath = stored()!;

    const kept = await callApi<Resumo>('PUT', `/resumos/${id}`, {
      token: professor.token,
      json: { ...resumoForm(1, { aula: 'Aula extra (revisada)', arquivo: { manter: true } }), turmaId: undefined },
    });
    expect(kept.body).toMatchObject({ cp_res_aula: 'Aula extra (revisada)' });
    expect(stored()).toBe(firstPath);

    const second = await uploadPdf(professor.token, 'Aula extra v2.pdf');
    await callApi('PUT', `/resumos/${id}`, { token: professor.token, json: resumoForm(1, { arquivo: second }) });
    const secondPath = stored()!;
    expect(secondPath).not.toBe(firstPath);
    expect(db.files.findFirst((q) => q.where({ bucket: 'resumos', name: firstPath.slice('resumos/'.length) }))).toBeUndefined();

    const removed = await callApi<Resumo>('PUT', `/resumos/${id}`, {
      token: professor.token,
      json: resumoForm(1, { arquivo: null }),
    });
    expect(removed.body.cp_res_arquivo).toBeNull();
    expect(db.files.findFirst((q) => q.where({ bucket: 'resumos', name: secondPath.slice('resumos/'.length) }))).toBeUndefined();

    const third = await uploadPdf(professor.token, 'Aula extra v3.pdf');
    await callApi('PUT', `/resumos/${id}`, { token: professor.token, json: resumoForm(1, { arquivo: third }) });
    const thirdPath = stored()!;
    expect(await callApi('DELETE', `/resumos/${id}`, { token: professor.token })).toMatchObject({
      status: 200,
      body: { msg: SALA_MESSAGES.resumoDeleted },
    });
    expect(db.files.findFirst((q) => q.where({ bucket: 'resumos', name: thirdPath.slice('resumos/'.length) }))).toBeUndefined();
  });

  it('searches aula and resumo without accents, orders newest or oldest first, and shows the class to its student only', async () => {
    const professor = await loginAs('professor');
    await callApi('POST', '/resumos', {
      token: professor.token,
      json: resumoForm(1, { aula: 'Aula de pronúncia', resumo: 'Sons do TH', data: '2030-03-01' }),
    });
    const found = await callApi<Resumo[]>('GET', '/resumos/1?q=PRONUNCIA', { token: professor.token });
    expect(found.body.map((r) => r.cp_res_aula)).toEqual(['Aula de pronúncia']);
    const recentes = await callApi<Resumo[]>('GET', '/resumos/1', { token: professor.token });
    const antigos = await callApi<Resumo[]>('GET', '/resumos/1?ordem=antigos', { token: professor.token });
    expect(recentes.body[0]!.cp_res_data).toBe('2030-03-01');
    expect(antigos.body.map((r) => r.cp_res_id)).toEqual(recentes.body.map((r) => r.cp_res_id).reverse());
    const aluno = await loginAs('aluno');
    expect((await callApi('GET', '/resumos/1', { token: aluno.token })).status).toBe(200);
    expect((await callApi('GET', '/resumos/2', { token: aluno.token })).status).toBe(404);
    expect((await callApi('POST', '/resumos', { token: aluno.token, json: resumoForm(1) })).status).toBe(403);
  });
});

describe('DELETE /delete-turma/:id', () => {
  it("takes the class's records and its summaries' files with it, and nothing of other classes", async () => {
    const professor = await loginAs('professor');
    const upload = await uploadPdf(professor.token, 'Resumo.pdf');
    const created = await callApi<Resumo>('POST', '/resumos', {
      token: professor.token,
      json: resumoForm(2, { arquivo: upload }),
    });
    const path = db.resumos.findFirst((q) => q.where({ cp_res_id: created.body.cp_res_id }))!.cp_res_arquivo!;
    const others = [chamadasOf(1).length, db.notas.findMany((q) => q.where({ cp_nota_turma_id: 1 })).length];
    const gestor = await loginAs('gestor');
    expect((await callApi('DELETE', '/delete-turma/2', { token: gestor.token })).status).toBe(200);
    expect(chamadasOf(2)).toEqual([]);
    expect(db.notas.findMany((q) => q.where({ cp_nota_turma_id: 2 }))).toEqual([]);
    expect(db.resumos.findMany((q) => q.where({ cp_res_turma_id: 2 }))).toEqual([]);
    expect(db.files.findFirst((q) => q.where({ bucket: 'resumos', name: path.slice('resumos/'.length) }))).toBeUndefined();
    expect([chamadasOf(1).length, db.notas.findMany((q) => q.where({ cp_nota_turma_id: 1 })).length]).toEqual(others);
  });
});

describe('GET /turmas/:id/exportar', () => {
  it('answers the class\'s attendance as pt-BR CSV: ";" separated, CRLF lines, DD/MM/AAAA, formulas neutralised', async () => {
    const professor = await loginAs('professor');
    const [studentId] = membersOf(db, 1);
    await db.usuarios.update((q) => q.where({ cp_id: studentId! }), {
      data(u) {
        u.cp_nome = '=HYPERLINK("x")';
      },
    });
    const answer = await callApi('GET', '/turmas/1/exportar?tipo=chamadas', { token: professor.token });
    expect(answer.status).toBe(200);
    expect(answer.body.arquivo).toMatch(/^chamadas-1-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = answer.body.csv as string;
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADERS.chamadas.join(';'));
    expect(lines).toHaveLength(chamadasOf(1).length + 1);
    const latest = [...chamadasOf(1)].sort((a, b) => b.cp_ch_data.localeCompare(a.cp_ch_data))[0]!;
    const [y, m, d] = latest.cp_ch_data.split('-');
    expect(lines[1]!.startsWith(`${d}/${m}/${y};${latest.cp_ch_hora};`)).toBe(true);
    expect(lines.some((l) => l.includes(`;"'=HYPERLINK(""x"")";`))).toBe(true);
  });

  it('answers grades with the decimal comma, the average and its rating; refuses a student', async () => {
    const diretor = await loginAs('diretor');
    const answer = await callApi('GET', '/turmas/1/exportar?tipo=notas', { token: diretor.token });
    const lines = (answer.body.csv as string).slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADERS.notas.join(';'));
    expect(lines).toHaveLength(db.notas.findMany((q) => q.where({ cp_nota_turma_id: 1 })).length + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4};[^;]+;\d+,\d;\d+,\d;\d+,\d;(Boa|Média|Ruim)$/);
    const aluno = await loginAs('aluno');
    expect((await callApi('GET', '/turmas/1/exportar?tipo=notas', { token: aluno.token })).status).toBe(403);
  });
});
