/**
 * The 'Pesquisar Usuário' modal of the enrolment form (spec sections 2 and
 * 5): a search on the server (`GET /buscarusermatricula?q=`, debounced; the
 * server lists only live students of the caller's school, every school for
 * the Gestor), Enter picks the first hit, an empty result says 'Nenhum usuário
 * encontrado'. Choosing a person hands them to the form, which loads their
 * details.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { UsuarioMatriculaHit } from '@contract/matriculas';
import { matriculasApi, useBuscarUsuariosMatriculaQuery } from '@/api/matriculas-api';
import { Button } from '@/components/Button';
import { LoadFailure } from '@/components/LoadFailure';
import { Modal } from '@/components/Modal';
import { SearchInput } from '@/components/SearchInput';
import { Spinner } from '@/components/Spinner';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import {
  NO_USERS_FOUND,
  SEARCH_DIALOG_HINT,
  SEARCH_DIALOG_LABEL,
  SEARCH_DIALOG_TITLE,
  SEARCH_FAILED,
  searchMoreHint,
} from './matricula-messages';
import { formatCount } from '@contract/numbers';

/** How long the search waits after the last keystroke before asking the server. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** One page of hits is enough for a search box (docs/matriculas.md). */
export const USER_SEARCH_PAGE_SIZE = 20;

export interface UsuarioSearchDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (person: UsuarioMatriculaHit) => void;
  /** School names by id, shown with each person (the Gestor searches every school); null to leave them out. */
  schoolNames?: ReadonlyMap<number, string> | null;
}

const searchArgs = (q: string) => ({ q: q === '' ? undefined : q, page: 1, pageSize: USER_SEARCH_PAGE_SIZE });

/** Mount it with a new `key` for each opening: the search starts empty. */
export function UsuarioSearchDialog({ open, onClose, onPick, schoolNames = null }: UsuarioSearchDialogProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const picked = useRef(false);
  const hintId = useId();
  const result = useBuscarUsuariosMatriculaQuery(searchArgs(query), { skip: !open });
  const [searchNow] = matriculasApi.useLazyBuscarUsuariosMatriculaQuery();
  const { currentData, isFetching, isError, refetch } = result;
  const hits = currentData?.items ?? [];

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = window.setTimeout(() => setQuery(next), USER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query]);

  const pick = (person: UsuarioMatriculaHit) => {
    if (picked.current) return;
    picked.current = true;
    onPick(person);
  };

  // Enter picks the first hit of what is typed, asking the server now if the debounced search has not yet.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const typed = text.trim();
    setQuery(typed);
    searchNow(searchArgs(typed), true)
      .unwrap()
      .then((answer) => {
        const first = answer.items[0];
        if (first) pick(first);
      })
      // A failed search shows its own message in the list.
      .catch(() => undefined);
  };

  let body;
  if (isError && !isFetching) {
    body = <LoadFailure message={SEARCH_FAILED} onRetry={() => void refetch()} />;
  } else if (!currentData) {
    body = (
      <Centered>
        <Spinner label="Buscando usuários…" showLabel />
      </Centered>
    );
  } else if (hits.length === 0) {
    body = <Empty role="status">{NO_USERS_FOUND}</Empty>;
  } else {
    body = (
      <>
        <VisuallyHidden role="status">
          {formatCount(currentData.total, 'usuário encontrado', 'usuários encontrados')}
        </VisuallyHidden>
        <Hits aria-label="Usuários encontrados" aria-busy={isFetching || undefined}>
          {hits.map((person, i) => (
            <li key={person.cp_id}>
              <Hit type="button" onClick={() => pick(person)} $first={i === 0}>
                <strong>{person.cp_nome}</strong>
                <Detail>
                  CPF {person.cp_cpf}
                  {schoolNames && person.cp_escola_id !== null && schoolNames.has(person.cp_escola_id)
                    ? ` · ${schoolNames.get(person.cp_escola_id)}`
                    : null}
                </Detail>
              </Hit>
            </li>
          ))}
        </Hits>
        {currentData.total > hits.length ? <More>{searchMoreHint(hits.length, currentData.total)}</More> : null}
      </>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={SEARCH_DIALOG_TITLE}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
      }
    >
      <Search>
        <SearchInput
          label={SEARCH_DIALOG_LABEL}
          placeholder={SEARCH_DIALOG_LABEL}
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
        />
        <Hint id={hintId}>{SEARCH_DIALOG_HINT}</Hint>
      </Search>
      {body}
    </Modal>
  );
}

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hits = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hit = styled.button<{ $first: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $first }) => ($first ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
