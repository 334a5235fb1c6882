/**
 * Training and extra material (spec section 7, "Materials"; docs/materiais.md).
 *
 * The spec gives the two kinds different field names (cp_mat_titulo and
 * cp_mat_extra_title, …) but one pattern; `MATERIAL_KINDS` maps each kind's
 * names once, so the backends and the screens share one body, one set of
 * rules and one view of a card. Files travel as upload ids (decision 31) and
 * are answered as signed URLs with their original names.
 */
import { z } from 'zod';
import { FlagInput, IsoDate, ListQuery, MessageBody, OptionalText, RequiredText } from './common.ts';
import { MATERIAL_CATEGORY_CODES, MAX_PDFS, type MaterialCategoryCode } from './constants.ts';
import { UploadId } from './arquivos.ts';
import { columnsOf } from './columns.ts';
import type { ListOrder } from './order.ts';
import type { SearchField } from './search.ts';
import { PdfSlot } from './cursos.ts';
import { endpoint, pathFor } from './http.ts';
import { ROUTES } from './routes.ts';
import { Material, MaterialExtra } from './entities.ts';
import type { Resource } from './access.ts';
import type { FileKind } from './arquivos.ts';

export type MaterialKind = 'treinamento' | 'extra';

/** The messages of the material screens (spec section 8, "Materials"), and ours where the spec names none. */
export const MATERIAL_MESSAGES = {
  created: 'Material cadastrado com sucesso!',
  updated: 'Material atualizado com sucesso!',
  saveError: 'Erro ao salvar o material.',
  deleted: 'Material excluído com sucesso!',
  deleteError: 'Erro ao excluir material.',
  downloaded: (n: number) => `${n} arquivo(s) baixado(s) com sucesso!`,
  noneDownloaded: 'Nenhum arquivo foi baixado.',
  downloadError: 'Erro ao baixar os arquivos.',
  empty: 'Nenhum material disponivel no momento',
  maxPdfs: `Máximo de ${MAX_PDFS} PDFs permitidos.`,
  notFound: 'Material não encontrado.',
  keepMissing: 'Um dos arquivos a manter não existe mais neste material. Recarregue a página.',
  pdfRepeated: 'O mesmo PDF foi escolhido mais de uma vez.',
  downloadNotAllowed: 'O download deste material não é permitido.',
  pdfNotFound: 'PDF não encontrado.',
} as const;

/** One kind's field names: the same facts, spelled as spec section 3 spells them. */
export interface MaterialFieldNames {
  readonly resource: Extract<Resource, 'materiais' | 'materialExtra'>;
  /** The SQL table (public.…). */
  readonly table: string;
  readonly id: string;
  readonly titulo: string;
  readonly descricao: string;
  readonly youtube: string;
  readonly pdfs: readonly [string, string, string];
  readonly miniatura: string;
  readonly data: string;
  readonly categorias: string;
  readonly codigos: string;
  readonly download: string;
  /** The upload kinds of its files (arquivos.ts). */
  readonly pdfFile: FileKind;
  readonly imageFile: FileKind;
}

export const MATERIAL_KINDS = {
  treinamento: {
    resource: 'materiais',
    table: 'materiais',
    id: 'cp_mat_id',
    titulo: 'cp_mat_titulo',
    descricao: 'cp_mat_descricao',
    youtube: 'cp_mat_linkYoutube',
    pdfs: ['cp_mat_arquivoPdf', 'cp_mat_extra_pdf2', 'cp_mat_extra_pdf3'],
    miniatura: 'cp_mat_miniatura',
    data: 'cp_mat_extra_date',
    categorias: 'cp_mat_extra_categories',
    codigos: 'cp_mat_extra_codigos',
    download: 'cp_mat_permitirDownload',
    pdfFile: 'pdfMaterial',
    imageFile: 'miniatura',
  },
  extra: {
    resource: 'materialExtra',
    table: 'materiais_extra',
    id: 'cp_mat_extra_id',
    titulo: 'cp_mat_extra_title',
    descricao: 'cp_mat_extra_description',
    youtube: 'cp_mat_extra_youtube_url',
    pdfs: ['cp_mat_extra_pdf1', 'cp_mat_extra_pdf2', 'cp_mat_extra_pdf3'],
    miniatura: 'cp_mat_extra_thumbnail',
    data: 'cp_mat_extra_date',
    categorias: 'cp_mat_extra_categories',
    codigos: 'cp_mat_extra_codigos',
    download: 'cp_mat_extra_permitirDownload',
    pdfFile: 'pdfMaterial',
    imageFile: 'miniatura',
  },
} as const satisfies Record<MaterialKind, MaterialFieldNames>;

