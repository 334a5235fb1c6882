/**
 * The PIX "copia e cola" code (BR Code) of an installment (docs/matriculas.md,
 * "PIX and WhatsApp"): the server answers what a payment needs (`Parcela.pix`:
 * the school's key, name and city, the installment's txid) and the screen
 * builds the Central Bank's static EMV payload with the `pix-utils` library.
 *
 * `pix-utils` (and the `qrcode` it pulls in) is loaded with a dynamic
 * import, only when a code is asked for — the PIX and reminder dialogs — so it
 * is never part of the finance screen's first load nor of the login route.
 */
import type { Parcela } from '@contract/entities';
import type { createStaticPix } from 'pix-utils';

/** What `createStaticPix` takes (pix-utils does not export the type by name). */
export type CreateStaticPixParams = Parameters<typeof createStaticPix>[0];

/** EMV limits of the static BR Code (Manual de Padrões para Iniciação do Pix). */
export const PIX_LIMITS = {
  /** Merchant Name (ID 59). */
  nome: 25,
  /** Merchant City (ID 60). */
  cidade: 15,
  /** Reference Label, the txid (ID 62-05): letters and digits only. */
  txid: 25,
  /** Merchant Account Information (ID 26) as a whole: GUI, key and the optional message. */
  contaTotal: 99,
} as const;

/** `br.gov.bcb.pix` as sub-field 00 of ID 26: 4 + 14 characters. */
const GUI_FIELD_LENGTH = 18;
/** The id and length digits of one EMV field. */
const FIELD_HEADER = 4;

/** What a static PIX charge says: who receives, how much, and which installment it pays. */
export interface PixPayment {
  /** The receiver's PIX key. */
  readonly chave: string;
  /** The receiver's name (the school's). */
  readonly nome: string;
  readonly cidade: string;
  /** The installment's identifier; '***' when none. */
  readonly txid?: string;
  /** Reais; no amount field when absent or 0 (the payer types it). */
  readonly valor?: number;
  /** A short message to the payer (ID 26-02), left out when it does not fit. */
  readonly mensagem?: string;
}

/**
 * A text as the EMV fields take it: printable ASCII (accents dropped, dashes
 * made '-'), spaces collapsed, at most `max` characters — cut at the last word
 * that fits, so 'Escola de Idiomas — Unidade Vila Mariana' becomes
 * 'Escola de Idiomas' rather than 'Escola de Idiomas - Unida'.
 */
export function emvText(text: string, max: number): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (ascii.length <= max) return ascii;
  const cut = ascii.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : ascii.slice(0, max);
  // No dangling separator after the cut ('Escola de Idiomas -' → 'Escola de Idiomas').
  return words.replace(/[\s,.;:/-]+$/, '') || ascii.slice(0, max).trim();
}

/** A txid the Central Bank accepts: letters and digits, at most 25; '***' when there is none. */
export function pixTxid(txid: string | undefined): string {
  const clean = (txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_LIMITS.txid);
  return clean === '' ? '***' : clean;
}

/** The parameters `createStaticPix` receives for a payment (pure: no library is loaded here). */
export function staticPixParams(payment: PixPayment): CreateStaticPixParams {
  const pixKey = payment.chave.trim();
  const mensagem = payment.mensagem ? emvText(payment.mensagem, PIX_LIMITS.contaTotal) : '';
  // The message shares ID 26 with the GUI and the key: only when the whole still fits in 99 characters.
  const fits =
    mensagem !== '' && GUI_FIELD_LENGTH + FIELD_HEADER + pixKey.length + FIELD_HEADER + mensagem.length <= PIX_LIMITS.contaTotal;
  return {
    merchantName: emvText(payment.nome, PIX_LIMITS.nome),
    merchantCity: emvText(payment.cidade, PIX_LIMITS.cidade),
    pixKey,
    txid: pixTxid(payment.txid),
    transactionAmount: payment.valor && payment.valor > 0 ? Math.round(payment.valor * 100) / 100 : 0,
    ...(fits ? { infoAdicional: mensagem } : {}),
  };
}

/** The BR Code ("PIX copia e cola") of a payment, built by `pix-utils` (loaded on first use). */
export async function buildBrCode(payment: PixPayment): Promise<string> {
  const { createStaticPix } = await import('pix-utils');
  return createStaticPix(staticPixParams(payment)).throwIfError().toBRCode();
}

/** What an installment's PIX charge says, or null when it has none (paid, or the school has no key). */
export function pixPaymentOf(parcela: Pick<Parcela, 'pix' | 'cp_mtPar_valorParcela' | 'cp_mtPar_numero'>): PixPayment | null {
  if (!parcela.pix) return null;
  return {
    chave: parcela.pix.chave,
    nome: parcela.pix.nomeEscola,
    cidade: parcela.pix.cidade,
    txid: parcela.pix.txid,
    valor: parcela.cp_mtPar_valorParcela,
    mensagem: `Parcela ${parcela.cp_mtPar_numero}`,
  };
}

/** An installment's BR Code, or null when it has no PIX. */
export async function brCodeOf(
  parcela: Pick<Parcela, 'pix' | 'cp_mtPar_valorParcela' | 'cp_mtPar_numero'>,
): Promise<string | null> {
  const payment = pixPaymentOf(parcela);
  return payment ? buildBrCode(payment) : null;
}
