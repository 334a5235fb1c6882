/**
 * Contract scenarios of the users part of the registration slice
 * (docs/registration.md, "Users"): the people list, registration, editing,
 * soft deletion and the directors and teachers pickers — every role, the
 * refusals, validation, paging and filters, and follow-up steps proving what
 * a request did (or did not do).
 */
import type { Scenario } from './scenario.ts';
import { listUsersScenarios } from './usuarios/list.ts';
import { registerScenarios } from './usuarios/register.ts';
import { editScenarios } from './usuarios/edit.ts';
import { deleteScenarios } from './usuarios/delete.ts';
import { pickerScenarios } from './usuarios/pickers.ts';
import { camposScenarios } from './usuarios/campos.ts';

export { editJson, person, register, type NewPerson } from './usuarios/kit.ts';

export const USER_SCENARIOS: readonly Scenario[] = [
  ...listUsersScenarios,
  ...registerScenarios,
  ...editScenarios,
  ...deleteScenarios,
  ...pickerScenarios,
  ...camposScenarios,
];

export const USER_ENDPOINTS = [
  'listUsuarios',
  'registerUsuario',
  'editUsuario',
  'deleteUsuario',
  'listDiretores',
  'listProfessores',
] as const;
