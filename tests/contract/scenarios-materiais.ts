/**
 * Contract scenarios of training and extra material and of grants
 * (docs/materiais.md), on every backend. Both kinds are played by the same
 * scenarios, read through the contract's MATERIAL_KINDS: the list each role
 * may read (a teacher, by the category codes of their courses; a grant holder
 * as the gestor), newest first, searched, filtered and paged; create, edit
 * and delete by every role, with follow-up steps proving what changed — and
 * that a refusal (a 4th PDF, a program named .pdf, too many or too few bytes,
 * a slot to keep that is not there) changed nothing: the list as before, no
 * upload claimed. Files answer as signed URLs with their original names; a
 * removed file stops being served; a PDF whose material forbids downloads is
 * refused by the download proxy except to the material's writers, and reaches
 * the others only through the api's view endpoint — no storage URL, inline
 * under a fixed name whatever `download=` they add, 404 to who may not read
 * the material. Grants:
 * the gestor gives a teacher the extra material and takes it back.
 */
import { expect } from 'vitest';
import { allows, may, rowFacts, splitCodes, type Resource } from '../../supabase/functions/_shared/contract/access.ts';
import {
  DownloadLink,
  FILE_MESSAGES,
  isMaterialPdfAddress,
  MATERIAL_KINDS,
  MATERIAL_MESSAGES,
  PDF_VIEW_HEADERS,
  MaterialExtraResposta,
  MaterialQuery,
  MaterialResposta,
  MiB,
  mayUpload,
  Permissao,
  PERMISSAO_MESSAGES,
  GrantSchema,
  listPermissoes,
  type FileKind,
  type MaterialKind,
} from '../../supabase/functions/_shared/contract/index.ts';
import { matchesWords } from '../../supabase/functions/_shared/contract/text.ts';
import { callerOf, NO_SUCH_ID, P, SEED, type PersonKey } from './people.ts';
import {
  fileBytes,
  type Answer,
  type Expectation,
  type FileSpec,
  type RequestSpec,
  type Scenario,
  type Step,
} from './scenario.ts';
import { sendBytes, ticketFor, ticketOf } from './scenarios-arquivos.ts';
import { bodyOf, callerDenials, del, error, firstMessage, get, id, M, ok, post, put, rowsOf, totalOf } from './scenarios-kit.ts';

export const MATERIAL_ENDPOINTS = [
  'listMateriais',
  'createMaterial',
  'updateMaterial',
  'deleteMaterial',
  'listMaterialExtra',
  'createMaterialExtra',
  'updateMaterialExtra',
  'deleteMaterialExtra',
  'listPermissoes',
  'minhasPermissoes',
  'grantPermissao',
  'revokePermissao',
  'viewMaterialPdf',
  'viewMaterialExtraPdf',
] as const;

type Row = Record<string, unknown>;

interface KindInfo {
  readonly path: string;
  readonly resource: Resource;
  readonly names: { readonly list: string; readonly create: string; readonly update: string; readonly remove: string };
  readonly schema: typeof MaterialResposta | typeof MaterialExtraResposta;
  readonly seeded: readonly Row[];
}

const KIND: Readonly<Record<MaterialKind, KindInfo>> = {
  treinamento: {
    path: '/materiais',
    resource: MATERIAL_KINDS.treinamento.resource,
    names: { list: 'listMateriais', create: 'createMaterial', update: 'updateMaterial', remove: 'deleteMaterial' },
    schema: MaterialResposta,
    seeded: SEED.materiais,
  },
  extra: {
    path: '/material-extra',
    resource: MATERIAL_KINDS.extra.resource,
    names: {
      list: 'listMaterialExtra',
      create: 'createMaterialExtra',
      update: 'updateMaterialExtra',
      remove: 'deleteMaterialExtra',
    },
    schema: MaterialExtraResposta,
    seeded: SEED.materialExtra,
  },
};

const KINDS = Object.keys(KIND) as MaterialKind[];

/** Everyone the scenarios act as: one of every type, the grant holder, and a teacher of other material codes. */
const ACTORS = [
  'gestor',
  'diretor',
  'secretaria',
  'professor',
  'professorOutro',
  'aluno',
  'concedida',
] as const satisfies readonly PersonKey[];

