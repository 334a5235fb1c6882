/**
 * 'Certificado' (`/certificado`; docs/certificados.md, decision 46). What the
 * session's type reads (ACCESS.certificados) decides the view:
 * - the gestor ('all'): two tabs — 'Matrículas concluídas' (search by student,
 *   situation and school filters, 'Emitir certificado' with the conclusion
 *   date) and 'Certificados emitidos' (code, student, course, school, date,
 *   Válido/Revogado; 'Baixar PDF' and 'Revogar' with a reason);
 * - a student ('self'): 'Meus certificados', their own, to download again.
 * A revoked certificate is never downloaded: its row shows the reason instead.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  CERT_SITUACOES,
  type CertSituacao,
  type Certificado,
  type Certificavel,
  CERT_MESSAGES,
  CERT_SITUACAO_LABELS,
} from '@contract/certificados';
import {
  useLazyGetCertificadoQuery,
  useListCertificadosQuery,
  useListCertificaveisQuery,
  type CertificaveisQuery,
  type CertificadosQuery,
} from '@/api/certificados-api';
import { useListEscolasQuery } from '@/api/escolas-api';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { Button } from '@/components/Button';
import { notify } from '@/components/toast';
import { Card } from '@/components/Card';
import { DataTable, RowActions, type DataTableColumn } from '@/components/DataTable';
import { BulkActions, BulkBar, RowCheckbox, RowCheckTarget } from '@/components/DataTable/RowSelection';
import { EmptyState } from '@/components/EmptyState';
import { SelectField, type SelectOption } from '@/components/form';
import { useListState, type ListState } from '@/components/hooks/useListState';
import { useMediaQuery } from '@/components/hooks/useMediaQuery';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader, Toolbar } from '@/components/PageHeader';
import { SearchInput } from '@/components/SearchInput';
import { StatusBadge } from '@/components/StatusBadge';
import { Tabs } from '@/components/Tabs';
import { may, scopeOf } from '@contract/access';
import { formatDateBR } from '@contract/dates';
import { DEFAULT_PAGE_SIZE } from '@contract/paging';
import { mobileQuery } from '@/theme/tokens';
import {
  ALL_ESCOLAS,
  ALL_SITUACOES,
  BULK_CERT_TOOLBAR,
  certificadosCount,
  DOWNLOAD,
  downloadLabel,
  ESCOLA_LABEL,
  ESCOLAS_LOAD_FAILED,
  ISSUE,
  ISSUE_SELECTED,
  issueLabel,
  matriculasCount,
  motivoText,
  NO_MATCH,
  NONE_SELECTED,
  OWN_TITLE,
  PENDENTE,
  REVOKE,
  revokeLabel,
  SEARCH_EMITIDOS,
  SEARCH_OWN,
  SEARCH_PENDENTES,
  SELECT_PAGE_PENDENTES,
  selectedMatriculas,
  selectMatriculaLabel,
  SITUACAO_LABEL,
  TABS_LABEL,
} from './certificado-messages';
import { Code } from './certificado-styles';
import { EmitirDialog } from './EmitirDialog';
import { EmitirLoteDialog } from './EmitirLoteDialog';
import { RevogarDialog } from './RevogarDialog';
import { useCertificadoDownload, type CertificadoDownload } from './use-certificado-download';

const SEARCH_DEBOUNCE_MS = 300;

export default function CertificadoPage() {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  if (type === null) return null;
  const scope = scopeOf('certificados', 'read', type);
  if (scope === 'self') return <StudentView />;
  if (scope === 'none') return null;
  return <GestorView canWrite={may('certificados', 'write', type)} />;
}

type TabId = 'pendentes' | 'emitidos';
type PendentesFilters = { situacao: CertificaveisQuery['situacao']; escolaId: number | undefined };
type EmitidosFilters = { situacao: CertSituacao | undefined };

function GestorView({ canWrite }: { canWrite: boolean }) {
  const [tab, setTab] = useState<TabId>('pendentes');
  // The lists' state lives here, so a tab keeps its search and filters while the other is shown.
  const pendentes = useListState<PendentesFilters>({
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { situacao: undefined, escolaId: undefined },
  });
  const emitidos = useListState<EmitidosFilters>({ pageSize: DEFAULT_PAGE_SIZE, filters: { situacao: undefined } });
  const [issuing, setIssuing] = useState<Certificavel | null>(null);
  const [issuingMany, setIssuingMany] = useState<readonly Certificavel[] | null>(null);
  const [revoking, setRevoking] = useState<Certificado | null>(null);
  const download = useCertificadoDownload();

  return (
    <>
      <PageHeader title={CERT_MESSAGES.title} />
      <Card>
        <FittingTabs
          label={TABS_LABEL}
          value={tab}
          onChange={(id) => setTab(id as TabId)}
          tabs={[
            {
              id: 'pendentes',
              label: CERT_MESSAGES.pendentes,
              content: (
                <PendentesList
                  list={pendentes}
                  download={download}
                  onIssue={canWrite ? setIssuing : null}
                  onIssueMany={canWrite ? setIssuingMany : null}
                />
              ),
            },
            {
              id: 'emitidos',
              label: CERT_MESSAGES.emitidos,
              content: <EmitidosList list={emitidos} own={false} download={download} onRevoke={canWrite ? setRevoking : null} />,
            },
          ]}
        />
      </Card>
      {canWrite ? (
        <>
          <EmitirDialog matricula={issuing} onClose={() => setIssuing(null)} />
          <EmitirLoteDialog matriculas={issuingMany} onClose={() => setIssuingMany(null)} />
          <RevogarDialog certificado={revoking} onClose={() => setRevoking(null)} />
        </>
      ) : null}
    </>
  );
}

function StudentView() {
  const list = useListState<EmitidosFilters>({ pageSize: DEFAULT_PAGE_SIZE, filters: { situacao: undefined } });
  const download = useCertificadoDownload();
  return (
    <>
      <PageHeader title={OWN_TITLE} />
      <Card>
        <EmitidosList list={list} own download={download} onRevoke={null} />
      </Card>
    </>
  );
}

/** Loading, failure, empty and the table with its footer: what every list of the screen shows. */
function ListBody({
  result,
  list,
  narrowed,
  failedMessage,
  empty,
  table,
  count,
}: {
  result: { currentData?: unknown; isFetching: boolean; isError: boolean; refetch: () => unknown };
  list: { page: number; setPage(page: number): void };
  narrowed: boolean;
  failedMessage: string;
  empty: ReactNode;
  table: (loading: boolean) => ReactNode;
  count: { total: number; totalPages: number; text: string | null };
}) {
  const loading = !result.currentData && result.isFetching;
  if (result.isError && !result.currentData && !result.isFetching) {
    return <LoadFailure message={failedMessage} onRetry={() => void result.refetch()} />;
  }
  if (result.currentData && count.total === 0 && !narrowed) return <>{empty}</>;
  return (
    <>
      {table(loading)}
      <ListFooter count={count.text} page={list.page} totalPages={count.totalPages} onPageChange={list.setPage} />
    </>
  );
}

