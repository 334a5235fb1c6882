/** Deleting material: by every role; its files stop being served. */
import { expect } from 'vitest';
import { MATERIAL_MESSAGES, type MaterialKind } from '../../../supabase/functions/_shared/contract/index.ts';
import { NO_SUCH_ID, type PersonKey } from '../people.ts';
import type { Scenario, Step } from '../scenario.ts';
import { callerDenials, del, error, M, ok, post } from '../scenarios-kit.ts';
import { uploadIdAt, withUploads } from '../scenarios-arquivos.ts';
import {
  accessOutcome,
  ACTORS,
  IMAGE,
  KIND,
  PDF,
  createOk,
  createdIdAt,
  form,
  gone,
  idOf,
  idsIn,
  listAll,
  listUnchanged,
  miniaturaUrl,
  pdf,
  pdfUrl,
  png,
  rowOf,
  seededTarget,
  writers,
} from './kit.ts';

// ── Delete ──────────────────────────────────────────────────────────────

export function deleteScenarios(kind: MaterialKind): Scenario[] {
  const { path, names } = KIND[kind];
  const target = seededTarget(kind);
  const targetId = idOf(kind, target);
  const listed = (who: PersonKey, present: boolean): Step => ({
    as: who,
    request: listAll(kind),
    expect: ok({
      check: (a) => (present ? expect(idsIn(kind, a)).toContain(targetId) : expect(idsIn(kind, a)).not.toContain(targetId)),
    }),
  });
  return [
    ...writers(kind, 'delete').map((who): Scenario =>
      withUploads(
        `${names.remove}: ${who} deletes a material; it leaves the list and its files stop being served`,
        'gestor',
        [
          { file: pdf('Aula 1.pdf'), kind: PDF },
          { file: png('capa.png'), kind: IMAGE },
        ],
        [
          {
            as: 'gestor',
            request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)], miniatura: uploadIdAt(e, 2) })),
            expect: createOk,
          }, // 4
          { as: who, request: listAll(kind), expect: ok() }, // 5
          {
            as: who,
            request: (e) => del(`${path}/${createdIdAt(e, 4)}`),
            expect: ok({ body: { msg: MATERIAL_MESSAGES.deleted } }),
          },
          listUnchanged(kind, who),
          gone((e) => pdfUrl(kind, rowOf(kind, e[5]!, createdIdAt(e, 4)), 1)),
          gone((e) => miniaturaUrl(kind, rowOf(kind, e[5]!, createdIdAt(e, 4)))),
          { as: who, request: (e) => del(`${path}/${createdIdAt(e, 4)}`), expect: error(404, MATERIAL_MESSAGES.notFound) },
        ],
      ),
    ),
    ...ACTORS.map((who): Scenario => {
      const outcome = accessOutcome(kind, who, 'delete', target, ok({ body: { msg: MATERIAL_MESSAGES.deleted } }));
      return {
        name: `${names.remove}: ${who} deletes a seeded material of the demo teacher's codes → ${outcome.status}`,
        as: who,
        request: del(`${path}/${targetId}`),
        expect: outcome,
        then: [listed('gestor', outcome.status !== 200)],
      };
    }),
    {
      name: `${names.remove}: a material that does not exist, and an invalid id`,
      as: 'gestor',
      request: del(`${path}/${NO_SUCH_ID}`),
      expect: error(404, MATERIAL_MESSAGES.notFound),
      then: [{ as: 'gestor', request: del(`${path}/0`), expect: error(400, M.invalidId) }],
    },
    ...callerDenials(names.remove, del(`${path}/${targetId}`), [listed('gestor', true)]),
  ];
}