const f = (kind: MaterialKind) => MATERIAL_KINDS[kind];
const idOf = (kind: MaterialKind, row: Row) => row[f(kind).id] as number;

/** Newest first: date desc, then id desc (the lists' one order). */
const newestFirst = (kind: MaterialKind) => (a: Row, b: Row) =>
  String(b[f(kind).data]).localeCompare(String(a[f(kind).data])) || idOf(kind, b) - idOf(kind, a);

/** Whether ACCESS lets `who` do `action` on a row of `kind`. */
const mayOn = (kind: MaterialKind, who: PersonKey, action: 'read' | 'write' | 'delete', row: Row) =>
  allows(KIND[kind].resource, action, callerOf(who), rowFacts(KIND[kind].resource, row));
const mayAt = (kind: MaterialKind, who: PersonKey, action: 'list' | 'create') => {
  const caller = callerOf(who);
  return may(KIND[kind].resource, action, caller.type, caller.grants);
};

/** The seeded rows `who` reads, newest first. */
const visible = (kind: MaterialKind, who: PersonKey) =>
  KIND[kind].seeded.filter((row) => mayOn(kind, who, 'read', row)).sort(newestFirst(kind));

const listAll = (kind: MaterialKind, extra = '') => get(`${KIND[kind].path}?pageSize=100${extra}`);

/** The rows of a list answer. */
const rowsIn = (a: Answer) => rowsOf<Row>(a);
const idsIn = (kind: MaterialKind, a: Answer) => rowsIn(a).map((r) => idOf(kind, r));

/** The list is exactly the seeded rows `who` reads, in order (nothing created, nothing removed). */
const listUnchanged = (kind: MaterialKind, who: PersonKey = 'gestor'): Step => ({
  as: who,
  request: listAll(kind),
  expect: ok({
    check: (a) => {
      expect(idsIn(kind, a)).toEqual(visible(kind, who).map((r) => idOf(kind, r)));
      expect(totalOf(a)).toBe(String(visible(kind, who).length));
    },
  }),
});

/** The answered row with `id` from a list answer (throws when absent). */
function rowOf(kind: MaterialKind, a: Answer, rowId: number): Row {
  const row = rowsIn(a).find((r) => idOf(kind, r) === rowId);
  if (!row) throw new Error(`Row ${rowId} is not in the list: ${JSON.stringify(idsIn(kind, a))}`);
  return row;
}
const pdfNames = (row: Row) => [row.cp_pdf1_nome, row.cp_pdf2_nome, row.cp_pdf3_nome];
const pdfUrl = (kind: MaterialKind, row: Row, slot: number) => row[f(kind).pdfs[slot - 1]!] as string | null;
const miniaturaUrl = (kind: MaterialKind, row: Row) => row[f(kind).miniatura] as string | null;

const pdf = (name: string, size = 90): FileSpec => ({ name, type: 'application/pdf', content: 'pdf', size });
const png = (name: string, size = 80): FileSpec => ({ name, type: 'image/png', content: 'png', size });
const PDF: FileKind = 'pdfMaterial';
const IMAGE: FileKind = 'miniatura';

/** Tickets and bytes for `files`: each ticket, then its bytes sent to the URL it answered. */
function uploads(who: PersonKey, files: readonly { file: FileSpec; kind: FileKind }[]): Step[] {
  return files.flatMap(({ file, kind }): Step[] => [
    { as: who, request: ticketFor(file, kind), expect: ok() },
    { as: 'anon', request: (e) => sendBytes(e.length - 1, file)(e), expect: ok() },
  ]);
}
const idAt = (e: readonly Answer[], step: number) => ticketOf(e[step]!).uploadId;

/** A scenario whose first steps upload `files` as `who` (upload i's ticket at step 2i); `then` follows. */
function withUploads(
  name: string,
  who: PersonKey,
  files: readonly { file: FileSpec; kind: FileKind }[],
  then: readonly Step[],
): Scenario {
  const [first, ...rest] = uploads(who, files);
  return { name, ...first!, then: [...rest, ...then] };
}

