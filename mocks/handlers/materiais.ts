/**
 * Training and extra material, as the api answers them (docs/materiais.md):
 * both kinds through one implementation driven by the contract's
 * `MATERIAL_KINDS` (each kind's column names). A list shows only the rows the
 * caller may read (ACCESS: a teacher, the rows whose category codes meet
 * those of their courses, or with none; a grant holder as the gestor);
 * create and edit take files as upload ids — every check before the first
 * write, so a refusal changes nothing — and files answer as signed URLs with
 * their original names; the PDFs of a material the caller may not download as
 * the view addresses `GET …/:id/pdf/:n` serves inline (decision 55).
 */
import {
  createMaterial,
  createMaterialExtra,
  deleteMaterial,
  deleteMaterialExtra,
  FILE_KINDS,
  listMateriais,
  listMaterialExtra,
  MATERIAL_KINDS,
  MATERIAL_MESSAGES,
  materialPdfPath,
  PDF_VIEW_HEADERS,
  pdfSlotOf,
  updateMaterial,
  updateMaterialExtra,
  viewMaterialExtraPdf,
  viewMaterialPdf,
  type MaterialBodyParsed,
  type MaterialKind,
} from '@contract';
import { rowFacts, splitCodes, type Caller } from '@/domain/access';
import { dataUrlBytes } from '../db/bytes';
import { nextId, type MockDb } from '../db/schema';
import { splitStoragePath } from '../db/seed-db';
import { badRequest, notFound } from '../lib/errors';
import { checkUploadFile, claimUpload, deleteStoredFile, downloadName, findFile, isUrl, signedFileUrl } from '../lib/files';
import { listReply } from '../lib/list';
import { downloadRefused, materialTable, miniaturaOf, pdfPathsOf, type MaterialRow } from '../lib/materiais';
import { reply } from '../lib/reply';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, listableRows } from '../lib/scope';
import { idParam } from '../lib/validation';

type Me = Caller & { userId: number };

/**
 * A row as answered: PDFs and thumbnail as signed URLs, PDFs with their
 * original names — but a caller who may not download the PDFs gets the api's
 * view address of each, never a storage URL (it could be saved as an attachment).
 */
function answer(db: MockDb, urls: { storageUrl: string; apiUrl: string }, me: Me, kind: MaterialKind, row: MaterialRow) {
  const f = MATERIAL_KINDS[kind];
  const out: MaterialRow = { ...row };
  const paths = pdfPathsOf(kind, row);
  const baixaveis = !paths.some((stored) => stored !== null && downloadRefused(db, me, stored));
  out.cp_pdfs_baixaveis = baixaveis;
  paths.forEach((stored, i) => {
    const slash = stored ? stored.indexOf('/') : -1;
    const name = stored && !isUrl(stored) ? downloadName(db, me, stored.slice(0, slash), stored.slice(slash + 1)) : null;
    const url = baixaveis
      ? signedFileUrl(db, urls.storageUrl, stored)
      : name !== null
        ? `${urls.apiUrl}${materialPdfPath(kind, row[f.id] as number, i + 1)}`
        : null;
    out[f.pdfs[i]!] = url;
    out[`cp_pdf${i + 1}_nome`] = url ? name : null;
  });
  out[f.miniatura] = signedFileUrl(db, urls.storageUrl, miniaturaOf(kind, row));
  return out;
}

const textOf = (row: MaterialRow, column: string) => (typeof row[column] === 'string' ? (row[column] as string) : '');

/** Date desc, then id desc: the newest material first. */
const newestFirst = (kind: MaterialKind) => (a: MaterialRow, b: MaterialRow) => {
  const f = MATERIAL_KINDS[kind];
  const byDate = textOf(b, f.data).localeCompare(textOf(a, f.data));
  return byDate !== 0 ? byDate : (b[f.id] as number) - (a[f.id] as number);
};

