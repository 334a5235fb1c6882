/**
 * The 'Cadastrar Evento' modal (spec sections 2 and 8): Título, Descrição and
 * Data, and beyond the spec the Visibilidade (only the reaches the caller
 * may create), the Escola for the gestor's school event and the Turma of a
 * class event. Title and date are required: otherwise the spec's alert, and
 * the modal stays open. Saving adds an all-day event of that day, clears the
 * form and closes; Cancelar only closes. Mount it only while open: every
 * opening starts from an empty form (with the clicked date).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AGENDA_LIMITS, type AgendaEscopo, type AgendaEvento, AGENDA_ESCOPO_LABELS, AGENDA_MESSAGES } from '@contract/agenda';
import type { UserType } from '@contract/constants';
import { useCreateEventoMutation } from '@/api/agenda-api';
import { refusalReason } from '@/api/errors';
import { useListEscolasQuery } from '@/api/escolas-api';
import { useListTurmasQuery } from '@/api/turmas-api';
import { Button } from '@/components/Button';
import { SelectField, TextAreaField, TextField } from '@/components/form';
import { ErrorText } from '@/components/form/Field';
import { Modal } from '@/components/Modal';
import { notify } from '@/components/toast';
import { checkEvento, escoposFor, initialEvento, picksEscola, type EventoField, type EventoFormValues } from './agenda-form';
import {
  CANCEL,
  DATA_LABEL,
  DESCRICAO_LABEL,
  ESCOLA_LABEL,
  ESCOLA_PLACEHOLDER,
  ESCOPO_LABEL,
  LOADING_OPTIONS,
  REQUIRED,
  SAVE,
  TITULO_LABEL,
  TURMA_LABEL,
  TURMA_PLACEHOLDER,
} from './agenda-messages';

export interface EventoFormModalProps {
  readonly type: UserType;
  /** The clicked day ('YYYY-MM-DD'), or '' from the button. */
  readonly data: string;
  readonly onClose: () => void;
  readonly onSaved: (evento: AgendaEvento) => void;
}

export function EventoFormModal({ type, data, onClose, onSaved }: EventoFormModalProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EventoFormValues>(() => initialEvento(type, data));
  const [errors, setErrors] = useState<Partial<Record<EventoField, true>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [create, { isLoading: saving }] = useCreateEventoMutation();
  const escopos = escoposFor(type);
  const needsEscola = values.escopo === 'escola' && picksEscola(type);
  const needsTurma = values.escopo === 'turma';
  const escolas = useListEscolasQuery(undefined, { skip: !needsEscola });
  const turmas = useListTurmasQuery(undefined, { skip: !needsTurma });

  const set = <K extends keyof EventoFormValues>(key: K, value: EventoFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setAlert(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const check = checkEvento(values, type);
    if (!check.ok) {
      setErrors(check.errors);
      setAlert(check.message);
      notify.warning(check.message);
      const first = Object.keys(check.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const saved = await create(check.body).unwrap();
      notify.success(AGENDA_MESSAGES.saved);
      setValues(initialEvento(type));
      onSaved(saved);
    } catch (error) {
      notify.error(refusalReason(error) ?? AGENDA_MESSAGES.saveError, { autoClose: 5000 });
    }
  }

  const escolaOptions = (escolas.data?.items ?? []).map((e) => ({ value: String(e.cp_ec_id), label: e.cp_ec_nome }));
  const turmaOptions = (turmas.data?.items ?? []).map((t) => ({
    value: String(t.cp_tr_id),
    label: t.nomeDaEscola ? `${t.cp_tr_nome} (${t.nomeDaEscola})` : t.cp_tr_nome,
  }));

  return (
    <Modal
      open
      onClose={onClose}
      title={AGENDA_MESSAGES.cadastrar}
      closeDisabled={saving}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {CANCEL}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {SAVE}
          </Button>
        </>
      }
    >
      <Form id={formId} ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={AGENDA_MESSAGES.cadastrar}>
        <TextField
          label={TITULO_LABEL}
          name="titulo"
          required
          maxLength={AGENDA_LIMITS.titulo}
          value={values.titulo}
          onChange={(e) => set('titulo', e.target.value)}
          error={errors.titulo ? REQUIRED : undefined}
        />
        <TextAreaField
          label={DESCRICAO_LABEL}
          name="descricao"
          maxLength={AGENDA_LIMITS.descricao}
          value={values.descricao}
          onChange={(e) => set('descricao', e.target.value)}
        />
        <TextField
          label={DATA_LABEL}
          name="data"
          type="date"
          required
          value={values.data}
          onChange={(e) => set('data', e.target.value)}
          error={errors.data ? REQUIRED : undefined}
        />
        <SelectField
          label={ESCOPO_LABEL}
          name="escopo"
          value={values.escopo}
          disabled={escopos.length < 2}
          options={escopos.map((e) => ({ value: e, label: AGENDA_ESCOPO_LABELS[e] }))}
          onChange={(e) => set('escopo', e.target.value as AgendaEscopo)}
        />
        {needsEscola ? (
          <SelectField
            label={ESCOLA_LABEL}
            name="escolaId"
            required
            value={values.escolaId}
            placeholder={escolas.isLoading ? LOADING_OPTIONS : ESCOLA_PLACEHOLDER}
            options={escolaOptions}
            onChange={(e) => set('escolaId', e.target.value)}
            error={errors.escolaId ? REQUIRED : escolas.isError ? AGENDA_MESSAGES.loadError : undefined}
          />
        ) : null}
        {needsTurma ? (
          <SelectField
            label={TURMA_LABEL}
            name="turmaId"
            required
            value={values.turmaId}
            placeholder={turmas.isLoading ? LOADING_OPTIONS : TURMA_PLACEHOLDER}
            options={turmaOptions}
            onChange={(e) => set('turmaId', e.target.value)}
            error={errors.turmaId ? REQUIRED : turmas.isError ? AGENDA_MESSAGES.loadError : undefined}
          />
        ) : null}
        {alert ? <Alert role="alert">{alert}</Alert> : null}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Alert = styled(ErrorText)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;
