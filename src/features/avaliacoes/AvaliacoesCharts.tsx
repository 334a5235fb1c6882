/**
 * The dashboard's charts, a chunk of their own (recharts is large): loaded
 * with React.lazy after the table has shown. The mean per group as bars
 * coloured by rating, and the Boa / Média / Ruim share per group as stacked
 * bars. Both are images to assistive technology, named by a text summary;
 * the table above is the accessible source of every figure.
 */
import styled, { useTheme } from 'styled-components';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AvaliacaoLinha, AvaliacaoNivel } from '@contract/avaliacoes';
import { useMediaQuery } from '@/components/hooks/useMediaQuery';
import { formatInteger, formatPercent } from '@contract/numbers';
import { formatGrade, GRADE_FAIR, GRADE_GOOD, GRADE_MAX, gradeRating } from '@contract/rules/notas';
import { mobileQuery } from '@/theme/tokens';
import { CHART_MEDIA, CHART_SPLIT, COL_BOA, COL_REGULAR, COL_RUIM, NIVEL_SINGULAR } from './avaliacoes-messages';
import { axisLabels } from './chart-labels';
import { chartHeight, LEGEND_PX } from './chart-size';

export interface AvaliacoesChartsProps {
  readonly nivel: AvaliacaoNivel;
  /** The groups (never the total). */
  readonly linhas: readonly AvaliacaoLinha[];
}

/** A share (0–1) of the stacked bars' axis as a whole percentage: '25%'. */
const percent = (share: number) => formatPercent(Math.round(share * 100));

export function mediaSummary(nivel: AvaliacaoNivel, linhas: readonly AvaliacaoLinha[]): string {
  const parts = linhas.flatMap((l) =>
    l.media === null ? [] : [`${l.nome} ${formatGrade(l.media)} (${gradeRating(l.media).label})`],
  );
  return `${CHART_MEDIA} por ${NIVEL_SINGULAR[nivel].toLowerCase()}: ${parts.join('; ')}.`;
}

export function splitSummary(nivel: AvaliacaoNivel, linhas: readonly AvaliacaoLinha[]): string {
  const parts = linhas.flatMap((l) =>
    l.notas === 0
      ? []
      : [
          `${l.nome}: ${COL_BOA} ${formatInteger(l.boa)}, ${COL_REGULAR} ${formatInteger(l.regular)}, ${COL_RUIM} ${formatInteger(l.ruim)}`,
        ],
  );
  return `${CHART_SPLIT} por ${NIVEL_SINGULAR[nivel].toLowerCase()}: ${parts.join('; ')}.`;
}

export default function AvaliacoesCharts({ nivel, linhas }: AvaliacoesChartsProps) {
  const { colors, font } = useTheme();
  const mobile = useMediaQuery(mobileQuery);
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const withGrades = linhas.filter((l) => l.media !== null);
  // The axis wraps a label over two lines of its width.
  const axisWidth = mobile ? 112 : 184;
  const labels = axisLabels(
    withGrades.map((l) => l.nome),
    mobile ? 28 : 48,
  );
  const graded = withGrades.map((l, i) => ({ ...l, rotulo: labels[i]! }));
  const tick = { fill: colors.textMuted, fontSize: 12, fontFamily: font.family };
  const tooltip = {
    contentStyle: {
      background: colors.surface,
      border: `1px solid ${colors.border}`,
      borderRadius: 8,
      color: colors.text,
      fontSize: 13,
    },
    labelStyle: { color: colors.text, fontWeight: 700 },
    // The whole name, not the axis's short label.
    labelFormatter: (label: unknown, payload: readonly { payload?: { nome?: string } }[]) =>
      payload[0]?.payload?.nome ?? String(label),
    itemStyle: { color: colors.text },
    cursor: { fill: colors.surfaceAlt },
  };
  const toneColour = (media: number) => colors[gradeRating(media).tone];
  const height = chartHeight(graded.length);
  const yAxis = (
    <YAxis
      type="category"
      dataKey="rotulo"
      width={axisWidth}
      tick={tick}
      tickLine={false}
      axisLine={{ stroke: colors.border }}
      interval={0}
    />
  );

  return (
    <Grid>
      <Figure>
        <Caption>
          {CHART_MEDIA} por {NIVEL_SINGULAR[nivel].toLowerCase()}
        </Caption>
        <Plot role="img" aria-label={mediaSummary(nivel, graded)} style={{ height }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={graded}
              layout="vertical"
              margin={{ top: 4, right: 36, bottom: 4, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid horizontal={false} stroke={colors.border} strokeDasharray="3 3" />
              <XAxis
                type="number"
                domain={[0, GRADE_MAX]}
                ticks={[0, 2, 4, 6, 8, 10]}
                tickFormatter={(value: number) => formatInteger(value)}
                tick={tick}
                axisLine={{ stroke: colors.border }}
                tickLine={{ stroke: colors.border }}
              />
              {yAxis}
              <ReferenceLine x={GRADE_GOOD} stroke={colors.success} strokeDasharray="4 4" />
              <ReferenceLine x={GRADE_FAIR} stroke={colors.danger} strokeDasharray="4 4" />
              <Tooltip {...tooltip} formatter={(value) => [formatGrade(Number(value)), CHART_MEDIA]} />
              <Bar dataKey="media" name={CHART_MEDIA} radius={[0, 4, 4, 0]} maxBarSize={28} isAnimationActive={!still}>
                {graded.map((l) => (
                  <Cell key={l.id ?? 'total'} fill={toneColour(l.media!)} />
                ))}
                <LabelList
                  dataKey="media"
                  position="right"
                  fill={colors.text}
                  fontSize={12}
                  formatter={(value: unknown) => formatGrade(Number(value))}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </Plot>
      </Figure>
      <Figure>
        <Caption>
          {CHART_SPLIT} por {NIVEL_SINGULAR[nivel].toLowerCase()}
        </Caption>
        <Plot role="img" aria-label={splitSummary(nivel, graded)} style={{ height: height + LEGEND_PX }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={graded}
              layout="vertical"
              stackOffset="expand"
              margin={{ top: 4, right: 16, bottom: 4, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid horizontal={false} stroke={colors.border} strokeDasharray="3 3" />
              <XAxis
                type="number"
                tickFormatter={percent}
                ticks={[0, 0.25, 0.5, 0.75, 1]}
                tick={tick}
                axisLine={{ stroke: colors.border }}
                tickLine={{ stroke: colors.border }}
              />
              {yAxis}
              <Tooltip {...tooltip} formatter={(value) => formatInteger(Number(value))} />
              <Legend wrapperStyle={{ color: colors.text, fontSize: 13 }} />
              {(
                [
                  ['boa', COL_BOA, colors.success],
                  ['regular', COL_REGULAR, colors.warning],
                  ['ruim', COL_RUIM, colors.danger],
                ] as const
              ).map(([key, name, fill]) => (
                <Bar
                  key={key}
                  dataKey={key}
                  name={name}
                  stackId="conceito"
                  fill={fill}
                  maxBarSize={28}
                  isAnimationActive={!still}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </Plot>
      </Figure>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const Figure = styled.figure`
  min-width: 0;
  margin: 0;
`;

const Caption = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Plot = styled.div`
  width: 100%;
  min-width: 0;
`;