export const MATERIAL_COLUMNS = columnsOf(Material);
export const MATERIAL_EXTRA_COLUMNS = columnsOf(MaterialExtra);

/** The order of a kind's list: the newest first (date, then id, both descending). */
export const materialOrder = (kind: MaterialKind): ListOrder => [
  { column: MATERIAL_KINDS[kind].data, kind: 'date', desc: true },
  { column: MATERIAL_KINDS[kind].id, kind: 'number', desc: true },
];

/** What a kind's list `q` searches: the title and the description. */
export const materialSearch = (kind: MaterialKind): readonly SearchField[] => [
  MATERIAL_KINDS[kind].titulo,
  MATERIAL_KINDS[kind].descricao,
];

/** The original names of a material's PDFs, beside their addresses (null where there is no file to show). */
const pdfNames = {
  cp_pdf1_nome: z.string().nullable(),
  cp_pdf2_nome: z.string().nullable(),
  cp_pdf3_nome: z.string().nullable(),
  /**
   * Whether the caller may download this material's PDFs (its flag is 1, or
   * they may edit it: private.download_allowed). True: the PDF fields are
   * signed storage URLs. False: they are the api's view addresses
   * (`materialPdfPath`), read with the bearer token and served inline — no
   * storage URL that could be saved as an attachment (decision 55).
   */
  cp_pdfs_baixaveis: z.boolean(),
};

/** The view routes of a kind's PDFs. */
export const MATERIAL_PDF_ROUTES = {
  treinamento: ROUTES.viewMaterialPdf,
  extra: ROUTES.viewMaterialExtraPdf,
} as const satisfies Record<MaterialKind, { path: string }>;

/** The PDF slot a view path names (`:n`, 1 to MAX_PDFS), or null: both backends answer 404 'PDF não encontrado.' then. */
export function pdfSlotOf(n: string | undefined): number | null {
  const slot = n !== undefined && /^[1-9]$/.test(n) ? Number(n) : 0;
  return slot >= 1 && slot <= MAX_PDFS ? slot : null;
}

/** The api path that serves PDF `n` (1–3) of a material for viewing: `/materiais/7/pdf/1`. */
export const materialPdfPath = (kind: MaterialKind, id: number, n: number): string =>
  pathFor(MATERIAL_PDF_ROUTES[kind].path, { id, n });

/** Whether `address` is the api's view address of PDF `n` of material `id` (any api origin, no query). */
export function isMaterialPdfAddress(kind: MaterialKind, address: string, id: number, n: number): boolean {
  try {
    const url = new URL(address);
    return /^https?:$/.test(url.protocol) && url.search === '' && url.pathname.endsWith(materialPdfPath(kind, id, n));
  } catch {
    return false;
  }
}

/** Keeps an answer honest: a caller who may not download gets view addresses only, never a storage URL. */
const viewAddressesOnly =
  (kind: MaterialKind) =>
  (row: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (row.cp_pdfs_baixaveis === true) return;
    const f = MATERIAL_KINDS[kind];
    f.pdfs.forEach((column, i) => {
      const value = row[column];
      if (value !== null && !(typeof value === 'string' && isMaterialPdfAddress(kind, value, row[f.id] as number, i + 1))) {
        ctx.addIssue({ code: 'custom', path: [column], message: 'PDF sem download: só o endereço de visualização da api.' });
      }
    });
  };

