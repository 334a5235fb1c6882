/** Finance endpoints (spec section 7, "Finance"). */
import { z } from 'zod';
import { Id, ListQuery, MessageBody, StoredInstallmentStatus } from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { Parcela } from './entities.ts';

export const listParcelas = endpoint({
  ...ROUTES.listParcelas,
  name: 'listParcelas',
  query: ListQuery.extend({ schoolId: Id.optional(), userId: Id.optional() }),
  response: z.array(Parcela),
  summary: 'Parcelas visíveis ao chamador (aluno: só as suas, e só parcelado).',
});

export const updateParcelaStatus = endpoint({
  ...ROUTES.updateParcelaStatus,
  name: 'updateParcelaStatus',
  body: z.object({ status: StoredInstallmentStatus }),
  response: MessageBody,
  summary: "Marca uma parcela como 'Pago' ou 'à vencer'.",
});
