/**
 * Mock routes of the avaliacoes domain (docs/avaliacoes.md): the
 * dashboard's figures computed from the mock's grades and attendance by the
 * contract's computeAvaliacoes (rules/avaliacoes.ts). Authorised only through
 * ACCESS.avaliacoes: a type that reads none gets 403, and the classes
 * counted are those whose records the scope reads (the Gestor: all).
 */
import { getAvaliacoes } from '@contract';
import { allows } from '@contract/access';
import { computeAvaliacoes } from '@contract/rules/avaliacoes';
import { route, type MockRoute } from '../lib/route';
import { classFacts } from '../lib/sala-de-aula';
import { assertMayList } from '../lib/scope';

export const avaliacaoRoutes: MockRoute[] = [
  route(getAvaliacoes, ({ query, auth, db }) => {
    assertMayList('avaliacoes', auth);
    const turmas = db.turmas.all().filter((t) => allows('avaliacoes', 'read', auth, classFacts(t)));
    return computeAvaliacoes(
      {
        notas: db.notas.all(),
        chamadas: db.chamadas.all(),
        turmas,
        escolas: db.escolas.all(),
        cursos: db.cursos.all(),
        usuarios: db.usuarios.all(),
      },
      query,
    );
  }),
];
