/**
 * 'Lançar nota' (spec sections 5, 8 and 9): a student (required when
 * creating), the day, the workbook and exam grades (0–10, step 0.1, typed
 * the Brazilian way: '8,5') and a confirmation before saving. Editing fills the form with the grade: the
 * student and the day stay (the server corrects the two grades only). Mount it
 * with a new `key` per grade.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { AlunoEscola, Nota } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useCreateNotaMutation, useUpdateNotaMutation } from '@/api/sala-de-aula-api';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NumberField, SelectField, TextField, textBinder } from '@/components/form';
import { FormActions } from '@/components/FormActions';
import { useConfirmedSubmit } from '@/components/hooks/useConfirmedSubmit';
import { notify } from '@/components/toast';
import { formatGrade, GRADE_DECIMALS, gradeAverage } from '@contract/rules/notas';
import { checkNota, initialNota, type NotaField, type NotaValues } from './sala-forms';
import { FormColumn, FormFields } from './sala-styles';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import {
  ALUNO_PLACEHOLDER,
  CANCEL_EDIT,
  NOTA_HINT,
  NOTA_CONFIRM_TITLE,
  NOTA_EDIT_TITLE,
  NOTA_FORM_TITLE,
  NOTA_SUBMIT,
  NOTA_SUBMIT_EDIT,
  notaConfirmQuestion,
  PROVA_LABEL,
  WORKBOOK_LABEL,
} from './sala-messages';

export interface NotaFormProps {
  readonly turmaId: number;
  readonly alunos: readonly AlunoEscola[];
  readonly alunosLoading: boolean;
  /** The grade being edited; null for a new one. */
  readonly nota: Nota | null;
  /** After a save, or when the edit is given up. */
  readonly onDone: () => void;
}

export function NotaForm({ turmaId, alunos, alunosLoading, nota, onDone }: NotaFormProps) {
  const editing = nota !== null;
  const formId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<NotaValues>(() => initialNota(nota));
  const [createNota] = useCreateNotaMutation();
  const [updateNota] = useUpdateNotaMutation();
  const title = editing ? NOTA_EDIT_TITLE : NOTA_FORM_TITLE;

  // A student who has left the class keeps their grades: the edited one is named even when not in the list.
  const options = alunos.map((a) => ({ value: String(a.cp_id), label: a.cp_nome }));
  if (nota && !alunos.some((a) => a.cp_id === nota.cp_nota_aluno_id)) {
    options.push({ value: String(nota.cp_nota_aluno_id), label: nota.cp_nome_aluno });
  }
  const studentName = options.find((o) => o.value === values.alunoId)?.label ?? '';

  const form = useConfirmedSubmit({
    validate: () => {
      const check = checkNota(values, editing);
      if (!check.ok) notify.warning(check.message);
      return check;
    },
    save: (valid) =>
      nota
        ? updateNota({ id: nota.cp_nota_id, turmaId, notaWorkbook: valid.notaWorkbook, notaProva: valid.notaProva }).unwrap()
        : createNota({
            turmaId,
            alunoId: valid.alunoId,
            data: valid.data,
            notaWorkbook: valid.notaWorkbook,
            notaProva: valid.notaProva,
          }).unwrap(),
    onSaved: () => {
      notify.success(editing ? SALA_MESSAGES.notaUpdated : SALA_MESSAGES.notaSaved);
      onDone();
    },
    onError: (error) => notify.error(refusalReason(error) ?? SALA_MESSAGES.notaSaveError, { autoClose: 5000 }),
  });
  const { formRef, onSubmit, errors, clearError, dialog } = form;

  useEffect(() => {
    if (!editing) return;
    cardRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLElement>('[name="workbook"]')?.focus({ preventScroll: true });
  }, [editing, formRef]);

  const set = (key: NotaField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };
  const bind = textBinder<'data'>(values, errors, set);

  const pending = checkNota(values, editing);
  const question = pending.ok
    ? notaConfirmQuestion(
        studentName,
        formatGrade(pending.notaWorkbook),
        formatGrade(pending.notaProva),
        formatGrade(gradeAverage(pending.notaWorkbook, pending.notaProva)),
      )
    : '';

  // Typed the Brazilian way ('8,5'): a text field with the decimal keypad; checkNota reads and checks it.
  const gradeProps = { decimals: GRADE_DECIMALS, hint: NOTA_HINT, placeholder: '0,0' } as const;

  return (
    <div ref={cardRef}>
      <Card title={title}>
        <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} aria-label={title}>
          <FormColumn>
            <FormFields>
              <SelectField
                label="Aluno"
                name="alunoId"
                required={!editing}
                placeholder={ALUNO_PLACEHOLDER}
                value={values.alunoId}
                onChange={(e) => set('alunoId', e.target.value)}
                options={options}
                error={errors.alunoId}
                disabled={editing || alunosLoading}
              />
              <TextField label="Data" type="date" required {...bind('data')} disabled={editing} />
              <NumberField
                {...gradeProps}
                label={WORKBOOK_LABEL}
                name="workbook"
                required
                value={values.workbook}
                onValueChange={(text) => set('workbook', text)}
                error={errors.workbook}
              />
              <NumberField
                {...gradeProps}
                label={PROVA_LABEL}
                name="prova"
                required
                value={values.prova}
                onValueChange={(text) => set('prova', text)}
                error={errors.prova}
              />
            </FormFields>
            <FormActions>
              {editing ? (
                <Button variant="secondary" onClick={onDone} disabled={form.saving}>
                  {CANCEL_EDIT}
                </Button>
              ) : null}
              <Button type="submit" loading={form.saving}>
                {editing ? NOTA_SUBMIT_EDIT : NOTA_SUBMIT}
              </Button>
            </FormActions>
          </FormColumn>
        </form>
      </Card>
      <ConfirmDialog {...dialog} title={NOTA_CONFIRM_TITLE} message={question} confirmLabel="Salvar" />
    </div>
  );
}
