/**
 * The evaluations dashboard's figures (docs/avaliacoes.md), one definition
 * for the mock, the SQL and the screen: the mean of grade averages, the
 * Boa/Média/Ruim split, and the whole dashboard computed from stored rows
 * (computeAvaliacoes: the mock answers with it; tests/db/avaliacoes.test.ts
 * checks the api's one statement, and private.avaliacao_media, against it).
 */
import type { AvaliacaoLinha, AvaliacaoNivel, Avaliacoes } from '../avaliacoes.ts';
import { compareBy, nameOrder } from '../order.ts';
import { gradeAverage, gradeLabel, type GradeLabel } from './notas.ts';
import { attendanceRate } from './sala-de-aula.ts';

/**
 * The mean of some grade averages (each already to one decimal), to one
 * decimal, half up; computed from the sum in tenths so every backend agrees.
 */
export function meanGrade(sumTenths: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor(sumTenths / count + 0.5) / 10;
}

export interface GradeSplit {
  boa: number;
  regular: number;
  ruim: number;
}

/** Counts of Boa / Média / Ruim over grade averages (gradeLabel's thresholds). */
export function gradeSplit(averages: readonly number[]): GradeSplit {
  const split: GradeSplit = { boa: 0, regular: 0, ruim: 0 };
  const key: Record<GradeLabel, keyof GradeSplit> = { Boa: 'boa', Média: 'regular', Ruim: 'ruim' };
  for (const a of averages) split[key[gradeLabel(a)]] += 1;
  return split;
}

/** The dashboard's rows: by the group's name (compareNames), then id; the api orders its statement by the same. */
export const AVALIACAO_LINHA_ORDER = nameOrder('nome', 'id');

/** The stored rows the dashboard is computed from (the mock's tables; tests/db reads the database's). */
export interface AvaliacaoSource {
  readonly notas: readonly {
    readonly cp_nota_turma_id: number;
    readonly cp_nota_aluno_id: number;
    readonly cp_nota_data: string;
    readonly cp_nota_workbook: number;
    readonly cp_nota_prova: number;
  }[];
  readonly chamadas: readonly {
    readonly cp_ch_turma_id: number;
    readonly cp_ch_aluno_id: number;
    readonly cp_ch_data: string;
    readonly cp_ch_status: string;
  }[];
  readonly turmas: readonly {
    readonly cp_tr_id: number;
    readonly cp_tr_nome: string;
    readonly cp_tr_id_escola: number;
    readonly cp_tr_curso_id: number;
    readonly cp_tr_id_professor: number;
  }[];
  readonly escolas: readonly { readonly cp_ec_id: number; readonly cp_ec_nome: string }[];
  readonly cursos: readonly { readonly cp_curso_id: number; readonly cp_nome_curso: string }[];
  readonly usuarios: readonly { readonly cp_id: number; readonly cp_nome: string }[];
}

/** The query as validated (AvaliacoesQuery's output). */
export interface AvaliacaoFilter {
  readonly de: string;
  readonly ate: string;
  readonly nivel: AvaliacaoNivel;
  readonly escolaId?: number | undefined;
  readonly turmaId?: number | undefined;
}

/** The records of one group, accumulated. */
class Tally {
  readonly students = new Set<number>();
  readonly averages: number[] = [];
  sumTenths = 0;
  aulas = 0;
  presentes = 0;
  justificados = 0;

  grade(aluno: number, average: number): void {
    this.students.add(aluno);
    this.averages.push(average);
    this.sumTenths += Math.round(average * 10);
  }

  attendance(aluno: number, status: string): void {
    this.students.add(aluno);
    this.aulas++;
    if (status === 'Presente') this.presentes++;
    else if (status === 'Justificado') this.justificados++;
  }

  line(id: number | null, nome: string): AvaliacaoLinha {
    const notas = this.averages.length;
    return {
      id,
      nome,
      alunos: this.students.size,
      notas,
      media: meanGrade(this.sumTenths, notas),
      ...gradeSplit(this.averages),
      aulas: this.aulas,
      presencas: this.presentes + this.justificados,
      frequencia: attendanceRate(this.presentes, this.justificados, this.aulas),
    };
  }
}

type Turma = AvaliacaoSource['turmas'][number];

/** A record's group at each level: through its class, or its student. */
const GROUP_OF: Readonly<Record<AvaliacaoNivel, (turma: Turma, aluno: number) => number>> = {
  escola: (t) => t.cp_tr_id_escola,
  curso: (t) => t.cp_tr_curso_id,
  professor: (t) => t.cp_tr_id_professor,
  turma: (t) => t.cp_tr_id,
  aluno: (_, aluno) => aluno,
};

function namer(source: AvaliacaoSource, nivel: AvaliacaoNivel): (id: number) => string {
  const pairs: [number, string][] =
    nivel === 'escola'
      ? source.escolas.map((e) => [e.cp_ec_id, e.cp_ec_nome])
      : nivel === 'curso'
        ? source.cursos.map((c) => [c.cp_curso_id, c.cp_nome_curso])
        : nivel === 'turma'
          ? source.turmas.map((t) => [t.cp_tr_id, t.cp_tr_nome])
          : source.usuarios.map((u) => [u.cp_id, u.cp_nome]);
  const names = new Map(pairs);
  return (id) => names.get(id) ?? '';
}

/** The dashboard for a period, level and filters: one row per group with records, and the total. */
export function computeAvaliacoes(source: AvaliacaoSource, query: AvaliacaoFilter): Avaliacoes {
  const { de, ate, nivel, escolaId, turmaId } = query;
  const selected = new Map(
    source.turmas
      .filter(
        (t) => (escolaId === undefined || t.cp_tr_id_escola === escolaId) && (turmaId === undefined || t.cp_tr_id === turmaId),
      )
      .map((t) => [t.cp_tr_id, t]),
  );
  const groupOf = GROUP_OF[nivel];
  const groups = new Map<number, Tally>();
  const total = new Tally();
  const tallyOf = (turma: Turma, aluno: number): Tally => {
    const key = groupOf(turma, aluno);
    let tally = groups.get(key);
    if (!tally) groups.set(key, (tally = new Tally()));
    return tally;
  };
  const inPeriod = (day: string) => day >= de && day <= ate;

  for (const n of source.notas) {
    const turma = selected.get(n.cp_nota_turma_id);
    if (!turma || !inPeriod(n.cp_nota_data)) continue;
    const average = gradeAverage(n.cp_nota_workbook, n.cp_nota_prova);
    tallyOf(turma, n.cp_nota_aluno_id).grade(n.cp_nota_aluno_id, average);
    total.grade(n.cp_nota_aluno_id, average);
  }
  for (const c of source.chamadas) {
    const turma = selected.get(c.cp_ch_turma_id);
    if (!turma || !inPeriod(c.cp_ch_data)) continue;
    tallyOf(turma, c.cp_ch_aluno_id).attendance(c.cp_ch_aluno_id, c.cp_ch_status);
    total.attendance(c.cp_ch_aluno_id, c.cp_ch_status);
  }

  const nameOf = namer(source, nivel);
  const linhas = [...groups].map(([id, tally]) => tally.line(id, nameOf(id))).sort(compareBy(AVALIACAO_LINHA_ORDER));
  return { nivel, linhas, total: total.line(null, 'Total') };
}
