/**
 * The lesson-summary form (spec sections 2, 3 and 8; docs/sala-de-aula.md):
 * aula and resumo required, links, date and time (now by default) and an
 * optional file — a PDF or an image, uploaded as it is picked (docs/arquivos.md)
 * and sent as its upload id. Editing fills the form with the summary; its
 * file is kept, replaced by a new one or removed. Mount it with a new `key`
 * per summary: every opening starts from the summary, or empty.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FILE_KINDS } from '@contract/arquivos';
import type { Resumo } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useSaveResumoMutation } from '@/api/sala-de-aula-api';
import { isFileRefusal } from '@/api/upload-messages';
import { useUpload } from '@/api/use-upload';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FileInput } from '@/components/FileInput';
import { Checkbox, FormGrid, FormWide, TextAreaField, TextField, textBinder } from '@/components/form';
import { HintText } from '@/components/form/Field';
import { FormActions } from '@/components/FormActions';
import { notify } from '@/components/toast';
import { checkResumo, initialResumo, resumoBody, type ResumoField, type ResumoValues } from './sala-forms';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import {
  CANCEL_EDIT,
  CURRENT_FILE,
  OPEN_FILE,
  REMOVE_FILE,
  RESUMO_EDIT_TITLE,
  RESUMO_FILE_HINT,
  RESUMO_FILE_LABEL,
  RESUMO_FORM_TITLE,
  RESUMO_NEW_FILE_LABEL,
  RESUMO_SUBMIT,
  RESUMO_SUBMIT_EDIT,
  SENDING_FILE,
  WAIT_UPLOAD,
} from './sala-messages';

const FILE_ACCEPT = FILE_KINDS.resumo.accept.join(',');

export interface ResumoFormProps {
  readonly turmaId: number;
  /** The summary being edited; null for a new one. */
  readonly resumo: Resumo | null;
  /** After a save, or when the edit is given up: the parent goes back to a new summary. */
  readonly onDone: () => void;
}

export function ResumoForm({ turmaId, resumo, onDone }: ResumoFormProps) {
  const editing = resumo !== null;
  const formId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ResumoValues>(() => initialResumo(resumo));
  const [errors, setErrors] = useState<Partial<Record<ResumoField | 'arquivo', string>>>({});
  const [dropFile, setDropFile] = useState(false);
  const upload = useUpload('resumo');
  const [save, { isLoading: saving }] = useSaveResumoMutation();
  const uploading = upload.state === 'uploading';
  const title = editing ? RESUMO_EDIT_TITLE : RESUMO_FORM_TITLE;

  // Editing starts from the register below: bring the filled form into view.
  useEffect(() => {
    if (!editing) return;
    cardRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLElement>('[name="aula"]')?.focus({ preventScroll: true });
  }, [editing]);

  const set = (key: ResumoField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const bind = textBinder<'data' | 'hora'>(values, errors, set);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || uploading) return;
    const check = checkResumo(values);
    if (!check.ok) {
      setErrors(check.errors);
      notify.warning(check.message);
      const first = Object.keys(check.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (upload.state === 'error') {
      setErrors({ arquivo: upload.error ?? undefined });
      return;
    }
    setErrors({});
    const arquivo =
      upload.uploadId !== null ? { uploadId: upload.uploadId } : resumo?.cp_res_arquivo && !dropFile ? ('manter' as const) : null;
    try {
      await save({ turmaId, ...(resumo ? { id: resumo.cp_res_id } : {}), body: resumoBody(values, arquivo) }).unwrap();
    } catch (error) {
      const reason = refusalReason(error);
      if (isFileRefusal('resumo', reason)) upload.refuse(reason);
      notify.error(reason ?? (editing ? SALA_MESSAGES.resumoEditError : SALA_MESSAGES.resumoSaveError), { autoClose: 5000 });
      return;
    }
    // The upload belongs to the summary now: nothing to cancel.
    upload.reset();
    notify.success(editing ? SALA_MESSAGES.resumoEdited : SALA_MESSAGES.resumoSaved);
    onDone();
  }

  return (
    <div ref={cardRef}>
      <Card title={title}>
        <form id={formId} ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
          <Stack>
            <FormGrid>
              <FormWide>
                <TextField
                  label="Aula"
                  name="aula"
                  required
                  maxLength={200}
                  value={values.aula}
                  onChange={(e) => set('aula', e.target.value)}
                  error={errors.aula}
                />
              </FormWide>
              <FormWide>
                <TextAreaField
                  label="Resumo"
                  name="resumo"
                  required
                  rows={4}
                  maxLength={10000}
                  value={values.resumo}
                  onChange={(e) => set('resumo', e.target.value)}
                  error={errors.resumo}
                />
              </FormWide>
              <TextField
                label="Link"
                name="link"
                inputMode="url"
                autoComplete="off"
                maxLength={500}
                placeholder="https://"
                value={values.link}
                onChange={(e) => set('link', e.target.value)}
              />
              <TextField
                label="Link do YouTube"
                name="linkYoutube"
                inputMode="url"
                autoComplete="off"
                maxLength={500}
                placeholder="https://www.youtube.com/…"
                value={values.linkYoutube}
                onChange={(e) => set('linkYoutube', e.target.value)}
              />
              <TextField label="Data" type="date" required {...bind('data')} />
              <TextField label="Hora" type="time" required {...bind('hora')} />
              <FormWide>
                {resumo?.cp_res_arquivo ? (
                  <Current role="group" aria-label={CURRENT_FILE} $removed={dropFile || upload.file !== null}>
                    <span>
                      {CURRENT_FILE}:{' '}
                      <a href={resumo.cp_res_arquivo} target="_blank" rel="noopener noreferrer">
                        {OPEN_FILE}
                      </a>
                    </span>
                    <Checkbox label={REMOVE_FILE} checked={dropFile} onChange={(e) => setDropFile(e.target.checked)} />
                  </Current>
                ) : null}
                <FileInput
                  label={resumo?.cp_res_arquivo ? RESUMO_NEW_FILE_LABEL : RESUMO_FILE_LABEL}
                  name="arquivo"
                  accept={FILE_ACCEPT}
                  maxBytes={FILE_KINDS.resumo.maxBytes}
                  files={upload.file ? [upload.file] : []}
                  onChange={(next) => {
                    const file = next[0];
                    if (file) upload.start(file);
                    else upload.cancel();
                    setErrors((e) => ({ ...e, arquivo: undefined }));
                  }}
                  status={upload.status}
                  onCancel={() => upload.cancel()}
                  hint={RESUMO_FILE_HINT}
                  error={errors.arquivo}
                />
              </FormWide>
            </FormGrid>
            {uploading ? (
              <HintText as="p" role="status">
                {WAIT_UPLOAD}
              </HintText>
            ) : null}
            <FormActions>
              {editing ? (
                <Button variant="secondary" onClick={onDone} disabled={saving}>
                  {CANCEL_EDIT}
                </Button>
              ) : null}
              <Button type="submit" loading={saving} disabled={uploading}>
                {uploading ? SENDING_FILE : editing ? RESUMO_SUBMIT_EDIT : RESUMO_SUBMIT}
              </Button>
            </FormActions>
          </Stack>
        </form>
      </Card>
    </div>
  );
}

const Stack = styled.div`
  /* The file picker's hidden input is placed against the form. */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Current = styled.div<{ $removed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $removed }) => ($removed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $removed }) => ($removed ? theme.colors.dangerSoft : theme.colors.surface)};
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
