/** Grants (permissoes): the gestor gives a teacher the extra material and takes it back. */
import { expect } from 'vitest';
import { allows, rowFacts } from '../../../supabase/functions/_shared/contract/access.ts';
import {
  FILE_MESSAGES,
  MATERIAL_MESSAGES,
  Permissao,
  PERMISSAO_MESSAGES,
  GrantSchema,
  listPermissoes,
} from '../../../supabase/functions/_shared/contract/index.ts';
import { callerOf, NO_SUCH_ID, P, SEED, type PersonKey } from '../people.ts';
import type { Answer, Expectation, Scenario } from '../scenario.ts';
import { sendBytes, ticketFor, uploadIdAt } from '../scenarios-arquivos.ts';
import { bodyOf, callerDenials, del, error, firstMessage, get, id, M, ok, post, put, rowsOf, totalOf } from '../scenarios-kit.ts';
import { ACTORS, KIND, PDF, createOk, createdIdAt, form, idsIn, listAll, pdf, visible } from './kit.ts';

// ── Grants ──────────────────────────────────────────────────────────────

const grant = (who: PersonKey, permissao = 'materialExtra') => put(`/permissoes/${id(who)}/${permissao}`, undefined);
const revoke = (who: PersonKey, permissao = 'materialExtra') => del(`/permissoes/${id(who)}/${permissao}`);
const mine = (grants: readonly string[]): Expectation =>
  ok({ body: { permissoes: grants }, check: (a) => expect(bodyOf<{ permissoes: string[] }>(a).permissoes).toEqual(grants) });
