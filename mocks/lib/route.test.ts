// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, IMAGE_TYPES, ListQuery, MessageBody } from '@contract';
import { db } from '../db';
import { server } from '../node';
import { callApi, loginAs } from '../testing';
import { HttpError } from './errors';
import { listReply } from './list';
import { basePathOf, latencyFor, route, type HandlerOptions } from './route';

const onMutation = vi.fn();
const options = (extra: Partial<HandlerOptions> = {}): HandlerOptions => ({
  baseUrl: '*/api',
  latencyMs: 0,
  db,
  onMutation,
  ...extra,
});

const echo = endpoint({
  name: 'testEcho',
  method: 'POST',
  path: '/__teste/eco/:id',
  auth: 'user',
  query: z.object({ n: z.coerce.number().int().min(1, 'n deve ser positivo.').optional() }),
  body: z.object({ texto: z.string({ error: 'Texto é obrigatório.' }) }),
  response: z.object({ id: z.string(), texto: z.string(), n: z.number().nullable(), chamador: z.number(), base: z.string() }),
  summary: 'teste',
});

const upload = endpoint({
  name: 'testUpload',
  method: 'PUT',
  path: '/__teste/upload',
  auth: 'public',
  bodyKind: 'multipart',
  body: z.object({ titulo: z.string().min(1, 'Título é obrigatório.') }),
  uploads: {
    miniatura: { accept: IMAGE_TYPES, maxBytes: 10, maxFiles: 1 },
    audios: { accept: ['audio/*'], maxBytes: 100, maxFiles: 2, required: true },
  },
  response: z.object({ titulo: z.string(), arquivos: z.array(z.string()) }),
  summary: 'teste',
});

const listing = endpoint({
  name: 'testList',
  method: 'GET',
  path: '/__teste/lista',
  auth: 'public',
  query: ListQuery,
  response: z.array(z.object({ nome: z.string() })),
  list: true,
  summary: 'teste',
});

const plain = (name: string, method: 'GET' | 'DELETE') =>
  endpoint({ name, method, path: `/__teste/${name}`, auth: 'public', response: MessageBody, summary: 'teste' });

afterEach(() => onMutation.mockReset());

