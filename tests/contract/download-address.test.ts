// @vitest-environment node
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { attachmentUrl, ownStorageObject } from '@contract/arquivos';
import { isMaterialPdfAddress, materialPdfPath, MaterialResposta } from '@contract/materiais';

const ROOT = 'https://abc.supabase.co/storage/v1';
const own = `${ROOT}/object/sign/pdfs-materiais/7/0b6c1f6e-1d2a-4c1e-9f3e-4f9a2a1b2c3d.pdf?token=x`;

describe('ownStorageObject: the download proxy names an object of our storage, nothing else', () => {
  it('reads the bucket and the object name of our own signed URL', () => {
    expect(ownStorageObject(own, ROOT)).toEqual({
      bucket: 'pdfs-materiais',
      name: '7/0b6c1f6e-1d2a-4c1e-9f3e-4f9a2a1b2c3d.pdf',
    });
    expect(ownStorageObject(`${ROOT}/object/sign/avatars/3/foto%20nova.png`, `${ROOT}/`)).toEqual({
      bucket: 'avatars',
      name: '3/foto nova.png',
    });
  });

  it.each([
    ['loopback', 'http://127.0.0.1:54321/storage/v1/object/sign/avatars/1/a.png'],
    ['loopback by name', 'http://localhost/storage/v1/object/sign/avatars/1/a.png'],
    ['loopback as a decimal number', 'http://2130706433/storage/v1/object/sign/avatars/1/a.png'],
    ['IPv6 loopback', 'http://[::1]/storage/v1/object/sign/avatars/1/a.png'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/storage/v1/object/sign/avatars/1/a.png'],
    ['private range 10/8', 'http://10.0.0.5/storage/v1/object/sign/avatars/1/a.png'],
    ['private range 192.168/16', 'https://192.168.1.1/storage/v1/object/sign/avatars/1/a.png'],
    ['private range 172.16/12', 'https://172.16.0.1/storage/v1/object/sign/avatars/1/a.png'],
    ['link-local / cloud metadata', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['GCP metadata by name', 'http://metadata.google.internal/computeMetadata/v1/'],
    ['another host with our path', 'https://evil.example/storage/v1/object/sign/avatars/1/a.png'],
    ['a look-alike host', 'https://abc.supabase.co.evil.example/storage/v1/object/sign/avatars/1/a.png'],
    ['our host in the credentials', 'https://abc.supabase.co@evil.example/storage/v1/object/sign/avatars/1/a.png'],
    ['credentials on our host', 'https://user:pw@abc.supabase.co/storage/v1/object/sign/avatars/1/a.png'],
    ['plain http to our host', 'http://abc.supabase.co/storage/v1/object/sign/avatars/1/a.png'],
    ['another port of our host', 'https://abc.supabase.co:8443/storage/v1/object/sign/avatars/1/a.png'],
    ['file scheme', 'file:///etc/passwd'],
    ['gopher scheme', 'gopher://127.0.0.1:6379/_INFO'],
    ['ftp scheme', 'ftp://abc.supabase.co/storage/v1/object/sign/avatars/1/a.png'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', '/storage/v1/object/sign/avatars/1/a.png'],
    ['another path of our origin', 'https://abc.supabase.co/auth/v1/admin/users'],
    ['the function itself', 'https://abc.supabase.co/functions/v1/api/users'],
    ['the public object route', `${ROOT}/object/public/avatars/1/a.png`],
    ['the authenticated object route', `${ROOT}/object/authenticated/avatars/1/a.png`],
    ['dot segments out of the prefix', `${ROOT}/object/sign/avatars/../../../auth/v1/admin/users`],
    ['encoded dot segments', `${ROOT}/object/sign/avatars/%2e%2e/%2e%2e/x`],
    ['an encoded slash', `${ROOT}/object/sign/avatars/1%2F..%2F..%2Fx.png`],
    ['an encoded backslash', `${ROOT}/object/sign/avatars/1%5C..%5Cx.png`],
    ['a NUL byte', `${ROOT}/object/sign/avatars/1/a%00.png`],
    ['a broken percent-encoding', `${ROOT}/object/sign/avatars/1/%E0%A4%A.png`],
    ['an empty segment', `${ROOT}/object/sign/avatars//a.png`],
    ['a bucket that is not ours', `${ROOT}/object/sign/secrets/1/a.png`],
    ['a bucket with no object', `${ROOT}/object/sign/avatars`],
    ['not an address', 'não é um endereço'],
  ])('refuses %s', (_case, address) => {
    expect(ownStorageObject(address, ROOT)).toBeNull();
  });

  it('follows the storage address it is given (local mode answers on the loopback origin)', () => {
    const local = 'http://127.0.0.1:54321/storage/v1';
    expect(ownStorageObject(`${local}/object/sign/audios/2/x.mp3?token=t`, local)).toEqual({ bucket: 'audios', name: '2/x.mp3' });
    expect(ownStorageObject(`http://127.0.0.1:54322/storage/v1/object/sign/audios/2/x.mp3`, local)).toBeNull();
  });
});

describe('attachmentUrl', () => {
  it("adds storage's download parameter with the original name encoded", () => {
    expect(attachmentUrl('https://s/object/sign/b/n.pdf?token=t', 'Apostila 1 & 2.pdf')).toBe(
      'https://s/object/sign/b/n.pdf?token=t&download=Apostila%201%20%26%202.pdf',
    );
    expect(attachmentUrl('https://s/x', 'a.pdf')).toBe('https://s/x?download=a.pdf');
  });
});

describe('the view address of a PDF that may not be downloaded (decision 55)', () => {
  const API = 'https://abc.supabase.co/functions/v1/api';
  const view = `${API}${materialPdfPath('treinamento', 7, 2)}`;

  it('is an api path of that material and slot, never an address of our storage the proxy would take', () => {
    expect(materialPdfPath('treinamento', 7, 2)).toBe('/materiais/7/pdf/2');
    expect(materialPdfPath('extra', 7, 1)).toBe('/material-extra/7/pdf/1');
    expect(isMaterialPdfAddress('treinamento', view, 7, 2)).toBe(true);
    expect(isMaterialPdfAddress('treinamento', view, 7, 1)).toBe(false);
    expect(isMaterialPdfAddress('extra', view, 7, 2)).toBe(false);
    expect(isMaterialPdfAddress('treinamento', `${view}?download=x.pdf`, 7, 2)).toBe(false);
    expect(ownStorageObject(view, ROOT)).toBeNull();
  });

  it('is all the answer may carry for a caller who may not download: a storage URL breaks the contract', () => {
    const row = {
      cp_mat_id: 7,
      cp_mat_titulo: 'Apostila',
      cp_mat_descricao: null,
      cp_mat_linkYoutube: null,
      cp_mat_arquivoPdf: view.replace('/pdf/2', '/pdf/1'),
      cp_mat_extra_pdf2: view,
      cp_mat_extra_pdf3: null,
      cp_mat_miniatura: `${ROOT}/object/sign/miniaturas/1/capa.png?token=t`,
      cp_mat_extra_date: '2026-03-12',
      cp_mat_extra_categories: '',
      cp_mat_extra_codigos: 'CES',
      cp_mat_permitirDownload: 0,
      cp_pdf1_nome: 'a.pdf',
      cp_pdf2_nome: 'b.pdf',
      cp_pdf3_nome: null,
      cp_pdfs_baixaveis: false,
    };
    expect(MaterialResposta.safeParse(row).success).toBe(true);
    expect(MaterialResposta.safeParse({ ...row, cp_mat_extra_pdf2: own }).success).toBe(false);
    expect(MaterialResposta.safeParse({ ...row, cp_pdfs_baixaveis: true, cp_mat_extra_pdf2: own }).success).toBe(true);
  });
});

describe('the canary of the download scenarios', () => {
  it('counts every request that reaches it (so "never fetched" can fail)', async () => {
    const { canary } = await import('./scenarios-arquivos.ts');
    await canary.listening();
    const before = canary.hits();
    // A raw socket: the unit tests' MSW server intercepts fetch and node:http.
    const { port } = new URL(canary.url('/'));
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end('GET /storage/v1/object/sign/avatars/1/a.png HTTP/1.1\r\nHost: canary\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 302/);
    expect(head).toContain('Location: http://169.254.169.254/latest/meta-data/');
    expect(canary.hits()).toBe(before + 1);
  });
});