const PENDENTE_OPTIONS: SelectOption[] = [
  { value: 'pendente', label: PENDENTE },
  ...CERT_SITUACOES.map((s) => ({ value: s, label: CERT_SITUACAO_LABELS[s] })),
];
const SITUACAO_OPTIONS: SelectOption[] = CERT_SITUACOES.map((s) => ({ value: s, label: CERT_SITUACAO_LABELS[s] }));

function parseSituacao(value: string): CertSituacao | undefined {
  return (CERT_SITUACOES as readonly string[]).includes(value) ? (value as CertSituacao) : undefined;
}

/**
 * A name and, under it, a detail: the student and the course; for a student,
 * the course and the school. As a card's heading it keeps the heading's weight.
 */
function TwoLines({ main, detail, heading = false }: { main: string; detail: string; heading?: boolean }) {
  return (
    <TwoLinesBox $heading={heading}>
      <span>{main}</span>
      <Muted>{detail}</Muted>
    </TwoLinesBox>
  );
}

/** A concluded enrolment's certificate: none yet, or its current one. */
function CurrentCertificate({ row }: { row: Certificavel }) {
  if (row.cp_cert_situacao === null) return <StatusBadge tone="neutral">{PENDENTE}</StatusBadge>;
  return (
    <Stack>
      <StatusBadge tone={row.cp_cert_situacao === 'valido' ? 'success' : 'danger'}>
        {CERT_SITUACAO_LABELS[row.cp_cert_situacao]}
      </StatusBadge>
      {row.cp_cert_codigo ? <Code $small>{row.cp_cert_codigo}</Code> : null}
    </Stack>
  );
}

