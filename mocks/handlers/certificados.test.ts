// @vitest-environment node
/**
 * The mock's certificates (docs/certificados.md): the seeded demo the screens
 * are built against, the parts only the mock has to get right by itself (a
 * fresh code after a collision, texts frozen at issue), and the public check.
 * The contract scenarios play every endpoint × role on both backends.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CERT_MESSAGES, CertificadoVerificacao, TOTAL_COUNT_HEADER, type Certificado, type Certificavel } from '@contract';
import { businessToday } from '@contract/dates';
import { CODE_PATTERN } from '@contract/rules/certificados';
import { db } from '../db';
import { callApi, loginAs } from '../testing';

const seeded = () => db.certificados.all();
const concluded = () => db.matriculas.findMany((q) => q.where({ cp_status_matricula: 'concluido' }));
const uncertified = () => concluded().filter((m) => !seeded().some((c) => c.cp_cert_matricula_id === m.cp_mt_id));

afterEach(() => vi.restoreAllMocks());

describe('the seeded certificates', () => {
  it('answers the gestor every certificate, newest first, and the demo student only their own', async () => {
    const gestor = await loginAs('gestor');
    const all = await callApi<Certificado[]>('GET', '/certificados', { token: gestor.token });
    expect(all.status).toBe(200);
    expect(all.headers.get(TOTAL_COUNT_HEADER)).toBe(String(seeded().length));
    const issued = all.body.map((c) => c.cp_cert_emitido_em);
    expect(issued).toEqual([...issued].sort().reverse());
    expect(all.body.filter((c) => c.cp_cert_situacao === 'revogado').every((c) => c.cp_cert_motivo)).toBe(true);

    const aluno = await loginAs('aluno');
    const own = await callApi<Certificado[]>('GET', '/certificados', { token: aluno.token });
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((c) => c.cp_cert_aluno_id === aluno.user.cp_id && c.cp_cert_situacao === 'valido')).toBe(true);
  });

  it('lists concluded enrolments by name with their current certificate; pendente counts a revoked one', async () => {
    const gestor = await loginAs('gestor');
    const all = await callApi<Certificavel[]>('GET', '/certificados/matriculas?pageSize=100', { token: gestor.token });
    expect(all.body.map((c) => c.cp_mt_id).sort((a, b) => a - b)).toEqual(concluded().map((m) => m.cp_mt_id));
    const pendentes = await callApi<Certificavel[]>('GET', '/certificados/matriculas?situacao=pendente&pageSize=100', {
      token: gestor.token,
    });
    expect(pendentes.body.map((c) => c.cp_cert_situacao).sort()).toEqual(
      [...Array<null>(uncertified().length).fill(null), 'revogado'].sort(),
    );
    expect(uncertified().length).toBeGreaterThanOrEqual(2);
    const revogados = await callApi<Certificavel[]>('GET', '/certificados/matriculas?situacao=revogado', { token: gestor.token });
    expect(revogados.body).toHaveLength(1);
    expect(revogados.body[0]!.cp_cert_codigo).toMatch(CODE_PATTERN);
  });
});

describe('issuing', () => {
  it('freezes the texts: a later change of the student’s name or the school’s director leaves it as issued', async () => {
    const gestor = await loginAs('gestor');
    const m = uncertified()[0]!;
    const issued = await callApi<Certificado>('POST', '/certificados', {
      token: gestor.token,
      json: { matriculaId: m.cp_mt_id },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.cp_cert_codigo).toMatch(CODE_PATTERN);
    expect(issued.body.cp_cert_conclusao).toBe(businessToday());
    expect(issued.body.cp_cert_inicio).toBe(m.cp_mt_primeira_parcela);
    const before = issued.body;
    await db.usuarios.update((q) => q.where({ cp_id: m.cp_mt_usuario }), {
      data(u) {
        u.cp_nome = 'Nome Corrigido Depois';
      },
    });
    await db.escolas.update((q) => q.where({ cp_ec_id: m.cp_mt_escola }), {
      data(e) {
        e.cp_ec_responsavel = 'Outra Direção';
      },
    });
    const again = await callApi<Certificado>('GET', `/certificados/${before.cp_cert_id}`, { token: gestor.token });
    expect(again.body).toEqual(before);
  });

  it('draws another code when the first one is taken', async () => {
    const gestor = await loginAs('gestor');
    const taken = seeded()[0]!;
    await db.certificados.update((q) => q.where({ cp_cert_id: taken.cp_cert_id }), {
      data(c) {
        c.cp_cert_codigo = '0000-0000-0000-0000-0000';
      },
    });
    let calls = 0;
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).fill(calls++ === 0 ? 0x00 : 0xff);
      return array;
    });
    const m = uncertified()[0]!;
    const issued = await callApi<Certificado>('POST', '/certificados', {
      token: gestor.token,
      json: { matriculaId: m.cp_mt_id },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.cp_cert_codigo).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(calls).toBe(2);
  });

  it('refuses an enrolment delete once it has a certificate, revoked or not', async () => {
    const gestor = await loginAs('gestor');
    const aluno = db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))!;
    const created = await callApi<{ cp_mt_id: number }>('POST', '/cadastrar-matricula', {
      token: gestor.token,
      json: {
        usuarioId: aluno.cp_id,
        cursoId: 3,
        escolaId: aluno.cp_escola_id,
        status: 'concluido',
        tipoPagamento: 'mensalidade',
        valorMensalidade: 300,
        primeiraDataPagamento: '2024-02-10',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.cp_mt_id;
    const cert = await callApi<Certificado>('POST', '/certificados', { token: gestor.token, json: { matriculaId: id } });
    expect(cert.status).toBe(201);
    await callApi('POST', `/certificados/${cert.body.cp_cert_id}/revogar`, { token: gestor.token, json: { motivo: 'Teste' } });
    const refused = await callApi('DELETE', `/delete-matricula/${id}`, { token: gestor.token });
    expect(refused).toMatchObject({ status: 409, body: { msg: CERT_MESSAGES.matriculaHasCertificate } });
    expect(db.matriculas.findFirst((q) => q.where({ cp_mt_id: id }))).toBeDefined();
  });
});

describe('the public check', () => {
  it('answers without a token, only the six public fields, for any spelling of the code', async () => {
    const cert = seeded().find((c) => c.cp_cert_revogado_em === null)!;
    const typed = cert.cp_cert_codigo.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l');
    const answer = await callApi('GET', `/verificar-certificado/${encodeURIComponent(typed)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      codigo: cert.cp_cert_codigo,
      nome: cert.cp_cert_aluno_nome,
      curso: cert.cp_cert_curso_nome,
      escola: cert.cp_cert_escola_nome,
      data: cert.cp_cert_conclusao,
      situacao: 'valido',
    });
    expect(Object.keys(answer.body as object).sort()).toEqual(Object.keys(CertificadoVerificacao.shape).sort());
  });

  it('says revoked after a revocation, unknown for a code nobody has, invalid for a malformed one', async () => {
    const gestor = await loginAs('gestor');
    const cert = seeded().find((c) => c.cp_cert_revogado_em === null)!;
    const revoked = await callApi<Certificado>('POST', `/certificados/${cert.cp_cert_id}/revogar`, {
      token: gestor.token,
      json: { motivo: '  Nome grafado errado.  ' },
    });
    expect(revoked.body).toMatchObject({ cp_cert_situacao: 'revogado', cp_cert_motivo: 'Nome grafado errado.' });
    expect((await callApi('GET', `/verificar-certificado/${cert.cp_cert_codigo}`)).body).toMatchObject({ situacao: 'revogado' });
    const unknown = await callApi('GET', '/verificar-certificado/ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZY');
    expect(unknown).toMatchObject({ status: 404, body: { msg: CERT_MESSAGES.unknownCode } });
    for (const bad of ['ABC', 'ABCD-EFGH-JKMN-PQRS-TVWU', '%', 'x'.repeat(80)]) {
      const answer = await callApi('GET', `/verificar-certificado/${bad}`);
      expect(answer, bad).toMatchObject({ status: 400, body: { msg: CERT_MESSAGES.codeInvalid } });
    }
  });
});
