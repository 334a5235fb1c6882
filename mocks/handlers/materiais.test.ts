// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES, PERMISSAO_MESSAGES, type MaterialExtraResposta, type MaterialResposta } from '@contract';
import { db } from '../db';
import { callApi, loginAs, uploadFile } from '../testing';

const pdfBytes = (size = 90) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)));
  return bytes;
};
const pdfFile = (name: string) => new File([pdfBytes()], name, { type: 'application/pdf' });

async function upload(token: string, name: string): Promise<string> {
  const result = await uploadFile(token, 'pdfMaterial', pdfFile(name));
  if (!result.ok) throw new Error(result.msg);
  return result.uploadId;
}

const form = (changes: Record<string, unknown> = {}) => ({
  titulo: 'Guia de conversação',
  descricao: 'Roteiro de aulas de conversação',
  data: '2026-11-20',
  codigos: ['CONVERSATION'],
  permitirDownload: 0,
  ...changes,
});

describe('GET /materiais and /material-extra', () => {
  it('shows a teacher the rows whose codes meet their courses, newest first; 403 where the type reads none', async () => {
    const professor = await loginAs('professor'); // CES, CONVERSATION
    const list = await callApi<MaterialResposta[]>('GET', '/materiais', { token: professor.token });
    expect(list.status).toBe(200);
    const expected = db.materiais
      .all()
      .filter((m) => m.cp_mat_extra_codigos.split(',').some((c) => ['CES', 'CONVERSATION'].includes(c)))
      .sort((a, b) => b.cp_mat_extra_date.localeCompare(a.cp_mat_extra_date) || b.cp_mat_id - a.cp_mat_id)
      .map((m) => m.cp_mat_id);
    expect(list.body.map((m) => m.cp_mat_id)).toEqual(expected);
    expect(list.headers.get('x-total-count')).toBe(String(expected.length));
    const secretaria = await loginAs('secretaria');
    expect((await callApi('GET', '/materiais', { token: secretaria.token })).status).toBe(403);
    expect((await callApi('GET', '/material-extra', { token: secretaria.token })).status).toBe(200);
  });

  it('filters by codigo and searches title and description', async () => {
    const gestor = await loginAs('gestor');
    const byCode = await callApi<MaterialExtraResposta[]>('GET', '/material-extra?codigo=KIDS', { token: gestor.token });
    const kids = db.materialExtra
      .all()
      .filter((m) => m.cp_mat_extra_codigos.split(',').includes('KIDS'))
      .map((m) => m.cp_mat_extra_id);
    expect(kids.length).toBeGreaterThan(0);
    expect(byCode.body.map((m) => m.cp_mat_extra_id).sort((a, b) => a - b)).toEqual(kids.sort((a, b) => a - b));
    const first = db.materialExtra.all()[0]!;
    const found = await callApi<MaterialExtraResposta[]>(
      'GET',
      `/material-extra?q=${encodeURIComponent(first.cp_mat_extra_title)}`,
      {
        token: gestor.token,
      },
    );
    expect(found.body.map((m) => m.cp_mat_extra_id)).toContain(first.cp_mat_extra_id);
  });
});

describe('material create, edit and delete (one implementation for both kinds)', () => {
  it('creates with uploads, keeps and replaces PDFs, deletes the row and its files', async () => {
    const gestor = await loginAs('gestor');
    const a = await upload(gestor.token, 'Aula 1.pdf');
    const b = await upload(gestor.token, 'Aula 2.pdf');
    const created = await callApi('POST', '/materiais', { token: gestor.token, json: form({ pdfs: [a, b] }) });
    expect(created).toMatchObject({ status: 200, body: { msg: MATERIAL_MESSAGES.created } });
    const id = created.body.id as number;
    const row = db.materiais.findFirst((q) => q.where({ cp_mat_id: id }))!;
    expect(row.cp_mat_extra_codigos).toBe('CONVERSATION');
    const [first, second] = [row.cp_mat_arquivoPdf!, row.cp_mat_extra_pdf2!];

    const listed = await callApi<MaterialResposta[]>('GET', '/materiais', { token: gestor.token });
    const answered = listed.body.find((m) => m.cp_mat_id === id)!;
    expect([answered.cp_pdf1_nome, answered.cp_pdf2_nome, answered.cp_pdf3_nome]).toEqual(['Aula 1.pdf', 'Aula 2.pdf', null]);

    const c = await upload(gestor.token, 'Aula 3.pdf');
    const edited = await callApi('PUT', `/materiais/${id}`, { token: gestor.token, json: form({ pdfs: [{ manter: 2 }, c] }) });
    expect(edited).toMatchObject({ status: 200, body: { msg: MATERIAL_MESSAGES.updated } });
    const after = db.materiais.findFirst((q) => q.where({ cp_mat_id: id }))!;
    expect(after.cp_mat_arquivoPdf).toBe(second);
    expect(db.files.findFirst((q) => q.where({ name: first.slice(first.indexOf('/') + 1) }))).toBeUndefined();

    const stale = await callApi('PUT', `/materiais/${id}`, { token: gestor.token, json: form({ pdfs: [{ manter: 3 }] }) });
    expect(stale).toMatchObject({ status: 400, body: { msg: MATERIAL_MESSAGES.keepMissing } });

    const removed = await callApi('DELETE', `/materiais/${id}`, { token: gestor.token });
    expect(removed).toMatchObject({ status: 200, body: { msg: MATERIAL_MESSAGES.deleted } });
    expect(db.materiais.findFirst((q) => q.where({ cp_mat_id: id }))).toBeUndefined();
    expect(db.files.findFirst((q) => q.where({ name: second.slice(second.indexOf('/') + 1) }))).toBeUndefined();
  });

  it('lets directors and secretaries edit and delete extra material but not create it; the grant holder creates it', async () => {
    const diretor = await loginAs('diretor');
    expect((await callApi('POST', '/material-extra', { token: diretor.token, json: form() })).status).toBe(403);
    expect((await callApi('PUT', '/material-extra/1', { token: diretor.token, json: form() })).status).toBe(200);
    const secretaria = await loginAs('secretaria');
    expect((await callApi('DELETE', '/material-extra/2', { token: secretaria.token })).status).toBe(200);
    const larissa = await loginAs('larissa.carvalho');
    const pdf = await upload(larissa.token, 'Extra.pdf');
    expect((await callApi('POST', '/material-extra', { token: larissa.token, json: form({ pdfs: [pdf] }) })).status).toBe(200);
    expect((await callApi('POST', '/materiais', { token: larissa.token, json: form() })).status).toBe(403);
  });
});

