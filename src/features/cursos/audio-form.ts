/**
 * The audio form's words and pure rules (spec sections 2, 5 and 8; rules in
 * docs/cursos.md): what must be filled in, and the bodies of `POST /cursos`
 * and `PUT /update-curso/:id`.
 */
import { MAX_PDFS } from '@contract/constants';
import { CURSO_MESSAGES, type CriarCursoBody, type CursoResposta, type EditarCursoBody, type PdfSlot } from '@contract/cursos';

export const AUDIO_FORM_TITLE_NEW = 'Cadastro de Áudio';
export const AUDIO_FORM_TITLE_EDIT = 'Editar Áudio';
export const AUDIO_CONFIRM_TITLE = 'Confirmar Cadastro';
export const AUDIO_CONFIRM_NEW = 'Deseja cadastrar o curso com estes áudios e PDFs?';
export const AUDIO_CONFIRM_EDIT = 'Deseja salvar as alterações do curso e dos seus áudios?';
export const CURSO_LOAD_FAILED = 'Erro ao carregar curso';
export const AUDIOS_LOAD_FAILED = 'Erro ao carregar áudios';
export const AUDIO_SAVE_FAILED = 'Erro ao processar o áudio';
export const AUDIO_CREATED = CURSO_MESSAGES.created;
export const AUDIO_UPDATED = CURSO_MESSAGES.updated;
export const MAX_PDFS_MESSAGE = CURSO_MESSAGES.maxPdfs;
export const CURSO_REQUIRED = 'Curso é obrigatório.';
export const NO_AUDIOS = CURSO_MESSAGES.noAudios;
export const FILES_NOT_SENT = 'Há arquivos que não foram enviados. Remova-os para continuar.';
export const SENDING_FILES = 'Enviando arquivos…';
export const HAS_AUDIOS_SUFFIX = ' (já tem áudios)';
export const CURSO_HINT = 'Cursos que já têm áudios são editados pela lista de Áudios.';
export const AUDIOS_HINT =
  'Arquivos de áudio (MP3, M4A, OGG, WAV, WEBM, FLAC, AAC), até 50 MB cada. Cada arquivo vira uma faixa com o seu nome.';
export const PDFS_HINT = `Arquivos PDF, até ${MAX_PDFS}.`;
export const LINK_HINT = 'Opcional. Ex.: https://www.youtube.com/watch?v=…';

/** The form's field names (also the `name` of their inputs, so a submit focuses the first invalid one). */
export type AudioFormField = 'curso' | 'link' | 'audios' | 'pdfs';
export type AudioFormErrors = Partial<Record<AudioFormField, string>>;

export interface AudioFormState {
  /** The chosen catalogue course's title (create). */
  readonly curso: string;
  readonly link: string;
  /** Upload state of the new audio files and PDFs. */
  readonly audios: FilesState;
  readonly pdfs: FilesState;
}

export interface FilesState {
  readonly count: number;
  readonly failed: boolean;
}

export type AudioValidation = { readonly ok: true } | { readonly ok: false; readonly errors: AudioFormErrors };

/** The link's own rule (the contract's): empty, or an http(s) address. */
function linkProblem(link: string): string | undefined {
  const s = link.trim();
  return s === '' || /^https?:\/\//i.test(s) ? undefined : 'Informe um link válido (http:// ou https://).';
}

function collect(errors: AudioFormErrors): AudioValidation {
  return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true };
}

export function validateCreate(state: AudioFormState): AudioValidation {
  return collect({
    curso: state.curso === '' ? CURSO_REQUIRED : undefined,
    link: linkProblem(state.link),
    audios: state.audios.failed ? FILES_NOT_SENT : state.audios.count === 0 ? NO_AUDIOS : undefined,
    pdfs: state.pdfs.failed ? FILES_NOT_SENT : state.pdfs.count > MAX_PDFS ? MAX_PDFS_MESSAGE : undefined,
  });
}

export function validateEdit(state: Omit<AudioFormState, 'curso'>, keptPdfs: number): AudioValidation {
  return collect({
    link: linkProblem(state.link),
    audios: state.audios.failed ? FILES_NOT_SENT : undefined,
    pdfs: state.pdfs.failed ? FILES_NOT_SENT : keptPdfs + state.pdfs.count > MAX_PDFS ? MAX_PDFS_MESSAGE : undefined,
  });
}

const linkOf = (link: string) => (link.trim() === '' ? null : link.trim());

export function createBody(curso: string, link: string, pdfs: string[], audios: string[]): CriarCursoBody {
  return { cp_nome_curso: curso, cp_youtube_link_curso: linkOf(link), pdfs, audios };
}

export function editBody(
  link: string,
  keep: readonly number[],
  pdfs: string[],
  audios: string[],
  remover: number[],
): EditarCursoBody {
  const slots: PdfSlot[] = [...keep.map((n) => ({ manter: n })), ...pdfs];
  return { cp_youtube_link_curso: linkOf(link), pdfs: slots, audios, remover };
}

/** A course's current PDF: its slot (1–3), its name and its signed URL. */
export interface CurrentPdf {
  readonly slot: number;
  readonly name: string;
  readonly url: string | null;
}

const PDF_SLOTS = [1, 2, 3] as const;

export function currentPdfs(curso: CursoResposta): CurrentPdf[] {
  return PDF_SLOTS.flatMap((slot) => {
    const stored = curso[`cp_pdf${slot}_curso`];
    if (!stored) return [];
    const name = curso[`cp_pdf${slot}_nome`] ?? `PDF ${slot}`;
    return [{ slot, name, url: stored }];
  });
}

/** A PDF's name as the audio screens show it (spec section 9: truncated at 15 characters). */
export function shortPdfName(name: string): string {
  return name.length > 15 ? `${name.slice(0, 15)}…` : name;
}
