/**
 * The Alunos table of the class form (spec sections 2 and 5): the chosen
 * school's students with a checkbox each, a select-all, an accent- and
 * case-insensitive search (the server's `q` word rule, `matchesWords` of the
 * contract), and each student's current class — choosing a student from
 * another class moves them, and the table says so.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { AlunoEscola } from '@contract/entities';
import { matchesWords } from '@contract/text';
import { Card } from '@/components/Card';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { LoadFailure } from '@/components/LoadFailure';
import { SearchInput } from '@/components/SearchInput';
import {
  movedAlunosNotice,
  removeAlunoLabel,
  selectedCount,
  selectAlunoLabel,
  ALUNOS_EMPTY,
  ALUNOS_NO_MATCH,
  ALUNOS_SELECIONADOS,
} from './turma-messages';

/** The chosen students who are now in another class (they will be moved). */
export function movedAlunos(
  students: readonly AlunoEscola[],
  selected: readonly number[],
  turmaId: number | null,
): AlunoEscola[] {
  const chosen = new Set(selected);
  return students.filter((s) => chosen.has(s.cp_id) && s.cp_turma_id !== null && s.cp_turma_id !== turmaId);
}

export interface AlunosPickerProps {
  readonly students: readonly AlunoEscola[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  /** Class names by id, for the 'Turma atual' column. */
  readonly classNames: ReadonlyMap<number, string>;
  /** The class being edited (null for a new one). */
  readonly turmaId: number | null;
  readonly selected: readonly number[];
  readonly onChange: (selected: number[]) => void;
}

export function AlunosPicker({ students, loading, failed, onRetry, classNames, turmaId, selected, onChange }: AlunosPickerProps) {
  const [search, setSearch] = useState('');
  const chosen = new Set(selected);
  const visible = students.filter((s) => matchesWords(s.cp_nome, search));
  const visibleChosen = visible.filter((s) => chosen.has(s.cp_id)).length;
  const allVisibleChosen = visible.length > 0 && visibleChosen === visible.length;
  const moved = movedAlunos(students, selected, turmaId);
  // Who was picked, in the table's order (a search hides rows, never the picks).
  const picked = students.filter((s) => chosen.has(s.cp_id));

  function toggle(id: number) {
    onChange(chosen.has(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  }

  function toggleVisible() {
    const ids = new Set(visible.map((s) => s.cp_id));
    onChange(
      allVisibleChosen
        ? selected.filter((x) => !ids.has(x))
        : [...selected, ...visible.map((s) => s.cp_id).filter((x) => !chosen.has(x))],
    );
  }

  function currentClass(student: AlunoEscola) {
    if (student.cp_turma_id === null) return <Muted>Sem turma</Muted>;
    if (student.cp_turma_id === turmaId) return 'Esta turma';
    const name = classNames.get(student.cp_turma_id) ?? `Turma ${student.cp_turma_id}`;
    return (
      <>
        {name}
        {chosen.has(student.cp_id) ? <MoveTag> · será movido(a) para esta turma</MoveTag> : null}
      </>
    );
  }

  const columns: DataTableColumn<AlunoEscola>[] = [
    {
      key: 'pick',
      width: '3.25rem',
      align: 'center',
      header: (
        <Box
          type="checkbox"
          aria-label="Selecionar todos os alunos"
          title="Selecionar todos"
          checked={allVisibleChosen}
          disabled={visible.length === 0}
          ref={(el) => {
            if (el) el.indeterminate = visibleChosen > 0 && !allVisibleChosen;
          }}
          onChange={toggleVisible}
        />
      ),
      render: (s) => (
        <Box
          type="checkbox"
          aria-label={selectAlunoLabel(s.cp_nome)}
          checked={chosen.has(s.cp_id)}
          onChange={() => toggle(s.cp_id)}
        />
      ),
    },
    { key: 'cp_nome', header: 'Nome' },
    { key: 'turma', header: 'Turma atual', render: currentClass },
  ];

  const empty = students.length === 0 ? ALUNOS_EMPTY : ALUNOS_NO_MATCH;

  return (
    <Card title="Alunos" actions={<Count aria-live="polite">{selectedCount(selected.length)}</Count>}>
      <Controls>
        <SearchInput value={search} onChange={setSearch} label="Pesquisar alunos" placeholder="Pesquisar aluno pelo nome" />
      </Controls>
      {picked.length > 0 ? (
        <Picked aria-label={ALUNOS_SELECIONADOS}>
          {picked.map((s) => (
            <li key={s.cp_id}>
              <span>{s.cp_nome}</span>
              <button type="button" aria-label={removeAlunoLabel(s.cp_nome)} title="Remover" onClick={() => toggle(s.cp_id)}>
                ×
              </button>
            </li>
          ))}
        </Picked>
      ) : null}
      {moved.length > 0 ? <Notice role="status">{movedAlunosNotice(moved.length)}</Notice> : null}
      {failed ? (
        <LoadFailure message="Erro ao carregar os alunos da escola." onRetry={onRetry} />
      ) : (
        <DataTable
          caption="Alunos da escola"
          columns={columns}
          rows={visible}
          rowKey={(s) => s.cp_id}
          loading={loading}
          loadingRows={4}
          emptyMessage={empty}
          maxHeight="300px"
          // The select-all box lives in the header: a phone keeps the table.
          mobileLayout="table"
        />
      )}
    </Card>
  );
}

const Controls = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  vertical-align: middle;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const Picked = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    max-width: 100%;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xxs}
      ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  span {
    overflow-wrap: anywhere;
  }

  button {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    flex-shrink: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1rem;
    line-height: 1;
    cursor: pointer;

    &:hover {
      background: ${({ theme }) => theme.colors.neutralSoft};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MoveTag = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
