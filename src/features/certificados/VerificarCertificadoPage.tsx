/**
 * 'Verificar certificado' (`/verificar`, `/verificar/:codigo`; public, no
 * sign-in; docs/certificados.md). The QR code of a certificate opens it with
 * the code in the path. The code is spelled the canonical way before it is
 * sent (case, spaces, hyphens and O/I/L typed by mistake do not matter); the
 * answer shows only the name, course, school, date and whether the
 * certificate is valid or revoked.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { normalizeCertificateCode } from '@contract/rules/certificados';
import { type CertificadoVerificacao, CERT_MESSAGES } from '@contract/certificados';
import { useVerificarCertificadoQuery } from '@/api/certificados-api';
import { errorStatus, serverMessage, type ApiError } from '@/api/errors';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { LoadFailure } from '@/components/LoadFailure';
import { Logo } from '@/components/Logo';
import { Spinner } from '@/components/Spinner';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDateBR } from '@contract/dates';
import { href, SCREENS } from '@/domain/navigation';
import {
  CODE_LABEL,
  FACT_CURSO,
  FACT_DATA,
  FACT_ESCOLA,
  FACT_NOME,
  RESULT_TITLE,
  TO_LOGIN,
  VERIFY,
  VERIFY_FAILED,
} from './certificado-messages';

export default function VerificarCertificadoPage() {
  const { codigo: fromPath = '' } = useParams();
  const navigate = useNavigate();
  const formId = useId();
  const code = fromPath === '' ? null : normalizeCertificateCode(fromPath);
  const [typed, setTyped] = useState(code ?? fromPath);
  const [typedError, setTypedError] = useState<string | null>(null);
  // A new path (a submit, the browser's back button) puts its code in the field.
  const [seenPath, setSeenPath] = useState(fromPath);
  if (seenPath !== fromPath) {
    setSeenPath(fromPath);
    setTyped(code ?? fromPath);
    setTypedError(null);
  }

  const check = useVerificarCertificadoQuery(code ?? skipToken);
  const status = check.isError ? errorStatus(check.error as ApiError) : null;
  // The server's refusal of the code itself is the field's error, like a code refused here.
  const pathError = fromPath !== '' && code === null ? CERT_MESSAGES.codeInvalid : null;
  const serverRefusal = status === 400 ? (serverMessage(check.error as ApiError) ?? CERT_MESSAGES.codeInvalid) : null;
  const fieldError = typedError ?? pathError ?? serverRefusal;

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeCertificateCode(typed);
    if (normalized === null) {
      setTypedError(CERT_MESSAGES.codeInvalid);
      return;
    }
    setTyped(normalized);
    setTypedError(null);
    if (normalized === code) void check.refetch();
    else navigate(href('verificarCodigo', { codigo: normalized }));
  }

  let answer = null;
  if (code !== null && typedError === null) {
    if (check.isFetching && !check.currentData) {
      answer = (
        <Center>
          <Spinner label="Verificando…" showLabel />
        </Center>
      );
    } else if (check.currentData) {
      answer = <Answer result={check.currentData} />;
    } else if (status === 404) {
      answer = (
        <Unknown role="alert">
          <strong>{CERT_MESSAGES.unknownCode}</strong>
        </Unknown>
      );
    } else if (check.isError && status !== 400) {
      answer = <LoadFailure message={VERIFY_FAILED} onRetry={() => void check.refetch()} />;
    }
  }

  return (
    <Page>
      <Column>
        <Brand>
          <Logo height={40} />
        </Brand>
        <Panel>
          <h1>{CERT_MESSAGES.verifyTitle}</h1>
          <p>{CERT_MESSAGES.verifyPrompt}</p>
          <Form id={formId} noValidate onSubmit={submit} aria-label={CERT_MESSAGES.verifyTitle}>
            <CodeField
              label={CODE_LABEL}
              name="codigo"
              value={typed}
              placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              error={fieldError ?? undefined}
              onChange={(e) => {
                setTyped(e.target.value);
                setTypedError(null);
              }}
            />
            <Button type="submit" loading={check.isFetching}>
              {VERIFY}
            </Button>
          </Form>
          <div aria-live="polite">{answer}</div>
        </Panel>
        <Footer>
          <Link to={SCREENS.login}>{TO_LOGIN}</Link>
        </Footer>
      </Column>
    </Page>
  );
}

/** The card of a known code: the badge, then only the name, course, school and date. */
function Answer({ result }: { result: CertificadoVerificacao }) {
  const valid = result.situacao === 'valido';
  const titleId = useId();
  return (
    <Result aria-labelledby={titleId} $valid={valid}>
      <ResultHeader>
        <h2 id={titleId}>{RESULT_TITLE}</h2>
        <StatusBadge tone={valid ? 'success' : 'danger'}>{valid ? CERT_MESSAGES.valid : CERT_MESSAGES.revokedStatus}</StatusBadge>
      </ResultHeader>
      <Facts>
        <div>
          <dt>{FACT_NOME}</dt>
          <dd>{result.nome}</dd>
        </div>
        <div>
          <dt>{FACT_CURSO}</dt>
          <dd>{result.curso}</dd>
        </div>
        <div>
          <dt>{FACT_ESCOLA}</dt>
          <dd>{result.escola}</dd>
        </div>
        <div>
          <dt>{FACT_DATA}</dt>
          <dd>{formatDateBR(result.data)}</dd>
        </div>
      </Facts>
    </Result>
  );
}

const Page = styled.main`
  min-height: ${({ theme }) => theme.layout.pageMinHeight};
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.bg};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.sm}`};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 560px;
`;

const Brand = styled.div`
  display: flex;
  justify-content: center;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  /* The button lines up with the input, under the label. */
  > button {
    margin-top: calc(${({ theme }) => theme.font.size.sm} * 1.5 + ${({ theme }) => theme.space.xs});
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    flex-direction: column;
    align-items: stretch;
    > button {
      margin-top: 0;
    }
  }
`;

const CodeField = styled(TextField)`
  flex: 1 1 auto;
  min-width: 0;

  input {
    font-family: ${({ theme }) => theme.font.mono};
    letter-spacing: 0.02em;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const Unknown = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Result = styled.section<{ $valid: boolean }>`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme, $valid }) => ($valid ? theme.colors.success : theme.colors.danger)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const ResultHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    display: grid;
    grid-template-columns: 9.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    div {
      grid-template-columns: 1fr;
      gap: 0;
    }
  }
`;

const Footer = styled.p`
  margin: 0;
  text-align: center;
`;