/** A training material as answered: files as addresses (null where there is none or it cannot be read). */
export const MaterialResposta = Material.extend(pdfNames).superRefine(viewAddressesOnly('treinamento'));
export type MaterialResposta = z.infer<typeof MaterialResposta>;

/** An extra material as answered. */
export const MaterialExtraResposta = MaterialExtra.extend(pdfNames).superRefine(viewAddressesOnly('extra'));
export type MaterialExtraResposta = z.infer<typeof MaterialExtraResposta>;

/**
 * How both backends answer a PDF for viewing: inline under a fixed name
 * (never one a caller chose: a `download` parameter is ignored), not kept
 * by caches, not sniffed, sandboxed if opened directly.
 */
export const PDF_VIEW_HEADERS = {
  'Content-Type': 'application/pdf',
  'Content-Disposition': 'inline; filename="material.pdf"',
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/** Bytes, not JSON: the answer of the PDF view endpoints. */
export const PdfBytes = z.instanceof(Uint8Array);

/** A card of either kind, as the screens show it. */
export interface MaterialView {
  readonly id: number;
  readonly titulo: string;
  readonly descricao: string | null;
  readonly youtube: string | null;
  readonly pdfs: readonly { readonly url: string; readonly nome: string; readonly slot: number }[];
  readonly miniatura: string | null;
  readonly data: string;
  readonly categorias: readonly string[];
  readonly codigos: readonly string[];
  readonly permitirDownload: boolean;
  /** The caller may download the PDFs: `url`s are signed storage URLs; otherwise api view addresses (read with the session). */
  readonly pdfsBaixaveis: boolean;
}

/** A comma-separated list as its trimmed, distinct, non-empty items, in order. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((item) => item.trim()))].filter((item) => item !== '');
}

/** The view of an answered row of `kind` (a PDF shows under its original name, or "PDF n"). */
export function materialView(kind: MaterialKind, row: MaterialResposta | MaterialExtraResposta): MaterialView {
  const f = MATERIAL_KINDS[kind];
  const r = row as unknown as Record<string, unknown>;
  const text = (key: string) => (typeof r[key] === 'string' && r[key] !== '' ? (r[key] as string) : null);
  const pdfs = f.pdfs.flatMap((column, i) => {
    const url = text(column);
    return url ? [{ url, nome: text(`cp_pdf${i + 1}_nome`) ?? `PDF ${i + 1}`, slot: i + 1 }] : [];
  });
  return {
    id: r[f.id] as number,
    titulo: r[f.titulo] as string,
    descricao: text(f.descricao),
    youtube: text(f.youtube),
    pdfs,
    miniatura: text(f.miniatura),
    data: r[f.data] as string,
    categorias: splitList(r[f.categorias] as string),
    codigos: splitList(r[f.codigos] as string),
    permitirDownload: r[f.download] === 1,
    pdfsBaixaveis: r.cp_pdfs_baixaveis === true,
  };
}

const youtubeLink = OptionalText(500).refine(
  (s) => s == null || /^https?:\/\//i.test(s),
  'Informe um link válido (http:// ou https://).',
);

/** A thumbnail slot of an edit: a new upload, `{ manter: true }` to keep the current one, or null for none. */
export const MiniaturaSlot = z.union([UploadId, z.object({ manter: z.literal(true) })]).nullable();
export type MiniaturaSlot = z.infer<typeof MiniaturaSlot>;

/**
 * The material form of both kinds (one body: spec section 7 names multipart
 * fields per kind; files are upload ids here). `categorias` are free tags,
 * `codigos` the category codes of spec section 9 (none: for every teacher).
 * On create only new uploads may be named; `{ manter }` keeps a file on edit.
 */
export const MaterialBody = z.object({
  titulo: RequiredText('Título', 200),
  descricao: OptionalText(4000),
  linkYoutube: youtubeLink,
  data: IsoDate,
  categorias: OptionalText(500).transform((s) => splitList(s).join(',')),
  codigos: z
    .array(z.enum(MATERIAL_CATEGORY_CODES))
    .max(MATERIAL_CATEGORY_CODES.length)
    .default([])
    .transform((codes) => [...new Set(codes)] as MaterialCategoryCode[]),
  permitirDownload: FlagInput.default(0),
  pdfs: z.array(PdfSlot).max(MAX_PDFS, MATERIAL_MESSAGES.maxPdfs).default([]),
  miniatura: MiniaturaSlot.default(null),
});
export type MaterialBody = z.input<typeof MaterialBody>;
export type MaterialBodyParsed = z.output<typeof MaterialBody>;

export const MaterialQuery = ListQuery.extend({
  /** Only materials tagged with this category code. */
  codigo: z.enum(MATERIAL_CATEGORY_CODES).optional(),
});

export const listMateriais = endpoint({
  ...ROUTES.listMateriais,
  name: 'listMateriais',
  query: MaterialQuery,
  response: z.array(MaterialResposta),
  summary: 'Materiais de treinamento, mais recentes primeiro (professor: pelas categorias dos seus cursos).',
});

export const createMaterial = endpoint({
  ...ROUTES.createMaterial,
  name: 'createMaterial',
  body: MaterialBody,
  response: z.object({ id: z.number().int(), msg: z.string() }),
  summary: 'Cadastra material de treinamento (arquivos por upload id).',
});

export const updateMaterial = endpoint({
  ...ROUTES.updateMaterial,
  name: 'updateMaterial',
  body: MaterialBody,
  response: MessageBody,
  summary: 'Edita material de treinamento (arquivos mantidos ou novos).',
});

export const deleteMaterial = endpoint({
  ...ROUTES.deleteMaterial,
  name: 'deleteMaterial',
  response: MessageBody,
  summary: 'Exclui material de treinamento e seus arquivos.',
});

export const listMaterialExtra = endpoint({
  ...ROUTES.listMaterialExtra,
  name: 'listMaterialExtra',
  query: MaterialQuery,
  response: z.array(MaterialExtraResposta),
  summary: 'Material extra, mais recente primeiro (professor: pelas categorias dos seus cursos).',
});

export const createMaterialExtra = endpoint({
  ...ROUTES.createMaterialExtra,
  name: 'createMaterialExtra',
  body: MaterialBody,
  response: z.object({ id: z.number().int(), msg: z.string() }),
  summary: 'Cadastra material extra (arquivos por upload id).',
});

export const updateMaterialExtra = endpoint({
  ...ROUTES.updateMaterialExtra,
  name: 'updateMaterialExtra',
  body: MaterialBody,
  response: MessageBody,
  summary: 'Edita material extra.',
});

export const viewMaterialPdf = endpoint({
  ...ROUTES.viewMaterialPdf,
  name: 'viewMaterialPdf',
  response: PdfBytes,
  summary: 'O PDF n (1 a 3) de um material de treinamento que o usuário pode ler, para ver no app (inline, sem download).',
});

export const viewMaterialExtraPdf = endpoint({
  ...ROUTES.viewMaterialExtraPdf,
  name: 'viewMaterialExtraPdf',
  response: PdfBytes,
  summary: 'O PDF n (1 a 3) de um material extra que o usuário pode ler, para ver no app (inline, sem download).',
});

export const deleteMaterialExtra = endpoint({
  ...ROUTES.deleteMaterialExtra,
  name: 'deleteMaterialExtra',
  response: MessageBody,
  summary: 'Exclui material extra e seus arquivos.',
});

/** Each kind's endpoints: both backends serve the two kinds through one set of handlers. */
export const MATERIAL_ENDPOINTS = {
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
