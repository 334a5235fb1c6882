/** Material files: downloads through the proxy and the api's inline view. */
import { expect } from 'vitest';
import {
  DownloadLink,
  FILE_MESSAGES,
  isMaterialPdfAddress,
  MATERIAL_MESSAGES,
  PDF_VIEW_HEADERS,
  type MaterialKind,
} from '../../../supabase/functions/_shared/contract/index.ts';
import { NO_SUCH_ID } from '../people.ts';
import { fileBytes, type Answer, type Expectation, type FileSpec, type Scenario, type Step } from '../scenario.ts';
import { del, error, get, M, ok, post, put } from '../scenarios-kit.ts';
import { uploadIdAt, withUploads } from '../scenarios-arquivos.ts';
import {
  ACTORS,
  KIND,
  PDF,
  createOk,
  createdIdAt,
  f,
  form,
  listAll,
  mayAt,
  mayOn,
  pdf,
  pdfUrl,
  proxy,
  rowOf,
  served,
} from './kit.ts';

// ── Downloads ───────────────────────────────────────────────────────────

/** Every address in an answer (any depth). */
function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

/** What the view endpoint answers: the PDF's bytes, inline under the fixed name, never cached. */
const viewedInline = (file: FileSpec): Expectation =>
  ok({
    contentType: 'application/pdf',
    check: (a) => {
      expect(a.body).toEqual(fileBytes(file));
      for (const [name, value] of Object.entries(PDF_VIEW_HEADERS)) expect(a.headers.get(name), name).toBe(value);
      expect(a.headers.get('content-disposition')).not.toMatch(/attachment/i);
    },
  });

