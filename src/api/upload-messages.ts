/**
 * What a person reads when sending a file fails. The refusals of the file
 * itself (type, size, content) are the contract's, word for word what the
 * server would answer; the rest is the browser's side of the trip.
 */
import { FILE_KINDS, FILE_MESSAGES, fileProblem, type FileKind, type FileKindDef } from '@contract/arquivos';
import { describeAccept } from '@contract/uploads';

/** The storage could not be reached, or the connection dropped mid-way. */
export const UPLOAD_NETWORK_FAILED = 'Falha no envio do arquivo. Verifique a conexão e tente novamente.';
/** Any other failure of the storage or the api (5xx, an expired signature). */
export const UPLOAD_FAILED = 'Não foi possível enviar o arquivo. Tente novamente.';
/** The browser could not read the chosen file (moved or deleted since it was picked). */
export const UPLOAD_READ_FAILED = 'Não foi possível ler o arquivo escolhido. Escolha-o novamente.';

/** The contract's message for a file over its kind's limit (the storage answered 413). */
export function tooLargeMessage(kind: FileKind, fileName: string): string {
  const def: FileKindDef = FILE_KINDS[kind];
  return fileProblem(kind, { name: fileName, size: def.maxBytes + 1, type: def.accept[0]! }) ?? UPLOAD_FAILED;
}

/** The contract's message for a type the kind does not take (the storage answered `invalid_mime_type`). */
export function typeRefusedMessage(kind: FileKind, type: string): string {
  const def: FileKindDef = FILE_KINDS[kind];
  return `${def.label}: tipo de arquivo não permitido (${type}). Envie ${describeAccept(def.accept)}.`;
}

/**
 * Whether a form's refusal is about its uploaded file of `kind` (the server
 * checked what arrived and removed it): the file's own messages start with
 * the kind's label, the upload's are FILE_MESSAGES.
 */
export function isFileRefusal(kind: FileKind, message: string | null): message is string {
  if (!message) return false;
  return message.startsWith(`${FILE_KINDS[kind].label}:`) || (Object.values(FILE_MESSAGES) as string[]).includes(message);
}
