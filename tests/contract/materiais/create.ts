/** Creating material: by every role, with its files; a refusal changes nothing. */
import { expect } from 'vitest';
import {
  FILE_MESSAGES,
  MATERIAL_MESSAGES,
  MiB,
  mayUpload,
  type MaterialKind,
} from '../../../supabase/functions/_shared/contract/index.ts';
import { callerOf } from '../people.ts';
import type { Scenario, Step } from '../scenario.ts';
import { sendBytes, ticketFor, uploadIdAt, withUploads } from '../scenarios-arquivos.ts';
import { callerDenials, del, error, M, ok, post, totalOf } from '../scenarios-kit.ts';
import {
  ACTORS,
  IMAGE,
  KIND,
  NEWEST,
  PDF,
  contentRefused,
  createOk,
  createdIdAt,
  f,
  form,
  idsIn,
  listAll,
  listUnchanged,
  miniaturaUrl,
  pdf,
  pdfNames,
  pdfUrl,
  png,
  rowOf,
  served,
  visible,
  writers,
} from './kit.ts';

// ── Create ──────────────────────────────────────────────────────────────

export function createScenarios(kind: MaterialKind): Scenario[] {
  const { path, names } = KIND[kind];
  const CREATE_FILES = [
    { file: pdf('Aula 1.pdf'), kind: PDF },
    { file: pdf('Aula 2.pdf', 100), kind: PDF },
    { file: png('capa.png'), kind: IMAGE },
  ];
  const refusedCreators = ACTORS.filter((who) => !writers(kind, 'create').includes(who));
  return [
    ...writers(kind, 'create').map((who): Scenario =>
      withUploads(
        `${names.create}: ${who} creates with two PDFs and a thumbnail; it is listed first, files signed under their names, for the teachers of its codes`,
        who,
        CREATE_FILES,
        [
          {
            as: who,
            request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0), uploadIdAt(e, 2)], miniatura: uploadIdAt(e, 4) })),
            expect: createOk,
          }, // 6
          {
            as: who,
            request: listAll(kind),
            expect: ok({
              check: (a, e) => {
                const created = createdIdAt(e, 6);
                expect(idsIn(kind, a)[0]).toBe(created);
                expect(totalOf(a)).toBe(String(visible(kind, who).length + 1));
                const row = rowOf(kind, a, created);
                expect(KIND[kind].schema.safeParse(row).success).toBe(true);
                expect(row).toMatchObject({
                  [f(kind).titulo]: 'Roteiro de conversação',
                  [f(kind).descricao]: 'Aulas de conversação para adultos',
                  [f(kind).data]: NEWEST,
                  [f(kind).categorias]: 'Conversação,Adultos',
                  [f(kind).codigos]: 'CES',
                  [f(kind).download]: 1,
                });
                expect(pdfNames(row)).toEqual(['Aula 1.pdf', 'Aula 2.pdf', null]);
                expect(pdfUrl(kind, row, 1)).toMatch(/\/object\/sign\/pdfs-materiais\//);
                expect(pdfUrl(kind, row, 3)).toBeNull();
                expect(miniaturaUrl(kind, row)).toMatch(/\/object\/sign\/miniaturas\//);
              },
            }),
          }, // 7
          served((e) => pdfUrl(kind, rowOf(kind, e[7]!, createdIdAt(e, 6)), 2), pdf('Aula 2.pdf', 100)), // 8
          served((e) => miniaturaUrl(kind, rowOf(kind, e[7]!, createdIdAt(e, 6))), png('capa.png')), // 9
          // A teacher of CES reads it; a teacher of other codes does not.
          {
            as: 'professor',
            request: listAll(kind),
            expect: ok({ check: (a, e) => expect(idsIn(kind, a)).toContain(createdIdAt(e, 6)) }),
          },
          {
            as: 'professorOutro',
            request: listAll(kind),
            expect: ok({ check: (a, e) => expect(idsIn(kind, a)).not.toContain(createdIdAt(e, 6)) }),
          },
          // The files were used: they cannot be cancelled.
          {
            as: who,
            request: (e) => del(`/uploads/${uploadIdAt(e, 0)}`),
            expect: error(409, FILE_MESSAGES.uploadClaimed),
          },
        ],
      ),
    ),
    {
      name: `${names.create}: a material with no code is for every teacher`,
      as: 'gestor',
      request: post(path, form({ codigos: [], categorias: '' })),
      expect: createOk,
      then: (['professor', 'professorOutro'] as const).map((who): Step => ({
        as: who,
        request: listAll(kind),
        expect: ok({
          check: (a, e) => {
            const row = rowOf(kind, a, createdIdAt(e, 0));
            expect(row[f(kind).codigos]).toBe('');
            expect(pdfNames(row)).toEqual([null, null, null]);
          },
        }),
      })),
    },
    withUploads(
      `${names.create}: a 4th PDF is refused ('${MATERIAL_MESSAGES.maxPdfs}'); nothing is written or claimed`,
      'gestor',
      [1, 2, 3, 4].map((n) => ({ file: pdf(`parte ${n}.pdf`), kind: PDF })),
      [
        {
          as: 'gestor',
          request: (e) => post(path, form({ pdfs: [0, 2, 4, 6].map((s) => uploadIdAt(e, s)) })),
          expect: error(400, MATERIAL_MESSAGES.maxPdfs),
        },
        listUnchanged(kind),
        {
          as: 'gestor',
          request: (e) => del(`/uploads/${uploadIdAt(e, 0)}`),
          expect: ok({ body: { msg: FILE_MESSAGES.uploadCancelled } }),
        },
      ],
    ),
    withUploads(
      `${names.create}: a program named .pdf beside a good PDF is refused and removed; nothing is written; the good one is still unclaimed`,
      'gestor',
      [
        { file: pdf('bom.pdf'), kind: PDF },
        { file: { name: 'apostila.pdf', type: 'application/pdf', content: 'exe', size: 120 }, kind: PDF },
      ],
      [
        {
          as: 'gestor',
          request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0), uploadIdAt(e, 2)] })),
          expect: contentRefused('apostila.pdf'),
        },
        listUnchanged(kind),
        { as: 'gestor', request: (e) => del(`/uploads/${uploadIdAt(e, 2)}`), expect: error(404, FILE_MESSAGES.uploadNotFound) },
        {
          as: 'gestor',
          request: (e) => del(`/uploads/${uploadIdAt(e, 0)}`),
          expect: ok({ body: { msg: FILE_MESSAGES.uploadCancelled } }),
        },
      ],
    ),
    {
      name: `${names.create}: a PDF over 20 MiB is refused at its ticket, so nothing is ever stored`,
      as: 'gestor',
      request: ticketFor(pdf('enorme.pdf', 20 * MiB + 1), PDF),
      expect: { status: 400 },
      then: [listUnchanged(kind)],
    },
    {
      name: `${names.create}: fewer bytes than the ticket declared are refused`,
      as: 'gestor',
      request: ticketFor(pdf('curto.pdf', 200), PDF),
      expect: ok(),
      then: [
        { as: 'anon', request: sendBytes(0, pdf('curto.pdf', 100)), expect: ok() },
        {
          as: 'gestor',
          request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)] })),
          expect: error(400, FILE_MESSAGES.sizeMismatch),
        },
        listUnchanged(kind),
      ],
    },
    withUploads(
      `${names.create}: a thumbnail where a PDF goes is refused`,
      'gestor',
      [{ file: png('capa.png'), kind: IMAGE }],
      [
        {
          as: 'gestor',
          request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0)] })),
          expect: error(400, FILE_MESSAGES.uploadWrongKind),
        },
        listUnchanged(kind),
      ],
    ),
    withUploads(
      `${names.create}: the same upload twice is refused`,
      'gestor',
      [{ file: pdf('duas vezes.pdf'), kind: PDF }],
      [
        {
          as: 'gestor',
          request: (e) => post(path, form({ pdfs: [uploadIdAt(e, 0), uploadIdAt(e, 0)] })),
          expect: error(400, MATERIAL_MESSAGES.pdfRepeated),
        },
        listUnchanged(kind),
        { as: 'gestor', request: (e) => del(`/uploads/${uploadIdAt(e, 0)}`), expect: ok() },
      ],
    ),
    {
      name: `${names.create}: nothing to keep on a create (a { manter } slot, a kept thumbnail)`,
      as: 'gestor',
      request: post(path, form({ pdfs: [{ manter: 1 }] })),
      expect: error(400, MATERIAL_MESSAGES.keepMissing),
      then: [
        {
          as: 'gestor',
          request: post(path, form({ miniatura: { manter: true } })),
          expect: error(400, MATERIAL_MESSAGES.keepMissing),
        },
        listUnchanged(kind),
      ],
    },
    {
      name: `${names.create}: the title is required and the link must be http(s)`,
      as: 'gestor',
      request: post(path, form({ titulo: '   ' })),
      expect: { status: 400 },
      then: [
        { as: 'gestor', request: post(path, form({ linkYoutube: 'javascript:alert(1)' })), expect: { status: 400 } },
        listUnchanged(kind),
      ],
    },
    // Refused roles: nothing written; one who may upload such files keeps their upload unclaimed.
    ...refusedCreators.map((who): Scenario => {
      const caller = callerOf(who);
      const uploadsToo = mayUpload(PDF, caller.type, caller.grants);
      const refused: Step = {
        as: who,
        request: (e) => post(path, form(uploadsToo ? { pdfs: [uploadIdAt(e, 0)] } : {})),
        expect: error(403, M.forbidden),
      };
      const after: Step[] = [listUnchanged(kind)];
      if (uploadsToo) {
        after.push({
          as: who,
          request: (e) => del(`/uploads/${uploadIdAt(e, 0)}`),
          expect: ok({ body: { msg: FILE_MESSAGES.uploadCancelled } }),
        });
        return withUploads(
          `${names.create}: ${who} may not create (403); their upload stays unclaimed`,
          who,
          [{ file: pdf('meu.pdf'), kind: PDF }],
          [refused, ...after],
        );
      }
      return { name: `${names.create}: ${who} may not create (403)`, ...refused, request: post(path, form()), then: after };
    }),
    ...callerDenials(names.create, post(path, form()), [listUnchanged(kind)]),
  ];
}