function PendentesList({
  list,
  onIssue,
  onIssueMany,
  download,
}: {
  list: ListState<PendentesFilters>;
  /** 'Baixar PDF' of a row's valid certificate. */
  download: CertificadoDownload;
  /** Opens the issue dialog; null when the caller may not issue. */
  onIssue: ((row: Certificavel) => void) | null;
  /** Opens the dialog that issues the selected ones at once; null when the caller may not issue. */
  onIssueMany: ((rows: readonly Certificavel[]) => void) | null;
}) {
  const result = useListCertificaveisQuery(list.query);
  const paged = usePagedList(result, list);
  const isMobile = useMediaQuery(mobileQuery);
  // 'Baixar PDF' of a valid certificate: the row names it; its PDF needs the whole certificate.
  const [getCertificado] = useLazyGetCertificadoQuery();
  const [fetchingId, setFetchingId] = useState<number | null>(null);
  async function downloadOf(id: number) {
    if (fetchingId !== null || download.busyId !== null) return;
    setFetchingId(id);
    try {
      const certificado = await getCertificado(id, true).unwrap();
      setFetchingId(null);
      await download.download(certificado);
    } catch {
      setFetchingId(null);
      notify.error(CERT_MESSAGES.pdfError);
    }
  }
  // The selection belongs to the page on screen; a row issued meanwhile (a valid certificate) leaves it.
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: '', ids: new Set() });
  const selectionKey = JSON.stringify(list.query);
  const issuable = paged.currentRows.filter((r) => r.cp_cert_situacao !== 'valido');
  const chosen = selection.key === selectionKey ? issuable.filter((r) => selection.ids.has(r.cp_mt_id)) : [];
  const allChosen = issuable.length > 0 && chosen.length === issuable.length;
  const select = (ids: Iterable<number>) => setSelection({ key: selectionKey, ids: new Set(ids) });
  const toggle = (id: number) => {
    const ids = new Set(chosen.map((r) => r.cp_mt_id));
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    select(ids);
  };
  const togglePage = () => select(allChosen ? [] : issuable.map((r) => r.cp_mt_id));
  const pageBox = (
    <RowCheckbox
      type="checkbox"
      aria-label={SELECT_PAGE_PENDENTES}
      checked={allChosen}
      disabled={issuable.length === 0}
      ref={(el) => {
        if (el) el.indeterminate = chosen.length > 0 && !allChosen;
      }}
      onChange={togglePage}
    />
  );
  const escolas = useListEscolasQuery();
  const schoolOptions: SelectOption[] = (escolas.data?.items ?? []).map((e) => ({
    value: String(e.cp_ec_id),
    label: e.cp_ec_nome,
  }));

  const columns: DataTableColumn<Certificavel>[] = [];
  if (onIssueMany) {
    columns.push({
      key: 'selecionar',
      header: pageBox,
      width: '2.75rem',
      align: 'center',
      card: 'actions',
      render: (r) =>
        r.cp_cert_situacao === 'valido' ? null : (
          <RowCheckTarget>
            <RowCheckbox
              type="checkbox"
              aria-label={selectMatriculaLabel(r.cp_mt_nome_usuario, r.cp_curso_nome)}
              checked={chosen.some((c) => c.cp_mt_id === r.cp_mt_id)}
              onChange={() => toggle(r.cp_mt_id)}
            />
          </RowCheckTarget>
        ),
    });
  }
  columns.push(
    {
      key: 'cp_mt_nome_usuario',
      header: 'Aluno e curso',
      render: (r) => <TwoLines main={r.cp_mt_nome_usuario} detail={r.cp_curso_nome} />,
      cardRender: (r) => <TwoLines main={r.cp_mt_nome_usuario} detail={r.cp_curso_nome} heading />,
    },
    { key: 'cp_escola_nome', header: 'Escola', render: (r) => <Wide>{r.cp_escola_nome}</Wide> },
    {
      key: 'cp_mt_primeira_parcela',
      header: 'Início',
      render: (r) => <Nowrap>{formatDateBR(r.cp_mt_primeira_parcela)}</Nowrap>,
    },
    { key: 'certificado', header: 'Certificado', render: (r) => <CurrentCertificate row={r} /> },
  );
  columns.push({
    key: 'acoes',
    header: 'Ação',
    align: 'right',
    // On a card, under the facts: the corner is too narrow beside a long name.
    card: 'line',
    render: (r) =>
      // A valid certificate is downloaded from here as from 'Certificados emitidos'; else it may be issued.
      r.cp_cert_situacao === 'valido' && r.cp_cert_id !== null && r.cp_cert_codigo !== null ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={downloadLabel(r.cp_cert_codigo)}
          loading={download.busyId === r.cp_cert_id || fetchingId === r.cp_cert_id}
          disabled={(download.busyId !== null || fetchingId !== null) && download.busyId !== r.cp_cert_id}
          onClick={() => void downloadOf(r.cp_cert_id!)}
        >
          <Icon name="download" size={16} /> {DOWNLOAD}
        </Button>
      ) : onIssue ? (
        <Button size="sm" aria-label={issueLabel(r.cp_mt_nome_usuario, r.cp_curso_nome)} onClick={() => onIssue(r)}>
          <Icon name="certificate" size={16} /> {ISSUE}
        </Button>
      ) : null,
  });

  const narrowed = list.search.trim() !== '' || list.filters.situacao !== undefined || list.filters.escolaId !== undefined;
  return (
    <>
      <Toolbar role="search" aria-label="Filtrar matrículas concluídas">
        <SearchInput
          label={SEARCH_PENDENTES}
          placeholder={SEARCH_PENDENTES}
          value={list.search}
          onChange={list.setSearch}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
        <Filter
          label={SITUACAO_LABEL}
          placeholder={ALL_SITUACOES}
          options={PENDENTE_OPTIONS}
          value={list.filters.situacao ?? ''}
          onChange={(e) => list.setFilter('situacao', e.target.value === 'pendente' ? 'pendente' : parseSituacao(e.target.value))}
        />
        <Filter
          label={ESCOLA_LABEL}
          placeholder={escolas.isError ? ESCOLAS_LOAD_FAILED : ALL_ESCOLAS}
          options={schoolOptions}
          value={list.filters.escolaId === undefined ? '' : String(list.filters.escolaId)}
          onChange={(e) => list.setFilter('escolaId', e.target.value === '' ? undefined : Number(e.target.value))}
        />
      </Toolbar>
      {onIssueMany && paged.total > 0 ? (
        <BulkBar role="toolbar" aria-label={BULK_CERT_TOOLBAR}>
          {isMobile ? (
            <label>
              {pageBox}
              <span>{SELECT_PAGE_PENDENTES}</span>
            </label>
          ) : null}
          <Muted aria-live="polite">{chosen.length > 0 ? selectedMatriculas(chosen.length) : NONE_SELECTED}</Muted>
          <BulkActions>
            <Button size="sm" disabled={chosen.length === 0} onClick={() => onIssueMany(chosen)}>
              <Icon name="certificate" size={16} /> {ISSUE_SELECTED}
              {chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
          </BulkActions>
        </BulkBar>
      ) : null}
      <ListBody
        result={result}
        list={list}
        narrowed={narrowed}
        failedMessage={CERT_MESSAGES.loadError}
        empty={<EmptyState icon="certificate" title={CERT_MESSAGES.noPendentes} headingLevel={2} />}
        count={{ ...paged, text: result.data ? matriculasCount(paged.total) : null }}
        table={(loading) => (
          <DataTable
            caption={CERT_MESSAGES.pendentes}
            columns={columns}
            rows={paged.currentRows}
            rowKey={(r) => r.cp_mt_id}
            loading={loading}
            emptyMessage={CERT_MESSAGES.noPendentes}
            minWidth="48rem"
          />
        )}
      />
    </>
  );
}

