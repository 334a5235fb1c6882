// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LoginRequest, ProfileUpdate, UsuarioRegister } from '@contract';
import { HttpError } from './errors';
import { db } from '../db';
import { readGrant, signedFileUrl } from './files';
import { applyList, normalizeSearch } from './list';
import { describeAccept, formatBytes } from '@contract/uploads';
import { findSecretKeys } from './reply';
import { idParam, parseOrThrow } from './validation';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error('não lançou');
}

describe('parseOrThrow', () => {
  it('keeps the contract’s own messages and translates zod’s defaults to Portuguese', () => {
    expect(parseOrThrow(LoginRequest, { login: 'a', password: 'b' })).toEqual({ login: 'a', password: 'b' });
    expect(messageOf(() => parseOrThrow(LoginRequest, {}))).toBe('400 Campo obrigatório: login.');
    expect(messageOf(() => parseOrThrow(LoginRequest, []))).toMatch(/^400 Entrada inválida: esperava .*objeto/);
    expect(messageOf(() => parseOrThrow(ProfileUpdate, { cp_nome: 'x', cp_email: 'nope', cp_login: 'y' }))).toBe(
      '400 E-mail inválido.',
    );
    const register = {
      cp_nome: 'A',
      cp_email: 'a@b.com',
      cp_login: 'ab',
      cp_tipo_user: 5,
      cp_escola_id: 1,
      cp_datanascimento: '2000-01-01',
      cp_password: '123456',
    };
    expect(messageOf(() => parseOrThrow(UsuarioRegister, { ...register, cp_cpf: '111.111.111-11' }))).toBe(
      '400 CPF inválido: verifique os dígitos.',
    );
    expect(messageOf(() => parseOrThrow(UsuarioRegister, { ...register, cp_cpf: '529.982.247-25', cp_tipo_user: 7 }))).toBe(
      '400 Tipo de usuário inválido.',
    );
  });

  it('parses numeric path parameters', () => {
    expect(idParam({ id: '42' }, 'id')).toBe(42);
    for (const bad of ['0', '-1', 'abc', '1.5', '', '9999999999']) {
      expect(messageOf(() => idParam({ id: bad }, 'id'))).toBe('400 Identificador inválido.');
    }
    expect(messageOf(() => idParam({}, 'id'))).toBe('400 Identificador inválido.');
  });
});

describe('applyList', () => {
  const rows = [
    { nome: 'João Gonçalves', escola: 1 },
    { nome: 'Maria José', escola: 2 },
    { nome: 'José Maria', escola: 1 },
  ];

  it('searches without accents or case, every word', () => {
    expect(normalizeSearch('  São JOSÉ ')).toBe('sao jose');
    expect(applyList(rows, { q: 'jose maria' }, { searchText: (r) => r.nome }).items.map((r) => r.nome)).toEqual([
      'Maria José',
      'José Maria',
    ]);
    expect(applyList(rows, { q: 'GONCALVES' }, { searchText: (r) => r.nome }).total).toBe(1);
  });

  it('applies filters and sorting before paging, and reports the total', () => {
    const result = applyList(
      rows,
      { page: 1, pageSize: 1 },
      {
        filters: [(r) => r.escola === 1],
        sort: (a, b) => a.nome.localeCompare(b.nome),
      },
    );
    expect(result).toEqual({ items: [{ nome: 'João Gonçalves', escola: 1 }], total: 2 });
    expect(applyList(rows, { page: 5, pageSize: 10 }).items).toEqual([]);
    expect(applyList(rows, { pageSize: 2 }).items).toHaveLength(2);
    expect(applyList(rows, undefined).items).toHaveLength(3);
  });

  it('refuses a search on a list that declared no searchable text', () => {
    expect(() => applyList(rows, { q: 'x' })).toThrow();
  });
});

describe('files and uploads', () => {
  it('answers stored paths as signed URLs of the storage beside the api, for files that exist', async () => {
    await db.files.create({
      bucket: 'avatars',
      name: '7/foto 1.png',
      mime: 'image/png',
      dataUrl: 'data:image/png;base64,AA==',
      size: 1,
    });
    const url = new URL(signedFileUrl(db, 'http://x.test/storage/v1', 'avatars/7/foto 1.png')!);
    expect(url.origin + url.pathname).toBe('http://x.test/storage/v1/object/sign/avatars/7/foto%201.png');
    const token = url.searchParams.get('token')!;
    expect(readGrant(token, 'avatars', '7/foto 1.png')).not.toBeNull();
    // A token reads only its own object.
    expect(readGrant(token, 'avatars', '7/outra.png')).toBeNull();
    expect(signedFileUrl(db, 'http://x.test/storage/v1', 'avatars/nao-existe.png')).toBeNull();
    expect(signedFileUrl(db, 'http://x.test/storage/v1', null)).toBeNull();
    expect(signedFileUrl(db, 'http://x.test/storage/v1', 'https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(signedFileUrl(db, 'http://x.test/storage/v1', 'sem-bucket')).toBeNull();
  });

  it('describes accepted types and sizes in Portuguese', () => {
    expect(describeAccept(['image/jpeg', 'image/png'])).toBe('JPEG ou PNG');
    expect(describeAccept(['application/pdf', 'image/*'])).toBe('PDF ou imagem');
    expect(describeAccept(['audio/*'])).toBe('áudio');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatBytes(2000)).toBe('2 KB');
  });
});

describe('findSecretKeys', () => {
  it('finds password, senha and hash keys at any depth', () => {
    expect(findSecretKeys({ a: 1, b: [{ c: { cp_password: 'x' } }], Senha: 1, passwordHash: 2 })).toEqual([
      '$.b[0].c.cp_password',
      '$.Senha',
      '$.passwordHash',
    ]);
    expect(findSecretKeys({ token: 'abc', msg: 'senha incorreta' })).toEqual([]);
  });
});
