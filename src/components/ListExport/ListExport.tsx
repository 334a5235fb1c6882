/**
 * A list that leaves the screen (docs/registration.md, "Lists that leave the
 * screen"): 'Exportar CSV' and 'Imprimir' for every row of the list's current
 * filters and search — not only the page on screen. The screen hands in how to
 * read those rows (`load`: its list endpoint with `exportar=1`, one call) and
 * the columns; the CSV is the classroom's pt-BR format (';', decimal comma,
 * CRLF, a UTF-8 BOM), the print view a plain table on a sheet of its own, and
 * only it is printed (the app around it is hidden in print).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { CSV_BOM, toCsv } from '@contract/rules/sala-de-aula';
import { formatCurrency } from '@contract/dates';
import { formatCount, formatNumber } from '@contract/numbers';
import { Button } from '../Button';
import { saveBlob } from '../download/save-blob';
import { Icon } from '../Icon';
import { notify } from '../toast';

export const EXPORT_CSV_LABEL = 'Exportar CSV';
export const PRINT_LABEL = 'Imprimir';
export const CLOSE_PRINT_LABEL = 'Fechar';
export const EXPORT_DONE = 'Lista exportada.';
export const EXPORT_LOAD_FAILED = 'Erro ao carregar a lista para exportar. Tente novamente.';
export const PRINT_VIEW_SUFFIX = 'versão para impressão';

/** A column of the file and of the printed table: a header and each row's cell. */
export interface ExportColumn<T> {
  readonly header: string;
  /** The cell: text as shown, a number (written in pt-BR), or null for an empty cell. */
  readonly value: (row: T) => string | number | null;
  /** Printed right-aligned (amounts, counts). */
  readonly numeric?: boolean;
  /** An amount of money: a number in the file ('1234,5'), 'R$ 1.234,50' on the sheet (right-aligned). */
  readonly money?: boolean;
  /** Kept on one line on the sheet (a CPF, a day, a phone). */
  readonly nowrap?: boolean;
}

export interface ListExportProps<T> {
  /** What the list is ('Usuários'): the print view's heading and the buttons' names. */
  readonly title: string;
  /** The file's name, `.csv` included ('usuarios-2026-11-29.csv'). */
  readonly fileName: string;
  readonly columns: readonly ExportColumn<T>[];
  /** Every row of the current filters and search (the list endpoint with `exportar=1`). */
  readonly load: () => Promise<readonly T[]>;
  /** The filters in force, in words ('Tipo: Aluno · Escola: Centro'): printed under the heading. */
  readonly filters?: string | null;
  /** How a count of rows reads on the sheet ('usuário', 'usuários'). */
  readonly unit: readonly [singular: string, plural: string];
}

/** The CSV of `rows` (without the BOM): the headers, then one line per row. */
export function exportCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  return toCsv([columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r)))]);
}

/** A cell as printed: numbers in pt-BR (money as 'R$ 1.234,50'), absent ones as '—'. */
function printed(value: string | number | null, money: boolean): string {
  if (value === null || value === '') return '—';
  if (typeof value !== 'number') return value;
  return money ? formatCurrency(value) : formatNumber(value);
}

const alignedRight = (c: ExportColumn<never>) => c.numeric === true || c.money === true;
const oneLine = (c: ExportColumn<never>) => alignedRight(c) || c.nowrap === true;

