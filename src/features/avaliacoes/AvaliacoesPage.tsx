/**
 * 'Avaliações' (`/avaliacoes`, the gestor's; the spec only names it;
 * docs/avaliacoes.md, decision 47): grades and attendance of the network
 * over a period, per school, course or teacher, drilling from a school to
 * its classes and from a class to its students. Every figure comes computed
 * from `GET /avaliacoes` (SQL aggregates); the screen only lays them out:
 * summary cards of the total, the table (cards on a phone), then the charts,
 * whose chunk (recharts) loads after the table has shown.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type Avaliacoes,
  type AvaliacaoLinha,
  type AvaliacaoNivel,
  AVALIACAO_NIVEL_LABELS,
  AVALIACOES_MESSAGES,
} from '@contract/avaliacoes';
import { CSV_BOM } from '@contract/rules/sala-de-aula';
import { useGetAvaliacoesQuery } from '@/api/avaliacoes-api';
import { refusalReason } from '@/api/errors';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { saveBlob } from '@/components/download/save-blob';
import { EmptyState } from '@/components/EmptyState';
import { Icon } from '@/components/Icon';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { Skeleton } from '@/components/Spinner';
import { Tabs } from '@/components/Tabs';
import { notify } from '@/components/toast';
import { businessToday } from '@contract/dates';
import { avaliacoesCsv, avaliacoesCsvName } from './avaliacoes-csv';
import {
  BREADCRUMB_LABEL,
  BREADCRUMB_ROOT,
  CHARTS_LOADING,
  CHARTS_TITLE,
  EXPORT_LABEL,
  NIVEL_SINGULAR,
  TABS_LABEL,
} from './avaliacoes-messages';
import { AvaliacoesTable } from './AvaliacoesTable';
import { chartHeight, LEGEND_PX } from './chart-size';
import { PeriodFilter } from './PeriodFilter';
import { periodoErrors, presetPeriod, type Periodo } from './periodo';
import { avaliacoesSearch, readAvaliacoesSearch, TAB_NIVEIS, type AvaliacoesView, type TabNivel } from './avaliacoes-route';
import { SummaryCards } from './SummaryCards';

const AvaliacoesCharts = lazy(() => import('./AvaliacoesCharts'));

interface Grupo {
  readonly id: number;
  readonly nome: string;
}

/**
 * The view lives in the address (`#/avaliacoes?aba=curso`,
 * `?escola=1&turma=3&de=…&ate=…`): Back climbs the drill-down, and a view can
 * be shared. Drilling and the tabs add a history entry; the period replaces
 * the current one.
 */
export default function AvaliacoesPage() {
  const [today] = useState(() => businessToday());
  const [params, setParams] = useSearchParams();
  const view = readAvaliacoesSearch(params, presetPeriod('12m', today));
  const { periodo, aba } = view;
  // The dates as typed; the address keeps the last period the contract accepts.
  const [draft, setDraft] = useState<Periodo>(periodo);
  const periodoKey = `${periodo.de}/${periodo.ate}`;
  // Back or a shared address changed the period: the fields follow it (set while rendering, not in an effect).
  const [draftFor, setDraftFor] = useState(periodoKey);
  if (draftFor !== periodoKey) {
    setDraftFor(periodoKey);
    if (draft.de !== periodo.de || draft.ate !== periodo.ate) setDraft(periodo);
  }
  const errors = periodoErrors(draft);
  const go = (next: AvaliacoesView, replace = false) =>
    setParams(avaliacoesSearch(next, presetPeriod('12m', today)), { replace });

  const changePeriod = (next: Periodo) => {
    setDraft(next);
    const e = periodoErrors(next);
    if (!e.de && !e.ate) go({ ...view, periodo: next }, true);
  };
  const changeTab = (id: string) => go({ periodo, aba: id as TabNivel, escolaId: null, turmaId: null });

  const escola = useGrupo('escola', periodo, view.escolaId, null);
  const turma = useGrupo('turma', periodo, view.turmaId, view.escolaId);
  const nivel: AvaliacaoNivel = turma ? 'aluno' : escola ? 'turma' : aba;
  const props: DashboardProps = {
    nivel,
    periodo,
    escola,
    turma,
    onDrill: (l) => go(escola ? { ...view, turmaId: l.id } : { ...view, aba: 'escola', escolaId: l.id, turmaId: null }),
    onCrumb: (to) => go({ ...view, escolaId: to === 'rede' ? null : view.escolaId, turmaId: null }),
  };

  return (
    <>
      <PageHeader title={AVALIACOES_MESSAGES.title} />
      <Stack>
        <Card>
          <PeriodFilter value={draft} errors={errors} today={today} onChange={changePeriod} />
        </Card>
        <Tabs
          label={TABS_LABEL}
          value={aba}
          onChange={changeTab}
          tabs={TAB_NIVEIS.map((id) => ({ id, label: AVALIACAO_NIVEL_LABELS[id], content: <Dashboard {...props} /> }))}
        />
      </Stack>
    </>
  );
}

/**
 * A school or class the address drills into, with its name from the level
 * above's answer (the one the click came from, so usually already loaded);
 * 'Escola 3' until it arrives, or if that level has no row for it in the period.
 */
function useGrupo(nivel: 'escola' | 'turma', periodo: Periodo, id: number | null, escolaId: number | null): Grupo | null {
  const { currentData } = useGetAvaliacoesQuery(
    { ...periodo, nivel, escolaId: escolaId ?? undefined },
    { skip: id === null || (nivel === 'turma' && escolaId === null) },
  );
  if (id === null) return null;
  const nome = currentData?.linhas.find((l) => l.id === id)?.nome;
  return { id, nome: nome ?? `${NIVEL_SINGULAR[nivel]} ${id}` };
}