const SEEDED_GRANTS = SEED.permissoes;
const holders = (a: Answer) => rowsOf<Permissao>(a).map((g) => g.cp_usuario_id);
const grantsAre = (ids: readonly number[]): Expectation =>
  ok({
    check: (a) => {
      expect([...holders(a)].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      for (const row of rowsOf(a)) expect(Permissao.safeParse(row).success, JSON.stringify(row)).toBe(true);
    },
  });
const seededHolders = SEEDED_GRANTS.map((g) => g.cp_usuario_id);
const extraCount = (who: PersonKey, more = 0): Expectation =>
  ok({ check: (a) => expect(totalOf(a)).toBe(String(visible('extra', who).length + more)) });

export const grantScenarios: Scenario[] = [
  {
    name: 'grantPermissao: the gestor grants a teacher the extra material; they upload, create and list all of it; revoking takes it back',
    as: 'professor',
    request: get('/minhas-permissoes'),
    expect: mine([]),
    then: [
      { as: 'professor', request: post('/material-extra', form()), expect: error(403, M.forbidden) }, // 1
      { as: 'gestor', request: grant('professor'), expect: ok({ body: { msg: PERMISSAO_MESSAGES.granted } }) }, // 2
      { as: 'professor', request: get('/minhas-permissoes'), expect: mine(['materialExtra']) }, // 3
      { as: 'professor', request: ticketFor(pdf('Extra.pdf'), PDF), expect: ok() }, // 4
      { as: 'anon', request: sendBytes(4, pdf('Extra.pdf')), expect: ok() }, // 5
      {
        as: 'professor',
        request: (e) => post('/material-extra', form({ codigos: ['DEUTSCH'], pdfs: [uploadIdAt(e, 4)] })),
        expect: createOk,
      }, // 6
      // Every extra material, not only their codes', plus the new one.
      { as: 'professor', request: listAll('extra'), expect: extraCount('gestor', 1) },
      // Granting again changes nothing.
      { as: 'gestor', request: grant('professor'), expect: ok({ body: { msg: PERMISSAO_MESSAGES.granted } }) },
      { as: 'gestor', request: get('/permissoes'), expect: grantsAre([...seededHolders, id('professor')]) },
      { as: 'professor', request: get('/permissoes'), expect: grantsAre([id('professor')]) },
      // The training material is not part of the grant.
      { as: 'professor', request: post('/materiais', form()), expect: error(403, M.forbidden) },
      { as: 'gestor', request: revoke('professor'), expect: ok({ body: { msg: PERMISSAO_MESSAGES.revoked } }) },
      { as: 'professor', request: get('/minhas-permissoes'), expect: mine([]) },
      { as: 'professor', request: post('/material-extra', form()), expect: error(403, M.forbidden) },
      { as: 'professor', request: ticketFor(pdf('Extra.pdf'), PDF), expect: error(403, FILE_MESSAGES.uploadNotAllowed) },
      // Back to their codes: the DEUTSCH material they created is no longer theirs to see.
      {
        as: 'professor',
        request: listAll('extra'),
        expect: ok({
          check: (a, e) => {
            expect(idsIn('extra', a)).not.toContain(createdIdAt(e, 6));
            expect(totalOf(a)).toBe(String(visible('extra', 'professor').length));
          },
        }),
      },
      {
        as: 'professor',
        request: (e) => put(`/material-extra/${createdIdAt(e, 6)}`, form()),
        expect: error(404, MATERIAL_MESSAGES.notFound),
      },
      { as: 'gestor', request: revoke('professor'), expect: error(404, PERMISSAO_MESSAGES.notHeld) },
      { as: 'gestor', request: get('/permissoes'), expect: grantsAre(seededHolders) },
    ],
  },
  {
    name: 'revokePermissao: the seeded grant holder loses the extra material when the gestor revokes it',
    as: 'concedida',
    request: get('/material-extra?pageSize=100'),
    expect: extraCount('gestor'),
    then: [
      { as: 'gestor', request: revoke('concedida'), expect: ok({ body: { msg: PERMISSAO_MESSAGES.revoked } }) },
      { as: 'concedida', request: get('/minhas-permissoes'), expect: mine([]) },
      { as: 'concedida', request: post('/material-extra', form()), expect: error(403, M.forbidden) },
      {
        as: 'concedida',
        request: get('/material-extra?pageSize=100'),
        expect: ok({
          check: (a) =>
            expect(totalOf(a)).toBe(
              String(
                KIND.extra.seeded.filter((r) =>
                  allows('materialExtra', 'read', { ...callerOf('concedida'), grants: [] }, rowFacts('materialExtra', r)),
                ).length,
              ),
            ),
        }),
      },
      { as: 'gestor', request: get('/permissoes'), expect: grantsAre([]) },
    ],
  },
  ...(['diretor', 'secretaria'] as const).map((who): Scenario => ({
    name: `grantPermissao: a ${who} may receive it (and then creates extra material)`,
    as: 'gestor',
    request: grant(who),
    expect: ok({ body: { msg: PERMISSAO_MESSAGES.granted } }),
    then: [
      { as: who, request: get('/minhas-permissoes'), expect: mine(['materialExtra']) },
      { as: who, request: post('/material-extra', form()), expect: createOk },
    ],
  })),
  ...(['aluno', 'gestor', 'excluido'] as const).map((who): Scenario => ({
    name: `grantPermissao: ${who === 'excluido' ? 'a deleted person' : `a ${who}`} cannot receive a grant (400)`,
    as: 'gestor',
    request: grant(who),
    expect: error(400, PERMISSAO_MESSAGES.grantee),
    then: [{ as: 'gestor', request: get('/permissoes'), expect: grantsAre(seededHolders) }],
  })),
  {
    name: 'grantPermissao: an unknown person (404), an unknown permission and an invalid id (400)',
    as: 'gestor',
    request: put(`/permissoes/${NO_SUCH_ID}/materialExtra`, undefined),
    expect: error(404, PERMISSAO_MESSAGES.userNotFound),
    then: [
      { as: 'gestor', request: grant('professor', 'usuarios'), expect: error(400, firstMessage(GrantSchema, 'usuarios')) },
      { as: 'gestor', request: put('/permissoes/abc/materialExtra', undefined), expect: error(400, M.invalidId) },
      { as: 'gestor', request: revoke('professor', 'usuarios'), expect: error(400, firstMessage(GrantSchema, 'usuarios')) },
      {
        as: 'gestor',
        request: del(`/permissoes/${NO_SUCH_ID}/materialExtra`),
        expect: error(404, PERMISSAO_MESSAGES.userNotFound),
      },
      { as: 'gestor', request: get('/permissoes'), expect: grantsAre(seededHolders) },
    ],
  },
  ...(['diretor', 'secretaria', 'professor', 'aluno', 'concedida'] as const).map((who): Scenario => ({
    name: `grantPermissao / revokePermissao: ${who} may not grant or revoke (403)`,
    as: who,
    request: grant('professor'),
    expect: error(403, M.forbidden),
    then: [
      { as: who, request: revoke('concedida'), expect: error(403, M.forbidden) },
      { as: who, request: grant(who), expect: error(403, M.forbidden) },
      { as: 'gestor', request: get('/permissoes'), expect: grantsAre(seededHolders) },
    ],
  })),
  ...ACTORS.map((who): Scenario => ({
    name: `listPermissoes / minhasPermissoes: ${who} ${who === 'gestor' ? 'lists every grant' : 'lists their own grants'}`,
    as: who,
    request: get('/permissoes'),
    expect: grantsAre(who === 'gestor' ? seededHolders : seededHolders.filter((h) => h === id(who))),
    then: [
      { as: who, request: get('/minhas-permissoes'), expect: mine(callerOf(who).grants ?? []) },
      {
        as: who,
        request: get('/permissoes?permissao=materialExtra'),
        expect: grantsAre(who === 'gestor' ? seededHolders : seededHolders.filter((h) => h === id(who))),
      },
    ],
  })),
  {
    name: 'listPermissoes: the holder is named, with their type and since when',
    as: 'gestor',
    request: get('/permissoes'),
    expect: ok({
      check: (a) => {
        const [row] = rowsOf<Permissao>(a);
        expect(row).toMatchObject({
          cp_usuario_id: id('concedida'),
          cp_permissao: 'materialExtra',
          cp_nome: P.concedida.cp_nome,
          cp_tipo_user: 4,
        });
        expect(Date.parse(row!.cp_concedida_em)).toBe(Date.parse(SEEDED_GRANTS[0]!.cp_concedida_em));
      },
    }),
    then: [
      {
        as: 'gestor',
        request: get('/permissoes?permissao=usuarios'),
        expect: error(400, firstMessage(listPermissoes.query!, { permissao: 'usuarios' })),
      },
    ],
  },
  ...callerDenials('listPermissoes', get('/permissoes')),
  ...callerDenials('minhasPermissoes', get('/minhas-permissoes')),
  ...callerDenials('grantPermissao', grant('professor'), [
    { as: 'professor', request: get('/minhas-permissoes'), expect: mine([]) },
  ]),
  ...callerDenials('revokePermissao', revoke('concedida'), [
    { as: 'concedida', request: get('/minhas-permissoes'), expect: mine(['materialExtra']) },
  ]),
];
