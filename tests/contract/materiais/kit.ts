/** The material scenarios' shared ground (see ../scenarios-materiais.ts): each kind's seed, ACCESS, forms, files and checks. */
import { expect } from 'vitest';
import { allows, may, rowFacts, splitCodes, type Resource } from '../../../supabase/functions/_shared/contract/access.ts';
import {
  MATERIAL_KINDS,
  MATERIAL_MESSAGES,
  MaterialExtraResposta,
  MaterialResposta,
  type FileKind,
  type MaterialKind,
} from '../../../supabase/functions/_shared/contract/index.ts';
import { callerOf, SEED, type PersonKey } from '../people.ts';
import { fileBytes, type Answer, type Expectation, type FileSpec, type RequestSpec, type Step } from '../scenario.ts';
import { bodyOf, error, get, M, ok, rowsOf, totalOf } from '../scenarios-kit.ts';

type Row = Record<string, unknown>;

interface KindInfo {
  readonly path: string;
  readonly resource: Resource;
  readonly names: { readonly list: string; readonly create: string; readonly update: string; readonly remove: string };
  readonly schema: typeof MaterialResposta | typeof MaterialExtraResposta;
  readonly seeded: readonly Row[];
}

export const KIND: Readonly<Record<MaterialKind, KindInfo>> = {
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

export const KINDS = Object.keys(KIND) as MaterialKind[];

/** Everyone the scenarios act as: one of every type, the grant holder, and a teacher of other material codes. */
export const ACTORS = [
  'gestor',
  'diretor',
  'secretaria',
  'professor',
  'professorOutro',
  'aluno',
  'concedida',
] as const satisfies readonly PersonKey[];

export const f = (kind: MaterialKind) => MATERIAL_KINDS[kind];
export const idOf = (kind: MaterialKind, row: Row) => row[f(kind).id] as number;

/** Newest first: date desc, then id desc (the lists' one order). */
export const newestFirst = (kind: MaterialKind) => (a: Row, b: Row) =>
  String(b[f(kind).data]).localeCompare(String(a[f(kind).data])) || idOf(kind, b) - idOf(kind, a);

/** Whether ACCESS lets `who` do `action` on a row of `kind`. */
export const mayOn = (kind: MaterialKind, who: PersonKey, action: 'read' | 'write' | 'delete', row: Row) =>
  allows(KIND[kind].resource, action, callerOf(who), rowFacts(KIND[kind].resource, row));
/** What ACCESS answers `who` doing `action` on `row`: 404 where they may not read it, 403 where they only read it, else `done`. */
export const accessOutcome = (
  kind: MaterialKind,
  who: PersonKey,
  action: 'write' | 'delete',
  row: Row,
  done: Expectation,
): Expectation =>
  !mayOn(kind, who, 'read', row)
    ? error(404, MATERIAL_MESSAGES.notFound)
    : !mayOn(kind, who, action, row)
      ? error(403, M.forbidden)
      : done;
export const mayAt = (kind: MaterialKind, who: PersonKey, action: 'list' | 'create') => {
  const caller = callerOf(who);
  return may(KIND[kind].resource, action, caller.type, caller.grants);
};

/** The seeded rows `who` reads, newest first. */
export const visible = (kind: MaterialKind, who: PersonKey) =>
  KIND[kind].seeded.filter((row) => mayOn(kind, who, 'read', row)).sort(newestFirst(kind));

export const listAll = (kind: MaterialKind, extra = '') => get(`${KIND[kind].path}?pageSize=100${extra}`);

/** The rows of a list answer. */
export const rowsIn = (a: Answer) => rowsOf<Row>(a);
export const idsIn = (kind: MaterialKind, a: Answer) => rowsIn(a).map((r) => idOf(kind, r));

/** The list is exactly the seeded rows `who` reads, in order (nothing created, nothing removed). */
export const listUnchanged = (kind: MaterialKind, who: PersonKey = 'gestor'): Step => ({
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
export function rowOf(kind: MaterialKind, a: Answer, rowId: number): Row {
  const row = rowsIn(a).find((r) => idOf(kind, r) === rowId);
  if (!row) throw new Error(`Row ${rowId} is not in the list: ${JSON.stringify(idsIn(kind, a))}`);
  return row;
}
export const pdfNames = (row: Row) => [row.cp_pdf1_nome, row.cp_pdf2_nome, row.cp_pdf3_nome];
export const pdfUrl = (kind: MaterialKind, row: Row, slot: number) => row[f(kind).pdfs[slot - 1]!] as string | null;
export const miniaturaUrl = (kind: MaterialKind, row: Row) => row[f(kind).miniatura] as string | null;

export const pdf = (name: string, size = 90): FileSpec => ({ name, type: 'application/pdf', content: 'pdf', size });
export const png = (name: string, size = 80): FileSpec => ({ name, type: 'image/png', content: 'png', size });
export const PDF: FileKind = 'pdfMaterial';
export const IMAGE: FileKind = 'miniatura';

/** A year ahead of every seeded date: a new material is listed first. */
export const NEWEST = `${new Date().getFullYear() + 1}-01-15`;

/** The material form (both kinds share it); `changes` replace fields. */
export const form = (changes: Record<string, unknown> = {}) => ({
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

export const createdIdAt = (e: readonly Answer[], step: number) => bodyOf<{ id: number }>(e[step]!).id;
export const createOk: Expectation = ok({
  body: { msg: MATERIAL_MESSAGES.created },
  check: (a) => expect(typeof bodyOf<{ id: unknown }>(a).id).toBe('number'),
});

/** A refused file's message: "<label>: o conteúdo de "<name>" …". */
export const contentRefused = (name: string): Expectation => ({
  status: 400,
  check: (a) => expect(bodyOf<{ msg: string }>(a).msg).toMatch(new RegExp(`^PDF do material: o conteúdo de "${name}"`)),
});

/** A signed URL from an earlier answer no longer serves its file. */
export const gone = (url: (e: readonly Answer[]) => string | null): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: { status: [400, 404] },
});
export const served = (url: (e: readonly Answer[]) => string | null, file: FileSpec): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: ok({ contentType: file.type, check: (a) => expect(a.body).toEqual(fileBytes(file)) }),
});
export const proxy = (url: string): RequestSpec => get(`/proxy-download?url=${encodeURIComponent(url)}`);

/** Who creates, edits and deletes each kind (ACCESS with the seeded grant). */
export const writers = (kind: MaterialKind, action: 'create' | 'write' | 'delete') =>
  ACTORS.filter((who) => {
    const caller = callerOf(who);
    return may(KIND[kind].resource, action, caller.type, caller.grants);
  });

/** A seeded row the demo teacher reads (its codes meet theirs) and the teacher of other codes does not. */
export const seededTarget = (kind: MaterialKind) =>
  KIND[kind].seeded.find((r) => mayOn(kind, 'professor', 'read', r) && !mayOn(kind, 'professorOutro', 'read', r))!;

/** An edit of a seeded row: its own fields, a new title, no files (the seeded files need not be in storage). */
export const seededEdit = (kind: MaterialKind, row: Row, titulo: string) =>
  form({
    titulo,
    descricao: row[f(kind).descricao],
    linkYoutube: row[f(kind).youtube],
    data: row[f(kind).data],
    categorias: row[f(kind).categorias],
    codigos: splitCodes(row[f(kind).codigos]),
    permitirDownload: row[f(kind).download],
  });
