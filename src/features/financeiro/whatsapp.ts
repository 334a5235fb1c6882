/**
 * The payment reminder staff send by WhatsApp (docs/matriculas.md, "PIX and
 * WhatsApp"): a `https://wa.me/55…` link to the student's number with a
 * Portuguese message — who, how much, since when, and the PIX "copia e cola"
 * code when the installment has one. Nothing goes through an outside service:
 * the link opens WhatsApp with the text ready to be sent. Pure functions.
 */
import { formatCurrency, formatDateBR } from '@contract/dates';

/** Brazil's country code, which wa.me wants before the area code. */
const BRAZIL = '55';

/**
 * The number as wa.me takes it: digits only, with Brazil's 55 in front —
 * '(11) 98765-4321' → '5511987654321'. A number already written with +55 keeps
 * it; a number written with another country's + is refused. Null when what is
 * left is not a Brazilian number (area code and 8 or 9 digits).
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  const digits = text.replace(/\D+/g, '');
  const withCountry = (digits.length === 12 || digits.length === 13) && digits.startsWith(BRAZIL);
  // '+' names a country: only Brazil's.
  if (text.startsWith('+')) return withCountry ? digits : null;
  if (digits.length === 10 || digits.length === 11) return `${BRAZIL}${digits}`;
  return withCountry ? digits : null;
}

/** What the reminder talks about. */
export interface Reminder {
  /** The student's name as the enrolment has it. */
  readonly aluno: string;
  readonly numero: number;
  /** Reais. */
  readonly valor: number;
  /** `YYYY-MM-DD`. */
  readonly vencimento: string;
  /** The school's name, when known (it signs the message). */
  readonly escola?: string | null;
  /** The PIX "copia e cola" code, when the installment has one. */
  readonly pixCode?: string | null;
}

/** The reminder's text, in Portuguese, on several lines (the PIX code alone on its own line, easy to copy). */
export function reminderMessage(r: Reminder): string {
  const firstName = r.aluno.trim().split(/\s+/)[0] || r.aluno;
  const lines = [
    `Olá, ${firstName}! Tudo bem?`,
    '',
    `Lembramos que a parcela ${r.numero} da matrícula de ${r.aluno}, no valor de ${formatCurrency(r.valor)}, ` +
      `venceu em ${formatDateBR(r.vencimento)} e ainda consta em aberto.`,
  ];
  if (r.pixCode) {
    lines.push('', 'Para pagar com PIX, use o código "copia e cola" abaixo:', '', r.pixCode);
  }
  lines.push('', 'Se o pagamento já foi feito, por favor desconsidere esta mensagem.');
  if (r.escola) lines.push('', r.escola);
  return lines.join('\n');
}

/** The wa.me link that opens a chat with `phone` and `message` typed in; null without a usable number. */
export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * One reminder for a student's several overdue installments (the bulk
 * reminder: one message per student, never one per installment): each
 * installment on its line, the total, then each PIX code on its own line. A
 * single installment gets reminderMessage's text.
 */
export function reminderMessageOf(items: readonly Reminder[]): string {
  if (items.length === 1) return reminderMessage(items[0]!);
  const first = items[0]!;
  const firstName = first.aluno.trim().split(/\s+/)[0] || first.aluno;
  const total = items.reduce((sum, r) => sum + Math.round(r.valor * 100), 0) / 100;
  const lines = [
    `Olá, ${firstName}! Tudo bem?`,
    '',
    `Lembramos que estas parcelas da matrícula de ${first.aluno} ainda constam em aberto:`,
    ...items.map((r) => `• Parcela ${r.numero}: ${formatCurrency(r.valor)}, venceu em ${formatDateBR(r.vencimento)}`),
    `Total: ${formatCurrency(total)}`,
  ];
  const withPix = items.filter((r) => r.pixCode);
  if (withPix.length > 0) {
    lines.push('', 'Para pagar com PIX, use os códigos "copia e cola" abaixo, um por parcela:');
    for (const r of withPix) lines.push('', `Parcela ${r.numero}:`, r.pixCode!);
  }
  lines.push('', 'Se o pagamento já foi feito, por favor desconsidere esta mensagem.');
  if (first.escola) lines.push('', first.escola);
  return lines.join('\n');
}
