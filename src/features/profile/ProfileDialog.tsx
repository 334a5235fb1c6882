/**
 * 'Editar Perfil' (spec sections 2, 4, 5, 7, 8): photo, Nome, Email, Login and
 * an optional new password; a confirmation precedes saving; on success a 3 s
 * toast, the dialog closes after 1 s and `onSaved` runs (the page reloads).
 * A new photo is uploaded as soon as it is picked (docs/arquivos.md); saving
 * waits for it and sends its upload's id (`POST /uploadProfilePhoto`).
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { IMAGE_TYPES, PROFILE_PHOTO_MAX_BYTES } from '@contract/constants';
import { mimeAccepted } from '@contract/http';
import { ProfileUpdate } from '@contract/session';
import { fileUrl } from '@/api/config';
import { refusalReason, serverMessage, type ApiError } from '@/api/errors';
import { useAppDispatch } from '@/api/hooks';
import { profileChanged } from '@/api/session';
import { useUpdateProfileMutation, useUploadProfilePhotoMutation } from '@/api/session-api';
import { isFileRefusal } from '@/api/upload-messages';
import { useUpload } from '@/api/use-upload';
import { useGetUsuarioQuery } from '@/api/usuarios-api';
import type { Usuario } from '@contract/entities';
import { Avatar } from '@/components/Avatar';
import { Button, IconButton } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { UploadProgress } from '@/components/FileInput';
import { PasswordField, TextField } from '@/components/form';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { Skeleton } from '@/components/Spinner';
import { notify } from '@/components/toast';
import { PROFILE_CLOSE_DELAY_MS, PROFILE_ERROR_TOAST_MS, PROFILE_SUCCESS_TOAST_MS } from '@/domain/timings';
import {
  NEW_PASSWORD_LABEL,
  PHOTO_NOT_IMAGE,
  PHOTO_SENT,
  PHOTO_TOO_LARGE,
  PHOTO_UPLOAD_FAILED,
  PROFILE_CONFIRM_MESSAGE,
  PROFILE_CONFIRM_TITLE,
  PROFILE_SAVED,
  PROFILE_TITLE,
  PROFILE_UPDATE_FAILED,
  profileErrorToast,
  SENDING_PHOTO,
} from './profile-messages';

export interface ProfileDialogProps {
  readonly open: boolean;
  readonly userId: number;
  readonly onClose: () => void;
  /** Runs after a successful save, once the dialog has closed. */
  readonly onSaved?: () => void;
}

type Fields = { cp_nome: string; cp_email: string; cp_login: string; password: string };
type FieldErrors = Partial<Record<keyof Fields | 'photo', string>>;

class StepError extends Error {
  constructor(
    readonly specMessage: string,
    readonly detail: string | null,
  ) {
    super(specMessage);
  }
}

