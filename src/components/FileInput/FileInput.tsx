import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../Button';
import { ErrorText, HintText, LabelText, RequiredIndicator, hasError } from '../form/Field';
import { Icon } from '../Icon';
import { visuallyHiddenCss } from '../VisuallyHidden';
import { applyPick, formatFileSize } from './fileRules';
import { UploadProgress } from './UploadProgress';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;

const Zone = styled.div<{ $invalid: boolean; $dragging: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed
    ${({ theme, $invalid, $dragging }) => ($invalid ? theme.colors.danger : $dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging, $disabled }) => ($disabled ? theme.colors.surfaceAlt : $dragging ? theme.colors.infoSoft : theme.colors.inputBg)};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) => ($invalid ? theme.colors.danger : $disabled ? theme.colors.border : theme.colors.primary)};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ZoneText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FileRow = styled.li<{ $state?: FileStatus['state'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $state }) => ($state === 'error' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const RowMain = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RowDetail = styled.div`
  padding-right: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const FileName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const FileSize = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Errors = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Where a chosen file's upload stands (the parent uploads; the field only shows it). */
export interface FileStatus {
  state: 'uploading' | 'done' | 'error';
  /** 0–100 while uploading. */
  progress?: number;
  /** Shown under the file (announced) when `state` is 'error'. */
  error?: ReactNode;
}

export interface FileInputProps {
  label: ReactNode;
  /** Allowed types, e.g. 'image/*', 'application/pdf', '.pdf', 'audio/*' (comma-separated). */
  accept: string;
  multiple?: boolean;
  /** Most files kept (multiple only); extra ones are dropped with a message. */
  maxFiles?: number;
  /** Largest accepted file, in bytes. */
  maxBytes?: number;
  /** The chosen files (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Error from the form (shown in red under the field). */
  error?: ReactNode;
  hint?: ReactNode;
  /** Replaces 'Máximo de {maxFiles} arquivos permitidos.' (e.g. 'Máximo de 3 PDFs permitidos.'). */
  tooManyMessage?: string;
  /** Called with the messages of each pick that rejected something (e.g. to show a toast). */
  onReject?: (messages: string[]) => void;
  /**
   * Each chosen file's upload, by its index in `files` (or by its name): a
   * progress bar while uploading, 'Enviado' when done, the message under the
   * file on error. Files without an entry show no status.
   */
  status?: Readonly<Record<number | string, FileStatus | undefined>>;
  /** Shows 'Cancelar envio de …' instead of the remove button while a file is uploading. */
  onCancel?: (file: File, index: number) => void;
  required?: boolean;
  disabled?: boolean;
  /** Name of the native input. */
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A file picker: the native input (visually hidden, still focusable and
 * labelled) inside a drop zone, the chosen files with a remove button each,
 * and the messages of files refused on pick (type, size, count). A parent
 * that uploads the files as they are picked shows each one's progress, a
 * cancel button, its completion or its error through `status` and `onCancel`.
 */
export function FileInput({
  label,
  accept,
  multiple = false,
  maxFiles,
  maxBytes,
  files,
  onChange,
  error,
  hint,
  tooManyMessage,
  onReject,
  status,
  onCancel,
  required,
  disabled = false,
  name,
  id,
  className,
}: FileInputProps) {
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const pickErrorsId = `${inputId}-pick-errors`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [pickErrors, setPickErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const pick = (picked: File[]) => {
    if (disabled || picked.length === 0) return;
    const result = applyPick(files, picked, { accept, multiple, maxFiles, maxBytes, tooManyMessage });
    setPickErrors(result.errors);
    if (result.errors.length > 0) onReject?.(result.errors);
    const changed = result.files.length !== files.length || result.files.some((f, i) => f !== files[i]);
    if (changed) onChange(result.files);
  };

  const remove = (index: number) => {
    setPickErrors([]);
    onChange(files.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const cancel = (file: File, index: number) => {
    onCancel?.(file, index);
    inputRef.current?.focus();
  };

  const statusOf = (file: File, index: number): FileStatus | undefined => status?.[index] ?? status?.[file.name];
  const fileErrorId = (index: number) => `${inputId}-file-${index}-error`;
  const fileErrorIds = files.flatMap((file, index) => {
    const st = statusOf(file, index);
    return st?.state === 'error' && hasError(st.error) ? [fileErrorId(index)] : [];
  });

  const invalid = hasError(error) || pickErrors.length > 0 || fileErrorIds.length > 0;
  const describedBy = [
    hint != null ? hintId : null,
    hasError(error) ? errorId : null,
    pickErrors.length > 0 ? pickErrorsId : null,
    ...fileErrorIds,
  ]
    .filter(Boolean)
    .join(' ');
  const countText = `${files.length} ${files.length === 1 ? 'arquivo selecionado' : 'arquivos selecionados'}${
    multiple && maxFiles != null ? ` (máximo ${maxFiles})` : ''
  }`;

  return (
    <Root className={className}>
      <LabelText htmlFor={inputId}>
        {label}
        {required ? <RequiredIndicator /> : null}
      </LabelText>
      <Zone
        $invalid={invalid}
        $dragging={dragging}
        $disabled={disabled}
        onClick={(e) => {
          if (e.target !== inputRef.current) inputRef.current?.click();
        }}
        onDragOver={(e) => {
          if (disabled) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          pick(Array.from(e.dataTransfer.files));
        }}
      >
        <HiddenInput
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          required={required && files.length === 0}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            pick(Array.from(e.target.files ?? []));
            // Let the same file be chosen again after a removal.
            e.target.value = '';
          }}
        />
        <Icon name="upload" size={24} />
        <ZoneText aria-hidden="true">
          <strong>{multiple ? 'Clique para selecionar arquivos' : 'Clique para selecionar um arquivo'}</strong>
          <span>ou arraste e solte aqui</span>
        </ZoneText>
      </Zone>
      {hint != null ? <HintText id={hintId}>{hint}</HintText> : null}
      {files.length > 0 ? (
        <>
          <Count>{countText}</Count>
          <List>
            {files.map((file, index) => {
              const st = statusOf(file, index);
              const uploading = st?.state === 'uploading';
              return (
                <FileRow key={`${file.name}-${file.size}-${file.lastModified}-${index}`} $state={st?.state}>
                  <RowMain>
                    <Icon name="file" size={18} />
                    <FileName title={file.name}>{file.name}</FileName>
                    <FileSize>{formatFileSize(file.size)}</FileSize>
                    {st?.state === 'done' ? (
                      <Done>
                        <Icon name="check" size={14} />
                        Enviado
                      </Done>
                    ) : null}
                    {uploading && onCancel ? (
                      <IconButton size="sm" label={`Cancelar envio de ${file.name}`} onClick={() => cancel(file, index)}>
                        <Icon name="close" size={16} />
                      </IconButton>
                    ) : (
                      <IconButton size="sm" label={`Remover ${file.name}`} disabled={disabled} onClick={() => remove(index)}>
                        <Icon name="trash" size={16} />
                      </IconButton>
                    )}
                  </RowMain>
                  {uploading ? (
                    <RowDetail>
                      <UploadProgress value={st.progress ?? 0} label="Enviando…" accessibleLabel={`Enviando ${file.name}`} />
                    </RowDetail>
                  ) : null}
                  {st?.state === 'error' && hasError(st.error) ? (
                    <RowDetail>
                      <ErrorText id={fileErrorId(index)} role="alert">
                        {st.error}
                      </ErrorText>
                    </RowDetail>
                  ) : null}
                </FileRow>
              );
            })}
          </List>
        </>
      ) : null}
      <div aria-live="polite">
        {pickErrors.length > 0 ? (
          <Errors id={pickErrorsId}>
            {pickErrors.map((message, i) => (
              <li key={i}>
                <ErrorText as="span">{message}</ErrorText>
              </li>
            ))}
          </Errors>
        ) : null}
      </div>
      {hasError(error) ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Root>
  );
}
