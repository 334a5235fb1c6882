/**
 * 'Registrar chamada' (spec sections 2, 4, 5 and 8): the whole class's roll
 * call — every current student in one list with P/J/F, Presente by default,
 * saved once, in one transaction on the server — or one student. Date and
 * time start at now. A day that already has records shows their statuses and
 * a save updates them (one record per student, class and day: decision 40).
 * A refusal of the server is its own message.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@contract/constants';
import type { AlunoEscola } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useCreateChamadaMutation, useGetListaChamadaQuery, useSaveListaChamadaMutation } from '@/api/sala-de-aula-api';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { SelectField, TextField, textBinder } from '@/components/form';
import { HintText } from '@/components/form/Field';
import { FormActions } from '@/components/FormActions';
import { notify } from '@/components/toast';
import { checkChamada, initialChamada, type ChamadaField, type ChamadaMode, type ChamadaValues } from './sala-forms';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { ListaChamada, type ListaChamadaState } from './ListaChamada';
import { FormColumn, FormFields } from './sala-styles';
import { isListaDay, listaBody, listaLines, listaHasRecords, listaTallyOf, type ListaChoices } from './lista-chamada';
import {
  ALUNO_PLACEHOLDER,
  CHAMADA_FORM_TITLE,
  MODE_INDIVIDUAL,
  MODE_LEGEND,
  MODE_TURMA,
  LISTA_NEW_HINT,
  LISTA_UPDATE_HINT,
  listaTally,
  SUBMIT_INDIVIDUAL,
  SUBMIT_TURMA,
} from './sala-messages';

export interface ChamadaFormProps {
  readonly turmaId: number;
  /** The class's current students (the picker). */
  readonly alunos: readonly AlunoEscola[];
  /** The students are still loading: the whole-class count is not known yet. */
  readonly alunosLoading: boolean;
}