/** The files a form names, checked before any write: the PDFs in slot order and the thumbnail. */
interface CheckedFiles {
  /** The stored path of each slot, kept or new. */
  readonly pdfs: string[];
  /** The thumbnail's path (kept, new or none). */
  readonly miniatura: string | null;
  /** The upload ids to claim after the write. */
  readonly claims: string[];
}

function checkFiles(db: MockDb, me: Me, kind: MaterialKind, body: MaterialBodyParsed, current: MaterialRow | null): CheckedFiles {
  const f = MATERIAL_KINDS[kind];
  const currentPdfs = current ? pdfPathsOf(kind, current) : [];
  const named = body.pdfs.map((slot) => (typeof slot === 'string' ? `upload:${slot}` : `manter:${slot.manter}`));
  if (new Set(named).size !== named.length) throw badRequest(MATERIAL_MESSAGES.pdfRepeated);
  // Slots to keep first: a stale form is told so before any upload is looked at.
  for (const slot of body.pdfs) {
    if (typeof slot !== 'string' && !currentPdfs[slot.manter - 1]) throw badRequest(MATERIAL_MESSAGES.keepMissing);
  }
  const keepMiniatura = body.miniatura !== null && typeof body.miniatura === 'object';
  if (keepMiniatura && !(current && miniaturaOf(kind, current))) throw badRequest(MATERIAL_MESSAGES.keepMissing);
  const pdfs = body.pdfs.map((slot) =>
    typeof slot === 'string' ? checkUploadFile(db, me.userId, slot, f.pdfFile).path : currentPdfs[slot.manter - 1]!,
  );
  const miniatura =
    typeof body.miniatura === 'string'
      ? checkUploadFile(db, me.userId, body.miniatura, f.imageFile).path
      : keepMiniatura
        ? miniaturaOf(kind, current!)
        : null;
  const claims = [
    ...body.pdfs.filter((slot): slot is string => typeof slot === 'string'),
    ...(typeof body.miniatura === 'string' ? [body.miniatura] : []),
  ];
  return { pdfs, miniatura, claims };
}

/** The stored columns of a form (files already checked). */
function columnsOf(kind: MaterialKind, body: MaterialBodyParsed, files: CheckedFiles): MaterialRow {
  const f = MATERIAL_KINDS[kind];
  return {
    [f.titulo]: body.titulo,
    [f.descricao]: body.descricao ?? null,
    [f.youtube]: body.linkYoutube ?? null,
    [f.data]: body.data,
    [f.categorias]: body.categorias,
    [f.codigos]: body.codigos.join(','),
    [f.download]: body.permitirDownload,
    [f.pdfs[0]]: files.pdfs[0] ?? null,
    [f.pdfs[1]]: files.pdfs[1] ?? null,
    [f.pdfs[2]]: files.pdfs[2] ?? null,
    [f.miniatura]: files.miniatura,
  };
}

/** The stored files of a row. */
const filesOf = (kind: MaterialKind, row: MaterialRow) =>
  [...pdfPathsOf(kind, row), miniaturaOf(kind, row)].filter((p): p is string => p !== null);

function findReadable(db: MockDb, me: Me, kind: MaterialKind, params: Readonly<Record<string, string>>): MaterialRow {
  const f = MATERIAL_KINDS[kind];
  const id = idParam(params, 'id');
  const row = materialTable(db, kind).findFirst((q) => q.where({ [f.id]: id }));
  if (!row) throw notFound(MATERIAL_MESSAGES.notFound);
  assertReadable(f.resource, me, rowFacts(f.resource, row), MATERIAL_MESSAGES.notFound);
  return row;
}

const ENDPOINTS = {
  treinamento: {
    list: listMateriais,
    create: createMaterial,
    update: updateMaterial,
    remove: deleteMaterial,
    view: viewMaterialPdf,
  },
  extra: {
    list: listMaterialExtra,
    create: createMaterialExtra,
    update: updateMaterialExtra,
    remove: deleteMaterialExtra,
    view: viewMaterialExtraPdf,
  },
} as const;

