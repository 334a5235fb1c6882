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
import type { MaterialKind } from '../../supabase/functions/_shared/contract/index.ts';
import type { RequestSpec, Scenario } from './scenario.ts';
import { post, put } from './scenarios-kit.ts';
import { KIND, KINDS, f, form, idOf, seededEdit } from './materiais/kit.ts';
import { listScenarios } from './materiais/list.ts';
import { createScenarios } from './materiais/create.ts';
import { updateScenarios } from './materiais/update.ts';
import { deleteScenarios } from './materiais/delete.ts';
import { downloadScenarios } from './materiais/downloads.ts';
import { grantScenarios } from './materiais/permissoes.ts';

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
