/**
 * 'Usuários' (`/usuarios`; spec sections 2, 8 and 9): the people the caller
 * may see, paged, searched and filtered on the server (type, search,
 * 'Aniversariantes': birthday today or within the next 5 days, the nearest
 * birthday first; the gestor's school filter and column), birthdays
 * highlighted, links to add and edit, a delete with confirmation, and the
 * list as CSV or printed (every row of the filters, not only the page).
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import type { Usuario } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { useListEscolasQuery } from '@/api/escolas-api';
import { useDeleteUsuarioMutation, useLazyExportUsuariosQuery, useListUsuariosQuery } from '@/api/usuarios-api';
import { ButtonLink } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DataTable, EditDeleteActions, type DataTableColumn } from '@/components/DataTable';
import { Checkbox, SelectField } from '@/components/form';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { ListExport, type ExportColumn } from '@/components/ListExport';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { ListToolbar, PageHeader } from '@/components/PageHeader';
import { PageSizeSelect } from '@/components/PageSizeSelect';
import { StatusBadge } from '@/components/StatusBadge';
import { notify, ToastMessage } from '@/components/toast';
import { isBirthdayToday, isBirthdayWithin } from '@contract/rules/aniversario';
import { formatDateBR, toIsoDay } from '@contract/dates';
import { scopeOf } from '@contract/access';
import { mayAssignType } from '@contract/roles';
import { USER_TYPES, type UserType } from '@contract/constants';
import { href, SCREENS } from '@/domain/navigation';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/paging';
import { screenActions } from '@/domain/access';
import { parseUserType, roleLabel, USER_TYPE_LABELS } from '@/domain/roles';
import {
  BIRTHDAY_TODAY,
  birthdaySoon,
  CONFIRM_DELETE_TITLE,
  confirmDeleteMessage,
  LIST_LOAD_FAILED,
  LIST_TITLE,
  NO_USERS,
  USER_DELETE_FAILED,
  USER_DELETED,
} from './usuario-messages';
import { formatCount } from '@contract/numbers';

type Filters = { cp_tipo_user: UserType | undefined; aniversariantes: boolean; escolaId: number | undefined };

const TYPE_FILTER_OPTIONS = USER_TYPES.map((t) => ({ value: String(t), label: USER_TYPE_LABELS[t] }));

function BirthdayBadge({ birthDate, today }: { birthDate: string; today: Date }) {
  if (!isBirthdayWithin(birthDate, today)) return null;
  const label = isBirthdayToday(birthDate, today) ? BIRTHDAY_TODAY : birthdaySoon(formatDateBR(birthDate).slice(0, 5));
  return <StatusBadge tone="info">{label}</StatusBadge>;
}

export default function UsuariosListPage() {
  const session = useAppSelector(selectSession);
  const list = useListState<Filters>({
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { cp_tipo_user: undefined, aniversariantes: false, escolaId: undefined },
  });
  // The gestor sees the whole network: a school filter and a school column (others see their own school only).
  const networkWide = scopeOf('usuarios', 'list', session?.userType ?? 5) === 'all';
  const schools = useListEscolasQuery();
  const schoolName = useMemo(() => {
    const names = new Map((schools.data?.items ?? []).map((e) => [e.cp_ec_id, e.cp_ec_nome]));
    return (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  }, [schools.data]);
  const schoolOptions = useMemo(
    () => (schools.data?.items ?? []).map((e) => ({ value: String(e.cp_ec_id), label: e.cp_ec_nome })),
    [schools.data],
  );
  const [exportUsuarios] = useLazyExportUsuariosQuery();
  const result = useListUsuariosQuery(list.query);
  const { data, currentData, isFetching, isError, refetch } = result;
  // The current query's rows (none while a page loads); the paging stays put on the last answer.
  const { currentRows, total, totalPages } = usePagedList(result, list);
  const [deleteUsuario] = useDeleteUsuarioMutation();
  const remove = useConfirmAction({
    run: (u: Usuario) => deleteUsuario(u.cp_id).unwrap(),
    onSuccess: () => notify.success(USER_DELETED),
    onError: (error) =>
      notify.error(<ToastMessage title={USER_DELETE_FAILED} detail={refusalReason(error)} />, { autoClose: 5000 }),
  });
  const today = useMemo(() => new Date(), []);

  const ownType = session?.userType ?? 5;
  const offers = screenActions('usuarios', session?.userType ?? null);
  /** Whether the caller may act on this person: types ≥ their own (docs/registration.md). */
  const manageable = (u: Usuario) => mayAssignType(ownType, u.cp_tipo_user);

  // On a phone each person is a card: the name (and birthday badge) as its title, 'type · login' and the e-mail, the actions.
  const name = (u: Usuario, heading = false) => (
    <NameCell $heading={heading}>
      <span>{u.cp_nome}</span>
      <BirthdayBadge birthDate={u.cp_datanascimento} today={today} />
    </NameCell>
  );
  const columns: DataTableColumn<Usuario>[] = [
    { key: 'cp_nome', header: 'Nome', render: (u) => name(u), cardRender: (u) => name(u, true) },
    { key: 'cp_login', header: 'Login', card: 'line', cardRender: (u) => `${roleLabel(u.cp_tipo_user)} · ${u.cp_login}` },
    { key: 'cp_email', header: 'E-mail', card: 'line', render: (u) => <EmailText email={u.cp_email} /> },
    { key: 'cp_tipo_user', header: 'Tipo', card: 'hidden', render: (u) => roleLabel(u.cp_tipo_user) },
    { key: 'cp_cpf', header: 'CPF', card: 'hidden', render: (u) => <NoWrap>{u.cp_cpf}</NoWrap> },
    ...(list.filters.aniversariantes
      ? [
          {
            key: 'aniversario',
            header: 'Aniversário',
            card: 'line',
            render: (u) => <NoWrap>{formatDateBR(u.cp_datanascimento).slice(0, 5)}</NoWrap>,
            cardRender: (u) => `Aniversário: ${formatDateBR(u.cp_datanascimento).slice(0, 5)}`,
          } satisfies DataTableColumn<Usuario>,
        ]
      : []),
    ...(networkWide
      ? [
          {
            key: 'escola',
            header: 'Escola',
            card: 'line',
            render: (u) => schoolName(u.cp_escola_id) ?? '—',
            cardRender: (u) => schoolName(u.cp_escola_id) ?? '—',
          } satisfies DataTableColumn<Usuario>,
        ]
      : []),
    {
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      render: (u) => (
        <EditDeleteActions
          name={u.cp_nome}
          editTo={offers.edit ? href('editarUsuario', { id: u.cp_id }) : null}
          onDelete={offers.delete ? () => remove.ask(u) : null}
          disabled={!manageable(u)}
          iconSize={16}
        />
      ),
    },
  ];

  // The file and the printed sheet: every person of the filters and search.
  const exportColumns: ExportColumn<Usuario>[] = [
    { header: 'Nome', value: (u) => u.cp_nome },
    { header: 'Tipo', value: (u) => roleLabel(u.cp_tipo_user) },
    { header: 'Login', value: (u) => u.cp_login },
    { header: 'E-mail', value: (u) => u.cp_email },
    { header: 'CPF', value: (u) => u.cp_cpf, nowrap: true },
    { header: 'Nascimento', value: (u) => formatDateBR(u.cp_datanascimento), nowrap: true },
    { header: 'Telefone', value: (u) => u.cp_telefone ?? u.cp_whatsapp, nowrap: true },
    ...(networkWide ? [{ header: 'Escola', value: (u: Usuario) => schoolName(u.cp_escola_id) }] : []),
  ];
  const filterWords = [
    list.search.trim() ? `Pesquisa: ${list.search.trim()}` : null,
    list.filters.cp_tipo_user === undefined ? null : `Tipo: ${USER_TYPE_LABELS[list.filters.cp_tipo_user]}`,
    list.filters.escolaId === undefined ? null : `Escola: ${schoolName(list.filters.escolaId) ?? list.filters.escolaId}`,
    list.filters.aniversariantes ? 'Aniversariantes (hoje e próximos 5 dias)' : null,
  ].filter(Boolean);

  const loading = !currentData && isFetching;
  const failed = isError && !currentData && !isFetching;

  return (
    <>
      <PageHeader
        title={LIST_TITLE}
        actions={
          <>
            <ListExport
              title={LIST_TITLE}
              fileName={`usuarios-${toIsoDay(new Date())}.csv`}
              columns={exportColumns}
              unit={['usuário', 'usuários']}
              filters={filterWords.join(' · ') || null}
              load={() => exportUsuarios(list.query).unwrap()}
            />
            {offers.create ? (
              <ButtonLink to={SCREENS.cadastroUsuario}>
                <Icon name="plus" size={18} />
                Adicionar Novo
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <ListToolbar
        role="search"
        aria-label="Filtrar usuários"
        list={list}
        searchLabel="Pesquisar usuários"
        searchPlaceholder="Nome, login, e-mail ou CPF"
      >
        <TypeFilter
          label="Tipo de Usuário"
          placeholder="Todos"
          options={TYPE_FILTER_OPTIONS}
          value={list.filters.cp_tipo_user === undefined ? '' : String(list.filters.cp_tipo_user)}
          onChange={(e) => list.setFilter('cp_tipo_user', parseUserType(e.target.value) ?? undefined)}
        />
        {networkWide ? (
          <SchoolFilter
            label="Escola"
            placeholder="Todas"
            options={schoolOptions}
            value={list.filters.escolaId === undefined ? '' : String(list.filters.escolaId)}
            onChange={(e) => list.setFilter('escolaId', e.target.value === '' ? undefined : Number(e.target.value))}
          />
        ) : null}
        <BirthdayFilter
          label="Aniversariantes"
          hint="Hoje e próximos 5 dias"
          checked={list.filters.aniversariantes}
          onChange={(e) => list.setFilter('aniversariantes', e.target.checked)}
        />
      </ListToolbar>

      {failed ? (
        <LoadFailure message={LIST_LOAD_FAILED} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          caption="Lista de usuários"
          columns={columns}
          rows={currentRows}
          rowKey={(u) => u.cp_id}
          loading={loading}
          loadingRows={list.pageSize > 10 ? 10 : 5}
          emptyMessage={NO_USERS}
        />
      )}

      <ListFooter
        count={data ? formatCount(total, 'usuário', 'usuários') : null}
        page={list.page}
        totalPages={data ? totalPages : 1}
        onPageChange={list.setPage}
        hideSinglePage
      >
        <PageSizeSelect value={list.pageSize} options={PAGE_SIZES.usuarios} onChange={list.setPageSize} />
      </ListFooter>

      <ConfirmDialog
        {...remove.dialog}
        title={CONFIRM_DELETE_TITLE}
        message={remove.target ? confirmDeleteMessage(remove.target.cp_nome) : ''}
        confirmLabel="Excluir"
        tone="danger"
      />
    </>
  );
}

const TypeFilter = styled(SelectField)`
  flex: 0 1 14rem;
`;

const SchoolFilter = styled(SelectField)`
  flex: 0 1 16rem;
`;

const BirthdayFilter = styled(Checkbox)`
  flex: 0 0 auto;
  align-self: center;
`;

/** The name and birthday badge; as a card's heading it keeps the heading's weight. */
const NameCell = styled.span<{ $heading: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-width: 10rem;
  font-weight: ${({ theme, $heading }) => ($heading ? 'inherit' : theme.font.weight.medium)};
`;

const Email = styled.span`
  overflow-wrap: anywhere;
`;

/** An e-mail that wraps after the '@' rather than anywhere. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <Email>{email}</Email>;
  return (
    <Email>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Email>
  );
}

const NoWrap = styled.span`
  white-space: nowrap;
`;