function routesOf(kind: MaterialKind): MockRoute[] {
  const f = MATERIAL_KINDS[kind];
  const { list, create, update, remove, view } = ENDPOINTS[kind];
  return [
    route(list, ({ query, auth, db, storageUrl, apiUrl }) => {
      assertMayList(f.resource, auth);
      const rows = listableRows(f.resource, auth, materialTable(db, kind).all(), (row) => rowFacts(f.resource, row));
      const page = listReply(rows, query, {
        searchText: (row) => `${textOf(row, f.titulo)} ${textOf(row, f.descricao)}`,
        filters: query.codigo ? [(row) => splitCodes(row[f.codigos]).includes(query.codigo!)] : [],
        sort: newestFirst(kind),
      });
      return reply(
        // The response schema of the kind checks each answer (route()); one body type serves both kinds.
        page.body.map((row) => answer(db, { storageUrl, apiUrl }, auth, kind, row)) as never[],
        { headers: { ...page.headers } },
      );
    }),

    // PDF n of a row the caller may read, inline under a fixed name; the query (a `download=`) is ignored.
    route(view, ({ params, auth, db }) => {
      const row = findReadable(db, auth, kind, params);
      const n = pdfSlotOf(params.n);
      const stored = n === null ? null : pdfPathsOf(kind, row)[n - 1]!;
      const parts = stored && !isUrl(stored) ? splitStoragePath(stored) : null;
      const file = parts && parts.bucket === FILE_KINDS[f.pdfFile].bucket ? findFile(db, parts.bucket, parts.name) : undefined;
      if (!file) throw notFound(MATERIAL_MESSAGES.pdfNotFound);
      const bytes = dataUrlBytes(file.dataUrl);
      return new Response(bytes, { status: 200, headers: { ...PDF_VIEW_HEADERS, 'Content-Length': String(bytes.length) } });
    }),

    route(create, async ({ body, auth, db }) => {
      assertMayWrite(f.resource, auth, 'create');
      assertWritable(f.resource, auth, { codes: body.codigos }, 'create');
      if (body.pdfs.some((slot) => typeof slot !== 'string') || (body.miniatura !== null && typeof body.miniatura === 'object')) {
        throw badRequest(MATERIAL_MESSAGES.keepMissing);
      }
      const files = checkFiles(db, auth, kind, body, null);
      const id = nextId(db, f.resource, f.id as never);
      await materialTable(db, kind).create({ [f.id]: id, ...columnsOf(kind, body, files) });
      for (const upload of files.claims) await claimUpload(db, upload);
      return { id, msg: MATERIAL_MESSAGES.created };
    }),

    route(update, async ({ params, body, auth, db }) => {
      const row = findReadable(db, auth, kind, params);
      assertWritable(f.resource, auth, rowFacts(f.resource, row));
      const files = checkFiles(db, auth, kind, body, row);
      const columns = columnsOf(kind, body, files);
      await materialTable(db, kind).update((q) => q.where({ [f.id]: row[f.id] }), {
        data(r) {
          Object.assign(r, columns);
        },
      });
      for (const upload of files.claims) await claimUpload(db, upload);
      const now = new Set(filesOf(kind, columns));
      for (const old of filesOf(kind, row)) if (!now.has(old)) deleteStoredFile(db, old);
      return { msg: MATERIAL_MESSAGES.updated };
    }),

    route(remove, ({ params, auth, db }) => {
      const row = findReadable(db, auth, kind, params);
      assertWritable(f.resource, auth, rowFacts(f.resource, row), 'delete');
      materialTable(db, kind).delete((q) => q.where({ [f.id]: row[f.id] }));
      for (const path of filesOf(kind, row)) deleteStoredFile(db, path);
      return { msg: MATERIAL_MESSAGES.deleted };
    }),
  ];
}

export const materialRoutes: MockRoute[] = (Object.keys(MATERIAL_KINDS) as MaterialKind[]).flatMap(routesOf);
