// @vitest-environment node
/** An installment as answered (rules/parcelas.ts parcelaAnswer), the same from both backends. */
import { describe, expect, it } from 'vitest';
import type { ParcelaRow } from '../../supabase/functions/_shared/contract/entities.ts';
import { parcelaAnswer } from '../../supabase/functions/_shared/contract/rules/parcelas.ts';

const row: ParcelaRow = {
  cp_mtPar_id: 41,
  cp_mt_id: 7,
  cp_mt_escola: 2,
  cp_mt_usuario: 9,
  cp_mtPar_numero: 1,
  cp_mtPar_dataParcela: '2026-03-10',
  cp_mtPar_valorParcela: 100,
  cp_mtPar_status: 'à vencer',
};
const matricula = {
  cp_mt_nome_usuario: 'Ana',
  cp_mt_tipo_pagamento: 'parcelado' as const,
  cp_status_matricula: 'ativo' as const,
};
const escola = { cp_ec_nome: 'Escola Centro', cp_ec_endereco_cidade: 'Recife', cp_ec_pix_chave: 'pix@escola.com' };

describe('parcelaAnswer', () => {
  it("carries its enrolment's facts, the shown status and, for who may write it, the WhatsApp and PIX", () => {
    expect(parcelaAnswer(row, { matricula, situacao: 'À vencer', whatsapp: '(81) 9', mayWrite: true, escola })).toEqual({
      ...row,
      ...matricula,
      cp_mtPar_situacao: 'À vencer',
      cp_whatsapp: '(81) 9',
      pix: { chave: 'pix@escola.com', nomeEscola: 'Escola Centro', cidade: 'Recife', txid: 'PARCELA41' },
    });
  });

  it('hides the WhatsApp from who may not write the installment, and a paid one has no PIX', () => {
    const paid = parcelaAnswer(
      { ...row, cp_mtPar_status: 'Pago' as const },
      { matricula, situacao: 'Pago', whatsapp: '(81) 9', mayWrite: false, escola },
    );
    expect(paid.cp_whatsapp).toBeNull();
    expect(paid.pix).toBeNull();
    expect(parcelaAnswer(row, { matricula, situacao: 'Vencido', whatsapp: null, mayWrite: true, escola: null }).pix).toBeNull();
  });
});
