/**
 * The agenda (docs/agenda.md): events by reach, as the api answers them.
 * Authorisation goes only through ACCESS, by the row of each event's reach
 * (AGENDA_RESOURCE) and its facts (lib/agenda.ts): an event the caller does
 * not read is 404, one they read but may not write 403. Every check runs
 * before the write, so a refusal changes nothing.
 */
import {
  AGENDA_LIMITS,
  AGENDA_MESSAGES,
  AGENDA_ORDER,
  AGENDA_RESOURCE,
  createEvento,
  deleteEvento,
  listAgenda,
  updateEvento,
  type AgendaEscopo,
} from '@contract';
import { allows, may, scopeOf, type Caller } from '@contract/access';
import { compareBy } from '@contract/order';
import { agendaWindow, eventSchool, inWindow, mergeEvento } from '@contract/rules/agenda';
import { nextId, type MockDb } from '../db/schema';
import type { AgendaEventoRow } from '../seed/rows';
import { assertTimes, currentEvent, currentEvents, eventFacts, resourceOf, toEvento } from '../lib/agenda';
import { badRequest, forbidden, MSG, notFound } from '../lib/errors';
import { findLiveEscola } from '../lib/escolas';
import { reply } from '../lib/reply';
import { route, type MockRoute } from '../lib/route';
import { findTurma } from '../lib/sala-de-aula';
import { canRead, turmaFacts } from '../lib/scope';
import { idParam } from '../lib/validation';

/** An event the caller reads (404 otherwise), as it stands. */
function findReadable(db: MockDb, caller: Caller, id: number): AgendaEventoRow {
  const stored = db.agendaEventos.findFirst((q) => q.where({ cp_ev_id: id }));
  const row = stored && currentEvent(db, stored);
  if (!row || !allows(resourceOf(row), 'read', caller, eventFacts(row))) throw notFound(AGENDA_MESSAGES.notFound);
  return row;
}

/**
 * The school and class of a new event of `escopo`, checked in the order of
 * docs/agenda.md: a school or class required (400), the caller's right to
 * create there (403 scopeForbidden), the school or class known (404).
 */
function placeOf(
  db: MockDb,
  caller: Caller,
  escopo: AgendaEscopo,
  body: { cp_ev_escola_id?: number | null | undefined; cp_ev_turma_id?: number | null | undefined },
): { escola: number | null; turma: number | null } {
  const resource = AGENDA_RESOURCE[escopo];
  const owner = { ownerUserId: caller.userId };
  if (escopo === 'escola') {
    const escola = eventSchool(body.cp_ev_escola_id, scopeOf(resource, 'create', caller.type, caller.grants), caller.schoolId);
    if (escola === null) throw badRequest(AGENDA_MESSAGES.escolaRequired);
    if (!allows(resource, 'create', caller, { ...owner, schoolId: escola })) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
    if (!findLiveEscola(db, escola)) throw notFound(MSG.schoolNotFound);
    return { escola, turma: null };
  }
  if (escopo === 'turma') {
    const id = body.cp_ev_turma_id ?? null;
    if (id === null) throw badRequest(AGENDA_MESSAGES.turmaRequired);
    const turma = findTurma(db, id);
    if (!turma || !canRead('turmas', caller, turmaFacts(turma))) throw notFound(MSG.turmaNotFound);
    const facts = { ...owner, classId: turma.cp_tr_id, schoolId: turma.cp_tr_id_escola };
    if (!allows(resource, 'create', caller, facts)) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
    return { escola: turma.cp_tr_id_escola, turma: turma.cp_tr_id };
  }
  if (!allows(resource, 'create', caller, owner)) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
  return { escola: null, turma: null };
}

export const agendaRoutes: MockRoute[] = [
  route(listAgenda, ({ query, auth, db }) => {
    const days = agendaWindow(query.de, query.ate);
    return currentEvents(db)
      .filter((row) => inWindow(row, days) && allows(resourceOf(row), 'list', auth, eventFacts(row)))
      .sort(compareBy(AGENDA_ORDER))
      .slice(0, AGENDA_LIMITS.maxEvents)
      .map((row) => toEvento(db, row));
  }),

  route(createEvento, async ({ body, auth, db }) => {
    const escopo = body.cp_ev_escopo;
    if (!may(AGENDA_RESOURCE[escopo], 'create', auth.type, auth.grants)) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
    assertTimes(body);
    const place = placeOf(db, auth, escopo, body);
    const row: AgendaEventoRow = {
      cp_ev_id: nextId(db, 'agendaEventos', 'cp_ev_id'),
      cp_ev_titulo: body.cp_ev_titulo,
      cp_ev_descricao: body.cp_ev_descricao ?? null,
      cp_ev_inicio: body.cp_ev_inicio,
      cp_ev_fim: body.cp_ev_fim,
      cp_ev_dia_inteiro: body.cp_ev_dia_inteiro,
      cp_ev_escopo: escopo,
      cp_ev_escola_id: place.escola,
      cp_ev_turma_id: place.turma,
      cp_ev_autor_id: auth.userId,
    };
    await db.agendaEventos.create(row);
    return reply(toEvento(db, row), { status: 201 });
  }),

  route(updateEvento, async ({ params, body, auth, db }) => {
    const current = findReadable(db, auth, idParam(params, 'id'));
    if (!allows(resourceOf(current), 'write', auth, eventFacts(current))) throw forbidden(AGENDA_MESSAGES.forbidden);
    // A move, a resize or an edit: the reach, school, class and author stay.
    const changes = mergeEvento(current, body);
    assertTimes(changes);
    await db.agendaEventos.update((q) => q.where({ cp_ev_id: current.cp_ev_id }), {
      data(e) {
        Object.assign(e, changes);
      },
    });
    return toEvento(db, { ...current, ...changes });
  }),

  route(deleteEvento, ({ params, auth, db }) => {
    const row = findReadable(db, auth, idParam(params, 'id'));
    if (!allows(resourceOf(row), 'delete', auth, eventFacts(row))) throw forbidden(AGENDA_MESSAGES.forbidden);
    // Only the event clicked, never others of the same title (decision 43).
    db.agendaEventos.delete((q) => q.where({ cp_ev_id: row.cp_ev_id }));
    return { msg: AGENDA_MESSAGES.deleted };
  }),
];