/** Válido or Revogado, and the reason of a revocation. */
function Situacao({ cert }: { cert: Certificado }) {
  const valid = cert.cp_cert_situacao === 'valido';
  return (
    <Stack>
      <StatusBadge tone={valid ? 'success' : 'danger'}>{CERT_SITUACAO_LABELS[cert.cp_cert_situacao]}</StatusBadge>
      {valid ? null : <Reason>{motivoText(cert.cp_cert_motivo)}</Reason>}
    </Stack>
  );
}

function EmitidosList({
  list,
  own,
  download,
  onRevoke,
}: {
  list: ListState<EmitidosFilters>;
  /** A student's own certificates: no student column. */
  own: boolean;
  download: CertificadoDownload;
  /** Opens the revoke dialog; null when the caller may not revoke. */
  onRevoke: ((cert: Certificado) => void) | null;
}) {
  const query: CertificadosQuery = list.query;
  const result = useListCertificadosQuery(query);
  const paged = usePagedList(result, list);

  const columns: DataTableColumn<Certificado>[] = [];
  if (own) {
    columns.push({
      key: 'cp_cert_curso_nome',
      header: 'Curso e escola',
      render: (c) => <TwoLines main={c.cp_cert_curso_nome} detail={c.cp_cert_escola_nome} />,
      cardRender: (c) => <TwoLines main={c.cp_cert_curso_nome} detail={c.cp_cert_escola_nome} heading />,
    });
  } else {
    columns.push({
      key: 'cp_cert_aluno_nome',
      header: 'Aluno e curso',
      render: (c) => <TwoLines main={c.cp_cert_aluno_nome} detail={c.cp_cert_curso_nome} />,
      cardRender: (c) => <TwoLines main={c.cp_cert_aluno_nome} detail={c.cp_cert_curso_nome} heading />,
    });
  }
  // A student's school is under the course; the gestor's lists name it in a column.
  if (!own) columns.push({ key: 'cp_cert_escola_nome', header: 'Escola', render: (c) => <Wide>{c.cp_cert_escola_nome}</Wide> });
  columns.push(
    {
      key: 'cp_cert_conclusao',
      header: own ? 'Período' : 'Conclusão',
      // The period may break between its dates (a phone's card), never inside one.
      render: (c) =>
        own ? (
          <span>
            <Nowrap>{formatDateBR(c.cp_cert_inicio)}</Nowrap> a <Nowrap>{formatDateBR(c.cp_cert_conclusao)}</Nowrap>
          </span>
        ) : (
          <Nowrap>{formatDateBR(c.cp_cert_conclusao)}</Nowrap>
        ),
    },
    { key: 'cp_cert_codigo', header: 'Código', render: (c) => <Code $small>{c.cp_cert_codigo}</Code> },
    { key: 'cp_cert_situacao', header: 'Situação', render: (c) => <Situacao cert={c} /> },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      card: 'line',
      render: (c) =>
        c.cp_cert_situacao === 'valido' ? (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={downloadLabel(c.cp_cert_codigo)}
              loading={download.busyId === c.cp_cert_id}
              disabled={download.busyId !== null && download.busyId !== c.cp_cert_id}
              onClick={() => void download.download(c)}
            >
              <Icon name="download" size={16} /> {DOWNLOAD}
            </Button>
            {onRevoke ? (
              <Button size="sm" variant="secondary" aria-label={revokeLabel(c.cp_cert_codigo)} onClick={() => onRevoke(c)}>
                {REVOKE}
              </Button>
            ) : null}
          </Actions>
        ) : null,
    },
  );

  const narrowed = list.search.trim() !== '' || list.filters.situacao !== undefined;
  const none = own ? CERT_MESSAGES.noneOwn : CERT_MESSAGES.noEmitidos;
  return (
    <>
      <Toolbar role="search" aria-label="Filtrar certificados">
        <SearchInput
          label={own ? SEARCH_OWN : SEARCH_EMITIDOS}
          placeholder={own ? SEARCH_OWN : SEARCH_EMITIDOS}
          value={list.search}
          onChange={list.setSearch}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
        <Filter
          label={SITUACAO_LABEL}
          placeholder={ALL_SITUACOES}
          options={SITUACAO_OPTIONS}
          value={list.filters.situacao ?? ''}
          onChange={(e) => list.setFilter('situacao', parseSituacao(e.target.value))}
        />
      </Toolbar>
      <ListBody
        result={result}
        list={list}
        narrowed={narrowed}
        failedMessage={CERT_MESSAGES.loadError}
        empty={<EmptyState icon="certificate" title={none} headingLevel={2} />}
        count={{ ...paged, text: result.data ? certificadosCount(paged.total) : null }}
        table={(loading) => (
          <DataTable
            caption={own ? OWN_TITLE : CERT_MESSAGES.emitidos}
            columns={columns}
            rows={paged.currentRows}
            rowKey={(c) => c.cp_cert_id}
            loading={loading}
            emptyMessage={narrowed ? NO_MATCH : none}
            minWidth={own ? '48rem' : '56rem'}
          />
        )}
      />
    </>
  );
}

/* && outweighs the Toolbar's rule that stretches its first control. */
const Filter = styled(SelectField)`
  && {
    flex: 0 1 14rem;
  }

  @media ${mobileQuery} {
    && {
      flex: 1 1 100%;
    }
  }
`;

/** On a phone the two tabs share the width, their labels wrapping, so neither hides off screen. */
const FittingTabs = styled(Tabs)`
  @media ${mobileQuery} {
    [role='tab'] {
      flex: 1 1 0;
      min-width: 0;
      padding-inline: ${({ theme }) => theme.space.sm};
    }
  }
`;

/** Download and revoke, one above the other in the table (it keeps to the page's width), side by side on a card. */
const Actions = styled(RowActions)`
  flex-direction: column;
  align-items: stretch;

  @media ${mobileQuery} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Reason = styled.span`
  max-width: 16rem;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const TwoLinesBox = styled.span<{ $heading: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 11rem;
  font-weight: ${({ theme, $heading }) => ($heading ? 'inherit' : theme.font.weight.medium)};
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A name that wraps, but not into a column of single words. */
const Wide = styled.span`
  display: inline-block;
  min-width: 9rem;
`;

const Nowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
