/**
 * Shared vocabulary of the contract: identifiers, enumerations of the product
 * spec (sections 3, 4, 5 and 9), list queries and the error body.
 */
import { z } from 'zod';
import {
  ATTENDANCE_STATUSES,
  ENROLMENT_STATUSES,
  ESTADOS_CIVIS,
  FORMAS_PAGAMENTO,
  PAYMENT_TYPES,
  DISPLAYED_INSTALLMENT_STATUSES,
  STORED_INSTALLMENT_STATUSES,
  UFS,
  USER_TYPES,
  type UserType,
} from './constants.ts';
import { MAX_PAGE_SIZE } from './paging.ts';

export * from './constants.ts';

/** Row identifiers are positive integers (`cp_*_id`). Path params arrive as strings. */
export const Id = z.coerce.number().int().positive();
export type Id = z.infer<typeof Id>;

/** The years a date may fall in: births, registrations, lessons and due dates of a school. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

/** Calendar date as `YYYY-MM-DD`, validated as a real date between MIN_YEAR and MAX_YEAR. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD).')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Data inválida.')
  .refine((s) => {
    const year = Number(s.slice(0, 4));
    return year >= MIN_YEAR && year <= MAX_YEAR;
  }, `Data fora do intervalo permitido (${MIN_YEAR} a ${MAX_YEAR}).`);

/** Control characters (NUL and the like, but not tab and line breaks): never part of a text a person types. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MSG = 'O texto contém caracteres inválidos.';
export const hasNoControlCharacters = (s: string) => !CONTROL_CHARACTERS.test(s);

/** Any text field: no control characters (a NUL would not even reach the database). */
export const SafeText = () => z.string().refine(hasNoControlCharacters, CONTROL_CHARACTERS_MSG);

/** Clock time as `HH:MM`. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:MM).');

/** Nullable optional text, trimmed; an empty string is stored as null. */
export const OptionalText = (max = 255) =>
  SafeText()
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/**
 * "{label} é obrigatório." for a missing value only; other problems (too long,
 * wrong format) keep their own messages. (`z.string({ error: 'text' })` would
 * put the same text on every issue.)
 */
export const missing = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} é obrigatório.` : undefined;

export const RequiredText = (label: string, max = 255) =>
  z
    .string({ error: missing(label) })
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MSG)
    .trim()
    .min(1, `${label} é obrigatório.`)
    .max(max, `Máximo de ${max} caracteres.`);

export const UserTypeSchema = z.coerce
  .number()
  .int()
  .refine((n): n is UserType => (USER_TYPES as readonly number[]).includes(n), 'Tipo de usuário inválido.')
  .transform((n) => n as UserType);

export const EstadoCivil = z.enum(ESTADOS_CIVIS);

export const UfSchema = z.enum(UFS, { error: 'Estado inválido.' });

export const EnrolmentStatusSchema = z.enum(ENROLMENT_STATUSES);

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);

export const StoredInstallmentStatus = z.enum(STORED_INSTALLMENT_STATUSES);

export const DisplayedInstallmentStatusSchema = z.enum(DISPLAYED_INSTALLMENT_STATUSES);

export const FormaPagamentoSchema = z.enum(FORMAS_PAGAMENTO, { error: 'Forma de pagamento inválida.' });

export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

/** Passwords: 6 characters at least and 72 bytes at most (bcrypt reads no further: a longer one would be cut silently). */
export const PASSWORD_MAX_BYTES = 72;
export const Password = SafeText()
  .min(6, 'A senha deve ter ao menos 6 caracteres.')
  .refine(
    (s) => new TextEncoder().encode(s).length <= PASSWORD_MAX_BYTES,
    `A senha pode ter no máximo ${PASSWORD_MAX_BYTES} bytes (72 letras sem acento; letras acentuadas contam 2).`,
  );

/**
 * Logins: 2 to 60 characters among lower-case letters without accents,
 * digits, dot, hyphen and underscore. What a person types is folded first
 * (NFKC, trimmed, lower case), so 'Fulano' is 'fulano'; look-alike letters
 * (a Cyrillic 'е') and invisible characters are refused rather than matched.
 */
export const LOGIN_PATTERN = /^[a-z0-9._-]{2,60}$/;
export const LOGIN_MSG = 'O login deve ter de 2 a 60 caracteres: letras sem acento, números, ponto, hífen ou sublinhado.';
export const normalizeLogin = (login: string) => login.normalize('NFKC').trim().toLowerCase();
export const LoginName = SafeText()
  .transform(normalizeLogin)
  .refine((s) => s.length > 0, 'Login é obrigatório.')
  .refine((s) => s.length === 0 || LOGIN_PATTERN.test(s), LOGIN_MSG);

/** Server-side paging and search shared by every list endpoint. */
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  q: SafeText().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/**
 * A list that may leave the screen (Usuários, Matrículas, Financeiro: 'Exportar
 * CSV' and 'Imprimir'): with `exportar=1` the answer is every row of the
 * filters and search, up to EXPORT_MAX_ROWS, whatever `page` and `pageSize`
 * say; the total stays in X-Total-Count (paging.ts, `pageSlice`).
 */
export const ExportableListQuery = ListQuery.extend({
  exportar: z.coerce.number().int().min(1).max(1).optional(),
});

/** Every error answer: a Portuguese message for the user. */
export const ErrorBody = z.object({ msg: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A plain success answer. */
export const MessageBody = z.object({ msg: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** Binary answers (streams, downloads) have no JSON schema. */
export const BinaryBody = z.custom<Blob>(() => true);

/** 0/1 flags as the spec stores them. */
export const Flag = z.union([z.literal(0), z.literal(1)]);
export const FlagInput = z.coerce
  .number()
  .int()
  .min(0)
  .max(1)
  .transform((n) => n as 0 | 1);