export default function ProfileDialog({ open, userId, onClose, onSaved }: ProfileDialogProps) {
  const { data: user, isLoading, isError, refetch } = useGetUsuarioQuery(userId, { skip: !open });
  return (
    <Modal open={open} onClose={onClose} title={PROFILE_TITLE} size="md">
      {isLoading ? (
        <Loading aria-busy="true">
          <Skeleton height="72px" width="72px" radius="50%" />
          <Skeleton lines={3} height="40px" />
        </Loading>
      ) : isError || !user ? (
        <LoadError role="alert">
          Erro ao carregar os dados do perfil.{' '}
          <Button type="button" variant="ghost" size="sm" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </LoadError>
      ) : (
        <ProfileEditor key={user.cp_id} user={user} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

/** The form, initialised from the loaded user (remounted for another user). */
function ProfileEditor({ user, onClose, onSaved }: { user: Usuario; onClose: () => void; onSaved?: () => void }) {
  const userId = user.cp_id;
  const [updateProfile] = useUpdateProfileMutation();
  const [uploadPhoto] = useUploadProfilePhotoMutation();
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState<Fields>({
    cp_nome: user.cp_nome,
    cp_email: user.cp_email,
    cp_login: user.cp_login,
    password: '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUpload = useUpload('foto');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function change(name: keyof Fields) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setFields((f) => ({ ...f, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    };
  }

  function pickPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!mimeAccepted(file.type, IMAGE_TYPES)) return setErrors((e) => ({ ...e, photo: PHOTO_NOT_IMAGE }));
    if (file.size > PROFILE_PHOTO_MAX_BYTES) return setErrors((e) => ({ ...e, photo: PHOTO_TOO_LARGE }));
    setErrors((e) => ({ ...e, photo: undefined }));
    setPhoto(file);
    photoUpload.start(file);
  }

  /** Drops the picked photo: its upload is cancelled (or removed, if it had arrived). */
  function dropPhoto() {
    photoUpload.cancel();
    setPhoto(null);
    changeButton.current?.focus();
  }

  function changes() {
    return ProfileUpdate.safeParse({
      cp_nome: fields.cp_nome,
      cp_email: fields.cp_email.trim(),
      cp_login: fields.cp_login,
      ...(fields.password ? { cp_password: fields.password } : {}),
    });
  }

  function requestSave() {
    const parsed = changes();
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'cp_password' ? 'password' : (issue.path[0] as keyof Fields);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setConfirming(true);
  }

  async function save() {
    const parsed = changes();
    if (!parsed.success) return;
    setSaving(true);
    try {
      let photoPath: string | null = null;
      if (photo) {
        // A photo still on its way is waited for.
        const { uploadId, error } = await photoUpload.settled();
        if (uploadId === null) throw new StepError(PHOTO_UPLOAD_FAILED, error ?? photoUpload.error);
        try {
          photoPath = (await uploadPhoto({ userId, cp_foto_perfil: uploadId }).unwrap()).filePath;
        } catch (error) {
          // The server checked the photo that arrived and refused it (it is gone): show why under it.
          const reason = refusalReason(error);
          if (isFileRefusal('foto', reason)) photoUpload.refuse(reason);
          throw new StepError(PHOTO_UPLOAD_FAILED, serverMessage(error as ApiError));
        }
        // The photo is the profile's now: nothing to cancel when the dialog closes.
        photoUpload.reset();
      }
      try {
        await updateProfile({ userId, changes: parsed.data }).unwrap();
      } catch (error) {
        throw new StepError(PROFILE_UPDATE_FAILED, serverMessage(error as ApiError));
      }
      dispatch(profileChanged({ userName: parsed.data.cp_nome, ...(photoPath ? { userProfilePhoto: photoPath } : {}) }));
      setSaved(true);
      setConfirming(false);
      notify.success(PROFILE_SAVED, { autoClose: PROFILE_SUCCESS_TOAST_MS });
      closeTimer.current = window.setTimeout(() => {
        onClose();
        onSaved?.();
      }, PROFILE_CLOSE_DELAY_MS);
    } catch (error) {
      const step = error instanceof StepError ? error : new StepError(PROFILE_UPDATE_FAILED, null);
      setConfirming(false);
      notify.error(profileErrorToast(step.specMessage, step.detail), { autoClose: PROFILE_ERROR_TOAST_MS });
    } finally {
      setSaving(false);
    }
  }

  const waitingForPhoto = saving && photoUpload.state === 'uploading';

  return (
    <>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          requestSave();
        }}
      >
        <PhotoRow>
          {/* A photo that could not be sent is not previewed: the person keeps seeing the one that stays. */}
          <Avatar
            src={(photoUpload.state !== 'error' ? preview : null) ?? fileUrl(user.cp_foto_perfil)}
            name={fields.cp_nome || user.cp_nome}
            size={72}
          />
          <PhotoColumn>
            <Button ref={changeButton} type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              Alterar foto
            </Button>
            <input ref={fileInput} type="file" accept="image/*" aria-label="Foto de perfil" hidden onChange={pickPhoto} />
            {photo ? (
              <PhotoFile>
                <PhotoName title={photo.name}>{photo.name}</PhotoName>
                {photoUpload.state === 'done' ? (
                  <PhotoSent>
                    <Icon name="check" size={14} />
                    {PHOTO_SENT}
                  </PhotoSent>
                ) : null}
                {photoUpload.state === 'uploading' ? (
                  <IconButton size="sm" label={`Cancelar envio de ${photo.name}`} onClick={dropPhoto}>
                    <Icon name="close" size={16} />
                  </IconButton>
                ) : (
                  <IconButton size="sm" label={`Remover ${photo.name}`} disabled={saving} onClick={dropPhoto}>
                    <Icon name="trash" size={16} />
                  </IconButton>
                )}
              </PhotoFile>
            ) : null}
            {photo && photoUpload.state === 'uploading' ? (
              <PhotoProgress>
                <UploadProgress value={photoUpload.progress} label={SENDING_PHOTO} accessibleLabel={`Enviando ${photo.name}`} />
              </PhotoProgress>
            ) : null}
            {errors.photo ? <PhotoError role="alert">{errors.photo}</PhotoError> : null}
            {photoUpload.state === 'error' && photoUpload.error ? (
              <PhotoError role="alert">{photoUpload.error}</PhotoError>
            ) : null}
          </PhotoColumn>
        </PhotoRow>
        <TextField label="Nome" required value={fields.cp_nome} onChange={change('cp_nome')} error={errors.cp_nome} />
        <TextField
          label="Email"
          type="email"
          required
          value={fields.cp_email}
          onChange={change('cp_email')}
          error={errors.cp_email}
        />
        <TextField label="Login" required value={fields.cp_login} onChange={change('cp_login')} error={errors.cp_login} />
        <PasswordField
          label={NEW_PASSWORD_LABEL}
          autoComplete="new-password"
          value={fields.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Actions>
          <Button type="button" variant="ghost" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving} disabled={saving || saved}>
            {waitingForPhoto ? SENDING_PHOTO : 'Salvar Alterações'}
          </Button>
        </Actions>
      </Form>
      <ConfirmDialog
        open={confirming}
        title={PROFILE_CONFIRM_TITLE}
        message={PROFILE_CONFIRM_MESSAGE}
        busy={saving}
        confirmLabel={waitingForPhoto ? SENDING_PHOTO : undefined}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const PhotoRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const PhotoColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 auto;
  min-width: 0;

  & > * {
    max-width: 100%;
  }
`;

const PhotoProgress = styled.div`
  width: 100%;
  max-width: 20rem;
`;

const PhotoFile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const PhotoName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PhotoSent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.success};
`;

const PhotoError = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
