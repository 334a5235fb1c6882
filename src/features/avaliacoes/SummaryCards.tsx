/**
 * The period at a glance, from the answer's `total` (computed over the whole
 * selection, never averaged from the rows): the overall mean with its
 * rating, the grades with their Boa / Média / Ruim split, the attendance rate
 * and the students. Each card is a region named by its title.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { StatTitle, StatValue } from '@/components/Card';
import type { AvaliacaoLinha } from '@contract/avaliacoes';
import { Skeleton } from '@/components/Spinner';
import { StatusBadge } from '@/components/StatusBadge';
import { formatInteger, formatPercent } from '@contract/numbers';
import { formatGrade, gradeRating } from '@contract/rules/notas';
import {
  ALUNOS_DETAIL,
  CARD_ALUNOS,
  CARD_FREQUENCIA,
  CARD_MEDIA,
  CARD_NOTAS,
  NO_CHAMADAS,
  NO_NOTAS,
  presencasDetail,
  RATING_SCALE,
  splitDetail,
  SUMMARY_LABEL,
} from './avaliacoes-messages';

type Tone = 'success' | 'warning' | 'danger' | 'neutral';

const TITLES = [CARD_MEDIA, CARD_NOTAS, CARD_FREQUENCIA, CARD_ALUNOS] as const;

function StatCard({ title, tone, children }: { title: string; tone: Tone; children: ReactNode }) {
  const id = useId();
  return (
    <Stat aria-labelledby={id} $tone={tone}>
      <StatTitle id={id}>{title}</StatTitle>
      {children}
    </Stat>
  );
}

export function SummaryCards({ total }: { total: AvaliacaoLinha | undefined }) {
  if (!total) {
    return (
      <Grid role="group" aria-busy="true" aria-label={SUMMARY_LABEL}>
        {TITLES.map((title) => (
          <StatCard key={title} title={title} tone="neutral">
            <Skeleton height="1.75rem" width="50%" />
            <Skeleton height="1em" width="80%" />
          </StatCard>
        ))}
      </Grid>
    );
  }
  const rating = total.media === null ? null : gradeRating(total.media);
  return (
    <Grid role="group" aria-label={SUMMARY_LABEL}>
      <StatCard title={CARD_MEDIA} tone={rating?.tone ?? 'neutral'}>
        <ValueLine>
          <StatValue>{total.media === null ? '—' : formatGrade(total.media)}</StatValue>
          {rating ? <StatusBadge tone={rating.tone}>{rating.label}</StatusBadge> : null}
        </ValueLine>
        <Detail>{total.notas === 0 ? NO_NOTAS : RATING_SCALE}</Detail>
      </StatCard>
      <StatCard title={CARD_NOTAS} tone="neutral">
        <StatValue>{formatInteger(total.notas)}</StatValue>
        <Detail>{total.notas === 0 ? NO_NOTAS : splitDetail(total.boa, total.regular, total.ruim)}</Detail>
      </StatCard>
      <StatCard title={CARD_FREQUENCIA} tone="neutral">
        <StatValue>{total.frequencia === null ? '—' : formatPercent(total.frequencia)}</StatValue>
        <Detail>{total.aulas === 0 ? NO_CHAMADAS : presencasDetail(total.presencas, total.aulas)}</Detail>
      </StatCard>
      <StatCard title={CARD_ALUNOS} tone="neutral">
        <StatValue>{formatInteger(total.alunos)}</StatValue>
        <Detail>{ALUNOS_DETAIL}</Detail>
      </StatCard>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space.md};

  /* Two by two on a phone rather than four screens of cards. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Stat = styled.section<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    padding: ${({ theme }) => theme.space.md};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.primary : theme.colors[$tone])};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const ValueLine = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