interface DashboardProps {
  readonly nivel: AvaliacaoNivel;
  readonly periodo: Periodo;
  readonly escola: Grupo | null;
  readonly turma: Grupo | null;
  readonly onDrill: (linha: Grupo) => void;
  readonly onCrumb: (to: 'rede' | 'escola') => void;
}

/** One level's figures: the breadcrumb (schools), the cards, the table and the charts. */
function Dashboard({ nivel, periodo, escola, turma, onDrill, onCrumb }: DashboardProps) {
  const { currentData, isFetching, isError, error, refetch } = useGetAvaliacoesQuery({
    ...periodo,
    nivel,
    escolaId: escola?.id,
    turmaId: turma?.id,
  });
  const drilling = nivel === 'escola' || nivel === 'turma' || nivel === 'aluno';
  const data = currentData;
  const loading = isFetching && !data;

  let body;
  if (isError && !isFetching) {
    body = <LoadFailure message={AVALIACOES_MESSAGES.loadError} detail={refusalReason(error)} onRetry={() => void refetch()} />;
  } else if (data && data.linhas.length === 0) {
    body = <EmptyState icon="evaluation" title={AVALIACOES_MESSAGES.empty} />;
  } else {
    body = (
      <>
        <SummaryCards total={data?.total} />
        <Card title={tableTitle(nivel, escola, turma)} actions={<ExportButton data={data} periodo={periodo} />}>
          <AvaliacoesTable
            nivel={nivel}
            data={data}
            loading={loading}
            onDrill={nivel === 'escola' || nivel === 'turma' ? onDrill : undefined}
          />
        </Card>
        {data ? <Charts data={data} /> : null}
      </>
    );
  }

  return (
    <Stack>
      {drilling ? <Breadcrumb escola={escola} turma={turma} onCrumb={onCrumb} /> : null}
      {body}
    </Stack>
  );
}

/** 'Escolas', 'Turmas — {escola}', 'Alunos — {turma}'. */
function tableTitle(nivel: AvaliacaoNivel, escola: Grupo | null, turma: Grupo | null): string {
  const label = AVALIACAO_NIVEL_LABELS[nivel];
  if (turma) return `${label} — ${turma.nome}`;
  if (escola) return `${label} — ${escola.nome}`;
  return label;
}

/**
 * 'Rede › {escola} › {turma}': where the drill-down is, each level above a
 * button back to it. After every move the focus goes to the current level,
 * since the button that was pressed has gone.
 */
function Breadcrumb({
  escola,
  turma,
  onCrumb,
}: {
  escola: Grupo | null;
  turma: Grupo | null;
  onCrumb: (to: 'rede' | 'escola') => void;
}) {
  const current = useRef<HTMLSpanElement>(null);
  const moved = useRef(false);
  const where = `${escola?.id ?? ''}/${turma?.id ?? ''}`;
  useEffect(() => {
    if (moved.current) current.current?.focus();
    moved.current = true;
  }, [where]);

  const crumbs: { key: string; label: string; to?: 'rede' | 'escola' }[] = [
    { key: 'rede', label: BREADCRUMB_ROOT, to: escola ? 'rede' : undefined },
  ];
  if (escola) crumbs.push({ key: 'escola', label: escola.nome, to: turma ? 'escola' : undefined });
  if (turma) crumbs.push({ key: 'turma', label: turma.nome });

  return (
    <Crumbs aria-label={BREADCRUMB_LABEL}>
      <ol>
        {crumbs.map((c) => (
          <li key={c.key}>
            {c.to ? (
              <CrumbButton type="button" onClick={() => onCrumb(c.to!)}>
                {c.label}
              </CrumbButton>
            ) : (
              <Current ref={current} tabIndex={-1} aria-current="location">
                {c.label}
              </Current>
            )}
          </li>
        ))}
      </ol>
    </Crumbs>
  );
}

function ExportButton({ data, periodo }: { data: Avaliacoes | undefined; periodo: Periodo }) {
  const empty = !data || data.linhas.length === 0;
  const run = () => {
    if (!data) return;
    saveBlob(
      new Blob([CSV_BOM + avaliacoesCsv(data)], { type: 'text/csv;charset=utf-8' }),
      avaliacoesCsvName(data.nivel, periodo),
    );
    notify.success(AVALIACOES_MESSAGES.exported);
  };
  return (
    <Button variant="secondary" size="sm" disabled={empty} onClick={run}>
      <Icon name="download" size={16} /> {EXPORT_LABEL}
    </Button>
  );
}

/** The charts of the groups with grades; a placeholder of their height while their chunk loads. */
function Charts({ data }: { data: Avaliacoes }) {
  const graded = data.linhas.filter((l: AvaliacaoLinha) => l.media !== null).length;
  if (graded === 0) return null;
  return (
    <Card title={CHARTS_TITLE}>
      <Suspense
        fallback={
          <ChartsPlaceholder role="status" aria-label={CHARTS_LOADING}>
            <Skeleton height={`${chartHeight(graded) + LEGEND_PX}px`} />
          </ChartsPlaceholder>
        }
      >
        <AvaliacoesCharts nivel={data.nivel} linhas={data.linhas} />
      </Suspense>
    </Card>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  li + li::before {
    /* Drawn, not read (empty alternative text). */
    content: '›' / '';
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CrumbButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xxs} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: left;
`;

const Current = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChartsPlaceholder = styled.div`
  min-width: 0;
`;
