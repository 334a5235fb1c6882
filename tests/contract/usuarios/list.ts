/** GET /users: the people each role reads, filtered, searched and paged. */
import { expect } from 'vitest';
import {
  ANIVERSARIANTES_ORDER,
  DIAS_ANIVERSARIO,
  EXPORT_MAX_ROWS,
  ListQuery,
  Usuario,
  UsuariosQuery,
} from '../../../supabase/functions/_shared/contract/index.ts';
import { compareBy } from '../../../supabase/functions/_shared/contract/order.ts';
import { daysToBirthday, isBirthdayWithin } from '../../../supabase/functions/_shared/contract/rules/aniversario.ts';
import { toIsoDay } from '../../../supabase/functions/_shared/contract/dates.ts';
import { P } from '../people.ts';
import type { Scenario } from '../scenario.ts';
import { callerDenials, error, exactlyIds, firstMessage, get, id, idsOf, M, ok, rowsOf, totalOf } from '../scenarios-kit.ts';
import { UserList, idsWhere, live, person, register, registered } from './kit.ts';

/** A birth date whose next birthday is `days` from today (1990, or 1992 for a 29 February). */
function birthIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const leapDay = d.getMonth() === 1 && d.getDate() === 29;
  return `${leapDay ? 1992 : 1990}${toIsoDay(d).slice(4)}`;
}

/** The 'Aniversariantes' order, as the contract declares it, over rows of the answer. */
const byNextBirthday = (rows: readonly Usuario[]) => {
  const today = new Date();
  return [...rows]
    .map((u) => ({ ...u, [DIAS_ANIVERSARIO]: daysToBirthday(u.cp_datanascimento, today) }))
    .sort(compareBy(ANIVERSARIANTES_ORDER))
    .map((u) => u.cp_id);
};

// ---------------------------------------------------------------------------
// GET /users
// ---------------------------------------------------------------------------