/** A year ahead of every seeded date: a new material is listed first. */
const NEWEST = `${new Date().getFullYear() + 1}-01-15`;

/** The material form (both kinds share it); `changes` replace fields. */
const form = (changes: Record<string, unknown> = {}) => ({
  titulo: 'Roteiro de conversação',
  descricao: 'Aulas de conversação para adultos',
  linkYoutube: 'https://www.youtube.com/watch?v=abcdefghijk',
  data: NEWEST,
  categorias: 'Conversação, Adultos',
  codigos: ['CES'],
  permitirDownload: 1,
  pdfs: [],
  miniatura: null,
  ...changes,
});

const createdIdAt = (e: readonly Answer[], step: number) => bodyOf<{ id: number }>(e[step]!).id;
const createOk: Expectation = ok({
  body: { msg: MATERIAL_MESSAGES.created },
  check: (a) => expect(typeof bodyOf<{ id: unknown }>(a).id).toBe('number'),
});

/** A refused file's message: "<label>: o conteúdo de "<name>" …". */
const contentRefused = (name: string): Expectation => ({
  status: 400,
  check: (a) => expect(bodyOf<{ msg: string }>(a).msg).toMatch(new RegExp(`^PDF do material: o conteúdo de "${name}"`)),
});

/** A signed URL from an earlier answer no longer serves its file. */
const gone = (url: (e: readonly Answer[]) => string | null): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: { status: [400, 404] },
});
const served = (url: (e: readonly Answer[]) => string | null, file: FileSpec): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: ok({ contentType: file.type, check: (a) => expect(a.body).toEqual(fileBytes(file)) }),
});
const proxy = (url: string): RequestSpec => get(`/proxy-download?url=${encodeURIComponent(url)}`);

/** Who creates, edits and deletes each kind (ACCESS with the seeded grant). */
const writers = (kind: MaterialKind, action: 'create' | 'write' | 'delete') =>
  ACTORS.filter((who) => {
    const caller = callerOf(who);
    return may(KIND[kind].resource, action, caller.type, caller.grants);
  });

// ── Lists ───────────────────────────────────────────────────────────────

