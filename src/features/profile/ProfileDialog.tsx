/**
 * 'Editar Perfil' (spec sections 2, 4, 5, 7, 8): photo, Nome, Email, Login and
 * an optional new password; a confirmation precedes saving; on success a 3 s
 * toast, the dialog closes after 1 s and `onSaved` runs (the page reloads).
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { IMAGE_TYPES, PROFILE_PHOTO_MAX_BYTES } from '@contract/constants';
import { mimeAccepted } from '@contract/http';
import { ProfileUpdate } from '@contract/session';
import { fileUrl } from '@/api/config';
import { serverMessage, type ApiError } from '@/api/errors';
import { useAppDispatch } from '@/api/hooks';
import { profileChanged } from '@/api/session';
import { useUpdateProfileMutation, useUploadProfilePhotoMutation } from '@/api/session-api';
import { useGetUsuarioQuery } from '@/api/usuarios-api';
import type { Usuario } from '@contract/entities';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PasswordField, TextField } from '@/components/form';
import { Modal } from '@/components/Modal';
import { Skeleton } from '@/components/Spinner';
import { notify } from '@/components/toast';
import { PROFILE_CLOSE_DELAY_MS, PROFILE_ERROR_TOAST_MS, PROFILE_SUCCESS_TOAST_MS } from '@/domain/timings';
import {
  NEW_PASSWORD_LABEL,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_UPLOAD_FAILED,
  PROFILE_CONFIRM_MESSAGE,
  PROFILE_CONFIRM_TITLE,
  PROFILE_SAVED,
  PROFILE_TITLE,
  PROFILE_UPDATE_FAILED,
  profileErrorToast,
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
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
        try {
          photoPath = (await uploadPhoto({ userId, photo }).unwrap()).filePath;
        } catch (error) {
          throw new StepError(PHOTO_UPLOAD_FAILED, serverMessage(error as ApiError));
        }
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
          <Avatar src={preview ?? fileUrl(user.cp_foto_perfil)} name={fields.cp_nome || user.cp_nome} size={72} />
          <div>
            <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              Alterar foto
            </Button>
            <input ref={fileInput} type="file" accept="image/*" aria-label="Foto de perfil" hidden onChange={pickPhoto} />
            {photo ? <PhotoName>{photo.name}</PhotoName> : null}
            {errors.photo ? <PhotoError role="alert">{errors.photo}</PhotoError> : null}
          </div>
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
            Salvar Alterações
          </Button>
        </Actions>
      </Form>
      <ConfirmDialog
        open={confirming}
        title={PROFILE_CONFIRM_TITLE}
        message={PROFILE_CONFIRM_MESSAGE}
        busy={saving}
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

const PhotoName = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PhotoError = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
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
