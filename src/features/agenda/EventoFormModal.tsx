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
import { useCreateEventoMutation, useUpdateEventoMutation } from '@/api/agenda-api';
import { refusalReason } from '@/api/errors';
import { useListEscolasQuery } from '@/api/escolas-api';
import { useListTurmasQuery } from '@/api/turmas-api';
import { Button } from '@/components/Button';
import { SelectField, TextAreaField, TextField } from '@/components/form';
import { ErrorText } from '@/components/form/Field';
import { Modal } from '@/components/Modal';
import { notify } from '@/components/toast';
import {
  checkEvento,
  checkEventoEdit,
  escoposFor,
  eventoToForm,
  initialEvento,
  picksEscola,
  type EventoField,
  type EventoFormValues,
} from './agenda-form';
import { reachOf } from './EventoDetails';
import {
  CANCEL,
  DATA_LABEL,
  DESCRICAO_LABEL,
  EDIT_TITLE,
  ESCOLA_LABEL,
  ESCOLA_PLACEHOLDER,
  ESCOPO_FIXED,
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
  /** The event being edited ('Editar Evento': its texts and day; its reach stays). */
  readonly evento?: AgendaEvento | null;
}

export function EventoFormModal({ type, data, onClose, onSaved, evento = null }: EventoFormModalProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editing = evento !== null;
  const [values, setValues] = useState<EventoFormValues>(() => (evento ? eventoToForm(evento) : initialEvento(type, data)));
  const [errors, setErrors] = useState<Partial<Record<EventoField, true>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [create, { isLoading: creating }] = useCreateEventoMutation();
  const [update, { isLoading: updating }] = useUpdateEventoMutation();
  const saving = creating || updating;
  const title = editing ? EDIT_TITLE : AGENDA_MESSAGES.cadastrar;
  const escopos = escoposFor(type);
  const needsEscola = !editing && values.escopo === 'escola' && picksEscola(type);
  const needsTurma = !editing && values.escopo === 'turma';
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
    const check = evento ? checkEventoEdit(values, evento) : checkEvento(values, type);
    if (!check.ok) {
      setErrors(check.errors);
      setAlert(check.message);
      notify.warning(check.message);
      const first = Object.keys(check.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      if ('changes' in check) {
        const saved = await update({ id: evento!.cp_ev_id, changes: check.changes }).unwrap();
        notify.success(AGENDA_MESSAGES.moved);
        onSaved(saved);
        return;
      }
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
      title={title}
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
      <Form id={formId} ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
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
        {evento ? (
          <SelectField
            label={ESCOPO_LABEL}
            name="escopo"
            value={evento.cp_ev_escopo}
            disabled
            hint={ESCOPO_FIXED}
            options={[{ value: evento.cp_ev_escopo, label: reachOf(evento) }]}
            onChange={() => undefined}
          />
        ) : (
          <SelectField
            label={ESCOPO_LABEL}
            name="escopo"
            value={values.escopo}
            disabled={escopos.length < 2}
            options={escopos.map((e) => ({ value: e, label: AGENDA_ESCOPO_LABELS[e] }))}
            onChange={(e) => set('escopo', e.target.value as AgendaEscopo)}
          />
        )}
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
