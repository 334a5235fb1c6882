/**
 * The roll call's list ('A turma inteira'): one line per current student with
 * three choices, P, J and F (Presente, Justificado, Ausente). Each line is a
 * radio group of native radios, so a keyboard user tabs from student to
 * student and sets each status with the arrow keys; on a phone each student
 * stays one row, with targets of 44 px. A student recorded that day shows it
 * ('Registrado às 19:00'), and 'alterado' when the save will change it.
 */
import { useId } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { AttendanceStatus } from '@contract/constants';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { HintText } from '@/components/form/Field';
import { LoadFailure } from '@/components/LoadFailure';
import { Skeleton } from '@/components/Spinner';
import type { StatusTone } from '@/components/StatusBadge';
import { visuallyHiddenCss } from '@/components/VisuallyHidden';
import { STATUS_KEYS, STATUS_ORDER, STATUS_TONES } from './chamada-status';
import type { ListaLine } from './lista-chamada';
import { LISTA_CHANGED, LISTA_LABEL, LISTA_LOADING, LISTA_PICK_DAY, registradoAs } from './sala-messages';

export type ListaChamadaState =
  | { readonly kind: 'pick-day' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly detail: string | null; readonly onRetry: () => void }
  | { readonly kind: 'ready'; readonly lines: readonly ListaLine[] };

export interface ListaChamadaProps {
  readonly state: ListaChamadaState;
  /** Under the legend: what a save does on this day. */
  readonly hint?: string | undefined;
  readonly onChange: (alunoId: number, status: AttendanceStatus) => void;
  /** While saving: the choices are locked. */
  readonly disabled: boolean;
}

export function ListaChamada({ state, hint, onChange, disabled }: ListaChamadaProps) {
  const prefix = useId();
  const hintId = `${prefix}-hint`;
  return (
    <Group disabled={disabled} aria-describedby={hint ? hintId : undefined} aria-busy={state.kind === 'loading' || undefined}>
      <legend>{LISTA_LABEL}</legend>
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {state.kind === 'pick-day' ? <Note>{LISTA_PICK_DAY}</Note> : null}
      {state.kind === 'loading' ? (
        <Loading role="status">
          <span>{LISTA_LOADING}</span>
          <Skeleton height="44px" lines={3} />
        </Loading>
      ) : null}
      {state.kind === 'failed' ? (
        <LoadFailure message={SALA_MESSAGES.turmaLoadError} detail={state.detail} onRetry={state.onRetry} />
      ) : null}
      {state.kind === 'ready' && state.lines.length === 0 ? <Note>{SALA_MESSAGES.noStudents}</Note> : null}
      {state.kind === 'ready' && state.lines.length > 0 ? (
        <Lines aria-label={LISTA_LABEL}>
          {state.lines.map((line) => {
            const nameId = `${prefix}-${line.alunoId}`;
            return (
              <Line key={line.alunoId}>
                <Who>
                  <Name id={nameId}>{line.nome}</Name>
                  {line.recorded ? (
                    <Meta>
                      {registradoAs(line.recorded.hora)}
                      {line.changed ? <Changed> · {LISTA_CHANGED}</Changed> : null}
                    </Meta>
                  ) : null}
                </Who>
                <Choices role="radiogroup" aria-labelledby={nameId}>
                  {STATUS_ORDER.map((status) => (
                    <Choice key={status} title={status}>
                      <input
                        type="radio"
                        name={`${prefix}-status-${line.alunoId}`}
                        value={status}
                        checked={line.status === status}
                        onChange={() => onChange(line.alunoId, status)}
                      />
                      <Face $tone={STATUS_TONES[status]}>
                        <Letter aria-hidden="true">{STATUS_KEYS[status]}</Letter>
                        <Word>{status}</Word>
                      </Face>
                    </Choice>
                  ))}
                </Choices>
              </Line>
            );
          })}
        </Lines>
      ) : null}
    </Group>
  );
}

function toneOf(theme: DefaultTheme, tone: StatusTone): { fg: string; bg: string } {
  const c = theme.colors;
  if (tone === 'success') return { fg: c.success, bg: c.successSoft };
  if (tone === 'danger') return { fg: c.danger, bg: c.dangerSoft };
  if (tone === 'info') return { fg: c.info, bg: c.infoSoft };
  return { fg: c.textMuted, bg: c.neutralSoft };
}

const mobile = ({ theme }: { theme: DefaultTheme }) => `(max-width: ${theme.breakpoints.mobile}px)`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Line = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Changed = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Choices = styled.div`
  display: inline-flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xs};
`;

const Letter = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** The status's word: shown beside the letter on a wide screen, read (not shown) on a phone. */
const Word = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};

  @media ${mobile} {
    ${visuallyHiddenCss}
  }
`;

/** One choice: the native radio (invisible, over the whole face, so it takes the click and the focus) and its face. */
const Choice = styled.label`
  position: relative;
  display: inline-flex;
  cursor: pointer;
  user-select: none;

  input {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  input:disabled {
    cursor: default;
  }
`;

const Face = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  transition:
    background ${({ theme }) => theme.transitions.fastMs}ms ease,
    border-color ${({ theme }) => theme.transitions.fastMs}ms ease;

  @media ${mobile} {
    padding: 0;
    width: 44px;
  }

  input:hover + & {
    border-color: ${({ theme, $tone }) => toneOf(theme, $tone).fg};
  }

  input:checked + & {
    ${({ theme, $tone }) => css`
      border-color: ${toneOf(theme, $tone).fg};
      background: ${toneOf(theme, $tone).bg};
      color: ${theme.colors.text};
      box-shadow: inset 0 0 0 1px ${toneOf(theme, $tone).fg};
    `}
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.7;
  }
`;