export const listUsersScenarios: Scenario[] = [
  {
    name: 'listUsuarios: the gestor sees every live person of every school, with the total',
    as: 'gestor',
    request: get('/users'),
    expect: ok({ schema: UserList, check: exactlyIds(idsWhere(() => true)) }),
  },
  ...(['diretor', 'secretaria', 'diretor2', 'secretaria2'] as const).map((who): Scenario => ({
    name: `listUsuarios: ${who} sees the live people of their own school only`,
    as: who,
    request: get('/users'),
    expect: ok({ schema: UserList, check: exactlyIds(idsWhere((u) => u.cp_escola_id === P[who].cp_escola_id)) }),
  })),
  ...(['professor', 'aluno', 'aluno2'] as const).map((who): Scenario => ({
    name: `listUsuarios: ${who} may not list people`,
    as: who,
    request: get('/users'),
    expect: error(403, M.forbidden),
  })),
  {
    name: 'listUsuarios: a person answers with their class and without the deleted',
    as: 'secretaria',
    request: get('/users?q=beatriz%20santos%20oliveira'),
    expect: ok({
      body: [{ cp_id: id('aluno'), cp_turma_id: P.aluno.cp_turma_id, cp_foto_perfil: null }],
      check: (a) => expect(idsOf(a)).not.toContain(id('excluido')),
    }),
  },
  {
    name: 'listUsuarios: a deleted person is never listed, even searched by login',
    as: 'gestor',
    request: get(`/users?q=${P.excluido.cp_login}`),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  {
    name: 'listUsuarios: filter by type (teachers of every school)',
    as: 'gestor',
    request: get('/users?cp_tipo_user=4'),
    expect: ok({ check: exactlyIds(idsWhere((u) => u.cp_tipo_user === 4)) }),
  },
  {
    name: 'listUsuarios: filter by school and type together',
    as: 'gestor',
    request: get('/users?escolaId=2&cp_tipo_user=5'),
    expect: ok({ check: exactlyIds(idsWhere((u) => u.cp_escola_id === 2 && u.cp_tipo_user === 5)) }),
  },
  {
    name: 'listUsuarios: a Diretor filtering by another school gets nothing',
    as: 'diretor',
    request: get('/users?escolaId=2'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  {
    name: 'listUsuarios: aniversariantes=1 keeps birthdays today or within 5 days',
    as: 'gestor',
    request: get('/users?aniversariantes=1'),
    expect: ok({
      check: (a) => {
        const today = new Date();
        const rows = rowsOf<Usuario>(a);
        expect(rows.map((u) => u.cp_id)).toContain(id('aluno'));
        expect(rows.map((u) => u.cp_id)).not.toContain(id('diretor'));
        for (const u of rows) expect(isBirthdayWithin(u.cp_datanascimento, today), u.cp_nome).toBe(true);
        expect(totalOf(a)).toBe(String(rows.length));
      },
    }),
    then: [
      // The whole list holds nobody else with a birthday in the window.
      {
        as: 'gestor',
        request: get('/users'),
        expect: ok({
          check: (all, [birthdays]) => {
            const inWindow = rowsOf<Usuario>(all)
              .filter((u) => isBirthdayWithin(u.cp_datanascimento, new Date()))
              .map((u) => u.cp_id);
            expect(idsOf(birthdays!).sort()).toEqual(inWindow.sort());
          },
        }),
      },
    ],
  },
  {
    name: 'listUsuarios: aniversariantes=1 sorted by the next birthday (today first, then tomorrow…), by name within a day',
    as: 'gestor',
    // Zuleica's birthday is today, Aarão's in 4 days: by name Aarão would come first.
    request: register(person(60, 5, 1, 'Aarão Aniversariante'), { cp_datanascimento: birthIn(4) }),
    expect: ok(),
    then: [
      {
        as: 'gestor',
        request: register(person(61, 5, 1, 'Zuleica Aniversariante'), { cp_datanascimento: birthIn(0) }),
        expect: ok(),
      },
      {
        as: 'gestor',
        request: get('/users?aniversariantes=1'),
        expect: ok({
          check: (a, [aarao, zuleica]) => {
            const rows = rowsOf<Usuario>(a);
            expect(idsOf(a)).toEqual(byNextBirthday(rows));
            const ids = idsOf(a);
            expect(ids.indexOf(registered(zuleica!))).toBeLessThan(ids.indexOf(registered(aarao!)));
            expect(daysToBirthday(rows[0]!.cp_datanascimento, new Date())).toBe(0);
          },
        }),
      },
      // The same order paged: page 1 of 2 rows is the first two.
      {
        as: 'gestor',
        request: get('/users?aniversariantes=1&page=1&pageSize=2'),
        expect: ok({ check: (a, [, , all]) => expect(idsOf(a)).toEqual(idsOf(all!).slice(0, 2)) }),
      },
      // Without the filter the list stays by name.
      {
        as: 'gestor',
        request: get('/users?q=aniversariante'),
        expect: ok({ check: (a, [aarao, zuleica]) => expect(idsOf(a)).toEqual([registered(aarao!), registered(zuleica!)]) }),
      },
    ],
  },
  {
    name: 'listUsuarios: aniversariantes within a school, as its secretary',
    as: 'secretaria',
    request: get('/users?aniversariantes=1'),
    expect: ok({
      check: (a) => {
        const rows = rowsOf<Usuario>(a);
        expect(rows.map((u) => u.cp_id)).toContain(id('aluno'));
        expect(rows.every((u) => u.cp_escola_id === 1)).toBe(true);
      },
    }),
  },
  {
    name: 'listUsuarios: q is accent- and case-insensitive ("MARCOS vinicius" finds Marcos Vinícius)',
    as: 'diretor',
    request: get('/users?q=MARCOS%20vinicius'),
    expect: ok({ check: exactlyIds([id('professor')]) }),
  },
  {
    name: 'listUsuarios: q searches the login',
    as: 'gestor',
    request: get(`/users?q=${P.professorB.cp_login}`),
    expect: ok({ check: exactlyIds([id('professorB')]) }),
  },
  {
    name: 'listUsuarios: q searches the e-mail',
    as: 'gestor',
    request: get(`/users?q=${encodeURIComponent(P.diretor2.cp_email)}`),
    expect: ok({ check: exactlyIds([id('diretor2')]) }),
  },
  {
    name: 'listUsuarios: q searches the formatted CPF',
    as: 'gestor',
    request: get(`/users?q=${encodeURIComponent(P.secretaria.cp_cpf)}`),
    expect: ok({ check: exactlyIds([id('secretaria')]) }),
  },
  {
    name: 'listUsuarios: q searches the CPF digits',
    as: 'gestor',
    request: get(`/users?q=${P.secretaria.cp_cpf.replace(/\D/g, '')}`),
    expect: ok({ check: exactlyIds([id('secretaria')]) }),
  },
  {
    name: 'listUsuarios: every word of q must match',
    as: 'gestor',
    request: get('/users?q=marcos%20zzzz'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  {
    name: "listUsuarios: q does not reach outside the caller's school",
    as: 'secretaria',
    request: get(`/users?q=${P.diretor2.cp_login}`),
    expect: ok({ body: [] }),
  },
  {
    name: 'listUsuarios: pages of pageSize rows, the total in X-Total-Count, page 2 continuing page 1',
    as: 'gestor',
    request: get('/users?page=1&pageSize=10'),
    expect: ok({
      schema: UserList,
      check: (a) => {
        expect(rowsOf(a)).toHaveLength(10);
        expect(totalOf(a)).toBe(String(live.length));
      },
    }),
    then: [
      {
        as: 'gestor',
        request: get('/users?page=2&pageSize=10'),
        expect: ok({ check: (a) => expect(totalOf(a)).toBe(String(live.length)) }),
      },
      {
        as: 'gestor',
        request: get('/users'),
        expect: ok({
          check: (all, [page1, page2]) => {
            const ids = idsOf(all);
            expect(idsOf(page1!)).toEqual(ids.slice(0, 10));
            expect(idsOf(page2!)).toEqual(ids.slice(10, 20));
          },
        }),
      },
    ],
  },
  {
    name: 'listUsuarios: sorted by name (page order equals the sorted names)',
    as: 'diretor',
    request: get('/users?cp_tipo_user=4'),
    expect: ok({ body: [{ cp_id: id('professorB') }, { cp_id: id('professor') }] }),
  },
  {
    name: 'listUsuarios: a page past the end is empty, the total still counts everyone',
    as: 'secretaria',
    request: get('/users?page=50&pageSize=10'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe(String(idsWhere((u) => u.cp_escola_id === 1).length)) }),
  },
  {
    name: 'listUsuarios: pageSize above 100',
    as: 'gestor',
    request: get('/users?pageSize=101'),
    expect: error(400, firstMessage(ListQuery, { pageSize: '101' })),
  },
  {
    name: 'listUsuarios: page 0',
    as: 'gestor',
    request: get('/users?page=0'),
    expect: error(400, firstMessage(ListQuery, { page: '0' })),
  },
  {
    name: 'listUsuarios: an unknown user type',
    as: 'gestor',
    request: get('/users?cp_tipo_user=9'),
    expect: error(400, 'Tipo de usuário inválido.'),
  },
  {
    name: "listUsuarios: the gestor's school filter: escolaId=3 answers that school's people",
    as: 'gestor',
    request: get('/users?escolaId=3'),
    expect: ok({ check: exactlyIds(idsWhere((u) => u.cp_escola_id === 3)) }),
  },
  {
    name: 'listUsuarios: a Secretária filtering by another school gets nothing; by her own, her school',
    as: 'secretaria',
    request: get('/users?escolaId=2'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
    then: [
      {
        as: 'secretaria',
        request: get('/users?escolaId=1'),
        expect: ok({ check: exactlyIds(idsWhere((u) => u.cp_escola_id === 1)) }),
      },
    ],
  },
  {
    name: 'listUsuarios: an escolaId that is no id',
    as: 'gestor',
    request: get('/users?escolaId=abc'),
    expect: error(400, firstMessage(UsuariosQuery, { escolaId: 'abc' })),
  },
  {
    name: 'listUsuarios: exportar=1 answers every row of the filters and search at once, whatever page and pageSize say',
    as: 'gestor',
    request: get('/users?exportar=1&page=3&pageSize=10&cp_tipo_user=5'),
    expect: ok({ schema: UserList, check: exactlyIds(idsWhere((u) => u.cp_tipo_user === 5)) }),
    then: [
      // In the list's order, as the pages show it.
      {
        as: 'gestor',
        request: get('/users?cp_tipo_user=5'),
        expect: ok({ check: (a, [exported]) => expect(idsOf(exported!)).toEqual(idsOf(a)) }),
      },
      {
        as: 'gestor',
        request: get('/users?exportar=1&q=MARCOS%20vinicius'),
        expect: ok({ check: exactlyIds([id('professor')]) }),
      },
    ],
  },
  {
    name: "listUsuarios: exportar=1 as a Diretor: their school's people only",
    as: 'diretor',
    request: get('/users?exportar=1'),
    expect: ok({ check: exactlyIds(idsWhere((u) => u.cp_escola_id === P.diretor.cp_escola_id)) }),
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `listUsuarios: ${who} may not export people`,
    as: who,
    request: get('/users?exportar=1'),
    expect: error(403, M.forbidden),
  })),
  {
    name: 'listUsuarios: exportar is 1 or absent',
    as: 'gestor',
    request: get('/users?exportar=2'),
    expect: error(400, firstMessage(UsuariosQuery, { exportar: '2' })),
  },
  {
    name: `listUsuarios: an export reads at most ${EXPORT_MAX_ROWS} rows (the total still counts all)`,
    as: 'gestor',
    request: get('/users?exportar=1'),
    expect: ok({
      check: (a) => {
        expect(rowsOf(a).length).toBe(Math.min(live.length, EXPORT_MAX_ROWS));
        expect(totalOf(a)).toBe(String(live.length));
      },
    }),
  },
  ...callerDenials('listUsuarios', get('/users')),
];
