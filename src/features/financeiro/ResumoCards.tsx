/**
 * The finance cards (spec section 9, `GET /financeiro/resumo`): staff see the
 * month's expected revenue, the overdue total and the students by payment
 * type; a student sees the value of their installment, how many they have and
 * how many are paid. Each card is a region named by its title.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { StatTitle, StatValue } from '@/components/Card';
import type { ResumoFinanceiro } from '@contract/financeiro';
import { LoadFailure } from '@/components/LoadFailure';
import { Skeleton } from '@/components/Spinner';
import { businessToday, formatCurrency, parseIsoDay } from '@contract/dates';
import { formatInteger, formatPercent } from '@contract/numbers';
import { overdueCount, parcelasCount, RESUMO_LOAD_FAILED } from './financeiro-messages';

type Tone = 'primary' | 'danger' | 'success' | 'neutral';

export type EquipeResumo = Extract<ResumoFinanceiro, { escopo: 'equipe' }>;
export type AlunoResumo = Extract<ResumoFinanceiro, { escopo: 'aluno' }>;

/** 'março de 2025': the month the revenue card speaks of (the schools' calendar). */
export function monthLabel(today: string = businessToday()): string {
  const day = parseIsoDay(today);
  if (!day) return '';
  return new Date(day.year, day.month - 1, 1).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric' });
}

function StatCard({ title, tone, children }: { title: string; tone: Tone; children: ReactNode }) {
  const id = useId();
  return (
    <Stat aria-labelledby={id} $tone={tone}>
      <StatTitle id={id}>{title}</StatTitle>
      {children}
    </Stat>
  );
}

interface CardsState<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/** Three skeleton cards while the summary loads. */
function LoadingCards({ titles }: { titles: readonly string[] }) {
  return (
    <Grid aria-busy="true" aria-label="Carregando o resumo financeiro">
      {titles.map((title) => (
        <StatCard key={title} title={title} tone="neutral">
          <Skeleton height="1.75rem" width="60%" />
          <Skeleton height="1em" width="80%" />
        </StatCard>
      ))}
    </Grid>
  );
}

const STAFF_TITLES = ['Receita do mês', 'Total vencido', 'Alunos por tipo de pagamento'] as const;

export function EquipeCards({ data, loading, failed, onRetry }: CardsState<EquipeResumo>) {
  if (failed) return <LoadFailure message={RESUMO_LOAD_FAILED} onRetry={onRetry} />;
  if (loading || !data) return <LoadingCards titles={STAFF_TITLES} />;
  return (
    <Grid>
      <StatCard title={STAFF_TITLES[0]} tone="primary">
        <Value>{formatCurrency(data.receitaMes)}</Value>
        <Detail>Previsto para {monthLabel()}</Detail>
      </StatCard>
      <StatCard title={STAFF_TITLES[1]} tone={data.parcelasVencidas > 0 ? 'danger' : 'success'}>
        <Value>{formatCurrency(data.totalVencido)}</Value>
        <Detail>{overdueCount(data.parcelasVencidas)}</Detail>
      </StatCard>
      <StatCard title={STAFF_TITLES[2]} tone="neutral">
        <Pairs>
          <div>
            <dt>Mensalidade</dt>
            <dd>{formatInteger(data.alunosMensalidade)}</dd>
          </div>
          <div>
            <dt>Parcelado</dt>
            <dd>{formatInteger(data.alunosParcelado)}</dd>
          </div>
        </Pairs>
        <Detail>Alunos com matrícula ativa</Detail>
      </StatCard>
    </Grid>
  );
}

const STUDENT_TITLES = ['Valor da parcela', 'Total de parcelas', 'Parcelas pagas'] as const;

export function AlunoCards({ data, loading, failed, onRetry }: CardsState<AlunoResumo>) {
  if (failed) return <LoadFailure message={RESUMO_LOAD_FAILED} onRetry={onRetry} />;
  if (loading || !data) return <LoadingCards titles={STUDENT_TITLES} />;
  const open = data.totalParcelas - data.parcelasPagas;
  const percent = data.totalParcelas > 0 ? Math.round((data.parcelasPagas / data.totalParcelas) * 100) : 0;
  return (
    <Grid>
      <StatCard title={STUDENT_TITLES[0]} tone="primary">
        <Value>{data.valorParcela === null ? '—' : formatCurrency(data.valorParcela)}</Value>
        <Detail>{open > 0 ? 'Próxima parcela a pagar' : 'Todas as parcelas estão pagas'}</Detail>
      </StatCard>
      <StatCard title={STUDENT_TITLES[1]} tone="neutral">
        <Value>{formatInteger(data.totalParcelas)}</Value>
        <Detail>{open > 0 ? `${parcelasCount(open)} em aberto` : 'Nenhuma em aberto'}</Detail>
      </StatCard>
      <StatCard title={STUDENT_TITLES[2]} tone="success">
        <Value>
          {formatInteger(data.parcelasPagas)} <small>de {formatInteger(data.totalParcelas)}</small>
        </Value>
        <Progress aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </Progress>
        <Detail>{formatPercent(percent)} do plano pago</Detail>
      </StatCard>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Stat = styled.section<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'primary'
        ? theme.colors.primary
        : $tone === 'danger'
          ? theme.colors.danger
          : $tone === 'success'
            ? theme.colors.success
            : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Value = styled(StatValue)`
  overflow-wrap: anywhere;

  small {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pairs = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

const Progress = styled.span`
  display: block;
  height: 6px;
  margin: ${({ theme }) => theme.space.xs} 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.success};
  }
`;
