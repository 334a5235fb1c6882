/**
 * The material form of both kinds, in a modal (spec sections 3, 4, 5 and 8):
 * Título, Descrição, Link do YouTube, Data (today by default), Categorias
 * (free tags), Códigos (the six category codes; none: every teacher),
 * Permitir download, Miniatura (an image, 300 × 180 suggested) and up to 3
 * PDFs. Each file is uploaded as it is picked, with its own progress; on edit
 * the current files are listed and may be removed. One `POST` or `PUT` of
 * the kind carries the upload ids; after a save the modal closes and the
 * next opening starts from an empty form.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_PDFS, type MaterialCategoryCode } from '@contract/constants';
import { type MaterialKind, type MaterialView, MATERIAL_MESSAGES } from '@contract/materiais';
import { refusalReason } from '@/api/errors';
import { useSaveMaterialMutation } from '@/api/materiais-api';
import { isFileRefusal } from '@/api/upload-messages';
import { useUpload } from '@/api/use-upload';
import { useUploadList } from '@/api/use-upload-list';
import { FileInput, KeptFileItem, KeptFileName } from '@/components/FileInput';
import { Checkbox, FormGrid, TextAreaField, TextField, textBinder } from '@/components/form';
import { ErrorText, HintText } from '@/components/form/Field';
import { Modal, ModalFormFooter } from '@/components/Modal';
import { notify, ToastMessage } from '@/components/toast';
import {
  CATEGORIES_HINT,
  CATEGORY_CODES,
  CODES_HINT,
  DOWNLOAD_HINT,
  FIX_FIELDS,
  FORM_TITLE_EDIT,
  FORM_TITLE_NEW,
  PDFS_HINT,
  SENDING_FILES,
  THUMBNAIL_HINT,
  WAIT_UPLOADS,
} from './materiais-messages';
import { initialValues, materialBody, validate, type MaterialFormField, type MaterialFormValues } from './material-form';

const PDF_ACCEPT = '.pdf,application/pdf';
const IMAGE_ACCEPT = 'image/*';

export interface MaterialFormModalProps {
  readonly kind: MaterialKind;
  /** The material being edited; null for a new one. */
  readonly material: MaterialView | null;
  readonly onClose: () => void;
}

