/** Courses (spec section 7, "Courses and audios"): the catalogue list. */
import { listCursos } from '../../_shared/contract/cursos.ts';
import type { Curso } from '../../_shared/contract/entities.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import { listReply, Where } from '../lib/list.ts';
import { handle, type Route } from '../lib/route.ts';

const COURSE_COLUMNS = [
  'cp_curso_id',
  'cp_nome_curso',
  'cp_youtube_link_curso',
  'cp_pdf1_curso',
  'cp_pdf2_curso',
  'cp_pdf3_curso',
] as const satisfies readonly (keyof Curso)[];

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
        `select ${COURSE_COLUMNS.map((c) => `c.${c}`).join(', ')} from public.cursos c where ${where}
          order by c.cp_curso_id limit ${limit} offset ${offset}`,
        where.params,
      );
      return listReply(rows, count?.n ?? 0);
    }),
  ),
];
