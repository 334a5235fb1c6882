/**
 * The material form's pure rules (spec sections 3, 4, 5 and 9): its values,
 * what an edit starts from, the validation and the one body both kinds send
 * (contract `MaterialBody`: files as upload ids, kept files as `{ manter }`).
 */
import type { MaterialCategoryCode } from '@contract/constants';
import { MAX_PDFS } from '@contract/constants';
import { splitList, type MaterialBody, type MaterialView, MATERIAL_MESSAGES } from '@contract/materiais';
import { toIsoDay } from '@contract/dates';
import { DATE_REQUIRED, FILE_FAILED, LINK_INVALID, TITLE_REQUIRED } from './materiais-messages';

export interface MaterialFormValues {
  readonly titulo: string;
  readonly descricao: string;
  readonly link: string;
  readonly data: string;
  /** Free tags, comma-separated as typed. */
  readonly categorias: string;
  readonly codigos: readonly MaterialCategoryCode[];
  readonly permitirDownload: boolean;
}

export type MaterialFormField = 'titulo' | 'link' | 'data' | 'pdfs' | 'miniatura';

/** The form's values for a new material (the date defaults to today) or for an edit of `material`. */
export function initialValues(material: MaterialView | null, today: Date = new Date()): MaterialFormValues {
  if (!material) {
    return {
      titulo: '',
      descricao: '',
      link: '',
      data: toIsoDay(today),
      categorias: '',
      codigos: [],
      permitirDownload: false,
    };
  }
  return {
    titulo: material.titulo,
    descricao: material.descricao ?? '',
    link: material.youtube ?? '',
    data: material.data.slice(0, 10),
    categorias: material.categorias.join(', '),
    codigos: material.codigos as MaterialCategoryCode[],
    permitirDownload: material.permitirDownload,
  };
}

/** What the file fields hold when the form is submitted. */
export interface FormFiles {
  /** Current PDFs kept (edit), by slot. */
  readonly keptPdfs: readonly number[];
  /** New PDFs chosen. */
  readonly newPdfs: number;
  /** Some new PDF failed or was refused. */
  readonly pdfFailed: boolean;
  /** The thumbnail picked failed or was refused. */
  readonly miniaturaFailed: boolean;
}

export type FormValidation =
  { readonly ok: true } | { readonly ok: false; readonly errors: Partial<Record<MaterialFormField, string>> };

export function validate(values: MaterialFormValues, files: FormFiles): FormValidation {
  const errors: Partial<Record<MaterialFormField, string>> = {};
  if (values.titulo.trim() === '') errors.titulo = TITLE_REQUIRED;
  const link = values.link.trim();
  if (link !== '' && !/^https?:\/\/\S+$/i.test(link)) errors.link = LINK_INVALID;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.data)) errors.data = DATE_REQUIRED;
  if (files.keptPdfs.length + files.newPdfs > MAX_PDFS) errors.pdfs = MATERIAL_MESSAGES.maxPdfs;
  else if (files.pdfFailed) errors.pdfs = FILE_FAILED;
  if (files.miniaturaFailed) errors.miniatura = FILE_FAILED;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true };
}

/** The thumbnail as sent: a new upload, the current one kept, or none. */
export type MiniaturaChoice = { readonly uploadId: string } | { readonly keep: true } | null;

/** The body of `POST`/`PUT` of either kind. */
export function materialBody(
  values: MaterialFormValues,
  pdfs: { readonly kept: readonly number[]; readonly uploadIds: readonly string[] },
  miniatura: MiniaturaChoice,
): MaterialBody {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    titulo: values.titulo.trim(),
    descricao: text(values.descricao),
    linkYoutube: text(values.link),
    data: values.data,
    categorias: splitList(values.categorias).join(','),
    codigos: [...values.codigos],
    permitirDownload: values.permitirDownload ? 1 : 0,
    pdfs: [...pdfs.kept.map((manter) => ({ manter })), ...pdfs.uploadIds],
    miniatura: miniatura === null ? null : 'uploadId' in miniatura ? miniatura.uploadId : { manter: true },
  };
}