export function ChamadaForm({ turmaId, alunos, alunosLoading }: ChamadaFormProps) {
  const formId = useId();
  const tallyId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ChamadaValues>(() => initialChamada());
  const [errors, setErrors] = useState<Partial<Record<ChamadaField, string>>>({});
  const [createOne, one] = useCreateChamadaMutation();
  const [saveLista, listaSave] = useSaveListaChamadaMutation();
  const saving = one.isLoading || listaSave.isLoading;
  const individual = values.modo === 'individual';

  // The roll call: the day's list, and the statuses chosen on screen and not saved yet.
  const listaDay = isListaDay(values.data);
  const lista = useGetListaChamadaQuery({ turmaId, data: values.data }, { skip: individual || !listaDay });
  const [choices, setChoices] = useState<ListaChoices>({});
  // After a save, the choices give way once a list newer than the one saved over has arrived (the list read
  // after the save, showing them as recorded): from then on the line shows what is recorded, P/J/F included.
  const [savedOver, setSavedOver] = useState<number | null>(null);
  if (savedOver !== null && (lista.fulfilledTimeStamp ?? 0) > savedOver) {
    setSavedOver(null);
    setChoices({});
  }
  const lines = listaLines(lista.currentData ?? [], choices);
  const listaReady = !individual && listaDay && lista.currentData !== undefined && !lista.isError;
  const tally = listaTallyOf(lines);
  const listaState: ListaChamadaState = !listaDay
    ? { kind: 'pick-day' }
    : lista.isError
      ? { kind: 'failed', detail: refusalReason(lista.error), onRetry: () => void lista.refetch() }
      : lista.currentData === undefined
        ? { kind: 'loading' }
        : { kind: 'ready', lines };
  const listaHint = listaReady && lines.length > 0 ? (listaHasRecords(lines) ? LISTA_UPDATE_HINT : LISTA_NEW_HINT) : undefined;

  const set = <K extends keyof ChamadaValues>(key: K, value: ChamadaValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'modo') setErrors((e) => ({ ...e, [key]: undefined }));
    // Another day is another lesson: its own list, as recorded.
    if (key === 'data') {
      setChoices({});
      setSavedOver(null);
    }
  };
  const bind = textBinder<'data' | 'hora'>(values, errors, set);

  const choose = (alunoId: number, status: AttendanceStatus) => setChoices((c) => ({ ...c, [alunoId]: status }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (individual ? alunosLoading : listaDay && !listaReady) return;
    const check = checkChamada(values, individual ? alunos.length : lines.length);
    if (!check.ok) {
      setErrors(check.errors);
      notify.warning(check.message);
      const first = Object.keys(check.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      if (check.modo === 'turma') {
        const over = lista.fulfilledTimeStamp ?? 0;
        const answer = await saveLista({ turmaId, ...listaBody(lines, check.data, check.hora) }).unwrap();
        setSavedOver(over);
        notify.success(SALA_MESSAGES.loteSaved(answer.count));
      } else {
        await createOne({ turmaId, alunoId: check.alunoId, data: check.data, hora: check.hora, status: check.status }).unwrap();
        notify.success(SALA_MESSAGES.chamadaSaved);
        // The next student of the same lesson: date, time and status stay.
        setValues((v) => ({ ...v, alunoId: '' }));
      }
    } catch (error) {
      const fallback = check.modo === 'turma' ? SALA_MESSAGES.loteSaveError : SALA_MESSAGES.chamadaSaveError;
      notify.error(refusalReason(error) ?? fallback, { autoClose: 5000 });
    }
  }

  return (
    <Card title={CHAMADA_FORM_TITLE}>
      <form id={formId} ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={CHAMADA_FORM_TITLE}>
        <FormColumn>
          <Modes>
            <legend>{MODE_LEGEND}</legend>
            {(
              [
                ['turma', MODE_TURMA],
                ['individual', MODE_INDIVIDUAL],
              ] as const satisfies readonly (readonly [ChamadaMode, string])[]
            ).map(([mode, label]) => (
              <ModeOption key={mode}>
                <input type="radio" name="modo" value={mode} checked={values.modo === mode} onChange={() => set('modo', mode)} />
                <span>{label}</span>
              </ModeOption>
            ))}
          </Modes>
          <FormFields>
            {individual ? (
              <SelectField
                label="Aluno"
                name="alunoId"
                required
                placeholder={ALUNO_PLACEHOLDER}
                value={values.alunoId}
                onChange={(e) => set('alunoId', e.target.value)}
                options={alunos.map((a) => ({ value: String(a.cp_id), label: a.cp_nome }))}
                error={errors.alunoId}
                disabled={alunosLoading}
              />
            ) : null}
            <TextField label="Data" type="date" required {...bind('data')} />
            <TextField label="Hora" type="time" required {...bind('hora')} />
            {individual ? (
              <SelectField
                label="Status"
                name="status"
                required
                value={values.status}
                onChange={(e) => set('status', e.target.value as ChamadaValues['status'])}
                options={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: s }))}
                error={errors.status}
              />
            ) : null}
          </FormFields>
          {individual ? null : <ListaChamada state={listaState} hint={listaHint} onChange={choose} disabled={saving} />}
          <FormActions>
            {listaReady && lines.length > 0 ? (
              <Tally id={tallyId}>{listaTally(lines.length, tally.presentes, tally.justificados, tally.ausentes)}</Tally>
            ) : null}
            <Button
              type="submit"
              loading={saving}
              disabled={individual ? alunosLoading : listaDay && !listaReady}
              aria-describedby={listaReady && lines.length > 0 ? tallyId : undefined}
            >
              {individual ? SUBMIT_INDIVIDUAL : SUBMIT_TURMA}
            </Button>
          </FormActions>
        </FormColumn>
      </form>
    </Card>
  );
}

const Tally = styled(HintText)`
  margin-right: auto;
  align-self: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Modes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    width: 100%;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const ModeOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;
