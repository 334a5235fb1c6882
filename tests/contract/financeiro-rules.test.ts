// @vitest-environment node
/** An installment as answered (rules/parcelas.ts parcelaAnswer), the same from both backends. */
import { describe, expect, it } from 'vitest';
import type { ParcelaRow } from '../../supabase/functions/_shared/contract/entities.ts';
import { parcelaOrderFor } from '../../supabase/functions/_shared/contract/financeiro.ts';
import { compareBy } from '../../supabase/functions/_shared/contract/order.ts';
import {
  pagamentoProblem,
  parcelaAnswer,
  parcelaOrdem,
  parcelaStatus,
  SEM_PAGAMENTO,
} from '../../supabase/functions/_shared/contract/rules/parcelas.ts';

const row: ParcelaRow = {
  cp_mtPar_id: 41,
  cp_mt_id: 7,
  cp_mt_escola: 2,
  cp_mt_usuario: 9,
  cp_mtPar_numero: 1,
  cp_mtPar_dataParcela: '2026-03-10',
  cp_mtPar_valorParcela: 100,
  cp_mtPar_status: 'à vencer',
  ...SEM_PAGAMENTO,
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

describe('parcelaOrdem: what is due first (PARCELA_ORDER), a student grouped by enrolment (PARCELA_ORDER_ALUNO)', () => {
  const today = '2026-03-15';
  const p = (
    id: number,
    status: 'Pago' | 'à vencer',
    due: string,
    pagoEm: string | null,
    mt = 1,
    mtStatus: 'ativo' | 'concluido' = 'ativo',
  ) => ({
    cp_mtPar_id: id,
    cp_mt_id: mt,
    cp_mtPar_dataParcela: due,
    cp_mtPar_pago_em: pagoEm,
    cp_status_matricula: mtStatus,
    cp_mtPar_situacao: parcelaStatus(status, due, today),
  });

  it('puts overdue and this month’s first (oldest first), then the future, then the paid (latest payment first)', () => {
    const rows = [
      p(1, 'Pago', '2026-01-10', '2026-01-09'),
      p(2, 'à vencer', '2026-05-10', null),
      p(3, 'à vencer', '2026-03-20', null),
      p(4, 'à vencer', '2025-12-10', null),
      p(5, 'Pago', '2025-11-10', '2026-03-01'),
      p(6, 'Pago', '2026-02-10', null), // paid before payments were recorded: its due date stands for the day
      p(7, 'à vencer', '2026-04-01', null),
    ];
    const compare = compareBy(parcelaOrderFor(false));
    const sorted = [...rows].sort((a, b) => compare(parcelaOrdem(a), parcelaOrdem(b))).map((r) => r.cp_mtPar_id);
    expect(sorted).toEqual([4, 3, 7, 2, 5, 6, 1]);
  });

  it("gives a student the active enrolment's installments first, its open ones first", () => {
    const rows = [
      p(1, 'Pago', '2025-01-10', '2025-01-10', 1, 'concluido'),
      p(2, 'à vencer', '2025-02-10', null, 1, 'concluido'),
      p(3, 'Pago', '2026-02-10', '2026-02-10', 2),
      p(4, 'à vencer', '2026-04-10', null, 2),
      p(5, 'à vencer', '2026-03-10', null, 2),
    ];
    const compare = compareBy(parcelaOrderFor(true));
    const sorted = [...rows].sort((a, b) => compare(parcelaOrdem(a), parcelaOrdem(b))).map((r) => r.cp_mtPar_id);
    expect(sorted).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('pagamentoProblem', () => {
  it('refuses only a day after the school’s today', () => {
    expect(pagamentoProblem('2026-03-15', '2026-03-15')).toBeNull();
    expect(pagamentoProblem('2025-12-31', '2026-03-15')).toBeNull();
    expect(pagamentoProblem('2026-03-16', '2026-03-15')).toBe('pagamentoFuturo');
  });
});
