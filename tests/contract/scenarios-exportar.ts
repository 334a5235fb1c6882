/**
 * Lists that leave the screen (docs/registration.md, "Lists"; 'Exportar CSV'
 * and 'Imprimir' of Usuários, Matrículas and Financeiro): with `exportar=1`
 * GET /matriculas and GET /financeiroParcelas answer every row of the
 * caller's filters and search in one call — the rows the pages hold, in their
 * order, past the 100 a page carries — within the caller's scope, the total
 * in X-Total-Count. The users list's are in ./usuarios/list.ts.
 */
import { expect } from 'vitest';
import { z } from 'zod';
import {
  listMatriculas,
  listParcelas,
  Matricula,
  MAX_PAGE_SIZE,
  Parcela,
} from '../../supabase/functions/_shared/contract/index.ts';
import type { PersonKey } from './people.ts';
import type { Answer, Scenario, Step } from './scenario.ts';
import { error, firstMessage, get, idsOf, M, ok, rowsOf, totalOf } from './scenarios-kit.ts';

/** Steps reading `pages` pages of `path` (100 rows each), after the scenario's own request. */
const pagesOf = (who: PersonKey, path: string, pages: number): Step[] =>
  Array.from({ length: pages }, (_, i) => ({
    as: who,
    request: get(`${path}${path.includes('?') ? '&' : '?'}page=${i + 1}&pageSize=${MAX_PAGE_SIZE}`),
    expect: ok(),
  }));

/** The export (step 0) holds exactly the rows of the pages that follow it, in their order, and the total. */
const sameAsPages =
  (key: string) =>
  (last: Answer, earlier: readonly Answer[]): void => {
    const [exported, ...pages] = [...earlier, last];
    const paged = pages.flatMap((p) => idsOf(p, key));
    expect(idsOf(exported!, key)).toEqual(paged);
    expect(totalOf(exported!)).toBe(String(paged.length));
  };

/** An export compared with its pages: enough pages for every row (⌈total / 100⌉, at least 2 for the check). */
function exportScenario(name: string, who: PersonKey, path: string, key: string, pages: number, schema: z.ZodType): Scenario {
  const steps = pagesOf(who, path, pages);
  return {
    name,
    as: who,
    request: get(`${path}${path.includes('?') ? '&' : '?'}exportar=1&page=2&pageSize=5`),
    expect: ok({ schema }),
    then: [...steps.slice(0, -1), { ...steps.at(-1)!, expect: ok({ check: sameAsPages(key) }) }],
  };
}

const Matriculas = z.array(Matricula);
const Parcelas = z.array(Parcela);

export const EXPORT_SCENARIOS: readonly Scenario[] = [
  exportScenario(
    'listParcelas: exportar=1 answers every installment of the gestor (more than a page holds), in the pages’ order, whatever page and pageSize say',
    'gestor',
    '/financeiroParcelas',
    'cp_mtPar_id',
    10,
    Parcelas,
  ),
  exportScenario(
    'listParcelas: exportar=1 keeps the filters: a school and a status shown',
    'gestor',
    '/financeiroParcelas?schoolId=2&situacao=Pago',
    'cp_mtPar_id',
    3,
    Parcelas,
  ),
  exportScenario(
    'listParcelas: exportar=1 as a secretary: her school only',
    'secretaria',
    '/financeiroParcelas',
    'cp_mtPar_id',
    4,
    Parcelas,
  ),
  exportScenario(
    'listParcelas: exportar=1 as a student: their own installments only',
    'aluno',
    '/financeiroParcelas',
    'cp_mtPar_id',
    1,
    Parcelas,
  ),
  {
    name: 'listParcelas: a teacher may not export installments',
    as: 'professor',
    request: get('/financeiroParcelas?exportar=1'),
    expect: error(403, M.forbidden),
  },
  {
    name: 'listParcelas: exportar is 1 or absent',
    as: 'gestor',
    request: get('/financeiroParcelas?exportar=0'),
    expect: error(400, firstMessage(listParcelas.query!, { exportar: '0' })),
  },
  exportScenario(
    'listMatriculas: exportar=1 answers every enrolment of the gestor, in the pages’ order',
    'gestor',
    '/matriculas',
    'cp_mt_id',
    2,
    Matriculas,
  ),
  exportScenario(
    'listMatriculas: exportar=1 keeps the status filter and the search',
    'gestor',
    '/matriculas?status=ativo&q=a',
    'cp_mt_id',
    2,
    Matriculas,
  ),
  exportScenario(
    "listMatriculas: exportar=1 as a director: their school's enrolments only",
    'diretor',
    '/matriculas',
    'cp_mt_id',
    1,
    Matriculas,
  ),
  {
    name: 'listMatriculas: a teacher may not export enrolments',
    as: 'professor',
    request: get('/matriculas?exportar=1'),
    expect: error(403, M.forbidden),
  },
  {
    name: 'listMatriculas: exportar is 1 or absent',
    as: 'gestor',
    request: get('/matriculas?exportar=yes'),
    expect: error(400, firstMessage(listMatriculas.query!, { exportar: 'yes' })),
  },
  {
    name: 'listParcelas: an export of more rows than a page holds is one answer',
    as: 'gestor',
    request: get('/financeiroParcelas?exportar=1'),
    expect: ok({ check: (a) => expect(rowsOf(a).length).toBeGreaterThan(MAX_PAGE_SIZE) }),
  },
];
