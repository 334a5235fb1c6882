/**
 * Shared vocabulary of the contract: identifiers, enumerations of the product
 * spec (sections 3, 4, 5 and 9), list queries and the error body.
 */
import { z } from 'zod';
import {
  ATTENDANCE_STATUSES,
  ENROLMENT_STATUSES,
  ESTADOS_CIVIS,
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

/** Calendar date as `YYYY-MM-DD`, validated as a real date. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD).')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Data inválida.');

/** Clock time as `HH:MM`. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:MM).');

/** Nullable optional text, trimmed; an empty string is stored as null. */
export const OptionalText = (max = 255) =>
  z
    .string()
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

export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

/** Server-side paging and search shared by every list endpoint. */
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

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
