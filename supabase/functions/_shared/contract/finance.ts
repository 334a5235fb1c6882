/** Finance endpoints (spec section 7, "Finance"). */
import { z } from 'zod';
import { Id, ListQuery, MessageBody, StoredInstallmentStatus } from './common.ts';
import { endpoint } from './http.ts';
import { Parcela } from './entities.ts';

export const listParcelas = endpoint({
  name: 'listParcelas',
  method: 'GET',
  path: '/financeiroParcelas',
  auth: 'user',
  query: ListQuery.extend({ schoolId: Id.optional(), userId: Id.optional() }),
  response: z.array(Parcela),
  list: true,
  summary: 'Parcelas visíveis ao chamador (aluno: só as suas, e só parcelado).',
});

export const updateParcelaStatus = endpoint({
  name: 'updateParcelaStatus',
  method: 'PUT',
  path: '/update-status/:installmentId',
  auth: 'user',
  body: z.object({ status: StoredInstallmentStatus }),
  response: MessageBody,
  summary: "Marca uma parcela como 'Pago' ou 'à vencer'.",
});