export function downloadScenarios(kind: MaterialKind): Scenario[] {
  const { path, names } = KIND[kind];
  const CES = { [f(kind).codigos]: 'CES' };
  // Those who read a CES material: its writers may download, the others only view.
  const readers = ACTORS.filter((who) => mayAt(kind, who, 'list') && mayOn(kind, who, 'read', CES));
  const viewers = readers.filter((who) => !mayOn(kind, who, 'write', CES));
  const writersOf = readers.filter((who) => mayOn(kind, who, 'write', CES));
  const FILE = pdf('Apostila.pdf');
  const created = (e: readonly Answer[]) => createdIdAt(e, 2);
  /** The gestor's list, at step 3: the signed URL a writer holds. */
  const signedOf = (e: readonly Answer[]) => pdfUrl(kind, rowOf(kind, e[3]!, created(e)), 1)!;
  const viewPath = (e: readonly Answer[], n: number) => `${path}/${created(e)}/pdf/${n}`;

  const perViewer = viewers.flatMap((who): Step[] => [
    {
      as: who,
      request: listAll(kind),
      expect: ok({
        check: (a, e) => {
          const row = rowOf(kind, a, created(e));
          expect(row.cp_pdfs_baixaveis).toBe(false);
          expect(isMaterialPdfAddress(kind, pdfUrl(kind, row, 1)!, created(e), 1)).toBe(true);
          expect(row.cp_pdf1_nome).toBe('Apostila.pdf');
          // No storage address of its PDFs anywhere in the answer.
          expect(addressesIn(row).filter((u) => u.includes('/object/'))).toEqual([]);
        },
      }),
    },
    // The view address of the answer, with the bearer token: the bytes inline; a download= changes nothing.
    {
      as: who,
      request: (e) => ({ method: 'GET', url: pdfUrl(kind, rowOf(kind, e[e.length - 1]!, created(e)), 1)! }),
      expect: viewedInline(FILE),
    },
    {
      as: who,
      request: (e) => ({
        method: 'GET',
        url: `${pdfUrl(kind, rowOf(kind, e[e.length - 2]!, created(e)), 1)!}?download=${encodeURIComponent('Apostila.html')}`,
      }),
      expect: viewedInline(FILE),
    },
    // The proxy refuses the view address (not a storage URL) and the writer's signed URL (no download).
    {
      as: who,
      request: (e) => proxy(pdfUrl(kind, rowOf(kind, e[e.length - 3]!, created(e)), 1)!),
      expect: error(400, FILE_MESSAGES.downloadRefused),
    },
    { as: who, request: (e) => proxy(signedOf(e)), expect: error(403, MATERIAL_MESSAGES.downloadNotAllowed) },
  ]);

  return [
    withUploads(
      `${names.list}: a PDF of a material without download reaches who may not download it only through the view endpoint (no storage URL; inline, a fixed name whatever download= says); its writers keep the signed URL and the proxy`,
      'gestor',
      [{ file: FILE, kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)], permitirDownload: 0 })), expect: createOk }, // 2
        {
          as: 'gestor',
          request: listAll(kind),
          expect: ok({
            check: (a, e) => {
              const row = rowOf(kind, a, created(e));
              expect(row.cp_pdfs_baixaveis).toBe(true);
              expect(pdfUrl(kind, row, 1)).toMatch(/\/object\/sign\/pdfs-materiais\//);
            },
          }),
        }, // 3
        ...perViewer,
        ...writersOf.map((who): Step => ({
          as: who,
          request: (e) => proxy(signedOf(e)),
          expect: ok({ schema: DownloadLink, body: { fileName: 'Apostila.pdf' } }),
        })),
        // Viewing is not downloading: the writer's signed URL itself serves the PDF, and so does the view endpoint.
        served(signedOf, FILE),
        { as: 'gestor', request: (e) => get(viewPath(e, 1)), expect: viewedInline(FILE) },
      ],
    ),
    withUploads(
      `${names.list}: the view endpoint answers 404 to who may not read the material, to an empty or unknown slot and material; 401 without a session`,
      'gestor',
      [{ file: FILE, kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)], permitirDownload: 0 })), expect: createOk }, // 2
        { as: 'professorOutro', request: (e) => get(viewPath(e, 1)), expect: error(404, MATERIAL_MESSAGES.notFound) },
        { as: 'aluno', request: (e) => get(viewPath(e, 1)), expect: error(404, MATERIAL_MESSAGES.notFound) },
        { as: 'anon', request: (e) => get(viewPath(e, 1)), expect: error(401, M.sessionExpired) },
        { as: 'professor', request: (e) => get(viewPath(e, 2)), expect: error(404, MATERIAL_MESSAGES.pdfNotFound) },
        { as: 'professor', request: (e) => get(viewPath(e, 4)), expect: error(404, MATERIAL_MESSAGES.pdfNotFound) },
        { as: 'professor', request: get(`${path}/${NO_SUCH_ID}/pdf/1`), expect: error(404, MATERIAL_MESSAGES.notFound) },
        { as: 'professor', request: get(`${path}/abc/pdf/1`), expect: error(400, M.invalidId) },
        // Deleted: its PDF is gone for everyone.
        { as: 'gestor', request: (e) => del(`${path}/${created(e)}`), expect: ok() },
        { as: 'professor', request: (e) => get(viewPath(e, 1)), expect: error(404, MATERIAL_MESSAGES.notFound) },
      ],
    ),
    withUploads(
      `${names.list}: allowing downloads gives every reader the signed URL and the proxy's attachment again`,
      'gestor',
      [{ file: FILE, kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)], permitirDownload: 0 })), expect: createOk }, // 2
        {
          as: 'gestor',
          request: (e) => put(`${path}/${created(e)}`, form({ pdfs: [{ manter: 1 }], permitirDownload: 1 })),
          expect: ok(),
        }, // 3
        {
          as: 'professor',
          request: listAll(kind),
          expect: ok({
            check: (a, e) => {
              const row = rowOf(kind, a, created(e));
              expect(row.cp_pdfs_baixaveis).toBe(true);
              expect(pdfUrl(kind, row, 1)).toMatch(/\/object\/sign\/pdfs-materiais\//);
            },
          }),
        }, // 4
        {
          as: 'professor',
          request: (e) => proxy(pdfUrl(kind, rowOf(kind, e[4]!, created(e)), 1)!),
          expect: ok({ schema: DownloadLink, body: { fileName: 'Apostila.pdf' } }),
        },
      ],
    ),
  ];
}
