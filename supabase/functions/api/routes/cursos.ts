/**
 * Courses and their tracks (spec section 7, "Courses and audios";
 * docs/cursos.md): the catalogue list, one course, its tracks page by page
 * in numeric-aware order, and the audio form's two writes — register a
 * course's audio content, edit it — each one transaction with its files
 * claimed inside it. Files are answered as signed URLs made as the caller:
 * the storage policies decide (a student reads only their class's course).
 */
import { MAX_PDFS } from '../../_shared/contract/constants.ts';
import {
  AUDIO_ORDER,
  AUDIO_SEARCH,
  audioNameOf,
  createCurso,
  CURSO_COLUMNS,
  CURSO_MESSAGES,
  CURSO_ORDER,
  CURSO_PDF_COLUMNS,
  CURSO_SEARCH,
  getCurso,
  listAudiosCurso,
  listCursos,
  updateCurso,
  type AudioResposta,
  type CursoResposta,
} from '../../_shared/contract/cursos.ts';
import {
  COURSE_CATALOGUE,
  cursoAnswer,
  cursoPdfValues,
  newPdfUploads,
  pdfPathsOf,
  resolvePdfSlots,
  youtubeLinkOf,
} from '../../_shared/contract/rules/cursos.ts';
import type { Audio, Curso } from '../../_shared/contract/entities.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import type { Sql, StorageCaller } from '../ports.ts';
import { selectList } from '../lib/columns.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { checkUploadFile, claimUpload, signedUrls, sweepFiles } from '../lib/files.ts';
import { listReply, orderBy, searchSql, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import { handle, type Route, type RouteContext, type AnyEndpoint } from '../lib/route.ts';
import { requireMay } from '../lib/scope.ts';

type SignContext = Pick<RouteContext<AnyEndpoint>, 'ports' | 'storageUrl'>;
type CursoRow = Curso & { cp_pdf1_nome: string | null; cp_pdf2_nome: string | null; cp_pdf3_nome: string | null };

/** The original name of a stored PDF column, for a caller who may read it (private.download_name). */
const pdfName = (column: string) =>
  `private.download_name(split_part(c.${column}, '/', 1), substr(c.${column}, strpos(c.${column}, '/') + 1))`;

const CURSO_SELECT = `select ${selectList('c', CURSO_COLUMNS)},
  ${CURSO_PDF_COLUMNS.map((column, i) => `${pdfName(column)} as cp_pdf${i + 1}_nome`).join(',\n  ')}
  from public.cursos c`;

/** Courses as answered: PDFs as signed URLs (null where the caller may not read them), names alongside. */
async function answerCursos(ctx: SignContext, caller: StorageCaller, rows: readonly CursoRow[]): Promise<CursoResposta[]> {
  const stored = rows.flatMap((row) => CURSO_PDF_COLUMNS.map((column) => row[column]));
  const urls = await signedUrls(ctx, caller, stored);
  return rows.map(({ cp_pdf1_nome, cp_pdf2_nome, cp_pdf3_nome, ...curso }, r) =>
    cursoAnswer(
      curso,
      [cp_pdf1_nome, cp_pdf2_nome, cp_pdf3_nome].map((name, slot) => ({ url: urls[r * MAX_PDFS + slot] ?? null, name })),
    ),
  );
}

async function readCurso(sql: Sql, id: number): Promise<CursoRow | null> {
  const [row] = await sql.query<CursoRow & Record<string, unknown>>(`${CURSO_SELECT} where c.cp_curso_id = $1`, [id]);
  return row ?? null;
}

const hasTracks = async (sql: Sql, id: number) =>
  (await sql.query('select 1 from public.audios where cp_curso_id = $1 limit 1', [id])).length > 0;

/** Checks every upload the form names (content and size, before the write); tracks are named after their files. */
async function checkFiles(ctx: RouteContext<AnyEndpoint>, pdfs: readonly string[], audios: readonly string[]) {
  const pdfPaths: string[] = [];
  for (const id of pdfs) pdfPaths.push((await checkUploadFile(ctx, id, 'pdfCurso')).path);
  const tracks: { path: string; name: string }[] = [];
  for (const id of audios) {
    const file = await checkUploadFile(ctx, id, 'audio');
    tracks.push({ path: file.path, name: audioNameOf(file.fileName) });
  }
  return { pdfPaths, tracks };
}

async function insertTracks(sql: Sql, cursoId: number, tracks: readonly { path: string; name: string }[]) {
  if (tracks.length === 0) return;
  await sql.query(
    `insert into public.audios (cp_curso_id, cp_nome_audio, cp_arquivo_audio)
     select $1, n, f from unnest($2::text[], $3::text[]) as t(n, f)`,
    [cursoId, tracks.map((t) => t.name), tracks.map((t) => t.path)],
  );
}

export const cursoRoutes: Route[] = [
  /** Everyone signed in (RLS: every live person); catalogue order (cp_curso_id); paged in SQL. */
  handle(listCursos, async (ctx) => {
    const { query } = ctx;
    const { rows, total } = await ctx.asCaller(async (sql) => {
      const where = new Where().search(query.q, searchSql(CURSO_SEARCH, 'c'));
      if (query.comAudios === 1) where.add('exists (select 1 from public.audios a where a.cp_curso_id = c.cp_curso_id)');
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n from public.cursos c where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(query);
      const page = await sql.query<CursoRow & Record<string, unknown>>(
        `${CURSO_SELECT} where ${where} order by ${orderBy(CURSO_ORDER, 'c')} limit ${limit} offset ${offset}`,
        where.params,
      );
      return { rows: page, total: count?.n ?? 0 };
    });
    // Signed outside the transaction: storage is asked on its own connection.
    return listReply(await answerCursos(ctx, ctx.credentials, rows), total);
  }),

  handle(getCurso, async (ctx) => {
    const id = idParam(ctx.params, 'id');
    const row = await ctx.asCaller((sql) => readCurso(sql, id));
    if (!row) throw notFound(CURSO_MESSAGES.notFound);
    const [answer] = await answerCursos(ctx, ctx.credentials, [row]);
    return answer!;
  }),

  /** The tracks the caller may read (a student: their class's course only), numeric-aware order, paged in SQL. */
  handle(listAudiosCurso, async (ctx) => {
    const id = idParam(ctx.params, 'courseId');
    const { rows, total } = await ctx.asCaller(async (sql) => {
      const [course] = await sql.query('select 1 from public.cursos where cp_curso_id = $1', [id]);
      if (!course) throw notFound(CURSO_MESSAGES.notFound);
      const where = new Where();
      where.add((bind) => `a.cp_curso_id = ${bind(id)}`).search(ctx.query.q, searchSql(AUDIO_SEARCH, 'a'));
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n from public.audios a where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(ctx.query);
      const page = await sql.query<Audio & Record<string, unknown>>(
        `select a.cp_audio_id, a.cp_nome_audio, a.cp_curso_id, a.cp_arquivo_audio from public.audios a
          where ${where}
          order by a.cp_curso_id, ${orderBy(AUDIO_ORDER, 'a')}
          limit ${limit} offset ${offset}`,
        where.params,
      );
      return { rows: page, total: count?.n ?? 0 };
    });
    const urls = await signedUrls(
      ctx,
      ctx.credentials,
      rows.map((r) => r.cp_arquivo_audio),
    );
    return listReply(
      rows.map((row, i): AudioResposta => ({ ...row, cp_arquivo_audio: urls[i] ?? null })),
      total,
    );
  }),

  /**
   * The audio form's create: the catalogue course named by the form (added
   * when the catalogue row is missing), its link, PDFs and tracks — one
   * transaction, the files claimed inside it. A course that already has
   * tracks is edited, not registered again (409).
   */
  handle(createCurso, async (ctx) => {
    const { body } = ctx;
    // The refusals that need no file first, in the mock's order.
    await ctx.asCaller(async (sql, me) => {
      requireMay('audios', 'create', me);
      const [existing] = await sql.query<{ id: number }>('select cp_curso_id as id from public.cursos where cp_nome_curso = $1', [
        body.cp_nome_curso,
      ]);
      if (existing && (await hasTracks(sql, existing.id))) throw conflict(CURSO_MESSAGES.alreadyHasAudios);
      if (!existing && !COURSE_CATALOGUE.includes(body.cp_nome_curso)) throw badRequest(CURSO_MESSAGES.notInCatalogue);
    });
    const { pdfPaths, tracks } = await checkFiles(ctx, body.pdfs, body.audios);
    const link = youtubeLinkOf(body.cp_youtube_link_curso);
    const cursoId = await ctx.asCaller(async (sql) => {
      const [existing] = await sql.query<{ id: number }>(
        'select cp_curso_id as id from public.cursos where cp_nome_curso = $1 for update',
        [body.cp_nome_curso],
      );
      let id: number;
      if (existing) {
        if (await hasTracks(sql, existing.id)) throw conflict(CURSO_MESSAGES.alreadyHasAudios);
        id = existing.id;
        await sql.query(
          `update public.cursos set cp_youtube_link_curso = $2, cp_pdf1_curso = $3, cp_pdf2_curso = $4, cp_pdf3_curso = $5
            where cp_curso_id = $1`,
          [id, link, ...cursoPdfValues(pdfPaths)],
        );
      } else {
        if (!COURSE_CATALOGUE.includes(body.cp_nome_curso)) throw badRequest(CURSO_MESSAGES.notInCatalogue);
        const [row] = await sql.query<{ id: number }>(
          `insert into public.cursos (cp_nome_curso, cp_youtube_link_curso, cp_pdf1_curso, cp_pdf2_curso, cp_pdf3_curso)
           values ($1, $2, $3, $4, $5) returning cp_curso_id as id`,
          [body.cp_nome_curso, link, ...cursoPdfValues(pdfPaths)],
        );
        id = row!.id;
      }
      await insertTracks(sql, id, tracks);
      for (const upload of [...body.pdfs, ...body.audios]) await claimUpload(sql, upload);
      return id;
    });
    await sweepFiles(ctx);
    return { cursoId, msg: CURSO_MESSAGES.created };
  }),

  /**
   * The audio form's edit (the gestor's): the link, the PDFs in order (kept
   * or new; the others go), tracks added and removed — one transaction.
   */
  handle(updateCurso, async (ctx) => {
    const { body } = ctx;
    const id = idParam(ctx.params, 'id');
    const storedPdfs = (row: Curso) => CURSO_PDF_COLUMNS.map((column) => row[column]);
    // The slots before any upload is looked at (the mock's order); again under the lock below.
    const newPdfs = await ctx.asCaller(async (sql, me) => {
      const row = await readCurso(sql, id);
      if (!row) throw notFound(CURSO_MESSAGES.notFound);
      requireMay('cursos', 'write', me);
      return newPdfUploads(resolvePdfSlots(body.pdfs, storedPdfs(row)));
    });
    const { pdfPaths, tracks } = await checkFiles(ctx, newPdfs, body.audios);
    const link = youtubeLinkOf(body.cp_youtube_link_curso);
    await ctx.asCaller(async (sql) => {
      const [current] = await sql.query<Curso & Record<string, unknown>>(
        `select ${selectList('c', CURSO_COLUMNS)} from public.cursos c where c.cp_curso_id = $1 for update`,
        [id],
      );
      if (!current) throw notFound(CURSO_MESSAGES.notFound);
      const slots = pdfPathsOf(resolvePdfSlots(body.pdfs, storedPdfs(current)), pdfPaths);
      await sql.query(
        `update public.cursos set cp_youtube_link_curso = $2, cp_pdf1_curso = $3, cp_pdf2_curso = $4, cp_pdf3_curso = $5
          where cp_curso_id = $1`,
        [id, link, ...cursoPdfValues(slots)],
      );
      if (body.remover.length > 0) {
        const removed = await sql.query(
          'delete from public.audios where cp_curso_id = $1 and cp_audio_id = any($2::bigint[]) returning cp_audio_id',
          [id, [...new Set(body.remover)]],
        );
        if (removed.length !== new Set(body.remover).size) throw badRequest(CURSO_MESSAGES.audioNotInCourse);
      }
      await insertTracks(sql, id, tracks);
      for (const upload of [...newPdfs, ...body.audios]) await claimUpload(sql, upload);
    });
    await sweepFiles(ctx);
    return { msg: CURSO_MESSAGES.updated };
  }),
];
