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
  FILE_KINDS,
  isUrl,
  MATERIAL_ENDPOINTS,
  MATERIAL_KINDS,
  MATERIAL_MESSAGES,
  materialOrder,
  materialSearch,
  PDF_VIEW_HEADERS,
  pdfSlotOf,
  splitStoragePath,
  type MaterialBodyParsed,
  type MaterialKind,
} from '@contract';
import { rowFacts, splitCodes, type Caller } from '@contract/access';
import { compareBy } from '@contract/order';
import {
  assertNothingKept,
  materialAnswer,
  materialColumns,
  materialFilePaths,
  materialFiles,
  materialUploads,
} from '@contract/rules/materiais';
import { searchTextOf } from '@contract/search';
import { dataUrlBytes } from '../db/bytes';
import { nextId, type MockDb } from '../db/schema';
import { notFound } from '../lib/errors';
import { checkUploadFile, claimUpload, deleteStoredFile, downloadName, findFile, signedFileUrl } from '../lib/files';
import { listReply } from '../lib/list';
import { downloadRefused, materialTable, type MaterialRow } from '../lib/materiais';
import { reply } from '../lib/reply';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, listableRows } from '../lib/scope';
import { idParam } from '../lib/validation';

type Me = Caller & { userId: number };

/**
 * A row as answered (the contract's materialAnswer): a caller who may not
 * download the PDFs gets the api's view address of each, never a storage URL.
 */
function answer(db: MockDb, urls: { storageUrl: string; apiUrl: string }, me: Me, kind: MaterialKind, row: MaterialRow) {
  const files = materialFiles(kind, row);
  const pdfs = files.pdfs.map((stored) => {
    const slash = stored ? stored.indexOf('/') : -1;
    const name = stored && !isUrl(stored) ? downloadName(db, me, stored.slice(0, slash), stored.slice(slash + 1)) : null;
    return { signedUrl: signedFileUrl(db, urls.storageUrl, stored), name, readable: name !== null };
  });
  return materialAnswer(kind, row, {
    baixaveis: !files.pdfs.some((stored) => stored !== null && downloadRefused(db, me, stored)),
    pdfs,
    miniaturaUrl: signedFileUrl(db, urls.storageUrl, files.miniatura),
    apiUrl: urls.apiUrl,
  });
}

/** The files a form names, checked before any write; answers the columns to store and the uploads to claim. */
function checkFiles(db: MockDb, me: Me, kind: MaterialKind, body: MaterialBodyParsed, current: MaterialRow | null) {
  const f = MATERIAL_KINDS[kind];
  // Slots first: a stale form is told so before any upload is looked at.
  const uploads = materialUploads(kind, body, current);
  const fresh = {
    pdfs: uploads.pdfs.map((id) => checkUploadFile(db, me.userId, id, f.pdfFile).path),
    miniatura: uploads.miniatura === null ? null : checkUploadFile(db, me.userId, uploads.miniatura, f.imageFile).path,
  };
  return { columns: materialColumns(kind, body, materialFilePaths(kind, body, current, fresh)), claims: uploads.claims };
}

/** The stored files of a row. */
const filesOf = (kind: MaterialKind, row: MaterialRow) => {
  const { pdfs, miniatura } = materialFiles(kind, row);
  return [...pdfs, miniatura].filter((p): p is string => p !== null);
};

function findReadable(db: MockDb, me: Me, kind: MaterialKind, params: Readonly<Record<string, string>>): MaterialRow {
  const f = MATERIAL_KINDS[kind];
  const id = idParam(params, 'id');
  const row = materialTable(db, kind).findFirst((q) => q.where({ [f.id]: id }));
  if (!row) throw notFound(MATERIAL_MESSAGES.notFound);
  assertReadable(f.resource, me, rowFacts(f.resource, row), MATERIAL_MESSAGES.notFound);
  return row;
}

function routesOf(kind: MaterialKind): MockRoute[] {
  const f = MATERIAL_KINDS[kind];
  const { list, create, update, remove, view } = MATERIAL_ENDPOINTS[kind];
  return [
    route(list, ({ query, auth, db, storageUrl, apiUrl }) => {
      assertMayList(f.resource, auth);
      const rows = listableRows(f.resource, auth, materialTable(db, kind).all(), (row) => rowFacts(f.resource, row));
      const page = listReply(rows, query, {
        searchText: searchTextOf(materialSearch(kind)),
        filters: query.codigo ? [(row) => splitCodes(row[f.codigos]).includes(query.codigo!)] : [],
        sort: compareBy(materialOrder(kind)),
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
      const stored = n === null ? null : materialFiles(kind, row).pdfs[n - 1]!;
      const parts = stored && !isUrl(stored) ? splitStoragePath(stored) : null;
      const file = parts && parts.bucket === FILE_KINDS[f.pdfFile].bucket ? findFile(db, parts.bucket, parts.name) : undefined;
      if (!file) throw notFound(MATERIAL_MESSAGES.pdfNotFound);
      const bytes = dataUrlBytes(file.dataUrl);
      return new Response(bytes, { status: 200, headers: { ...PDF_VIEW_HEADERS, 'Content-Length': String(bytes.length) } });
    }),

    route(create, async ({ body, auth, db }) => {
      assertMayWrite(f.resource, auth, 'create');
      assertWritable(f.resource, auth, { codes: body.codigos }, 'create');
      assertNothingKept(body);
      const files = checkFiles(db, auth, kind, body, null);
      const id = nextId(db, f.resource, f.id as never);
      await materialTable(db, kind).create({ [f.id]: id, ...files.columns });
      for (const upload of files.claims) await claimUpload(db, upload);
      return { id, msg: MATERIAL_MESSAGES.created };
    }),

    route(update, async ({ params, body, auth, db }) => {
      const row = findReadable(db, auth, kind, params);
      assertWritable(f.resource, auth, rowFacts(f.resource, row));
      const files = checkFiles(db, auth, kind, body, row);
      const { columns } = files;
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