describe('route()', () => {
  it('authenticates, validates query and body, and hands the resolver typed values', async () => {
    server.use(
      route(echo, ({ params, query, body, auth, apiBase }) => ({
        id: params.id ?? '',
        texto: body.texto,
        n: query.n ?? null,
        chamador: auth.userId,
        base: apiBase,
      })).toHandler(options()),
    );
    const { token, user } = await loginAs('secretaria');
    const ok = await callApi('POST', '/__teste/eco/a%20b?n=3', { token, json: { texto: 'olá' } });
    expect(ok).toMatchObject({ status: 200, body: { id: 'a b', texto: 'olá', n: 3, chamador: user.cp_id, base: '/api' } });
    expect(onMutation).toHaveBeenCalledTimes(1);

    expect(await callApi('POST', '/__teste/eco/1', { json: { texto: 'x' } })).toMatchObject({ status: 401 });
    expect(await callApi('POST', '/__teste/eco/1?n=0', { token, json: { texto: 'x' } })).toMatchObject({
      status: 400,
      body: { msg: 'n deve ser positivo.' },
    });
    expect(await callApi('POST', '/__teste/eco/1', { token, json: {} })).toMatchObject({
      status: 400,
      body: { msg: 'Texto é obrigatório.' },
    });
    expect(onMutation).toHaveBeenCalledTimes(1);
  });

  it('hands a path segment that is no valid percent-encoding over as written, as the api does (never a 500)', async () => {
    server.use(
      route(echo, ({ params, body, auth, apiBase }) => ({
        id: params.id ?? '',
        texto: body.texto,
        n: null,
        chamador: auth.userId,
        base: apiBase,
      })).toHandler(options()),
    );
    const { token } = await loginAs('secretaria');
    for (const [segment, id] of [
      ['%ED%A0%80', '%ED%A0%80'],
      ['a%zz', 'a%zz'],
      ['%', '%'],
      ['%C3%A9%FF', '%C3%A9%FF'],
    ]) {
      const answer = await callApi('POST', `/__teste/eco/${segment}`, { token, json: { texto: 'x' } });
      expect(answer, segment).toMatchObject({ status: 200, body: { id } });
    }
    // The real handlers: a malformed id is a 400, an unknown path a 404, both with { msg }.
    expect(await callApi('GET', '/users/%ED%A0%80', { token })).toMatchObject({
      status: 400,
      body: { msg: 'Identificador inválido.' },
    });
    expect(await callApi('GET', '/nada/%zz', { token })).toMatchObject({ status: 404, body: { msg: expect.any(String) } });
  });

  it('turns HttpError into { msg } and anything else into a bare 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      route(plain('conflito', 'DELETE'), () => {
        throw new HttpError(409, 'Já existe.');
      }).toHandler(options()),
      route(plain('quebra', 'GET'), () => {
        throw new TypeError('segredo interno: stack');
      }).toHandler(options()),
    );
    expect(await callApi('DELETE', '/__teste/conflito')).toMatchObject({ status: 409, body: { msg: 'Já existe.' } });
    expect(onMutation).not.toHaveBeenCalled();
    const broken = await callApi('GET', '/__teste/quebra');
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({ msg: 'Erro interno do servidor simulado.' });
    expect(error).toHaveBeenCalled();
  });

  it('refuses to answer outside the declared response schema or with a secret field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      route(plain('fora', 'GET'), () => ({ mensagem: 'campo errado' }) as never).toHandler(options()),
      route(plain('vaza', 'DELETE'), () => ({ msg: 'ok', senha: 'x' }) as never).toHandler(options()),
    );
    expect(await callApi('GET', '/__teste/fora')).toMatchObject({
      status: 500,
      body: { msg: 'Erro interno do servidor simulado.' },
    });
    expect(await callApi('DELETE', '/__teste/vaza')).toMatchObject({ status: 500 });
    expect(String(error.mock.calls[1]?.[1])).toContain('$.senha');
    expect(onMutation).not.toHaveBeenCalled();
  });

  it('checks every upload field: required, count, type and size', async () => {
    server.use(
      route(upload, ({ body, files }) => ({
        titulo: body.titulo,
        arquivos: Object.values(files)
          .flat()
          .map((f) => f.name),
      })).toHandler(options()),
    );
    const form = (parts: [string, string | File][]) => {
      const fd = new FormData();
      for (const [k, v] of parts) fd.append(k, v);
      return fd;
    };
    const mp3 = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'audio/mpeg' });
    const ok = await callApi('PUT', '/__teste/upload', {
      form: form([
        ['titulo', 'Aula'],
        ['audios', mp3('a.mp3')],
        ['audios', mp3('b.mp3')],
        ['miniatura', new File([], '', { type: 'application/octet-stream' })],
      ]),
    });
    expect(ok).toMatchObject({ status: 200, body: { titulo: 'Aula', arquivos: ['a.mp3', 'b.mp3'] } });
    const cases: [[string, string | File][], string][] = [
      [[['audios', mp3('a.mp3')]], 'Campo obrigatório: titulo.'],
      [[['titulo', 'Aula']], 'Áudios: envie um arquivo.'],
      [
        [
          ['titulo', 'Aula'],
          ['audios', mp3('a')],
          ['audios', mp3('b')],
          ['audios', mp3('c')],
        ],
        'Áudios: envie no máximo 2 arquivo(s).',
      ],
      [
        [
          ['titulo', 'Aula'],
          ['audios', mp3('longo.mp3', 101)],
        ],
        'Áudios: o arquivo "longo.mp3" excede o limite de 1 KB.',
      ],
      [
        [
          ['titulo', 'Aula'],
          ['audios', new File(['x'], 'a.txt', { type: 'text/plain' })],
        ],
        'Áudios: tipo de arquivo não permitido (text/plain). Envie áudio.',
      ],
      [
        [
          ['titulo', 'Aula'],
          ['audios', mp3('a')],
          ['miniatura', new File(['<svg/>'], 'm.svg', { type: 'image/svg+xml' })],
        ],
        'Miniatura: tipo de arquivo não permitido (image/svg+xml). Envie JPEG, PNG, WEBP ou GIF.',
      ],
    ];
    for (const [parts, msg] of cases) {
      expect(await callApi('PUT', '/__teste/upload', { form: form(parts) }), msg).toMatchObject({ status: 400, body: { msg } });
    }
  });

  it('pages lists with X-Total-Count and returns everything without page', async () => {
    const rows = ['Ana', 'Bruno', 'Cláudia', 'Davi', 'Élida'].map((nome) => ({ nome }));
    server.use(route(listing, ({ query }) => listReply(rows, query, { searchText: (r) => r.nome })).toHandler(options()));
    const all = await callApi('GET', '/__teste/lista');
    expect(all.body).toHaveLength(5);
    expect(all.headers.get('X-Total-Count')).toBe('5');
    const page = await callApi('GET', '/__teste/lista?page=2&pageSize=2');
    expect(page.body).toEqual([{ nome: 'Cláudia' }, { nome: 'Davi' }]);
    expect(page.headers.get('X-Total-Count')).toBe('5');
    const search = await callApi('GET', '/__teste/lista?q=elida');
    expect(search.body).toEqual([{ nome: 'Élida' }]);
    expect(search.headers.get('X-Total-Count')).toBe('1');
    expect((await callApi('GET', '/__teste/lista?pageSize=500')).status).toBe(400);
  });

  it('waits the configured latency before answering', async () => {
    server.use(route(plain('lento', 'GET'), () => ({ msg: 'ok' })).toHandler(options({ latencyMs: [60, 80] })));
    const start = performance.now();
    expect((await callApi('GET', '/__teste/lento')).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });
});

describe('helpers', () => {
  it('derives the API base path from the base URL', () => {
    expect(basePathOf('*/api')).toBe('/api');
    expect(basePathOf('http://localhost:5173/api/')).toBe('/api');
    expect(basePathOf('https://x.supabase.co/functions/v1/api')).toBe('/functions/v1/api');
  });

  it('draws latencies within the range', () => {
    expect(latencyFor(0)).toBe(0);
    for (let i = 0; i < 50; i++) {
      const ms = latencyFor([150, 400]);
      expect(ms).toBeGreaterThanOrEqual(150);
      expect(ms).toBeLessThanOrEqual(400);
    }
  });

  it('callApi refuses answers that carry a secret field', async () => {
    server.use(http.get('*/api/__teste/segredo', () => HttpResponse.json({ user: { cp_password_hash: 'x' } })));
    await expect(callApi('GET', '/__teste/segredo')).rejects.toThrow('$.user.cp_password_hash');
  });
});
