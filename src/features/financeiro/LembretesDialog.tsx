/**
 * 'Lembretes por WhatsApp' (staff; docs/matriculas.md, "PIX and WhatsApp"):
 * the reminders of the selected overdue installments at once. A reminder is a
 * wa.me link a person opens and sends — nothing goes through an outside
 * service, and a browser opens one tab per click, never a burst of them — so
 * the dialog lists one message per student (their overdue installments
 * together, reminderMessageOf) with an 'Abrir no WhatsApp' link each, marks
 * the ones opened, and copies every message at once for whoever sends them
 * another way. Installments not overdue, or of a student without a usable
 * WhatsApp number, are left out and counted.
 *
 * The messages wait for the PIX codes, built with the BR Code library loaded
 * when the dialog opens (./pix imports it dynamically).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatCurrency } from '@contract/dates';
import type { Parcela } from '@contract/entities';
import { Button } from '@/components/Button';
import { buttonLook } from '@/components/Button/Button';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { notify } from '@/components/toast';
import {
  FINANCE_TOAST_MS,
  LEMBRETE_OPENED,
  lembreteOpenLabel,
  LEMBRETES_COPIED,
  LEMBRETES_COPY_ALL,
  LEMBRETES_INTRO,
  LEMBRETES_TITLE,
  lembretesLeftOut,
  parcelasCount,
  PIX_COPY_FAILED,
  PIX_LOADING,
  REMINDER_OPEN,
} from './financeiro-messages';
import { brCodeOf } from './pix';
import { reminderMessageOf, whatsappLink, whatsappNumber } from './whatsapp';

/** Whether an installment can be reminded of: overdue, of a student with a usable WhatsApp. */
export const remindable = (p: Parcela) => p.cp_mtPar_situacao === 'Vencido' && whatsappNumber(p.cp_whatsapp) !== null;

/** A student's reminder: their overdue installments among the chosen ones, in the list's order. */
export interface Lembrete {
  readonly aluno: number;
  readonly nome: string;
  readonly whatsapp: string;
  readonly parcelas: readonly Parcela[];
}

/** The chosen installments as reminders, one per student (in the order the students first appear), and how many were left out. */
export function lembretesOf(parcelas: readonly Parcela[]): { lembretes: Lembrete[]; leftOut: number } {
  const byStudent = new Map<number, Parcela[]>();
  let leftOut = 0;
  for (const p of parcelas) {
    if (!remindable(p)) {
      leftOut++;
      continue;
    }
    const list = byStudent.get(p.cp_mt_usuario) ?? [];
    list.push(p);
    byStudent.set(p.cp_mt_usuario, list);
  }
  const lembretes = [...byStudent.entries()].map(([aluno, own]) => ({
    aluno,
    nome: own[0]!.cp_mt_nome_usuario,
    whatsapp: own[0]!.cp_whatsapp!,
    parcelas: own,
  }));
  return { lembretes, leftOut };
}

/** The message of a reminder, with the PIX codes built for its installments (null: none). */
export function lembreteMessage(l: Lembrete, codes: ReadonlyMap<number, string | null>): string {
  return reminderMessageOf(
    l.parcelas.map((p) => ({
      aluno: p.cp_mt_nome_usuario,
      numero: p.cp_mtPar_numero,
      valor: p.cp_mtPar_valorParcela,
      vencimento: p.cp_mtPar_dataParcela,
      escola: p.pix?.nomeEscola ?? null,
      pixCode: codes.get(p.cp_mtPar_id) ?? null,
    })),
  );
}

export interface LembretesDialogProps {
  /** The chosen installments; null keeps the dialog closed. */
  parcelas: readonly Parcela[] | null;
  onClose: () => void;
}

type Codes = { readonly key: readonly Parcela[]; readonly codes: ReadonlyMap<number, string | null> };

