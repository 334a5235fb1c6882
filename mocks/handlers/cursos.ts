/** Courses (spec section 7, "Courses and audios"): the catalogue list. */
import { listCursos } from '@contract';
import { listReply } from '../lib/list';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, listableRows } from '../lib/scope';

export const cursoRoutes: MockRoute[] = [
  route(listCursos, ({ query, auth, db }) => {
    assertMayList('cursos', auth);
    return listReply(
      listableRows('cursos', auth, db.cursos.all(), () => ({})),
      query,
      { searchText: (c) => c.cp_nome_curso, sort: (a, b) => a.cp_curso_id - b.cp_curso_id },
    );
  }),
];
