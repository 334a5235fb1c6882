/** The Áudios screen's texts (spec sections 2, 8 and 9, letter for letter where the spec gives them). */
import { formatCount } from '@contract/numbers';
export const AUDIOS_TITLE = 'Áudios';

/** Spec, section 8 (courses and audios): the tracks could not be loaded. */
export const AUDIOS_LOAD_FAILED = 'Erro ao carregar áudios';
/** Spec, section 8 (courses and audios): the courses could not be loaded. */
export const CURSOS_LOAD_FAILED = 'Erro ao carregar curso';
/** Spec, section 8 (empty states). */
export const AUDIOS_EMPTY = 'Nenhum áudio encontrado';
/** Spec, section 8 (empty states): a search that matches no course. */
export const CURSOS_NO_MATCH = 'Nenhum registro encontrado.';

/** A track whose file is not in storage (the seeded demo tracks). */
export const AUDIO_UNAVAILABLE = 'Arquivo indisponível';

/** Spec, section 9: 'Ver Todos' in the audio courses' page sizes. */
export const SEE_ALL_LABEL = 'Ver Todos';

/** Spec, section 9: audio PDF file names are shown cut at 15 characters. */
export const PDF_NAME_MAX = 15;

/** A PDF's name as shown: at most PDF_NAME_MAX characters, then an ellipsis. */
export function shortPdfName(name: string): string {
  const chars = Array.from(name);
  return chars.length > PDF_NAME_MAX ? `${chars.slice(0, PDF_NAME_MAX).join('')}...` : name;
}

/** A course's YouTube link when there is one ('null', a stored text, counts as none). */
export function videoLinkOf(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'null' ? null : text;
}

export const cursosCount = (n: number) => formatCount(n, 'curso', 'cursos');
export const audiosCount = (n: number) => formatCount(n, 'áudio', 'áudios');
