/** Editing material: fields and files by every role; a refusal changes nothing. */
import { expect } from 'vitest';
import { FILE_MESSAGES, MATERIAL_MESSAGES, type MaterialKind } from '../../../supabase/functions/_shared/contract/index.ts';
import { NO_SUCH_ID } from '../people.ts';
import type { Answer, Scenario, Step } from '../scenario.ts';
import { callerDenials, del, error, M, ok, post, put } from '../scenarios-kit.ts';
import { uploadIdAt, uploads, withUploads } from '../scenarios-arquivos.ts';
import {
  accessOutcome,
  ACTORS,
  IMAGE,
  KIND,
  PDF,
  contentRefused,
  createOk,
  createdIdAt,
  f,
  form,
  gone,
  idOf,
  idsIn,
  listAll,
  miniaturaUrl,
  pdf,
  pdfNames,
  pdfUrl,
  png,
  rowOf,
  seededEdit,
  seededTarget,
  served,
  writers,
} from './kit.ts';

// ── Update ──────────────────────────────────────────────────────────────

const titleIs = (kind: MaterialKind, rowId: number, titulo: string): Step => ({
  as: 'gestor',
  request: listAll(kind),
  expect: ok({ check: (a) => expect(rowOf(kind, a, rowId)[f(kind).titulo]).toBe(titulo) }),
});