function listScenarios(kind: MaterialKind): Scenario[] {
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

// ── Create ──────────────────────────────────────────────────────────────

function createScenarios(kind: MaterialKind): Scenario[] {
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
            request: (e) => post(path, form({ pdfs: [idAt(e, 0), idAt(e, 2)], miniatura: idAt(e, 4) })),
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
            request: (e) => del(`/uploads/${idAt(e, 0)}`),
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
          request: (e) => post(path, form({ pdfs: [0, 2, 4, 6].map((s) => idAt(e, s)) })),
          expect: error(400, MATERIAL_MESSAGES.maxPdfs),
        },
        listUnchanged(kind),
        {
          as: 'gestor',
          request: (e) => del(`/uploads/${idAt(e, 0)}`),
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
          request: (e) => post(path, form({ pdfs: [idAt(e, 0), idAt(e, 2)] })),
          expect: contentRefused('apostila.pdf'),
        },
        listUnchanged(kind),
        { as: 'gestor', request: (e) => del(`/uploads/${idAt(e, 2)}`), expect: error(404, FILE_MESSAGES.uploadNotFound) },
        {
          as: 'gestor',
          request: (e) => del(`/uploads/${idAt(e, 0)}`),
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
          request: (e) => post(path, form({ pdfs: [idAt(e, 0)] })),
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
          request: (e) => post(path, form({ pdfs: [idAt(e, 0)] })),
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
          request: (e) => post(path, form({ pdfs: [idAt(e, 0), idAt(e, 0)] })),
          expect: error(400, MATERIAL_MESSAGES.pdfRepeated),
        },
        listUnchanged(kind),
        { as: 'gestor', request: (e) => del(`/uploads/${idAt(e, 0)}`), expect: ok() },
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
        request: (e) => post(path, form(uploadsToo ? { pdfs: [idAt(e, 0)] } : {})),
        expect: error(403, M.forbidden),
      };
      const after: Step[] = [listUnchanged(kind)];
      if (uploadsToo) {
        after.push({
          as: who,
          request: (e) => del(`/uploads/${idAt(e, 0)}`),
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

// ── Update ──────────────────────────────────────────────────────────────

/** A seeded row the demo teacher reads (its codes meet theirs) and the teacher of other codes does not. */
const seededTarget = (kind: MaterialKind) =>
  KIND[kind].seeded.find((r) => mayOn(kind, 'professor', 'read', r) && !mayOn(kind, 'professorOutro', 'read', r))!;

/** An edit of a seeded row: its own fields, a new title, no files (the seeded files need not be in storage). */
const seededEdit = (kind: MaterialKind, row: Row, titulo: string) =>
  form({
    titulo,
    descricao: row[f(kind).descricao],
    linkYoutube: row[f(kind).youtube],
    data: row[f(kind).data],
    categorias: row[f(kind).categorias],
    codigos: splitCodes(row[f(kind).codigos]),
    permitirDownload: row[f(kind).download],
  });

const titleIs = (kind: MaterialKind, rowId: number, titulo: string): Step => ({
  as: 'gestor',
  request: listAll(kind),
  expect: ok({ check: (a) => expect(rowOf(kind, a, rowId)[f(kind).titulo]).toBe(titulo) }),
});

function updateScenarios(kind: MaterialKind): Scenario[] {
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
            request: (e) => post(path, form({ pdfs: [idAt(e, 0), idAt(e, 2)], miniatura: idAt(e, 4) })),
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
                  pdfs: [{ manter: 2 }, idAt(e, 8)],
                  miniatura: idAt(e, 10),
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
        { as: 'gestor', request: (e) => post(path, form({ miniatura: idAt(e, 0) })), expect: createOk }, // 2
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
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [idAt(e, 0)] })), expect: createOk }, // 2
        ...uploads('gestor', [{ file: pdf('Outra.pdf'), kind: PDF }]), // 3–4
        {
          as: 'gestor',
          request: (e) => put(created(e, 2), form({ titulo: 'Mudou', pdfs: [{ manter: 1 }, { manter: 2 }, idAt(e, 3)] })),
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
          request: (e) => del(`/uploads/${idAt(e, 3)}`),
          expect: ok({ body: { msg: FILE_MESSAGES.uploadCancelled } }),
        },
      ],
    ),
    withUploads(
      `${names.update}: a program named .pdf is refused; the material keeps its fields and its PDF, still served`,
      'gestor',
      [{ file: pdf('Aula 1.pdf'), kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [idAt(e, 0)] })), expect: createOk }, // 2
        ...uploads('gestor', [{ file: { name: 'falso.pdf', type: 'application/pdf', content: 'html', size: 150 }, kind: PDF }]), // 3–4
        {
          as: 'gestor',
          request: (e) => put(created(e, 2), form({ titulo: 'Mudou', pdfs: [idAt(e, 3)] })),
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
      const outcome: Expectation = !mayOn(kind, who, 'read', target)
        ? error(404, MATERIAL_MESSAGES.notFound)
        : !mayOn(kind, who, 'write', target)
          ? error(403, M.forbidden)
          : ok({ body: { msg: MATERIAL_MESSAGES.updated } });
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

// ── Delete ──────────────────────────────────────────────────────────────

function deleteScenarios(kind: MaterialKind): Scenario[] {
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
          { as: 'gestor', request: (e) => post(path, form({ pdfs: [idAt(e, 0)], miniatura: idAt(e, 2) })), expect: createOk }, // 4
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
      const outcome: Expectation = !mayOn(kind, who, 'read', target)
        ? error(404, MATERIAL_MESSAGES.notFound)
        : !mayOn(kind, who, 'delete', target)
          ? error(403, M.forbidden)
          : ok({ body: { msg: MATERIAL_MESSAGES.deleted } });
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

// ── Downloads ───────────────────────────────────────────────────────────

/** Every address in an answer (any depth). */
export function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

/** What the view endpoint answers: the PDF's bytes, inline under the fixed name, never cached. */
const viewedInline = (file: FileSpec): Expectation =>
  ok({
    contentType: 'application/pdf',
    check: (a) => {
      expect(a.body).toEqual(fileBytes(file));
      for (const [name, value] of Object.entries(PDF_VIEW_HEADERS)) expect(a.headers.get(name), name).toBe(value);
      expect(a.headers.get('content-disposition')).not.toMatch(/attachment/i);
    },
  });

function downloadScenarios(kind: MaterialKind): Scenario[] {
  const { path, names } = KIND[kind];
  const CES = { [f(kind).codigos]: 'CES' };
  // Those who read a CES material: its writers may download, the others only view.
  const readers = ACTORS.filter((who) => mayAt(kind, who, 'list') && mayOn(kind, who, 'read', CES));
  const viewers = readers.filter((who) => !mayOn(kind, who, 'write', CES));
  const writersOf = readers.filter((who) => mayOn(kind, who, 'write', CES));
  const FILE = pdf('Apostila.pdf');
  const created = (e: readonly Answer[]) => createdIdAt(e, 2);
  /** The gestor's list, at step 3: the signed URL a writer holds. */
  const signedOf = (e: readonly Answer[]) => pdfUrl(kind, rowOf(kind, e[3]!, created(e)), 1)!;
  const viewPath = (e: readonly Answer[], n: number) => `${path}/${created(e)}/pdf/${n}`;

  const perViewer = viewers.flatMap((who): Step[] => [
    {
      as: who,
      request: listAll(kind),
      expect: ok({
        check: (a, e) => {
          const row = rowOf(kind, a, created(e));
          expect(row.cp_pdfs_baixaveis).toBe(false);
          expect(isMaterialPdfAddress(kind, pdfUrl(kind, row, 1)!, created(e), 1)).toBe(true);
          expect(row.cp_pdf1_nome).toBe('Apostila.pdf');
          // No storage address of its PDFs anywhere in the answer.
          expect(addressesIn(row).filter((u) => u.includes('/object/'))).toEqual([]);
        },
      }),
    },
    // The view address of the answer, with the bearer token: the bytes inline; a download= changes nothing.
    {
      as: who,
      request: (e) => ({ method: 'GET', url: pdfUrl(kind, rowOf(kind, e[e.length - 1]!, created(e)), 1)! }),
      expect: viewedInline(FILE),
    },
    {
      as: who,
      request: (e) => ({
        method: 'GET',
        url: `${pdfUrl(kind, rowOf(kind, e[e.length - 2]!, created(e)), 1)!}?download=${encodeURIComponent('Apostila.html')}`,
      }),
      expect: viewedInline(FILE),
    },
    // The proxy refuses the view address (not a storage URL) and the writer's signed URL (no download).
    {
      as: who,
      request: (e) => proxy(pdfUrl(kind, rowOf(kind, e[e.length - 3]!, created(e)), 1)!),
      expect: error(400, FILE_MESSAGES.downloadRefused),
    },
    { as: who, request: (e) => proxy(signedOf(e)), expect: error(403, MATERIAL_MESSAGES.downloadNotAllowed) },
  ]);

  return [
    withUploads(
      `${names.list}: a PDF of a material without download reaches who may not download it only through the view endpoint (no storage URL; inline, a fixed name whatever download= says); its writers keep the signed URL and the proxy`,
      'gestor',
      [{ file: FILE, kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [idAt(e, 0)], permitirDownload: 0 })), expect: createOk }, // 2
        {
          as: 'gestor',
          request: listAll(kind),
          expect: ok({
            check: (a, e) => {
              const row = rowOf(kind, a, created(e));
              expect(row.cp_pdfs_baixaveis).toBe(true);
              expect(pdfUrl(kind, row, 1)).toMatch(/\/object\/sign\/pdfs-materiais\//);
            },
          }),
        }, // 3
        ...perViewer,
        ...writersOf.map((who): Step => ({
          as: who,
          request: (e) => proxy(signedOf(e)),
          expect: ok({ schema: DownloadLink, body: { fileName: 'Apostila.pdf' } }),
        })),
        // Viewing is not downloading: the writer's signed URL itself serves the PDF, and so does the view endpoint.
        served(signedOf, FILE),
        { as: 'gestor', request: (e) => get(viewPath(e, 1)), expect: viewedInline(FILE) },
      ],
    ),
    withUploads(
      `${names.list}: the view endpoint answers 404 to who may not read the material, to an empty or unknown slot and material; 401 without a session`,
      'gestor',
      [{ file: FILE, kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [idAt(e, 0)], permitirDownload: 0 })), expect: createOk }, // 2
        { as: 'professorOutro', request: (e) => get(viewPath(e, 1)), expect: error(404, MATERIAL_MESSAGES.notFound) },
        { as: 'aluno', request: (e) => get(viewPath(e, 1)), expect: error(404, MATERIAL_MESSAGES.notFound) },
        { as: 'anon', request: (e) => get(viewPath(e, 1)), expect: error(401, M.sessionExpired) },
        { as: 'professor', request: (e) => get(viewPath(e, 2)), expect: error(404, MATERIAL_MESSAGES.pdfNotFound) },
        { as: 'professor', request: (e) => get(viewPath(e, 4)), expect: error(404, MATERIAL_MESSAGES.pdfNotFound) },
        { as: 'professor', request: get(`${path}/${NO_SUCH_ID}/pdf/1`), expect: error(404, MATERIAL_MESSAGES.notFound) },
        { as: 'professor', request: get(`${path}/abc/pdf/1`), expect: error(400, M.invalidId) },
        // Deleted: its PDF is gone for everyone.
        { as: 'gestor', request: (e) => del(`${path}/${created(e)}`), expect: ok() },
        { as: 'professor', request: (e) => get(viewPath(e, 1)), expect: error(404, MATERIAL_MESSAGES.notFound) },
      ],
    ),
    withUploads(
      `${names.list}: allowing downloads gives every reader the signed URL and the proxy's attachment again`,
      'gestor',
      [{ file: FILE, kind: PDF }],
      [
        { as: 'gestor', request: (e) => post(path, form({ pdfs: [idAt(e, 0)], permitirDownload: 0 })), expect: createOk }, // 2
        {
          as: 'gestor',
          request: (e) => put(`${path}/${created(e)}`, form({ pdfs: [{ manter: 1 }], permitirDownload: 1 })),
          expect: ok(),
        }, // 3
        {
          as: 'professor',
          request: listAll(kind),
          expect: ok({
            check: (a, e) => {
              const row = rowOf(kind, a, created(e));
              expect(row.cp_pdfs_baixaveis).toBe(true);
              expect(pdfUrl(kind, row, 1)).toMatch(/\/object\/sign\/pdfs-materiais\//);
            },
          }),
        }, // 4
        {
          as: 'professor',
          request: (e) => proxy(pdfUrl(kind, rowOf(kind, e[4]!, created(e)), 1)!),
          expect: ok({ schema: DownloadLink, body: { fileName: 'Apostila.pdf' } }),
        },
      ],
    ),
  ];
}

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

const grantScenarios: Scenario[] = [
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
        request: (e) => post('/material-extra', form({ codigos: ['DEUTSCH'], pdfs: [idAt(e, 4)] })),
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

export const MATERIAL_SCENARIOS: readonly Scenario[] = [
  ...KINDS.flatMap((kind) => [
    ...listScenarios(kind),
    ...createScenarios(kind),
    ...updateScenarios(kind),
    ...deleteScenarios(kind),
    ...downloadScenarios(kind),
  ]),
  ...grantScenarios,
];

/** The form of a seeded material, unchanged but for its files (for the ACCESS walk's edit). */
export function materialWalkEdit(kind: MaterialKind, rowId: number): RequestSpec {
  const row = KIND[kind].seeded.find((r) => idOf(kind, r) === rowId)!;
  return put(`${KIND[kind].path}/${rowId}`, seededEdit(kind, row, String(row[f(kind).titulo])));
}

/** A new material of `kind` with `codes` (for the ACCESS walk's create). */
export function materialWalkCreate(kind: MaterialKind, codes: readonly string[]): RequestSpec {
  return post(KIND[kind].path, form({ codigos: codes }));
}
