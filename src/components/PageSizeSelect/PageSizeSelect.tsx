import { useId } from 'react';
import styled from 'styled-components';
import { compactSelectStyles } from '../form/Field';
import { Select } from '../form/SelectField';

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  & > select {
    ${compactSelectStyles}
  }
`;

export interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  /** Default 'Itens por página'. */
  label?: string;
  /** Text of an extra "show everything" option, e.g. 'Ver Todos'. */
  allLabel?: string;
  /** Value reported for the `allLabel` option (default Number.MAX_SAFE_INTEGER). */
  allValue?: number;
  className?: string;
}

/** A labelled select of page sizes. */
export function PageSizeSelect({
  value,
  options,
  onChange,
  label = 'Itens por página',
  allLabel,
  allValue = Number.MAX_SAFE_INTEGER,
  className,
}: PageSizeSelectProps) {
  const id = useId();
  return (
    <Root className={className}>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
        {allLabel ? <option value={String(allValue)}>{allLabel}</option> : null}
      </Select>
    </Root>
  );
}