export function LembretesDialog({ parcelas, onClose }: LembretesDialogProps) {
  const [codes, setCodes] = useState<Codes | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [seen, setSeen] = useState<readonly Parcela[] | null>(null);
  const [shown, setShown] = useState<readonly Parcela[]>([]);
  if (parcelas !== seen) {
    setSeen(parcelas);
    if (parcelas !== null) {
      setShown(parcelas);
      setOpened(new Set());
    }
  }
  const open = parcelas !== null;
  const { lembretes, leftOut } = lembretesOf(shown);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const key = shown;
    const wanted = key.filter(remindable);
    void Promise.all(
      wanted.map((p) =>
        brCodeOf(p).then(
          (code) => [p.cp_mtPar_id, code] as const,
          () => [p.cp_mtPar_id, null] as const,
        ),
      ),
    ).then((pairs) => {
      if (!cancelled) setCodes({ key, codes: new Map(pairs) });
    });
    return () => {
      cancelled = true;
    };
  }, [open, shown]);

  const ready = codes !== null && codes.key === shown ? codes.codes : null;
  const messages = ready ? lembretes.map((l) => lembreteMessage(l, ready)) : null;

  async function copyAll() {
    if (!messages) return;
    const text = lembretes.map((l, i) => `Para ${l.nome} (WhatsApp ${l.whatsapp}):\n\n${messages[i]}`).join('\n\n— — —\n\n');
    try {
      if (!navigator.clipboard) throw new Error('Sem área de transferência.');
      await navigator.clipboard.writeText(text);
      notify.success(LEMBRETES_COPIED, { autoClose: FINANCE_TOAST_MS });
    } catch {
      notify.error(PIX_COPY_FAILED, { autoClose: FINANCE_TOAST_MS });
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={LEMBRETES_TITLE}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button onClick={() => void copyAll()} disabled={!messages || lembretes.length === 0}>
            {LEMBRETES_COPY_ALL}
          </Button>
        </>
      }
    >
      <Intro>{LEMBRETES_INTRO}</Intro>
      {leftOut > 0 ? <Note role="status">{lembretesLeftOut(leftOut)}</Note> : null}
      {messages === null ? (
        <Center role="status">
          <Spinner label={PIX_LOADING} showLabel />
        </Center>
      ) : (
        <List aria-label={LEMBRETES_TITLE}>
          {lembretes.map((l, i) => {
            const href = whatsappLink(l.whatsapp, messages[i]!);
            const total = l.parcelas.reduce((sum, p) => sum + Math.round(p.cp_mtPar_valorParcela * 100), 0) / 100;
            const done = opened.has(l.aluno);
            return (
              <Item key={l.aluno}>
                <Head>
                  <Who>
                    <strong>{l.nome}</strong>
                    <Muted>
                      WhatsApp {l.whatsapp} · {parcelasCount(l.parcelas.length)} · {formatCurrency(total)}
                    </Muted>
                  </Who>
                  {done ? (
                    <Opened role="status">
                      <Icon name="check" size={16} /> {LEMBRETE_OPENED}
                    </Opened>
                  ) : null}
                  {href ? (
                    <ExternalButton
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={lembreteOpenLabel(l.nome)}
                      onClick={() => setOpened((s) => new Set(s).add(l.aluno))}
                      $variant={done ? 'secondary' : 'primary'}
                      $size="sm"
                      $fullWidth={false}
                      $iconOnly={false}
                    >
                      {REMINDER_OPEN}
                    </ExternalButton>
                  ) : null}
                </Head>
                <details>
                  <summary>Ver mensagem</summary>
                  <Preview aria-label={`Mensagem para ${l.nome}`}>{messages[i]}</Preview>
                </details>
              </Item>
            );
          })}
        </List>
      )}
    </Modal>
  );
}

const ExternalButton = styled.a<{ $variant: 'primary' | 'secondary'; $size: 'sm'; $fullWidth: boolean; $iconOnly: boolean }>`
  ${buttonLook}
  flex: none;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  summary {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.link};
    cursor: pointer;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Opened = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success};
`;

const Preview = styled.blockquote`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