/** Mount it only while open (keyed by the material): every opening starts from the material, or empty. */
export function MaterialFormModal({ kind, material, onClose }: MaterialFormModalProps) {
  const editing = material !== null;
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [save, { isLoading: saving }] = useSaveMaterialMutation();
  const [values, setValues] = useState<MaterialFormValues>(() => initialValues(material));
  const [errors, setErrors] = useState<Partial<Record<MaterialFormField, string>>>({});
  const currentPdfs = material?.pdfs ?? [];
  const [droppedPdfs, setDroppedPdfs] = useState<ReadonlySet<number>>(new Set());
  const [dropThumbnail, setDropThumbnail] = useState(false);
  const pdfs = useUploadList('pdfMaterial');
  const miniatura = useUpload('miniatura');
  const kept = currentPdfs.filter((p) => !droppedPdfs.has(p.slot)).map((p) => p.slot);
  const room = MAX_PDFS - kept.length;
  const busy = pdfs.busy || miniatura.state === 'uploading';
  const title = editing ? FORM_TITLE_EDIT : FORM_TITLE_NEW;

  const set = <K extends keyof MaterialFormValues>(key: K, value: MaterialFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'titulo' || key === 'link' || key === 'data') setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const bind = textBinder<'data'>(values, errors, set);

  const toggleCode = (code: MaterialCategoryCode, on: boolean) =>
    set('codigos', on ? [...values.codigos, code] : values.codigos.filter((c) => c !== code));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || busy) return;
    const result = validate(values, {
      keptPdfs: kept,
      newPdfs: pdfs.files.length,
      pdfFailed: pdfs.failed,
      miniaturaFailed: miniatura.state === 'error',
    });
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const thumb =
      miniatura.uploadId !== null
        ? { uploadId: miniatura.uploadId }
        : material?.miniatura && !dropThumbnail
          ? ({ keep: true } as const)
          : null;
    const body = materialBody(values, { kept, uploadIds: pdfs.uploadIds() }, thumb);
    try {
      await save(material ? { kind, id: material.id, body } : { kind, body }).unwrap();
    } catch (error) {
      const reason = refusalReason(error);
      if (isFileRefusal('pdfMaterial', reason)) pdfs.refuseNamed(reason);
      if (isFileRefusal('miniatura', reason) && miniatura.file && reason.includes(`"${miniatura.file.name}"`)) {
        miniatura.refuse(reason);
      }
      notify.error(<ToastMessage title={MATERIAL_MESSAGES.saveError} detail={reason} />, { autoClose: 5000 });
      return;
    }
    // The uploads belong to the material now: nothing to cancel.
    pdfs.reset();
    miniatura.reset();
    notify.success(editing ? MATERIAL_MESSAGES.updated : MATERIAL_MESSAGES.created);
    onClose();
  }

  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      closeDisabled={saving}
      closeOnBackdrop={false}
      footer={
        <ModalFormFooter
          formId={formId}
          onCancel={onClose}
          busy={saving}
          submitLabel={busy ? SENDING_FILES : editing ? 'Salvar Alterações' : 'Cadastrar'}
          submitDisabled={saving || busy}
        />
      }
    >
      <Form id={formId} ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
        <FormGrid>
          <Wide>
            <TextField
              label="Título"
              name="titulo"
              required
              maxLength={200}
              value={values.titulo}
              onChange={(e) => set('titulo', e.target.value)}
              error={errors.titulo}
            />
          </Wide>
          <Wide>
            <TextAreaField
              label="Descrição"
              name="descricao"
              rows={3}
              maxLength={4000}
              value={values.descricao}
              onChange={(e) => set('descricao', e.target.value)}
            />
          </Wide>
          <TextField
            label="Link do YouTube"
            name="link"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={values.link}
            onChange={(e) => set('link', e.target.value)}
            error={errors.link}
          />
          <TextField label="Data" type="date" required {...bind('data')} />
          <Wide>
            <TextField
              label="Categorias"
              name="categorias"
              maxLength={500}
              hint={CATEGORIES_HINT}
              value={values.categorias}
              onChange={(e) => set('categorias', e.target.value)}
            />
          </Wide>
          <Wide>
            <Codes aria-describedby={`${formId}-codes-hint`}>
              <legend>Códigos</legend>
              <CodeGrid>
                {CATEGORY_CODES.map((code) => (
                  <Checkbox
                    key={code}
                    label={code}
                    name="codigos"
                    value={code}
                    checked={values.codigos.includes(code)}
                    onChange={(e) => toggleCode(code, e.target.checked)}
                  />
                ))}
              </CodeGrid>
              <HintText id={`${formId}-codes-hint`}>{CODES_HINT}</HintText>
            </Codes>
          </Wide>
          <Wide>
            <Checkbox
              label="Permitir download"
              name="permitirDownload"
              hint={DOWNLOAD_HINT}
              checked={values.permitirDownload}
              onChange={(e) => set('permitirDownload', e.target.checked)}
            />
          </Wide>
          <Wide>
            {material?.miniatura ? (
              <Current aria-label="Miniatura atual">
                <Thumb src={material.miniatura} alt="" $removed={dropThumbnail || miniatura.file !== null} />
                <Checkbox
                  label="Remover a miniatura atual"
                  checked={dropThumbnail}
                  onChange={(e) => setDropThumbnail(e.target.checked)}
                />
              </Current>
            ) : null}
            <FileInput
              label={material?.miniatura ? 'Nova miniatura' : 'Miniatura'}
              name="miniatura"
              accept={IMAGE_ACCEPT}
              files={miniatura.file ? [miniatura.file] : []}
              onChange={(next) => {
                const file = next[0];
                if (file) miniatura.start(file);
                else miniatura.cancel();
                setErrors((e) => ({ ...e, miniatura: undefined }));
              }}
              status={miniatura.status}
              onCancel={() => miniatura.cancel()}
              hint={THUMBNAIL_HINT}
              error={errors.miniatura}
            />
          </Wide>
          <Wide>
            {currentPdfs.length > 0 ? (
              <section aria-labelledby={`${formId}-pdfs`}>
                <SubHeading id={`${formId}-pdfs`}>PDFs atuais</SubHeading>
                <ItemList aria-labelledby={`${formId}-pdfs`}>
                  {currentPdfs.map((p) => {
                    const gone = droppedPdfs.has(p.slot);
                    // Keeping one again must leave room for the new PDFs already chosen.
                    const full = gone && kept.length + pdfs.files.length >= MAX_PDFS;
                    return (
                      <KeptFileItem key={p.slot} $removed={gone}>
                        <KeptFileName title={p.nome}>{p.nome}</KeptFileName>
                        <Checkbox
                          label="Remover"
                          aria-label={`Remover ${p.nome}`}
                          checked={gone}
                          disabled={full}
                          onChange={(e) =>
                            setDroppedPdfs((s) => {
                              const next = new Set(s);
                              if (e.target.checked) next.add(p.slot);
                              else next.delete(p.slot);
                              return next;
                            })
                          }
                        />
                      </KeptFileItem>
                    );
                  })}
                </ItemList>
              </section>
            ) : null}
            <FileInput
              label={currentPdfs.length > 0 ? 'Novos PDFs' : 'PDFs'}
              name="pdfs"
              accept={PDF_ACCEPT}
              multiple
              maxFiles={room}
              tooManyMessage={MATERIAL_MESSAGES.maxPdfs}
              files={pdfs.files}
              onChange={(next) => {
                pdfs.setFiles(next);
                setErrors((e) => ({ ...e, pdfs: undefined }));
              }}
              status={pdfs.status}
              onCancel={(_file, index) => pdfs.setFiles(pdfs.files.filter((_, i) => i !== index))}
              hint={room === 0 ? `${MATERIAL_MESSAGES.maxPdfs} Remova um PDF atual para enviar outro.` : PDFS_HINT}
              error={errors.pdfs}
            />
          </Wide>
        </FormGrid>
        {busy ? (
          <HintText as="p" role="status">
            {WAIT_UPLOADS}
          </HintText>
        ) : null}
        {hasErrors ? <ErrorText role="alert">{FIX_FIELDS}</ErrorText> : null}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  /* The file pickers' hidden inputs are placed against the form, inside the modal's scrolling body:
     otherwise they would hang below the dialog and let the backdrop scroll it out of view. */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Codes = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const CodeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Thumb = styled.img<{ $removed: boolean }>`
  width: 150px;
  aspect-ratio: 5 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  opacity: ${({ $removed }) => ($removed ? 0.4 : 1)};
`;

const SubHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;
