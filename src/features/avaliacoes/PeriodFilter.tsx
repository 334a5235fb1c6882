/**
 * The period of the dashboard: De / Até (inclusive) and quick presets. A
 * period the contract would refuse is shown with its message and not sent;
 * the figures keep the last period that was.
 */
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { PERIOD_FROM, PERIOD_TITLE, PERIOD_TO, PRESETS_LABEL } from './avaliacoes-messages';
import { matchingPreset, PERIOD_PRESETS, presetPeriod, type Periodo, type PeriodoErrors } from './periodo';

export interface PeriodFilterProps {
  readonly value: Periodo;
  readonly errors: PeriodoErrors;
  readonly today: string;
  readonly onChange: (next: Periodo) => void;
}

export function PeriodFilter({ value, errors, today, onChange }: PeriodFilterProps) {
  const active = matchingPreset(value, today);
  return (
    <Fieldset>
      <Legend>{PERIOD_TITLE}</Legend>
      <Row>
        <Dates>
          <TextField
            label={PERIOD_FROM}
            type="date"
            value={value.de}
            max={value.ate || undefined}
            error={errors.de}
            onChange={(e) => onChange({ ...value, de: e.target.value })}
          />
          <TextField
            label={PERIOD_TO}
            type="date"
            value={value.ate}
            min={value.de || undefined}
            error={errors.ate}
            onChange={(e) => onChange({ ...value, ate: e.target.value })}
          />
        </Dates>
        <Presets role="group" aria-label={PRESETS_LABEL}>
          {PERIOD_PRESETS.map((p) => (
            <Button
              key={p.id}
              size="sm"
              variant={active === p.id ? 'primary' : 'secondary'}
              aria-pressed={active === p.id}
              onClick={() => onChange(presetPeriod(p.id, today))}
            >
              {p.label}
            </Button>
          ))}
        </Presets>
      </Row>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 11rem));
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    width: 100%;
  }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  /* Lines up with the inputs rather than their labels. */
  padding-bottom: ${({ theme }) => theme.space.xxs};
`;
