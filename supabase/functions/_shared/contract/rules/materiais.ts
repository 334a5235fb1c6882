/**
 * Training and extra material (docs/materiais.md): the rules of the form's
 * files and of an answered row, for both kinds through MATERIAL_KINDS. Pure;
 * both backends read the rows, check the uploads and sign the files, and
 * apply these.
 */
import { badRequest } from '../errors.ts';
import { MATERIAL_KINDS, MATERIAL_MESSAGES, materialPdfPath, type MaterialBodyParsed, type MaterialKind } from '../materiais.ts';

/** A stored material of either kind, read through its kind's column names. */
export type MaterialRecord = Readonly<Record<string, unknown>>;

const storedPath = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The stored files of a row: its PDFs in slot order (null where empty) and its thumbnail. */
export function materialFiles(kind: MaterialKind, row: MaterialRecord): { pdfs: (string | null)[]; miniatura: string | null } {
  const f = MATERIAL_KINDS[kind];
  return { pdfs: f.pdfs.map((column) => storedPath(row[column])), miniatura: storedPath(row[f.miniatura]) };
}

/** The new uploads a form names: PDFs in slot order, the thumbnail, and every one to claim. */
export interface MaterialUploads {
  readonly pdfs: readonly string[];
  readonly miniatura: string | null;
  readonly claims: readonly string[];
}

/** 400 when a create names a file to keep: there is nothing to keep yet. */
export function assertNothingKept(body: MaterialBodyParsed): void {
  if (body.pdfs.some((slot) => typeof slot !== 'string') || (body.miniatura !== null && typeof body.miniatura !== 'string')) {
    throw badRequest(MATERIAL_MESSAGES.keepMissing);
  }
}

/**
 * The slots a form names, before any upload is looked at: 400 for a slot
 * named twice, then for a slot to keep that the row (`current`, null on a
 * create) does not have. Answers the new uploads.
 */
export function materialUploads(kind: MaterialKind, body: MaterialBodyParsed, current: MaterialRecord | null): MaterialUploads {
  const files = current ? materialFiles(kind, current) : { pdfs: [], miniatura: null };
  const named = body.pdfs.map((slot) => (typeof slot === 'string' ? `upload:${slot}` : `manter:${slot.manter}`));
  if (new Set(named).size !== named.length) throw badRequest(MATERIAL_MESSAGES.pdfRepeated);
  for (const slot of body.pdfs) {
    if (typeof slot !== 'string' && !files.pdfs[slot.manter - 1]) throw badRequest(MATERIAL_MESSAGES.keepMissing);
  }
  if (body.miniatura !== null && typeof body.miniatura === 'object' && !files.miniatura) {
    throw badRequest(MATERIAL_MESSAGES.keepMissing);
  }
  const pdfs = body.pdfs.filter((slot): slot is string => typeof slot === 'string');
  const miniatura = typeof body.miniatura === 'string' ? body.miniatura : null;
  return { pdfs, miniatura, claims: [...pdfs, ...(miniatura === null ? [] : [miniatura])] };
}

/**
 * The stored files a form leaves a row with: each PDF slot kept from
 * `current` or the next new upload's path (`fresh`, the checked uploads in
 * order), the thumbnail kept, new or none. The slots were checked by
 * materialUploads against the same row.
 */
export function materialFilePaths(
  kind: MaterialKind,
  body: MaterialBodyParsed,
  current: MaterialRecord | null,
  fresh: { readonly pdfs: readonly string[]; readonly miniatura: string | null },
): { pdfs: string[]; miniatura: string | null } {
  const files = current ? materialFiles(kind, current) : { pdfs: [], miniatura: null };
  let next = 0;
  const pdfs = body.pdfs.map((slot) => (typeof slot === 'string' ? fresh.pdfs[next++]! : files.pdfs[slot.manter - 1]!));
  const miniatura = typeof body.miniatura === 'string' ? fresh.miniatura : body.miniatura === null ? null : files.miniatura;
  return { pdfs, miniatura };
}

/** The stored columns of a form, in the kind's names and in this order (the files already resolved). */
export function materialColumns(
  kind: MaterialKind,
  body: MaterialBodyParsed,
  files: { readonly pdfs: readonly (string | null)[]; readonly miniatura: string | null },
): Record<string, unknown> {
  const f = MATERIAL_KINDS[kind];
  return {
    [f.titulo]: body.titulo,
    [f.descricao]: body.descricao ?? null,
    [f.youtube]: body.linkYoutube ?? null,
    [f.data]: body.data,
    [f.categorias]: body.categorias,
    [f.codigos]: body.codigos.join(','),
    [f.download]: body.permitirDownload,
    ...Object.fromEntries(f.pdfs.map((column, i) => [column, files.pdfs[i] ?? null])),
    [f.miniatura]: files.miniatura,
  };
}

/** A PDF of a row as the caller gets it. */
export interface MaterialPdf {
  /** Its signed storage URL (null when none, or the caller may not read it). */
  readonly signedUrl: string | null;
  /** Its original name. */
  readonly name: string | null;
  /** Whether it is a stored file the caller may read (an external address is not). */
  readonly readable: boolean;
}

/**
 * A row as answered (decision 55): when the caller may download every PDF
 * (`baixaveis`), the PDFs are signed URLs; otherwise each readable one is the
 * api's view address (`apiUrl` + materialPdfPath), never a storage URL. A
 * PDF's name only where there is a file to show.
 */
export function materialAnswer(
  kind: MaterialKind,
  row: MaterialRecord,
  files: {
    readonly baixaveis: boolean;
    readonly pdfs: readonly MaterialPdf[];
    readonly miniaturaUrl: string | null;
    readonly apiUrl: string;
  },
): Record<string, unknown> {
  const f = MATERIAL_KINDS[kind];
  const answer: Record<string, unknown> = { ...row, cp_pdfs_baixaveis: files.baixaveis };
  f.pdfs.forEach((column, i) => {
    const pdf = files.pdfs[i] ?? { signedUrl: null, name: null, readable: false };
    const url = files.baixaveis
      ? pdf.signedUrl
      : pdf.readable
        ? `${files.apiUrl}${materialPdfPath(kind, row[f.id] as number, i + 1)}`
        : null;
    answer[column] = url;
    answer[`cp_pdf${i + 1}_nome`] = url ? pdf.name : null;
  });
  answer[f.miniatura] = files.miniaturaUrl;
  return answer;
}
