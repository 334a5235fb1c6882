/**
 * The student classroom's texts and small pure helpers. The spec's own texts
 * come from the contract (SALA_MESSAGES, MATERIAL_MESSAGES); these are ours:
 * headings, labels and counts.
 */
import type { Resumo } from '@contract/entities';
import { formatCount, formatInteger } from '@contract/numbers';

export const PAGE_TITLE = 'Sala de Aula';

export const MATERIAL_TITLE = 'Material do curso';
export const WATCH_VIDEO = 'Assistir vídeo';
export const RESUMOS_TITLE = 'Resumos das aulas';
export const RESUMOS_SEARCH = 'Pesquisar resumos';
/** The order button says the order shown; a click flips it. */
export const NEWEST_FIRST = 'Mais recentes primeiro';
export const OLDEST_FIRST = 'Mais antigos primeiro';
export const FLIP_ORDER = 'Inverter a ordem dos resumos';
export const CLEAR_FILTERS = 'Limpar';
export const DESEMPENHO_TITLE = 'Frequência e notas';
export const FREQUENCIA_LABEL = 'Frequência';
export const NO_CHAMADAS = 'Nenhuma chamada registrada ainda.';
export const NOTAS_CAPTION = 'Minhas notas';
export const AUDIOS_TITLE = 'Áudios do curso';
export const PROGRESS_LABEL = 'Progresso nos áudios';
export const AUDIO_UNAVAILABLE = 'Arquivo indisponível';
export const PLAYED = 'Ouvido';
export const OPEN_FILE = 'Abrir arquivo';
export const OPEN_IMAGE = 'Ver imagem';
export const OPEN_PDF = 'Ver PDF';
export const LINK_LABEL = 'Link da aula';
export const YOUTUBE_LABEL = 'Vídeo da aula';

export const resumosCount = (n: number) => formatCount(n, 'resumo', 'resumos');
export const audiosCount = (n: number) => formatCount(n, 'áudio', 'áudios');
export const notasCount = (n: number) => formatCount(n, 'nota', 'notas');
export const aulasCount = (n: number) => formatCount(n, 'aula registrada', 'aulas registradas');
export const heardOf = (marked: number, total: number) =>
  `${formatInteger(marked)} de ${formatInteger(total)} ${total === 1 ? 'áudio ouvido' : 'áudios ouvidos'}`;

/** A YouTube link when there is one: the stored text 'null' counts as none (spec section 3, Course). */
export function videoLinkOf(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'null' ? null : text;
}

/** A signed file URL's file name (its last path segment), or `fallback` when it has none. */
export function fileNameOf(url: string, fallback: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://x.invalid').pathname;
  } catch {
    return fallback;
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  let name: string;
  try {
    name = decodeURIComponent(last).trim();
  } catch {
    name = last.trim();
  }
  return name === '' ? fallback : name;
}

export type FileKind = 'pdf' | 'image' | 'other';

/** A summary's file kind, read from its name (the server checked the content when it was uploaded). */
export function fileKindOf(url: string): FileKind {
  // A data URL names its type instead of a file (a build inlines small files so).
  const data = /^data:([^;,]+)/i.exec(url);
  if (data)
    return data[1]!.toLowerCase() === 'application/pdf' ? 'pdf' : data[1]!.toLowerCase().startsWith('image/') ? 'image' : 'other';
  const name = fileNameOf(url, '').toLowerCase();
  if (name.endsWith('.pdf')) return 'pdf';
  if (/\.(png|jpe?g|gif|webp|avif|bmp|svg)$/.test(name)) return 'image';
  return 'other';
}

export interface ResumoGroup {
  readonly data: string;
  readonly resumos: readonly Resumo[];
}

/** Summaries of one page grouped by day, in the order the server sent them. */
export function groupByDay(resumos: readonly Resumo[]): ResumoGroup[] {
  const groups: { data: string; resumos: Resumo[] }[] = [];
  for (const r of resumos) {
    const last = groups.at(-1);
    if (last?.data === r.cp_res_data) last.resumos.push(r);
    else groups.push({ data: r.cp_res_data, resumos: [r] });
  }
  return groups;
}

/** Silent failures (spec section 8): audio and material errors are only logged. */
export function logSilently(what: string, error: unknown): void {
  console.error(`Sala de aula: ${what}`, error);
}
