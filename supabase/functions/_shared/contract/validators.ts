/**
 * Validation rules that both the server (request schemas) and the screens
 * need. They live here, next to the schemas, so there is one definition.
 */

/** Keeps only the digits of a masked value ("123.456.789-09" → "12345678909"). */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * Brazilian CPF: 11 digits whose last two are check digits (mod 11), and not
 * all digits equal (such numbers pass the arithmetic but are never issued).
 */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const nums = [...digits].map(Number);
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += nums[i]! * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === nums[9] && check(10) === nums[10];
}

/** Formats 11 digits as `999.999.999-99`. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value).padEnd(11, ' ').slice(0, 11);
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`.trim();
}

export const CPF_MASK_PATTERN = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
export const PHONE_MASK_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;
export const CNPJ_MASK_PATTERN = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/** Brazilian CNPJ: 14 digits whose last two are check digits (mod 11), not all equal. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const nums = [...digits].map(Number);
  const check = (len: number) => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * nums[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === nums[12] && check(13) === nums[13];
}

export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'telefone' | 'aleatoria';

/**
 * The kind of a PIX key as the Central Bank defines them: CPF or CNPJ (digits,
 * valid check digits), e-mail, phone (`+55` and 10 or 11 digits) or a random
 * key (a UUID); null when it is none of them.
 */
export function pixKeyKind(key: string): PixKeyKind | null {
  const k = key.trim();
  if (/^\+55\d{10,11}$/.test(k)) return 'telefone';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(k)) return 'aleatoria';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(k) && k.length <= 77) return 'email';
  if (/^\d{11}$/.test(k) && isValidCpf(k)) return 'cpf';
  if (/^\d{14}$/.test(k) && isValidCnpj(k)) return 'cnpj';
  return null;
}
