/**
 * 'Gerenciar o Material Extra' (the gestor's, on Material Extra): who holds
 * the grant, a button to take it back from each, and a search of people
 * (`GET /users?q=`, only directors, secretaries and teachers — GRANTEE_TYPES)
 * to give it to someone else. The server decides; the toasts are the
 * contract's PERMISSAO_MESSAGES.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { type Grant, GRANTEE_TYPES } from '@contract/access';
import type { Usuario } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useGrantPermissaoMutation, useListPermissoesQuery, useRevokePermissaoMutation } from '@/api/materiais-api';
import { useListUsuariosQuery } from '@/api/usuarios-api';
import { Button } from '@/components/Button';
import { HintText } from '@/components/form/Field';
import { LoadFailure } from '@/components/LoadFailure';
import { Modal } from '@/components/Modal';
import { SearchInput } from '@/components/SearchInput';
import { Skeleton } from '@/components/Spinner';
import { notify, ToastMessage } from '@/components/toast';
import { formatDateBR } from '@contract/dates';
import { USER_TYPE_LABELS } from '@/domain/roles';
import { PERMISSAO_MESSAGES } from '@contract/permissoes';
import {
  PERMISSOES_EMPTY,
  PERMISSOES_ERROR,
  PERMISSOES_INTRO,
  PERMISSOES_LOAD_FAILED,
  PERMISSOES_NO_MATCH,
  PERMISSOES_SEARCH,
  PERMISSOES_SEARCH_HINT,
  PERMISSOES_TITLE,
} from './materiais-messages';

const GRANT: Grant = 'materialExtra';
const SEARCH_DEBOUNCE_MS = 300;
/** How many people a search shows. */
const SEARCH_SIZE = 20;

export interface PermissoesModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function PermissoesModal({ open, onClose }: PermissoesModalProps) {
  const [search, setSearch] = useState('');
  const q = search.trim();
  const holders = useListPermissoesQuery({ permissao: GRANT }, { skip: !open });
  // One search per type that may hold the grant, filtered on the server: students sharing a name never crowd them out.
  const skip = { skip: !open || q === '' };
  const diretores = useListUsuariosQuery({ q, cp_tipo_user: 2, page: 1, pageSize: SEARCH_SIZE }, skip);
  const secretarios = useListUsuariosQuery({ q, cp_tipo_user: 3, page: 1, pageSize: SEARCH_SIZE }, skip);
  const professores = useListUsuariosQuery({ q, cp_tipo_user: 4, page: 1, pageSize: SEARCH_SIZE }, skip);
  const searches = [diretores, secretarios, professores];
  const people = {
    isError: searches.some((r) => r.isError),
    loading: searches.some((r) => r.isFetching && !r.currentData),
    refetch: () => searches.forEach((r) => void r.refetch()),
    items: searches.flatMap((r) => r.currentData?.items ?? []).sort((a, b) => a.cp_nome.localeCompare(b.cp_nome, 'pt-BR')),
  };
  const [grant, granting] = useGrantPermissaoMutation();
  const [revoke, revoking] = useRevokePermissaoMutation();
  /** The person whose grant is changing. */
  const [pending, setPending] = useState<number | null>(null);

  const held = new Set((holders.data ?? []).map((p) => p.cp_usuario_id));
  const candidates = people.items.filter(
    (u: Usuario) => GRANTEE_TYPES.includes(u.cp_tipo_user) && u.cp_excluido !== 1 && !held.has(u.cp_id),
  );

  async function change(userId: number, action: 'grant' | 'revoke') {
    setPending(userId);
    try {
      await (action === 'grant' ? grant : revoke)({ userId, permissao: GRANT }).unwrap();
      notify.success(action === 'grant' ? PERMISSAO_MESSAGES.granted : PERMISSAO_MESSAGES.revoked);
      // The person is listed above now: the search starts over for the next one.
      if (action === 'grant') setSearch('');
    } catch (error) {
      notify.error(<ToastMessage title={PERMISSOES_ERROR} detail={refusalReason(error)} />, { autoClose: 5000 });
    } finally {
      setPending(null);
    }
  }

  const working = granting.isLoading || revoking.isLoading;

  return (
    <Modal open={open} onClose={onClose} title={PERMISSOES_TITLE} size="md" closeDisabled={working}>
      <Stack>
        <HintText as="p">{PERMISSOES_INTRO}</HintText>
        <section aria-labelledby="permissoes-titulares">
          <SubHeading id="permissoes-titulares">Com a permissão</SubHeading>
          {holders.isError ? (
            <LoadFailure message={PERMISSOES_LOAD_FAILED} onRetry={() => void holders.refetch()} />
          ) : holders.isLoading ? (
            <Skeleton height="2.5rem" lines={2} />
          ) : (holders.data ?? []).length === 0 ? (
            <HintText as="p">{PERMISSOES_EMPTY}</HintText>
          ) : (
            <People aria-labelledby="permissoes-titulares" aria-busy={holders.isFetching || undefined}>
              {(holders.data ?? []).map((p) => (
                <PersonRow
                  key={p.cp_usuario_id}
                  nome={p.cp_nome}
                  detail={`${USER_TYPE_LABELS[p.cp_tipo_user]} · desde ${formatDateBR(p.cp_concedida_em.slice(0, 10))}`}
                  action="Remover"
                  variant="danger"
                  label={`Remover a permissão de ${p.cp_nome}`}
                  loading={pending === p.cp_usuario_id}
                  disabled={working}
                  onClick={() => void change(p.cp_usuario_id, 'revoke')}
                />
              ))}
            </People>
          )}
        </section>
        <section aria-labelledby="permissoes-conceder">
          <SubHeading id="permissoes-conceder">Conceder a</SubHeading>
          <SearchInput
            value={search}
            onChange={setSearch}
            label={PERMISSOES_SEARCH}
            placeholder={PERMISSOES_SEARCH}
            debounceMs={SEARCH_DEBOUNCE_MS}
            aria-describedby="permissoes-busca-dica"
          />
          <HintText id="permissoes-busca-dica">{PERMISSOES_SEARCH_HINT}</HintText>
          {q === '' ? null : people.isError ? (
            <LoadFailure message="Erro ao buscar usuários." onRetry={people.refetch} />
          ) : people.loading ? (
            <Skeleton height="2.5rem" lines={2} />
          ) : candidates.length === 0 ? (
            <HintText as="p">{PERMISSOES_NO_MATCH}</HintText>
          ) : (
            <People aria-label="Pessoas encontradas">
              {candidates.map((u) => (
                <PersonRow
                  key={u.cp_id}
                  nome={u.cp_nome}
                  detail={USER_TYPE_LABELS[u.cp_tipo_user]}
                  action="Conceder"
                  variant="secondary"
                  label={`Conceder a permissão a ${u.cp_nome}`}
                  loading={pending === u.cp_id}
                  disabled={working}
                  onClick={() => void change(u.cp_id, 'grant')}
                />
              ))}
            </People>
          )}
        </section>
      </Stack>
    </Modal>
  );
}

/** A person in one of the dialog's lists: name, what they are, and the one button. */
function PersonRow({
  nome,
  detail,
  action,
  variant,
  label,
  loading,
  disabled,
  onClick,
}: {
  nome: string;
  detail: string;
  action: string;
  variant: 'danger' | 'secondary';
  label: string;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Person>
      <Who>
        <strong>{nome}</strong>
        <span>{detail}</span>
      </Who>
      <Button size="sm" variant={variant} aria-label={label} loading={loading} disabled={disabled} onClick={onClick}>
        {action}
      </Button>
    </Person>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const People = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Person = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
