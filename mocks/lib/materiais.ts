/**
 * The two kinds of material (training, extra) as one table shape: the
 * contract's `MATERIAL_KINDS` names each kind's columns once, and every rule
 * of the materials handlers and of the files they hold reads its columns
 * through it — one implementation for both kinds (docs/materiais.md).
 */
import { MATERIAL_KINDS, type MaterialKind } from '@contract';
import { allows, rowFacts, type Caller } from '@contract/access';
import { materialFiles } from '@contract/rules/materiais';
import type { MockDb } from '../db/schema';

export const KINDS = Object.keys(MATERIAL_KINDS) as MaterialKind[];

/** A stored material of either kind, read through its kind's field names. */
export type MaterialRow = Record<string, unknown>;

/** The operations the handlers need of either material collection. */
export interface MaterialTable {
  all(): MaterialRow[];
  findFirst(predicate: (q: { where(fields: MaterialRow): unknown }) => unknown): MaterialRow | undefined;
  create(row: MaterialRow): Promise<MaterialRow>;
  update(
    predicate: (q: { where(fields: MaterialRow): unknown }) => unknown,
    change: { data(row: MaterialRow): void },
  ): Promise<unknown>;
  delete(predicate: (q: { where(fields: MaterialRow): unknown }) => unknown): unknown;
}

/** The collection of a kind (the mock's table is named after the kind's ACCESS resource). */
export function materialTable(db: MockDb, kind: MaterialKind): MaterialTable {
  return db[MATERIAL_KINDS[kind].resource] as unknown as MaterialTable;
}

/** The materials (of both kinds) whose PDFs or thumbnail are the stored `path`. */
export function materialsHolding(db: MockDb, path: string): { kind: MaterialKind; row: MaterialRow }[] {
  return KINDS.flatMap((kind) =>
    materialTable(db, kind)
      .all()
      .filter((row) => {
        const files = materialFiles(kind, row);
        return files.pdfs.includes(path) || files.miniatura === path;
      })
      .map((row) => ({ kind, row })),
  );
}

/** Whether the caller may `action` a material row of `kind` (ACCESS, with their grants and teaching codes). */
export function mayOnMaterial(kind: MaterialKind, action: 'read' | 'write', caller: Caller, row: MaterialRow): boolean {
  const { resource } = MATERIAL_KINDS[kind];
  return allows(resource, action, caller, rowFacts(resource, row));
}

/**
 * Whether a download of the PDF at `path` is refused to the caller: a
 * material holding it does not allow downloads (its flag is 0) and the
 * caller is not one of its writers. The api's SQL answers the same.
 */
export function downloadRefused(db: MockDb, caller: Caller, path: string): boolean {
  return materialsHolding(db, path).some(
    ({ kind, row }) =>
      materialFiles(kind, row).pdfs.includes(path) &&
      row[MATERIAL_KINDS[kind].download] !== 1 &&
      !mayOnMaterial(kind, 'write', caller, row),
  );
}
