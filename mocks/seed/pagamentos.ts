/**
 * The payment record of a seeded installment (docs/matriculas.md, "Recording
 * a payment"): a paid one was paid on its due date (or today, if that is
 * later than today), by a method and recorded by a member of its school's
 * staff that follow from its number — no random draw, so no other value of
 * the seed moves. An unpaid one has none.
 */
import { FORMAS_PAGAMENTO, type ParcelaRow } from '@contract';
import { SEM_PAGAMENTO } from '@contract/rules/parcelas';
import type { UsuarioRow } from './rows';

type PagamentoFields = Pick<
  ParcelaRow,
  'cp_mtPar_pago_em' | 'cp_mtPar_forma_pagamento' | 'cp_mtPar_pago_por' | 'cp_mtPar_pago_por_nome'
>;

/** Who records a seeded payment of a school: its secretary, and every third one its director. */
function recorderOf(usuarios: readonly UsuarioRow[], schoolId: number, id: number): UsuarioRow | undefined {
  const staffOf = (type: number) =>
    usuarios.find((u) => u.cp_tipo_user === type && u.cp_escola_id === schoolId && u.cp_excluido === 0);
  return (id % 3 === 0 ? staffOf(2) : undefined) ?? staffOf(3) ?? staffOf(2);
}

export function pagamentoSemeado(
  usuarios: readonly UsuarioRow[],
  parcela: Pick<ParcelaRow, 'cp_mtPar_id' | 'cp_mt_escola' | 'cp_mtPar_status' | 'cp_mtPar_dataParcela'>,
  today: string,
): PagamentoFields {
  if (parcela.cp_mtPar_status !== 'Pago') return SEM_PAGAMENTO;
  const recorder = recorderOf(usuarios, parcela.cp_mt_escola, parcela.cp_mtPar_id);
  return {
    cp_mtPar_pago_em: parcela.cp_mtPar_dataParcela < today ? parcela.cp_mtPar_dataParcela : today,
    cp_mtPar_forma_pagamento: FORMAS_PAGAMENTO[parcela.cp_mtPar_id % FORMAS_PAGAMENTO.length]!,
    cp_mtPar_pago_por: recorder?.cp_id ?? null,
    cp_mtPar_pago_por_nome: recorder?.cp_nome ?? null,
  };
}
