// @vitest-environment node
/** The file rules both backends apply to stored paths and uploads (arquivos.ts). */
import { describe, expect, it } from 'vitest';
import {
  FILE_KINDS,
  FILE_MESSAGES,
  isUrl,
  splitStoragePath,
  storagePathOf,
  storedUploadProblem,
  uploadObjectName,
  uploadTicket,
} from '../../supabase/functions/_shared/contract/arquivos.ts';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');

describe('stored paths', () => {
  it('joins and splits "bucket/name"; a value that is no path is null', () => {
    expect(storagePathOf('pdfs-cursos', '7/a b.pdf')).toBe('pdfs-cursos/7/a b.pdf');
    expect(splitStoragePath('pdfs-cursos/7/a b.pdf')).toEqual({ bucket: 'pdfs-cursos', name: '7/a b.pdf' });
    expect([splitStoragePath('semBarra'), splitStoragePath('/nome'), splitStoragePath('balde/')]).toEqual([null, null, null]);
  });

  it('keeps addresses of the original system as they are', () => {
    expect([isUrl('https://x/y.pdf'), isUrl('data:image/png;base64,AA'), isUrl('blob:abc'), isUrl('pdfs-cursos/1.pdf')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('uploads', () => {
  it("sends a new upload to its owner's folder, named by its id and type", () => {
    expect(uploadObjectName(7, 'abc', 'application/pdf')).toBe('7/abc.pdf');
  });

  it('refuses what arrived over the limit, of another size than declared, or not what it claims', () => {
    const upload = { file_name: 'a.pdf', content_type: 'application/pdf', size: 100 };
    expect(storedUploadProblem('pdfCurso', upload, { size: 100, head: PDF_HEAD })).toBeNull();
    expect(storedUploadProblem('pdfCurso', upload, { size: 99, head: PDF_HEAD })).toBe(FILE_MESSAGES.sizeMismatch);
    expect(storedUploadProblem('pdfCurso', upload, { size: 100, head: new Uint8Array([1, 2, 3]) })).toMatch(/não é/);
    const huge = FILE_KINDS.pdfCurso.maxBytes + 1;
    expect(storedUploadProblem('pdfCurso', { ...upload, size: huge }, { size: huge, head: PDF_HEAD })).toMatch(/excede o limite/);
  });

  it('answers a ticket with the signed URL under the storage root and its expiry', () => {
    const ticket = uploadTicket(
      { id: 'u1', kind: 'pdfCurso', bucket: 'pdfs-cursos', objectName: '7/u1.pdf', contentType: 'application/pdf' },
      { url: 'object/upload/sign/pdfs-cursos/7/u1.pdf?token=t', token: 't' },
      'https://st/storage/v1',
      null,
      1_000_000,
    );
    expect(ticket).toEqual({
      uploadId: 'u1',
      kind: 'pdfCurso',
      bucket: 'pdfs-cursos',
      objectName: '7/u1.pdf',
      contentType: 'application/pdf',
      uploadUrl: 'https://st/storage/v1/object/upload/sign/pdfs-cursos/7/u1.pdf?token=t',
      token: 't',
      resumable: null,
      expiresAt: 1000 + 7200,
    });
  });
});