export function updateScenarios(kind: MaterialKind): Scenario[] {
  const { path, names } = KIND[kind];
  const target = seededTarget(kind);
  const targetId = idOf(kind, target);
  const targetTitle = String(target[f(kind).titulo]);
  const created = (e: readonly Answer[], step: number) => `${path}/${createdIdAt(e, step)}`;
  return [
    ...writers(kind, 'write').map((who): Scenario =>
      withUploads(
        `${names.update}: ${who} keeps PDF 2 as the first, adds one, replaces the thumbnail and the fields; the dropped files stop being served`,
        'gestor',
        [
          { file: pdf('Aula 1.pdf'), kind: PDF },
          { file: pdf('Aula 2.pdf', 100), kind: PDF },
          { file: png('capa.png'), kind: IMAGE },
        ],
        [
          {
            as: 'gestor',
            request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0), uploadIdAt(e, 2)], miniatura: uploadIdAt(e, 4) })),
            expect: createOk,
          }, // 6
          { as: 'gestor', request: listAll(kind), expect: ok() }, // 7
          ...uploads(who, [
            { file: pdf('Nova aula.pdf', 110), kind: PDF },
            { file: png('capa nova.png', 90), kind: IMAGE },
          ]), // 8–11
          {
            as: who,
            request: (e) =>
              put(
                created(e, 6),
                form({
                  titulo: 'Roteiro revisado',
                  descricao: null,
                  linkYoutube: null,
                  codigos: ['KIDS', 'TWEENS'],
                  permitirDownload: 0,
                  pdfs: [{ manter: 2 }, uploadIdAt(e, 8)],
                  miniatura: uploadIdAt(e, 10),
                }),
              ),
            expect: ok({ body: { msg: MATERIAL_MESSAGES.updated } }),
          }, // 12
          {
            as: who,
            request: listAll(kind),
            expect: ok({
              check: (a, e) => {
                const row = rowOf(kind, a, createdIdAt(e, 6));
                expect(row).toMatchObject({
                  [f(kind).titulo]: 'Roteiro revisado',
                  [f(kind).descricao]: null,
                  [f(kind).youtube]: null,
                  [f(kind).codigos]: 'KIDS,TWEENS',
                  [f(kind).download]: 0,
                });
                expect(pdfNames(row)).toEqual(['Aula 2.pdf', 'Nova aula.pdf', null]);
              },
            }),
          }, // 13
          gone((e) => pdfUrl(kind, rowOf(kind, e[7]!, createdIdAt(e, 6)), 1)),
          gone((e) => miniaturaUrl(kind, rowOf(kind, e[7]!, createdIdAt(e, 6)))),
          served((e) => pdfUrl(kind, rowOf(kind, e[13]!, createdIdAt(e, 6)), 1), pdf('Aula 2.pdf', 100)),
          served((e) => miniaturaUrl(kind, rowOf(kind, e[13]!, createdIdAt(e, 6))), png('capa nova.png', 90)),
          // Its codes changed: the demo teacher (CES) no longer reads it.
          {
            as: 'professor',
            request: listAll(kind),
            expect: ok({ check: (a, e) => expect(idsIn(kind, a)).not.toContain(createdIdAt(e, 6)) }),
          },
        ],
      ),
    ),
    withUploads(
      `${names.update}: the thumbnail kept with { manter: true }, then dropped with null`,
      'gestor',
      [{ file: png('capa.png'), kind: IMAGE }],
      [
        { as: 'gestor', request: (e) => post(path, form({ miniatura: uploadIdAt(e, 0) })), expect: createOk }, // 2
        { as: 'gestor', request: listAll(kind), expect: ok() }, // 3
        { as: 'gestor', request: (e) => put(created(e, 2), form({ miniatura: { manter: true } })), expect: ok() }, // 4
        served((e) => miniaturaUrl(kind, rowOf(kind, e[3]!, createdIdAt(e, 2))), png('capa.png')),
        { as: 'gestor', request: (e) => put(created(e, 2), form({ miniatura: null })), expect: ok() }, // 6
        {
          as: 'gestor',
          request: listAll(kind),
          expect: ok({ check: (a, e) => expect(miniaturaUrl(kind, rowOf(kind, a, createdIdAt(e, 2)))).toBeNull() }),
        },
        gone((e) => miniaturaUrl(kind, rowOf(kind, e[3]!, createdIdAt(e, 2)))),
        // Nothing left to keep.
        {
          as: 'gestor',
          request: (e) => put(created(e, 2), form({ miniatura: { manter: true } })),
          expect: error(400, MATERIAL_MESSAGES.keepMissing),
        },
      ],
    ),
    withUploads(
      `${names.update}: a PDF to keep that the material does not have is refused; nothing changes and the new upload stays unclaimed`,
      'gestor',
      [{ file: pdf('Aula 1.pdf'), kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)] })), expect: createOk }, // 2
        ...uploads('gestor', [{ file: pdf('Outra.pdf'), kind: PDF }]), // 3–4
        {
          as: 'gestor',
          request: (e) => put(created(e, 2), form({ titulo: 'Mudou', pdfs: [{ manter: 1 }, { manter: 2 }, uploadIdAt(e, 3)] })),
          expect: error(400, MATERIAL_MESSAGES.keepMissing),
        },
        {
          as: 'gestor',
          request: listAll(kind),
          expect: ok({
            check: (a, e) => {
              const row = rowOf(kind, a, createdIdAt(e, 2));
              expect(row[f(kind).titulo]).toBe('Roteiro de conversação');
              expect(pdfNames(row)).toEqual(['Aula 1.pdf', null, null]);
            },
          }),
        },
        {
          as: 'gestor',
          request: (e) => del(`/uploads/${uploadIdAt(e, 3)}`),
          expect: ok({ body: { msg: FILE_MESSAGES.uploadCancelled } }),
        },
      ],
    ),
    withUploads(
      `${names.update}: a program named .pdf is refused; the material keeps its fields and its PDF, still served`,
      'gestor',
      [{ file: pdf('Aula 1.pdf'), kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)] })), expect: createOk }, // 2
        ...uploads('gestor', [{ file: { name: 'falso.pdf', type: 'application/pdf', content: 'html', size: 150 }, kind: PDF }]), // 3–4
        {
          as: 'gestor',
          request: (e) => put(created(e, 2), form({ titulo: 'Mudou', pdfs: [uploadIdAt(e, 3)] })),
          expect: contentRefused('falso.pdf'),
        },
        {
          as: 'gestor',
          request: listAll(kind),
          expect: ok({
            check: (a, e) => {
              const row = rowOf(kind, a, createdIdAt(e, 2));
              expect(row[f(kind).titulo]).toBe('Roteiro de conversação');
              expect(pdfNames(row)).toEqual(['Aula 1.pdf', null, null]);
            },
          }),
        }, // 6
        served((e) => pdfUrl(kind, rowOf(kind, e[6]!, createdIdAt(e, 2)), 1), pdf('Aula 1.pdf')),
      ],
    ),
    {
      name: `${names.update}: at most 3 PDFs`,
      as: 'gestor',
      request: put(`${path}/${targetId}`, {
        ...seededEdit(kind, target, 'Mudou'),
        pdfs: [{ manter: 1 }, { manter: 2 }, { manter: 3 }, { manter: 1 }],
      }),
      expect: error(400, MATERIAL_MESSAGES.maxPdfs),
      then: [titleIs(kind, targetId, targetTitle)],
    },
    // Every role on a seeded row the demo teacher reads: ACCESS decides (unreadable 404, read-only 403).
    ...ACTORS.map((who): Scenario => {
      const outcome = accessOutcome(kind, who, 'write', target, ok({ body: { msg: MATERIAL_MESSAGES.updated } }));
      return {
        name: `${names.update}: ${who} edits a seeded material of the demo teacher's codes → ${outcome.status}`,
        as: who,
        request: put(`${path}/${targetId}`, seededEdit(kind, target, `Editado por ${who}`)),
        expect: outcome,
        then: [titleIs(kind, targetId, outcome.status === 200 ? `Editado por ${who}` : targetTitle)],
      };
    }),
    {
      name: `${names.update}: a material that does not exist, and an invalid id`,
      as: 'gestor',
      request: put(`${path}/${NO_SUCH_ID}`, form()),
      expect: error(404, MATERIAL_MESSAGES.notFound),
      then: [{ as: 'gestor', request: put(`${path}/abc`, form()), expect: error(400, M.invalidId) }],
    },
    ...callerDenials(names.update, put(`${path}/${targetId}`, seededEdit(kind, target, 'Intruso')), [
      titleIs(kind, targetId, targetTitle),
    ]),
  ];
}
