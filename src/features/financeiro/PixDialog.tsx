/**
 * 'Pagar com PIX': an unpaid installment's "copia e cola" code and its QR code
 * (docs/matriculas.md, "PIX and WhatsApp"), with a 'Copiar código' button.
 *
 * The BR Code library (pix-utils, through ./pix) and the QR library (qrcode)
 * are imported dynamically here, when the dialog opens, so neither is part of
 * the finance screen's chunk nor of the login route.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Parcela } from '@contract/entities';
import { Button } from '@/components/Button';
import { LoadFailure } from '@/components/LoadFailure';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { notify } from '@/components/toast';
import { formatCurrency, formatDateBR } from '@contract/dates';
import {
  FINANCE_TOAST_MS,
  PIX_BUILD_FAILED,
  PIX_CODE_LABEL,
  PIX_COPIED,
  PIX_COPY,
  PIX_COPY_FAILED,
  PIX_DIALOG_TITLE,
  PIX_LOADING,
} from './financeiro-messages';
import { brCodeOf } from './pix';

/** The code and its QR as an SVG document. */
export interface PixArtifacts {
  readonly code: string;
  readonly svg: string;
}

/** Builds the installment's code and draws its QR (both libraries loaded on first use). */
export async function pixArtifacts(parcela: Parcela): Promise<PixArtifacts> {
  const code = await brCodeOf(parcela);
  if (!code) throw new Error('Parcela sem PIX.');
  const mod = await import('qrcode');
  // qrcode is CommonJS: its functions are its default export (a bundle's interop may also name them).
  const qrcode = mod.default ?? mod;
  // Dark modules on white, whatever the theme: what cameras read best. M: 15 % of the code may be damaged.
  const svg = await qrcode.toString(code, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return { code, svg };
}

type Result = { readonly id: number } & ({ readonly ok: true; readonly value: PixArtifacts } | { readonly ok: false });

export interface PixDialogProps {
  /** The installment whose PIX is shown (kept while the dialog closes). */
  parcela: Parcela | null;
  open: boolean;
  onClose: () => void;
}

export function PixDialog({ parcela, open, onClose }: PixDialogProps) {
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const codeId = useId();

  useEffect(() => {
    if (!open || !parcela) return;
    let cancelled = false;
    const id = parcela.cp_mtPar_id;
    pixArtifacts(parcela).then(
      (value) => !cancelled && setResult({ id, ok: true, value }),
      () => !cancelled && setResult({ id, ok: false }),
    );
    return () => {
      cancelled = true;
    };
  }, [open, parcela, attempt]);

  const current = result && parcela && result.id === parcela.cp_mtPar_id ? result : null;

  async function copy(code: string) {
    try {
      if (!navigator.clipboard) throw new Error('Sem área de transferência.');
      await navigator.clipboard.writeText(code);
      notify.success(PIX_COPIED, { autoClose: FINANCE_TOAST_MS });
    } catch {
      codeRef.current?.focus();
      codeRef.current?.select();
      notify.error(PIX_COPY_FAILED, { autoClose: FINANCE_TOAST_MS });
    }
  }

  let body;
  if (!parcela) body = null;
  else if (!current) {
    body = (
      <Center role="status">
        <Spinner label={PIX_LOADING} showLabel />
      </Center>
    );
  } else if (!current.ok) {
    body = (
      <LoadFailure
        message={PIX_BUILD_FAILED}
        onRetry={() => {
          setResult(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else {
    const { code, svg } = current.value;
    body = (
      <Layout>
        <QrFrame>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={`QR code do PIX da parcela ${parcela.cp_mtPar_numero}`}
            width={208}
            height={208}
          />
        </QrFrame>
        <CodeBox>
          <label htmlFor={codeId}>{PIX_CODE_LABEL}</label>
          <CodeText
            id={codeId}
            ref={codeRef}
            readOnly
            rows={6}
            value={code}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onClick={() => void copy(code)}>{PIX_COPY}</Button>
        </CodeBox>
      </Layout>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={PIX_DIALOG_TITLE} size="md">
      {parcela ? (
        <Facts>
          <div className="wide">
            <dt>Aluno</dt>
            <dd>{parcela.cp_mt_nome_usuario}</dd>
          </div>
          <div>
            <dt>Parcela</dt>
            <dd>{parcela.cp_mtPar_numero}</dd>
          </div>
          <div>
            <dt>Vencimento</dt>
            <dd>{formatDateBR(parcela.cp_mtPar_dataParcela)}</dd>
          </div>
          <div>
            <dt>Valor</dt>
            <dd>{formatCurrency(parcela.cp_mtPar_valorParcela)}</dd>
          </div>
          {parcela.pix ? (
            <div className="wide">
              <dt>Recebedor</dt>
              <dd>{parcela.pix.nomeEscola}</dd>
            </div>
          ) : null}
        </Facts>
      ) : null}
      {body}
    </Modal>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  /* The student and the receiver take a whole line; number, due date and value share one. */
  .wide {
    grid-column: 1 / -1;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const QrFrame = styled.div`
  flex: 0 0 auto;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm};
  background: #ffffff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  line-height: 0;

  img {
    display: block;
    width: 208px;
    height: 208px;
  }
`;

const CodeBox = styled.div`
  display: flex;
  flex: 1 1 14rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const CodeText = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.5;
  word-break: break-all;
  resize: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
