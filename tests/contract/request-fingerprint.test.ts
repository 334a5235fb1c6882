// @vitest-environment node
/**
 * The fingerprint an Idempotency-Key is bound to (contract
 * request-fingerprint.ts): the same logical request prints the same whatever
 * the key order, whitespace, multipart boundary or query order; any change of
 * method, path, query, field, file or byte prints differently; the request can
 * still be read afterwards; nothing a client sends makes it throw.
 */
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../../supabase/functions/_shared/contract/request-fingerprint.ts';

const BASE = 'http://localhost/api';
const json = (body: string, { method = 'POST', path = '/register-escola', query = '' } = {}) =>
  new Request(`${BASE}${path}${query}`, { method, headers: { 'Content-Type': 'application/json' }, body });
const print = (request: Request, path = new URL(request.url).pathname.slice('/api'.length)) => requestFingerprint(request, path);

interface Part {
  readonly name: string;
  readonly value: string | { readonly file: string; readonly type: string; readonly bytes: Uint8Array<ArrayBuffer> };
}
const png = (n = 0) => new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, n]);
const photo = (changes: Partial<{ file: string; type: string; bytes: Uint8Array<ArrayBuffer> }> = {}): Part => ({
  name: 'cp_foto_perfil',
  value: { file: 'eu.png', type: 'image/png', bytes: png(), ...changes },
});

