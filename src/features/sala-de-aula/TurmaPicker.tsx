/**
 * The class picker (spec section 2; decision 41): one page of `GET /turmas`,
 * searched on the server — the server answers a teacher their own classes,
 * staff their school's (the gestor every class) — so a school of 200 classes
 * never sends them all. The chosen class stays chosen while the search
 * changes; the info button opens its details.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { Turma } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useListTurmasQuery } from '@/api/turmas-api';
import { IconButton } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { SelectField } from '@/components/form';
import { HintText } from '@/components/form/Field';
import { Icon } from '@/components/Icon';
import { LoadFailure } from '@/components/LoadFailure';
import { SearchInput } from '@/components/SearchInput';
import { Skeleton } from '@/components/Spinner';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { INFO_BUTTON, TURMA_LABEL, TURMA_PLACEHOLDER, TURMA_SEARCH_LABEL, turmasMoreHint } from './sala-messages';
import { TurmaInfoModal } from './TurmaInfoModal';

/** One page of classes: a teacher has a handful; staff search for the rest. */
export const PICKER_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** The page of `GET /turmas` the picker shows for a search. */
export function turmaPickerQuery(search: string) {
  const q = search.trim();
  return { page: 1, pageSize: PICKER_PAGE_SIZE, ...(q ? { q } : {}) };
}

/** The classes the picker offers, read by the page too (the same cache entry). */
export function useTurmaOptions(search: string) {
  return useListTurmasQuery(turmaPickerQuery(search));
}

export interface TurmaPickerProps {
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly selected: Turma | null;
  readonly onSelect: (turma: Turma | null) => void;
}

export function TurmaPicker({ search, onSearch, selected, onSelect }: TurmaPickerProps) {
  const [infoOpen, setInfoOpen] = useState(false);
  const q = search.trim();
  const { data, isLoading, isError, error, isFetching, refetch } = useTurmaOptions(search);
  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  // The chosen class as last answered (its name or teacher may have changed), or as it was chosen.
  const current = selected ? (rows.find((t) => t.cp_tr_id === selected.cp_tr_id) ?? selected) : null;
  const options = [...rows, ...(current && !rows.some((t) => t.cp_tr_id === current.cp_tr_id) ? [current] : [])];

  if (isError) {
    return <LoadFailure message={SALA_MESSAGES.turmasLoadError} detail={refusalReason(error)} onRetry={() => void refetch()} />;
  }
  if (isLoading) {
    return (
      <Row aria-busy="true">
        <VisuallyHidden role="status">Carregando turmas…</VisuallyHidden>
        <Skeleton height="40px" />
        <Skeleton height="40px" />
      </Row>
    );
  }
  if (total === 0 && q === '' && !current) {
    return <EmptyState icon="classes" title={SALA_MESSAGES.noTurmas} />;
  }

  return (
    <Picker>
      <Row>
        <SearchInput
          value={search}
          onChange={onSearch}
          label={TURMA_SEARCH_LABEL}
          placeholder={TURMA_SEARCH_LABEL}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
        <Choice>
          <SelectField
            label={TURMA_LABEL}
            name="turma"
            placeholder={TURMA_PLACEHOLDER}
            value={current ? String(current.cp_tr_id) : ''}
            onChange={(e) => onSelect(options.find((t) => String(t.cp_tr_id) === e.target.value) ?? null)}
            options={options.map((t) => ({ value: String(t.cp_tr_id), label: t.cp_tr_nome }))}
            aria-busy={isFetching || undefined}
          />
          <IconButton label={INFO_BUTTON} variant="secondary" disabled={!current} onClick={() => setInfoOpen(true)}>
            <Icon name="info" size={20} />
          </IconButton>
        </Choice>
      </Row>
      {q !== '' && total === 0 ? (
        <HintText as="p" role="status">
          {SALA_MESSAGES.noTurmas}
        </HintText>
      ) : total > rows.length ? (
        <HintText as="p" role="status">
          {turmasMoreHint(rows.length, total)}
        </HintText>
      ) : null}
      {current ? <TurmaInfoModal turma={current} open={infoOpen} onClose={() => setInfoOpen(false)} /> : null}
    </Picker>
  );
}

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const Choice = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  & > button {
    flex: none;
    min-height: 40px;
  }
`;
