/**
 * Training and extra material (spec section 7, "Materials"; docs/materiais.md):
 * the list, newest first and paged in SQL, and the form's create, edit and
 * delete — for both kinds through one implementation driven by the
 * contract's MATERIAL_KINDS (the spec spells each kind's fields its own way;
 * the rules are the same). Every write is one transaction with its files
 * checked before and claimed inside it, so a refusal leaves nothing behind;
 * replaced and removed files go with the change (the tables' discard
 * triggers, swept here). Files are answered as signed URLs made as the
 * caller: the storage policies decide — except the PDFs of a material the
 * caller may not download (private.download_allowed): those are answered as
 * the api's view addresses and served inline by `GET …/:id/pdf/:n` (decision
 * 54), so no storage URL that could be saved as an attachment reaches them.
 */
import type { z } from 'zod';
import { FILE_KINDS, isUrl, splitStoragePath } from '../../_shared/contract/arquivos.ts';
import { MAX_PDFS } from '../../_shared/contract/constants.ts';
import {
  MATERIAL_COLUMNS,
  MATERIAL_ENDPOINTS,
  MATERIAL_EXTRA_COLUMNS,
  MATERIAL_KINDS,
  MATERIAL_MESSAGES,
  materialOrder,
  materialSearch,
  PDF_VIEW_HEADERS,
  pdfSlotOf,
  type MaterialBodyParsed,
  type MaterialKind,
  type MaterialQuery,
} from '../../_shared/contract/materiais.ts';
import {
  assertNothingKept,
  materialAnswer,
  materialColumns,
  materialFilePaths,
  materialFiles,
  materialUploads,
  type MaterialUploads,
} from '../../_shared/contract/rules/materiais.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import type { Sql } from '../ports.ts';
import { ident, selectList } from '../lib/columns.ts';
import { notFound } from '../lib/errors.ts';
import { checkUploadFile, claimUpload, signedUrls, storageFailure, sweepFiles } from '../lib/files.ts';
import { listReply, orderBy, searchSql, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import { handle, type AnyEndpoint, type Route, type RouteContext } from '../lib/route.ts';
import { requireMay, scopeFilter } from '../lib/scope.ts';

type Fields = (typeof MATERIAL_KINDS)[MaterialKind];
type Row = Record<string, unknown>;

interface KindEndpoints {
  readonly list: AnyEndpoint;
  readonly create: AnyEndpoint;
  readonly update: AnyEndpoint;
  readonly remove: AnyEndpoint;
  readonly view: AnyEndpoint;
}

const ENDPOINTS: Readonly<Record<MaterialKind, KindEndpoints>> = MATERIAL_ENDPOINTS;

const COLUMNS: Readonly<Record<MaterialKind, readonly string[]>> = {
  treinamento: MATERIAL_COLUMNS,
  extra: MATERIAL_EXTRA_COLUMNS,
};

/** `m."column"` */
const col = (column: string) => `m.${ident(column)}`;

/** A stored file column's bucket and name, as SQL arguments. */
const objectArgs = (column: string) =>
  `split_part(${col(column)}, '/', 1), substr(${col(column)}, strpos(${col(column)}, '/') + 1)`;

/**
 * The select of a kind's rows (aliased `m`), with its PDFs' original names
 * (private.download_name) and whether the caller may download each
 * (private.download_allowed, the download proxy's own rule).
 */
const selectOf = (kind: MaterialKind) => {
  const f = MATERIAL_KINDS[kind];
  return `select ${selectList('m', COLUMNS[kind])},
    ${f.pdfs.map((column, i) => `private.download_name(${objectArgs(column)}) as cp_pdf${i + 1}_nome`).join(',\n    ')},
    ${f.pdfs.map((column, i) => `private.download_allowed(${objectArgs(column)}) as cp_pdf${i + 1}_baixavel`).join(',\n    ')}
    from public.${f.table} m`;
};

/**
 * Rows as answered (the contract's materialAnswer): files as signed URLs,
 * PDF names alongside; a caller who may not download the PDFs gets the api's
 * view address of each instead of its signed URL, which storage would serve
 * as an attachment under any name its holder adds.
 */
async function answerRows(ctx: RouteContext<AnyEndpoint>, kind: MaterialKind, rows: readonly Row[]): Promise<Row[]> {
  const f = MATERIAL_KINDS[kind];
  const files = [...f.pdfs, f.miniatura];
  // Signing is also the select policy's answer to "may the caller read it?"; the URL is dropped where not downloadable.
  const urls = await signedUrls(
    ctx,
    ctx.credentials,
    rows.flatMap((row) => files.map((column) => row[column] as string | null)),
  );
  return rows.map((sqlRow, r) => {
    const row: Row = { ...sqlRow };
    const names = f.pdfs.map((_, i) => row[`cp_pdf${i + 1}_nome`] as string | null);
    const baixaveis = f.pdfs.every((_, i) => row[`cp_pdf${i + 1}_baixavel`] !== false);
    for (let i = 1; i <= MAX_PDFS; i++) {
      delete row[`cp_pdf${i}_nome`];
      delete row[`cp_pdf${i}_baixavel`];
    }
    const url = (slot: number) => urls[r * files.length + slot] ?? null;
    const pdfs = materialFiles(kind, row).pdfs.map((stored, i) => ({
      signedUrl: url(i),
      name: names[i] ?? null,
      readable: url(i) !== null && stored !== null && !isUrl(stored),
    }));
    return materialAnswer(kind, row, { baixaveis, pdfs, miniaturaUrl: url(MAX_PDFS), apiUrl: ctx.apiUrl });
  });
}

/** The form's uploads, checked (content and size) before the write. */
async function checkFiles(ctx: RouteContext<AnyEndpoint>, f: Fields, uploads: MaterialUploads) {
  const pdfs: string[] = [];
  for (const id of uploads.pdfs) pdfs.push((await checkUploadFile(ctx, id, f.pdfFile)).path);
  const miniatura = uploads.miniatura === null ? null : (await checkUploadFile(ctx, uploads.miniatura, f.imageFile)).path;
  return { pdfs, miniatura };
}

/** The columns a form writes and their values (the contract's materialColumns). */
function formValues(kind: MaterialKind, body: MaterialBodyParsed, files: Parameters<typeof materialColumns>[2]) {
  const values = Object.entries(materialColumns(kind, body, files));
  return { columns: values.map(([c]) => c), params: values.map(([, v]) => v) };
}

/** The files of a row the caller may read (`lock`: for the write that follows), or null. */
async function currentFiles(sql: Sql, f: Fields, id: number, lock = false): Promise<Row | null> {
  const [row] = await sql.query<Row>(
    `select ${selectList('m', [...f.pdfs, f.miniatura])} from public.${f.table} m
      where ${col(f.id)} = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row ?? null;
}

function routesOf(kind: MaterialKind): Route[] {
  const f = MATERIAL_KINDS[kind];
  const ep = ENDPOINTS[kind];
  const table = `public.${f.table}`;

  return [
    /** The rows the caller may read (a teacher: by category codes), newest first, paged in SQL. */
    handle(ep.list, async (ctx) => {
      const query = ctx.query as z.output<typeof MaterialQuery>;
      const { rows, total } = await ctx.asCaller(async (sql, me) => {
        requireMay(f.resource, 'list', me);
        const where = new Where();
        scopeFilter(where, f.resource, 'read', me, 'm');
        where.search(query.q, searchSql(materialSearch(kind), 'm'));
        if (query.codigo) where.add((bind) => `string_to_array(${col(f.codigos)}, ',') @> array[${bind(query.codigo)}::text]`);
        const [count] = await sql.query<{ n: number }>(
          `select count(*)::integer as n from ${table} m where ${where}`,
          where.params,
        );
        const { offset, limit } = pageSlice(query);
        const page = await sql.query<Row>(
          `${selectOf(kind)} where ${where}
            order by ${orderBy(materialOrder(kind), 'm')} limit ${limit} offset ${offset}`,
          where.params,
        );
        return { rows: page, total: count?.n ?? 0 };
      });
      // Signed outside the transaction: storage is asked on its own connection.
      return listReply(await answerRows(ctx, kind, rows), total);
    }),

    /**
     * PDF n of a row the caller may read (RLS, as the caller), streamed
     * from storage (read as the caller too) for the app's viewer: inline,
     * a fixed name, never cached; the query (a `download=`) is ignored.
     */
    handle(ep.view, async (ctx) => {
      const id = idParam(ctx.params, 'id');
      const slot = pdfSlotOf(ctx.params.n);
      const stored = await ctx.asCaller(async (sql) => {
        const row = await currentFiles(sql, f, id);
        if (!row) throw notFound(MATERIAL_MESSAGES.notFound);
        return slot === null ? null : (row[f.pdfs[slot - 1]!] as string | null);
      });
      const object = stored && !isUrl(stored) ? splitStoragePath(stored) : null;
      if (!object || object.bucket !== FILE_KINDS[f.pdfFile].bucket) throw notFound(MATERIAL_MESSAGES.pdfNotFound);
      let found;
      try {
        found = await ctx.ports.storage.read(object.bucket, object.name, ctx.credentials);
      } catch (error) {
        storageFailure(error);
      }
      if (!found) throw notFound(MATERIAL_MESSAGES.pdfNotFound);
      const length: Record<string, string> = Number.isFinite(found.size) ? { 'Content-Length': String(found.size) } : {};
      return new Response(found.body, { status: 200, headers: { ...PDF_VIEW_HEADERS, ...length } });
    }),

    /** The form's create: only new uploads (nothing to keep yet). */
    handle(ep.create, async (ctx) => {
      const body = ctx.body as MaterialBodyParsed;
      await ctx.asCaller(async (_sql, me) => requireMay(f.resource, 'create', me));
      assertNothingKept(body);
      const uploads = materialUploads(kind, body, null);
      const fresh = await checkFiles(ctx, f, uploads);
      const { columns, params } = formValues(kind, body, materialFilePaths(kind, body, null, fresh));
      const id = await ctx.asCaller(async (sql) => {
        const [row] = await sql.query<{ id: number }>(
          `insert into ${table} (${columns.map(ident).join(', ')})
           values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning ${ident(f.id)} as id`,
          params,
        );
        for (const upload of uploads.claims) await claimUpload(sql, upload);
        return row!.id;
      });
      return { id, msg: MATERIAL_MESSAGES.created };
    }),

    /** The form's edit: PDFs in order, each kept (`{ manter: n }`) or new; the thumbnail kept, new or none. */
    handle(ep.update, async (ctx) => {
      const body = ctx.body as MaterialBodyParsed;
      const id = idParam(ctx.params, 'id');
      const uploads = await ctx.asCaller(async (sql, me) => {
        const current = await currentFiles(sql, f, id);
        if (!current) throw notFound(MATERIAL_MESSAGES.notFound);
        requireMay(f.resource, 'write', me);
        return materialUploads(kind, body, current);
      });
      const fresh = await checkFiles(ctx, f, uploads);
      await ctx.asCaller(async (sql) => {
        // Gone meanwhile, or not the caller's to change (RLS): as before the files were checked.
        const current = await currentFiles(sql, f, id, true);
        if (!current) throw notFound(MATERIAL_MESSAGES.notFound);
        materialUploads(kind, body, current);
        const { columns, params } = formValues(kind, body, materialFilePaths(kind, body, current, fresh));
        const updated = await sql.query(
          `update ${table} set ${columns.map((c, i) => `${ident(c)} = $${i + 2}`).join(', ')}
            where ${ident(f.id)} = $1 returning ${ident(f.id)}`,
          [id, ...params],
        );
        if (updated.length === 0) throw notFound(MATERIAL_MESSAGES.notFound);
        for (const upload of uploads.claims) await claimUpload(sql, upload);
      });
      await sweepFiles(ctx);
      return { msg: MATERIAL_MESSAGES.updated };
    }),

    /** Removes the row; its files go with it (the discard trigger, then the sweep). */
    handle(ep.remove, async (ctx) => {
      const id = idParam(ctx.params, 'id');
      await ctx.asCaller(async (sql, me) => {
        if (!(await currentFiles(sql, f, id))) throw notFound(MATERIAL_MESSAGES.notFound);
        requireMay(f.resource, 'delete', me);
        const removed = await sql.query(`delete from ${table} where ${ident(f.id)} = $1 returning ${ident(f.id)}`, [id]);
        if (removed.length === 0) throw notFound(MATERIAL_MESSAGES.notFound);
      });
      await sweepFiles(ctx);
      return { msg: MATERIAL_MESSAGES.deleted };
    }),
  ];
}

export const materialRoutes: Route[] = [...routesOf('treinamento'), ...routesOf('extra')];