/** A multipart body written by hand, with the boundary chosen. */
function multipart(parts: readonly Part[], boundary: string): Request {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const { name, value } of parts) {
    if (typeof value === 'string') {
      chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.file}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        encoder.encode('\r\n'),
      );
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.length;
  }
  return new Request(`${BASE}/register-user`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

const fields: readonly Part[] = [{ name: 'cp_nome', value: 'Ana' }, { name: 'cp_email', value: 'ana@example.test' }, photo()];

describe('requestFingerprint', () => {
  it('is a SHA-256 in hex, the same for the same request', async () => {
    const a = await print(json('{"cp_ec_nome":"Centro"}'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await print(json('{"cp_ec_nome":"Centro"}'))).toBe(a);
  });

  it('ignores JSON key order and whitespace, at every depth', async () => {
    const a = await print(json('{"a":1,"b":{"x":[1,{"p":true,"q":null}],"y":"z"}}'));
    expect(await print(json(' {\n "b": { "y": "z", "x": [1, {"q": null, "p": true}] },\t"a": 1 }\n'))).toBe(a);
  });

  it('prints any changed JSON value, key, array order or type differently', async () => {
    const a = await print(json('{"a":1,"b":[1,2],"c":"x"}'));
    for (const other of [
      '{"a":2,"b":[1,2],"c":"x"}',
      '{"a":1,"b":[2,1],"c":"x"}',
      '{"a":1,"b":[1,2],"c":"y"}',
      '{"a":"1","b":[1,2],"c":"x"}',
      '{"a":1,"b":[1,2],"c":"x","d":null}',
      '{"a":1,"b":[1,2],"C":"x"}',
    ]) {
      expect(await print(json(other)), other).not.toBe(a);
    }
  });

  it('binds the method, the path and the query; the query in any order', async () => {
    const a = await print(json('{}', { method: 'PUT', path: '/edit-escola/2', query: '?a=1&b=2' }));
    expect(await print(json('{}', { method: 'PUT', path: '/edit-escola/2', query: '?b=2&a=1' }))).toBe(a);
    expect(await print(json('{}', { method: 'POST', path: '/edit-escola/2', query: '?a=1&b=2' }))).not.toBe(a);
    expect(await print(json('{}', { method: 'PUT', path: '/edit-escola/3', query: '?a=1&b=2' }))).not.toBe(a);
    expect(await print(json('{}', { method: 'PUT', path: '/edit-escola/2', query: '?a=1&b=3' }))).not.toBe(a);
    expect(await print(json('{}', { method: 'PUT', path: '/edit-escola/2', query: '?a=1' }))).not.toBe(a);
    // A repeated name keeps its values' order (the backends read the last one).
    const ab = await print(json('{}', { query: '?a=1&a=2' }));
    expect(await print(json('{}', { query: '?a=2&a=1' }))).not.toBe(ab);
  });

  it('prints the path given, not the mount: the api under /api and /functions/v1/api alike', async () => {
    const direct = new Request('http://x/api/delete-escola/3', { method: 'DELETE' });
    const mounted = new Request('http://x/functions/v1/api/delete-escola/3', { method: 'DELETE' });
    expect(await requestFingerprint(mounted, '/delete-escola/3')).toBe(await requestFingerprint(direct, '/delete-escola/3'));
  });

  it('an empty body is the {} the backends read it as', async () => {
    const none = await print(new Request(`${BASE}/logout`, { method: 'POST' }));
    expect(await print(json('', { path: '/logout' }))).toBe(none);
    expect(await print(json('{}', { path: '/logout' }))).toBe(none);
    expect(await print(json('[]', { path: '/logout' }))).not.toBe(none);
  });

  it('a body that is no JSON prints its bytes', async () => {
    const a = await print(json('{"a":'));
    expect(await print(json('{"a":'))).toBe(a);
    expect(await print(json('{"a": '))).not.toBe(a);
  });

  it('multipart: the boundary and the order of different fields do not count', async () => {
    const a = await print(multipart(fields, 'limite-um'));
    expect(await print(multipart(fields, '----outro-limite-0042'))).toBe(a);
    expect(await print(multipart([...fields].reverse(), 'limite-tres'))).toBe(a);
    // As the browser writes a FormData.
    const form = new FormData();
    form.append('cp_foto_perfil', new File([png()], 'eu.png', { type: 'image/png' }));
    form.append('cp_email', 'ana@example.test');
    form.append('cp_nome', 'Ana');
    expect(await print(new Request(`${BASE}/register-user`, { method: 'POST', body: form }))).toBe(a);
  });

  it("multipart: a changed field, a file's byte, name, type or size, or a repeated field's order prints differently", async () => {
    const a = await print(multipart(fields, 'b'));
    const variants: [string, readonly Part[]][] = [
      ['field value', [{ name: 'cp_nome', value: 'Ana Maria' }, ...fields.slice(1)]],
      ['field name', [{ name: 'cp_nome2', value: 'Ana' }, ...fields.slice(1)]],
      ['one byte', [...fields.slice(0, 2), photo({ bytes: png(1) })]],
      ['file name', [...fields.slice(0, 2), photo({ file: 'ela.png' })]],
      ['file type', [...fields.slice(0, 2), photo({ type: 'image/jpeg' })]],
      ['file size', [...fields.slice(0, 2), photo({ bytes: new Uint8Array([...png(), 0]) })]],
      ['file field', [...fields.slice(0, 2), { ...photo(), name: 'outro' }]],
      ['a field more', [...fields, { name: 'cp_rg', value: '' }]],
    ];
    for (const [what, parts] of variants) expect(await print(multipart(parts, 'b')), what).not.toBe(a);
    const twice = (x: string, y: string): Part[] => [
      { name: 'tag', value: x },
      { name: 'tag', value: y },
    ];
    expect(await print(multipart(twice('1', '2'), 'b'))).not.toBe(await print(multipart(twice('2', '1'), 'b')));
  });

  it('leaves the request readable by the handler', async () => {
    const request = json('{"cp_ec_nome":"Centro"}');
    await print(request);
    expect(await request.json()).toEqual({ cp_ec_nome: 'Centro' });
    const form = multipart(fields, 'b');
    await print(form);
    expect((await form.formData()).get('cp_nome')).toBe('Ana');
  });

  it('never throws on what a client sends: a broken form, JSON nested too deep, invalid UTF-8', async () => {
    const broken = new Request(`${BASE}/register-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nada' },
      body: 'isto não é um formulário',
    });
    expect(await print(broken)).toMatch(/^[0-9a-f]{64}$/);
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(await print(json(deep))).toMatch(/^[0-9a-f]{64}$/);
    const bytes = new Request(`${BASE}/x`, { method: 'POST', body: new Uint8Array([0xff, 0xfe, 0x7b]) });
    expect(await print(bytes)).toMatch(/^[0-9a-f]{64}$/);
    // __proto__ is a key like any other.
    expect(await print(json('{"__proto__":{"a":1}}'))).not.toBe(await print(json('{"__proto__":{"a":2}}')));
  });
});