describe('GET /proxy-download of a material PDF', () => {
  it('refuses a PDF whose material does not allow downloads, except to its writers', async () => {
    const professor = await loginAs('professor');
    const rows = await callApi<MaterialExtraResposta[]>('GET', '/material-extra', { token: professor.token });
    const open = rows.body.find((m) => m.cp_mat_extra_permitirDownload === 1 && m.cp_mat_extra_pdf1)!;
    const ok = await callApi('GET', `/proxy-download?url=${encodeURIComponent(open.cp_mat_extra_pdf1!)}`, {
      token: professor.token,
    });
    expect(ok.status).toBe(200);
    const gestor = await loginAs('gestor');
    const all = await callApi<MaterialExtraResposta[]>('GET', '/material-extra?codigo=DEUTSCH', { token: gestor.token });
    const refused = all.body.find((m) => m.cp_mat_extra_permitirDownload === 0 && m.cp_mat_extra_pdf1)!;
    const url = `/proxy-download?url=${encodeURIComponent(refused.cp_mat_extra_pdf1!)}`;
    expect((await callApi('GET', url, { token: gestor.token })).status).toBe(200);
    const ana = await loginAs('ana.vieira'); // DEUTSCH: reads the DEUTSCH extra material, may not download it
    expect(await callApi('GET', url, { token: ana.token })).toMatchObject({
      status: 403,
      body: { msg: MATERIAL_MESSAGES.downloadNotAllowed },
    });
  });
});

describe('grants', () => {
  it('the gestor grants and revokes; a student cannot hold one; others only list their own', async () => {
    const gestor = await loginAs('gestor');
    const ana = db.usuarios.findFirst((q) => q.where({ cp_login: 'ana.vieira' }))!;
    const aluno = db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))!;
    const grant = await callApi('PUT', `/permissoes/${ana.cp_id}/materialExtra`, { token: gestor.token });
    expect(grant).toMatchObject({ status: 200, body: { msg: PERMISSAO_MESSAGES.granted } });
    expect((await callApi('PUT', `/permissoes/${ana.cp_id}/materialExtra`, { token: gestor.token })).status).toBe(200);
    expect(db.permissoes.findMany((q) => q.where({ cp_usuario_id: ana.cp_id }))).toHaveLength(1);
    const asAna = await loginAs('ana.vieira');
    expect((await callApi('GET', '/minhas-permissoes', { token: asAna.token })).body).toEqual({ permissoes: ['materialExtra'] });
    expect((await callApi('GET', '/permissoes', { token: asAna.token })).body).toHaveLength(1);
    expect((await callApi('GET', '/permissoes', { token: gestor.token })).body).toHaveLength(2);
    expect(await callApi('PUT', `/permissoes/${aluno.cp_id}/materialExtra`, { token: gestor.token })).toMatchObject({
      status: 400,
      body: { msg: PERMISSAO_MESSAGES.grantee },
    });
    expect((await callApi('PUT', `/permissoes/${ana.cp_id}/materialExtra`, { token: asAna.token })).status).toBe(403);
    expect((await callApi('PUT', '/permissoes/987654/materialExtra', { token: gestor.token })).status).toBe(404);
    expect((await callApi('DELETE', `/permissoes/${ana.cp_id}/materialExtra`, { token: gestor.token })).status).toBe(200);
    expect(await callApi('DELETE', `/permissoes/${ana.cp_id}/materialExtra`, { token: gestor.token })).toMatchObject({
      status: 404,
      body: { msg: PERMISSAO_MESSAGES.notHeld },
    });
    expect((await callApi('GET', '/minhas-permissoes', { token: asAna.token })).body).toEqual({ permissoes: [] });
  });
});
