/**
 * Shared vocabulary of the contract: identifiers, enumerations of the product
 * spec (sections 3, 4, 5 and 9), list queries and the error body.
 */
import { z } from 'zod';

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

export const RequiredText = (label: string, max = 255) =>
  z.string({ error: `${label} é obrigatório.` }).trim().min(1, `${label} é obrigatório.`).max(max, `Máximo de ${max} caracteres.`);

/** User types: 1 Gestor, 2 Diretor, 3 Secretário(a), 4 Professor, 5 Aluno. */
export const USER_TYPES = [1, 2, 3, 4, 5] as const;
export type UserType = (typeof USER_TYPES)[number];
export const UserTypeSchema = z.coerce
  .number()
  .int()
  .refine((n): n is UserType => (USER_TYPES as readonly number[]).includes(n), 'Tipo de usuário inválido.')
  .transform((n) => n as UserType);

export const ESTADOS_CIVIS = ['solteiro', 'casado', 'divorciado', 'viuvo', 'uniao_estavel'] as const;
export const EstadoCivil = z.enum(ESTADOS_CIVIS);

/** The 27 Brazilian federative units (26 states and the Federal District). */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type Uf = (typeof UFS)[number];
export const UfSchema = z.enum(UFS, { error: 'Estado inválido.' });

export const ENROLMENT_STATUSES = ['ativo', 'cancelado', 'trancado', 'concluido'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export const EnrolmentStatusSchema = z.enum(ENROLMENT_STATUSES);

export const PAYMENT_TYPES = ['parcelado', 'mensalidade'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);

/** Installment status as stored; "Vencido"/"Futuras parcelas" are computed for display. */
export const STORED_INSTALLMENT_STATUSES = ['Pago', 'à vencer'] as const;
export const StoredInstallmentStatus = z.enum(STORED_INSTALLMENT_STATUSES);

export const ATTENDANCE_STATUSES = ['Presente', 'Ausente', 'Justificado'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

export const MATERIAL_CATEGORY_CODES = ['KIDS', 'TWEENS', 'CES', 'CONVERSATION', 'ESPANHOL', 'DEUTSCH'] as const;
export type MaterialCategoryCode = (typeof MATERIAL_CATEGORY_CODES)[number];

export const MIN_INSTALLMENTS = 1;
export const MAX_INSTALLMENTS = 13;
export const MAX_PDFS = 3;

/** Server-side paging and search shared by every list endpoint. */
export const MAX_PAGE_SIZE = 100;
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
export const FlagInput = z.coerce.number().int().min(0).max(1).transform((n) => n as 0 | 1);

/** Largest upload accepted for images, PDFs and audio. */
export const MiB = 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
