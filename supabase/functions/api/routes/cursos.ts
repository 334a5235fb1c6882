/** Courses (spec section 7, "Courses and audios"): the catalogue list. */
import { CURSO_COLUMNS, listCursos } from '../../_shared/contract/cursos.ts';
import { selectList } from '../lib/columns.ts';
import type { Curso } from '../../_shared/contract/entities.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import { listReply, Where } from '../lib/list.ts';
import { handle, type Route } from '../lib/route.ts';

export const cursoRoutes: Route[] = [
  /** Everyone signed in (RLS: every live person); catalogue order (cp_curso_id); paged in SQL. */
  handle(listCursos, ({ query, asCaller }) =>
    asCaller(async (sql) => {
      const where = new Where().search(query.q, 'c.cp_nome_curso');
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n from public.cursos c where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(query);
      const rows = await sql.query<Curso & Record<string, unknown>>(
        `select ${selectList('c', CURSO_COLUMNS)} from public.cursos c where ${where}
          order by c.cp_curso_id limit ${limit} offset ${offset}`,
        where.params,
      );
      return listReply(rows, count?.n ?? 0);
    }),
  ),
];