export function ListExport<T>({ title, fileName, columns, load, filters, unit }: ListExportProps<T>) {
  const [busy, setBusy] = useState<'csv' | 'print' | null>(null);
  const [sheet, setSheet] = useState<readonly T[] | null>(null);
  const printButton = useRef<HTMLButtonElement>(null);

  async function rows(kind: 'csv' | 'print'): Promise<readonly T[] | null> {
    setBusy(kind);
    try {
      return await load();
    } catch {
      notify.error(EXPORT_LOAD_FAILED);
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function downloadCsv() {
    const all = await rows('csv');
    if (!all) return;
    saveBlob(new Blob([CSV_BOM + exportCsv(columns, all)], { type: 'text/csv;charset=utf-8' }), fileName);
    notify.success(EXPORT_DONE);
  }

  async function openPrint() {
    const all = await rows('print');
    if (all) setSheet(all);
  }

  function closePrint() {
    setSheet(null);
    printButton.current?.focus();
  }

  return (
    <>
      <Buttons>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'csv'}
          disabled={busy !== null}
          onClick={() => void downloadCsv()}
          aria-label={`${EXPORT_CSV_LABEL}: ${title}`}
        >
          <Icon name="download" size={16} /> {EXPORT_CSV_LABEL}
        </Button>
        <Button
          ref={printButton}
          variant="secondary"
          size="sm"
          loading={busy === 'print'}
          disabled={busy !== null}
          onClick={() => void openPrint()}
          aria-label={`${PRINT_LABEL}: ${title}`}
        >
          <Icon name="printer" size={16} /> {PRINT_LABEL}
        </Button>
      </Buttons>
      {sheet ? (
        <PrintView title={title} filters={filters ?? null} onClose={closePrint} count={formatCount(sheet.length, ...unit)}>
          <Table>
            <thead>
              <tr>
                {columns.map((c) => (
                  <Th key={c.header} scope="col" $numeric={alignedRight(c)}>
                    {c.header}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.map((row, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <Cell key={c.header} column={c} value={printed(c.value(row), c.money === true)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </PrintView>
      ) : null}
    </>
  );
}

/** A printed cell: one line for days, CPFs and amounts; a long word (an e-mail) may break. */
function Cell({ column, value }: { column: ExportColumn<never>; value: string }) {
  const longWord = !/\s/.test(value) && value.length > 20;
  return (
    <Td $numeric={alignedRight(column)} $nowrap={oneLine(column)} $longWord={longWord}>
      {value}
    </Td>
  );
}

interface PrintViewProps {
  readonly title: string;
  readonly filters: string | null;
  readonly count: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The sheet over the app, with its own 'Imprimir' (the browser's dialog) and 'Fechar' (or Escape). */
function PrintView({ title, filters, count, onClose, children }: PrintViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const printedAt = new Date().toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

  useEffect(() => {
    heading.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <Overlay role="dialog" aria-modal="true" aria-labelledby={headingId} data-print-view="">
      <PrintOnly />
      <Bar data-print-hide="">
        <Button size="sm" onClick={() => window.print()}>
          <Icon name="printer" size={16} /> {PRINT_LABEL}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          <Icon name="close" size={16} /> {CLOSE_PRINT_LABEL}
        </Button>
      </Bar>
      <Sheet>
        <Heading id={headingId} ref={heading} tabIndex={-1}>
          {title} <VisuallyHiddenText>— {PRINT_VIEW_SUFFIX}</VisuallyHiddenText>
        </Heading>
        <Meta>
          {filters ? <span>{filters}</span> : null}
          <span>{count}</span>
          <span>Gerado em {printedAt}</span>
        </Meta>
        <TableWrap>{children}</TableWrap>
      </Sheet>
    </Overlay>,
    document.body,
  );
}

/** In print, only the sheet: the app under it and the view's own buttons are left out. */
const PrintOnly = createGlobalStyle`
  @media print {
    body > *:not([data-print-view]) { display: none !important; }
    [data-print-hide] { display: none !important; }
    [data-print-view] { position: static !important; overflow: visible !important; background: #fff !important; }
    [data-print-view] * { color: #000 !important; background: transparent !important; border-color: #999 !important; }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  overflow: auto;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
`;

const Bar = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Sheet = styled.div`
  max-width: 1100px;
  margin: ${({ theme }) => theme.space.lg} auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: 0;
  }

  @media print {
    max-width: none;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xl};

  &:focus {
    outline: none;
  }
`;

const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TableWrap = styled.div`
  overflow-x: auto;

  @media print {
    overflow: visible;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  @media print {
    font-size: 10pt;
  }
`;

const Th = styled.th<{ $numeric: boolean }>`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Td = styled.td<{ $numeric: boolean; $nowrap: boolean; $longWord: boolean }>`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
  /* A long word (an e-mail) may wrap anywhere rather than squeeze the other columns. */
  overflow-wrap: ${({ $longWord }) => ($longWord ? 'anywhere' : 'normal')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-variant-numeric: tabular-nums;
  vertical-align: top;
`;
