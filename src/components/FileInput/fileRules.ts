/** Pure rules of FileInput: type matching, size limit and count limit, with the Portuguese messages. */
import { formatInteger, formatNumber } from '@contract/numbers';

/** A size in pt-BR with at most one decimal ('1,5', '12'). */
const oneDecimal = (value: number) => formatNumber(value, { maxDecimals: 1 });

/** Whether `file` matches an `accept` list ('image/*', 'application/pdf', '.pdf', comma-separated). */
export function matchesAccept(file: File, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

export function formatMegabytes(bytes: number): string {
  return oneDecimal(bytes / (1024 * 1024));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatInteger(bytes)} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${formatMegabytes(bytes)} MB`;
}

export interface FileRules {
  accept: string;
  multiple: boolean;
  maxFiles?: number;
  maxBytes?: number;
  tooManyMessage?: string;
}

/**
 * The list after picking `picked` on top of `current`: rejected files are
 * reported and left out; a single-file input replaces its file; a list longer
 * than `maxFiles` keeps its first `maxFiles` files.
 */
export function applyPick(
  current: readonly File[],
  picked: readonly File[],
  rules: FileRules,
): { files: File[]; errors: string[] } {
  const errors: string[] = [];
  const accepted: File[] = [];
  for (const file of picked) {
    if (!matchesAccept(file, rules.accept)) {
      errors.push(`Tipo de arquivo não permitido: ${file.name}`);
    } else if (rules.maxBytes != null && file.size > rules.maxBytes) {
      errors.push(`Arquivo muito grande: ${file.name} (máximo ${formatMegabytes(rules.maxBytes)} MB)`);
    } else {
      accepted.push(file);
    }
  }
  let files = rules.multiple ? [...current, ...accepted] : accepted.length > 0 ? accepted.slice(0, 1) : [...current];
  const limit = rules.multiple ? rules.maxFiles : 1;
  if (rules.multiple && limit != null && files.length > limit) {
    files = files.slice(0, limit);
    errors.push(rules.tooManyMessage ?? `Máximo de ${limit} arquivos permitidos.`);
  }
  return { files, errors };
}
