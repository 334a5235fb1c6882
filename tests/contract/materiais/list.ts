/** Material lists: what each role reads, newest first, searched, filtered and paged. */
import { expect } from 'vitest';
import { splitCodes } from '../../../supabase/functions/_shared/contract/access.ts';
import { MaterialQuery, type MaterialKind } from '../../../supabase/functions/_shared/contract/index.ts';
import { matchesWords } from '../../../supabase/functions/_shared/contract/text.ts';
import type { Scenario } from '../scenario.ts';
import { callerDenials, error, firstMessage, get, M, ok, totalOf } from '../scenarios-kit.ts';
import { ACTORS, KIND, f, idOf, idsIn, listAll, mayAt, newestFirst, rowsIn, visible } from './kit.ts';

// ── Lists ───────────────────────────────────────────────────────────────

export function listScenarios(kind: MaterialKind): Scenario[] {
  const { path, names, schema } = KIND[kind];
  const sample = KIND[kind].seeded[0]!;
  const word = String(sample[f(kind).titulo])
    .split(/\s+/)
    .find((w) => w.length > 4)!;
  const searched = KIND[kind].seeded
    .filter((r) => matchesWords(`${String(r[f(kind).titulo])} ${String(r[f(kind).descricao] ?? '')}`, word))
    .sort(newestFirst(kind));
  const all = [...KIND[kind].seeded].sort(newestFirst(kind));
  return [
    ...ACTORS.map((who): Scenario => {
      const rows = visible(kind, who);
      return {
        name: `${names.list}: ${who} ${mayAt(kind, who, 'list') ? `reads the ${rows.length} row(s) ACCESS lets them read, newest first` : 'may not list (403)'}`,
        as: who,
        request: listAll(kind),
        expect: mayAt(kind, who, 'list')
          ? ok({
              check: (a) => {
                expect(idsIn(kind, a)).toEqual(rows.map((r) => idOf(kind, r)));
                expect(totalOf(a)).toBe(String(rows.length));
                for (const row of rowsIn(a)) expect(schema.safeParse(row).success, JSON.stringify(row)).toBe(true);
              },
            })
          : error(403, M.forbidden),
      };
    }),
    {
      name: `${names.list}: q searches the title and the description, accents and case ignored`,
      as: 'gestor',
      request: listAll(kind, `&q=${encodeURIComponent(word.toUpperCase())}`),
      expect: ok({
        check: (a) => {
          expect(idsIn(kind, a)).toEqual(searched.map((r) => idOf(kind, r)));
          expect(searched.length).toBeGreaterThan(0);
        },
      }),
    },
    {
      name: `${names.list}: codigo keeps the rows tagged with that code`,
      as: 'gestor',
      request: listAll(kind, '&codigo=KIDS'),
      expect: ok({
        check: (a) =>
          expect(idsIn(kind, a)).toEqual(
            all.filter((r) => splitCodes(r[f(kind).codigos]).includes('KIDS')).map((r) => idOf(kind, r)),
          ),
      }),
      then: [
        {
          as: 'professor',
          request: listAll(kind, '&codigo=DEUTSCH'),
          expect: ok({
            check: (a) =>
              expect(idsIn(kind, a)).toEqual(
                visible(kind, 'professor')
                  .filter((r) => splitCodes(r[f(kind).codigos]).includes('DEUTSCH'))
                  .map((r) => idOf(kind, r)),
              ),
          }),
        },
        {
          as: 'gestor',
          request: get(`${path}?codigo=BUSINESS`),
          expect: error(400, firstMessage(MaterialQuery, { codigo: 'BUSINESS' })),
        },
      ],
    },
    {
      name: `${names.list}: pages of 3, the total in X-Total-Count`,
      as: 'gestor',
      request: get(`${path}?page=2&pageSize=3`),
      expect: ok({
        check: (a) => {
          expect(idsIn(kind, a)).toEqual(all.slice(3, 6).map((r) => idOf(kind, r)));
          expect(totalOf(a)).toBe(String(all.length));
        },
      }),
    },
    ...callerDenials(names.list, listAll(kind)),
  ];
}
