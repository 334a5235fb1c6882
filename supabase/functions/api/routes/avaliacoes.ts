/**
 * Routes of the avaliacoes domain (docs/avaliacoes.md), as the caller: the
 * dashboard's figures are grouped in SQL — one statement, under the RLS of
 * notas, chamadas and turmas (the Gestor reads every record) — and only the
 * groups' rows leave the database, never a grade or an attendance record.
 */
import { getAvaliacoes, type AvaliacaoLinha, type AvaliacaoNivel, type Avaliacoes } from '../../_shared/contract/avaliacoes.ts';
import { AVALIACAO_LINHA_ORDER, type AvaliacaoFilter } from '../../_shared/contract/rules/avaliacoes.ts';
import { GRADE_FAIR, GRADE_GOOD } from '../../_shared/contract/rules/notas.ts';
import { orderBy } from '../lib/list.ts';
import { handle, type Route } from '../lib/route.ts';
import { requireList } from '../lib/scope.ts';

/** Per level: a record's group (over `r`, the per class and student rows, joined to its class `t`) and the group's name. */
const LEVELS: Readonly<Record<AvaliacaoNivel, { readonly key: string; readonly name: string }>> = {
  escola: { key: 't.cp_tr_id_escola', name: 'select e.cp_ec_nome from public.escolas e where e.cp_ec_id = g.id' },
  curso: { key: 't.cp_tr_curso_id', name: 'select c.cp_nome_curso from public.cursos c where c.cp_curso_id = g.id' },
  professor: { key: 't.cp_tr_id_professor', name: 'select p.cp_nome from public.profiles p where p.cp_id = g.id' },
  turma: { key: 't.cp_tr_id', name: 'select x.cp_tr_nome from public.turmas x where x.cp_tr_id = g.id' },
  aluno: { key: 'r.aluno', name: 'select p.cp_nome from public.profiles p where p.cp_id = g.id' },
};

/**
 * The dashboard's one statement: the period's grades and attendance records
 * of the selected classes summed per class and student (`r`), then per group
 * and over everything (grouping sets: the total counts each student once and
 * averages every grade, not the rows' means). Rows in AVALIACAO_LINHA_ORDER,
 * the total (`total` true) last. Exported for tests/db and the scale script.
 */
export function avaliacoesStatement(query: AvaliacaoFilter): { text: string; params: unknown[] } {
  const params: unknown[] = [query.de, query.ate, GRADE_GOOD, GRADE_FAIR];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The classes: a filter narrows the records' scans to their classes (an index condition).
  const classes: string[] = [];
  if (query.escolaId !== undefined) classes.push(`t.cp_tr_id_escola = ${bind(query.escolaId)}`);
  if (query.turmaId !== undefined) classes.push(`t.cp_tr_id = ${bind(query.turmaId)}`);
  const classWhere = classes.length === 0 ? 'true' : classes.join(' and ');
  const recordsOf = (column: string) => (classes.length === 0 ? 'true' : `${column} = any (array(select t.cp_tr_id from t))`);
  const level = LEVELS[query.nivel];
  const text = `
with t as (
  select t.cp_tr_id, t.cp_tr_id_escola, t.cp_tr_curso_id, t.cp_tr_id_professor
    from public.turmas t
   where ${classWhere}
), r as (
  -- Both sums come out of their keys in (class, student) order: a merge join, nothing hashed.
  select coalesce(n.turma, c.turma) as turma, coalesce(n.aluno, c.aluno) as aluno, n.notas, n.soma, n.boa,
         n.boa_ou_regular, c.aulas, c.presencas
    from (
      select nt.cp_nota_turma_id as turma, nt.cp_nota_aluno_id as aluno, count(*) as notas, sum(nt.cp_nota_media) as soma,
             count(*) filter (where nt.cp_nota_media >= $3) as boa,
             count(*) filter (where nt.cp_nota_media >= $4) as boa_ou_regular
        from public.notas nt
       where nt.cp_nota_data between $1::date and $2::date and ${recordsOf('nt.cp_nota_turma_id')}
       group by 1, 2
    ) n
    full join (
      select c.cp_ch_turma_id as turma, c.cp_ch_aluno_id as aluno, count(*) as aulas,
             count(*) filter (where c.cp_ch_status in ('Presente', 'Justificado')) as presencas
        from public.chamadas c
       where c.cp_ch_data between $1::date and $2::date and ${recordsOf('c.cp_ch_turma_id')}
       group by 1, 2
    ) c on c.turma = n.turma and c.aluno = n.aluno
), g as (
  select ${level.key} as id, grouping(${level.key}) = 1 as total, count(distinct r.aluno) as alunos,
         coalesce(sum(r.notas), 0) as notas, coalesce(sum(r.soma), 0) * 10 as decimos, coalesce(sum(r.boa), 0) as boa,
         coalesce(sum(r.boa_ou_regular), 0) as boa_ou_regular, coalesce(sum(r.aulas), 0) as aulas,
         coalesce(sum(r.presencas), 0) as presencas
    from r join t on t.cp_tr_id = r.turma
   group by grouping sets ((${level.key}), ())
), named as (
  select g.*, case when g.total then 'Total' else coalesce((${level.name}), '') end as nome from g
)
select g.id, g.total, g.nome, g.alunos::integer as alunos, g.notas::integer as notas,
       private.avaliacao_media(g.decimos::bigint, g.notas::bigint)::float8 as media,
       g.boa::integer as boa, (g.boa_ou_regular - g.boa)::integer as regular, (g.notas - g.boa_ou_regular)::integer as ruim,
       g.aulas::integer as aulas, g.presencas::integer as presencas,
       -- Presente and Justificado count alike (attendanceRate(p, j, t) reads p + j).
       private.frequencia_percentual(g.presencas::integer, 0, g.aulas::integer) as frequencia
  from named g
 order by g.total, ${orderBy(AVALIACAO_LINHA_ORDER, 'g')}`;
  return { text, params };
}

type Row = AvaliacaoLinha & { readonly total: boolean } & Record<string, unknown>;

/** The statement's rows as the answer: the groups, and the total (always one row, even for an empty selection). */
export function avaliacoesAnswer(nivel: AvaliacaoNivel, rows: readonly Row[]): Avaliacoes {
  const line = ({ total: _total, ...figures }: Row): AvaliacaoLinha => ({
    id: figures.id === null ? null : Number(figures.id),
    nome: figures.nome,
    alunos: figures.alunos,
    notas: figures.notas,
    media: figures.media,
    boa: figures.boa,
    regular: figures.regular,
    ruim: figures.ruim,
    aulas: figures.aulas,
    presencas: figures.presencas,
    frequencia: figures.frequencia,
  });
  const total = rows.find((r) => r.total);
  if (!total) throw new Error('The dashboard statement answered no total');
  return { nivel, linhas: rows.filter((r) => !r.total).map(line), total: line(total) };
}

export const avaliacaoRoutes: Route[] = [
  handle(getAvaliacoes, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      requireList('avaliacoes', me);
      const { text, params } = avaliacoesStatement(query);
      return avaliacoesAnswer(query.nivel, await sql.query<Row>(text, params));
    }),
  ),
];
