/**
 * The user form (`/cadastro-usuario`, `/cadastro-usuario/:id`; spec sections
 * 2, 4, 5 and 8): five cards — Dados de Login, Dados Pessoais, Contato,
 * Endereço, Empresa (its fields shown by 'Cadastro de Empresa') — checked
 * against the contract's rules, a confirmation before saving, then
 * `POST /register` (a new user; the form clears) or `PUT /edit-user/:id`
 * (an edit; back to /usuarios). Rules of the server: docs/registration.md.
 */
import { useMemo, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IMAGE_TYPES } from '@contract/constants';
import type { Usuario } from '@contract/entities';
import { SERVER_MESSAGES } from '@contract/messages';
import { refusalReason } from '@/api/errors';
import { isFileRefusal } from '@/api/upload-messages';
import { useUpload } from '@/api/use-upload';
import { useAppSelector } from '@/api/hooks';
import { useListEscolasQuery } from '@/api/escolas-api';
import { selectSession, type Session } from '@/api/session';
import { useEditUsuarioMutation, useGetUsuarioQuery, useRegisterUsuarioMutation } from '@/api/usuarios-api';
import { Button, ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FileInput, UploadProgress } from '@/components/FileInput';
import {
  Checkbox,
  FormErrorSummary,
  FormFieldset,
  FormNotice,
  FormStack,
  FormWide,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/components/form';
import { FormActions } from '@/components/FormActions';
import { useConfirmedSubmit } from '@/components/hooks/useConfirmedSubmit';
import { useRouteId } from '@/components/hooks/useRouteId';
import { PageHeader } from '@/components/PageHeader';
import { RecordLoader } from '@/components/RecordLoader';
import { notify, ToastMessage } from '@/components/toast';
import { scopeOf } from '@contract/access';
import { toIsoDay } from '@contract/dates';
import { mayAssignType } from '@contract/roles';
import { IDENTITY_TAKEN_MESSAGES, takenFieldsOf, takenMessage, type IdentityField } from '@contract/rules/usuarios';
import { MASKS } from '@/domain/masks';
import { SCREENS } from '@/domain/navigation';
import { assignableUserTypes, parseUserType, USER_TYPE_LABELS } from '@/domain/roles';
import { LenientMaskedField } from './LenientMaskedField';
import {
  emptyValues,
  PHOTO_FIELD,
  REQUIRED_MESSAGES,
  validateUserForm,
  valuesFromUser,
  withPhotoCheck,
  type FieldName,
  type FormMode,
  type RegisterPayload,
  type UserFormValues,
} from './usuario-form';
import {
  COMPANY_CHECKBOX,
  CONFIRM_EDIT_MESSAGE,
  CONFIRM_EDIT_TITLE,
  CONFIRM_REGISTER_MESSAGE,
  CONFIRM_REGISTER_TITLE,
  ESTADO_CIVIL_OPTIONS,
  FORM_TITLE_EDIT,
  FORM_TITLE_NEW,
  PASSWORD_EDIT_HINT,
  PHOTO_HINT,
  PHOTO_NOT_SENT,
  PHOTO_PROGRESS,
  SENDING_PHOTO,
  ESCOLAS_LOAD_FAILED,
  USER_EDIT_FAILED,
  USER_EDITED,
  USER_EXISTS,
  USER_LOAD_FAILED,
  USER_REGISTERED,
  USER_SAVE_FAILED,
} from './usuario-messages';

const CEP_MASK = '99999-999';
const PHOTO_ACCEPT = IMAGE_TYPES.join(',');

export default function UsuarioFormPage() {
  const session = useAppSelector(selectSession);
  const { present, id } = useRouteId();
  if (!session) return null;
  if (!present) return <CreateUser session={session} />;
  return <EditUser session={session} id={id} />;
}

function CreateUser({ session }: { session: Session }) {
  return (
    <>
      <PageHeader title={FORM_TITLE_NEW} />
      <UserForm mode="create" session={session} initial={emptyValues(session.schoolId)} />
    </>
  );
}

function EditUser({ session, id }: { session: Session; id: number | null }) {
  const {
    data: user,
    isError,
    error,
    refetch,
  } = useGetUsuarioQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  // A refusal (e.g. 404 'Usuário não encontrado.') will not change on a retry.
  const reason = id === null ? SERVER_MESSAGES.userNotFound : refusalReason(error);
  return (
    <>
      <PageHeader title={FORM_TITLE_EDIT} />
      <RecordLoader
        record={user}
        failed={id === null || isError}
        failureMessage={USER_LOAD_FAILED}
        failureDetail={reason}
        toastId="user-load-failed"
        onRetry={reason === null ? () => void refetch() : null}
        backTo={SCREENS.usuarios}
        backLabel="Voltar para Usuários"
        loadingLabel="Carregando usuário…"
      >
        {(u) => <UserForm key={u.cp_id} mode="edit" session={session} user={u} initial={valuesFromUser(u)} />}
      </RecordLoader>
    </>
  );
}

interface UserFormProps {
  readonly mode: FormMode;
  readonly session: Session;
  readonly initial: UserFormValues;
  /** The user being edited. */
  readonly user?: Usuario;
}

/** Why this person cannot be edited here, if they cannot (docs/registration.md). */
function editRefusal(session: Session, user: Usuario | undefined): string | null {
  if (!user) return null;
  // Only who writes every person (ACCESS.usuarios: all) edits themselves here; others use Meu Perfil.
  if (user.cp_id === session.userId && scopeOf('usuarios', 'write', session.userType) !== 'all') {
    return SERVER_MESSAGES.editSelfInProfile;
  }
  if (!mayAssignType(session.userType, user.cp_tipo_user)) return SERVER_MESSAGES.typeNotAllowed;
  return null;
}

/** The photo's upload ended without an id to send (it failed while the save waited for it). */
class PhotoNotSent extends Error {}

/** Each field someone else holds, with its message ('Este login já está em uso.'). */
function takenErrors(fields: readonly IdentityField[]): Partial<Record<IdentityField, string>> {
  return Object.fromEntries(fields.map((f) => [f, IDENTITY_TAKEN_MESSAGES[f]]));
}

function UserForm({ mode, session, initial, user }: UserFormProps) {
  const navigate = useNavigate();
  const [registerUsuario] = useRegisterUsuarioMutation();
  const [editUsuario] = useEditUsuarioMutation();
  const [values, setValues] = useState(initial);
  const [photo, setPhoto] = useState<File[]>([]);
  /** The photo is uploaded as soon as it is picked; the save sends its upload's id. */
  const photoUpload = useUpload('foto');
  /** A new key after each successful create: the fields (masks, file picker) start over, empty. */
  const [round, setRound] = useState(0);
  const refusal = editRefusal(session, user);
  const today = toIsoDay(new Date());
  const { formRef, onSubmit, errors, clearError, saving, dialog, startOver, showErrors } = useConfirmedSubmit({
    validate: () =>
      withPhotoCheck(validateUserForm(values, mode, session.userType), photoUpload.state === 'error', PHOTO_NOT_SENT),
    disabled: Boolean(refusal),
    // Answers the fields someone else already holds (a create that wrote nothing), or null.
    save: async ({ payload }): Promise<IdentityField[] | null> => {
      if (mode === 'create') {
        // A photo still on its way is waited for.
        const photoId = photo.length > 0 ? (await photoUpload.settled()).uploadId : null;
        if (photo.length > 0 && photoId === null) throw new PhotoNotSent();
        // In create mode the schema was UsuarioRegister: the password is there.
        const body: RegisterPayload = { ...(payload as RegisterPayload), ...(photoId ? { cp_foto_perfil: photoId } : {}) };
        try {
          const answer = await registerUsuario(body).unwrap();
          return answer.exists ? (answer.campos ?? []) : null;
        } catch (error) {
          // The server checked the photo that arrived and refused it (it is gone): show why under the field.
          const reason = refusalReason(error);
          if (photoId && isFileRefusal('foto', reason)) photoUpload.refuse(reason);
          throw error;
        }
      }
      if (user) await editUsuario({ id: user.cp_id, changes: payload }).unwrap();
      return null;
    },
    onSaved: (taken) => {
      if (mode === 'edit') {
        notify.success(USER_EDITED);
        navigate(SCREENS.usuarios);
      } else if (taken) {
        // The spec's 'Usuário já cadastrado', naming the fields; each is marked under its field.
        notify.warning(<ToastMessage title={USER_EXISTS} detail={taken.length > 0 ? takenMessage(taken) : null} />, {
          autoClose: 5000,
        });
        showErrors(takenErrors(taken));
      } else {
        notify.success(USER_REGISTERED);
        setValues(initial);
        setPhoto([]);
        // The photo is the new person's now: nothing to cancel.
        photoUpload.reset();
        setRound((r) => r + 1);
        startOver();
      }
    },
    onError: (error) => {
      const title = mode === 'create' ? USER_SAVE_FAILED : USER_EDIT_FAILED;
      const detail = error instanceof PhotoNotSent ? PHOTO_NOT_SENT : refusalReason(error);
      notify.error(<ToastMessage title={title} detail={detail} />, { autoClose: 5000 });
      // An edit's 409 names the login, e-mail or CPF someone else holds: marked under each.
      const taken = takenFieldsOf(detail);
      if (taken.length > 0) showErrors(takenErrors(taken));
    },
  });
  const waitingForPhoto = saving && photoUpload.state === 'uploading';

  function pickPhoto(next: File[]) {
    setPhoto(next);
    clearError(PHOTO_FIELD);
    if (next[0]) photoUpload.start(next[0]);
    else photoUpload.cancel();
  }

  const typeOptions = useMemo<SelectOption[]>(() => {
    const options: SelectOption[] = assignableUserTypes(session.userType).map((t) => ({
      value: String(t),
      label: USER_TYPE_LABELS[t],
    }));
    // An edited person's current type stays visible even when it is not one the caller may give.
    const current = parseUserType(initial.cp_tipo_user);
    if (current !== null && !options.some((o) => o.value === String(current))) {
      options.unshift({ value: String(current), label: USER_TYPE_LABELS[current], disabled: true });
    }
    return options;
  }, [session.userType, initial.cp_tipo_user]);

  const schoolPicker = useSchoolOptions(session, initial.cp_escola_id);

  function set<K extends keyof UserFormValues>(name: K, value: UserFormValues[K]) {
    setValues((v) => ({ ...v, [name]: value }));
    if (name !== 'company') clearError(name as FieldName);
  }

  const text = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(name, event.target.value),
  });
  const required = (name: FieldName) => ({
    ...text(name),
    required: name in REQUIRED_MESSAGES && !(mode === 'edit' && name === 'password'),
  });

  return (
    <>
      <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label={mode === 'create' ? FORM_TITLE_NEW : FORM_TITLE_EDIT}>
        {refusal ? <FormNotice role="status">{refusal}</FormNotice> : null}
        {Object.values(errors).some(Boolean) ? (
          <FormErrorSummary role="alert">Verifique os campos destacados.</FormErrorSummary>
        ) : null}
        <FormFieldset key={round} disabled={Boolean(refusal)}>
          <Card title="Dados de Login">
            <Grid>
              <TextField label="Login" autoComplete="off" {...required('cp_login')} />
              <PasswordField
                label="Senha"
                autoComplete="new-password"
                hint={mode === 'edit' ? PASSWORD_EDIT_HINT : 'Mínimo de 6 caracteres.'}
                {...required('password')}
              />
              <SelectField
                label="Tipo de Usuário"
                placeholder="Selecione o tipo"
                options={typeOptions}
                {...required('cp_tipo_user')}
              />
              {/* The whole row: a school's name ('Escola de Idiomas — Unidade Vila Mariana') is long. */}
              <FormWide>
                <SelectField
                  label="Escola"
                  placeholder={schoolPicker.placeholder}
                  options={schoolPicker.options}
                  disabled={schoolPicker.locked || schoolPicker.options.length === 0}
                  hint={schoolPicker.hint}
                  {...required('cp_escola_id')}
                  error={errors.cp_escola_id ?? schoolPicker.error}
                />
              </FormWide>
            </Grid>
            {schoolPicker.retry ? (
              <InlineRetry>
                <Button type="button" size="sm" variant="ghost" onClick={schoolPicker.retry}>
                  Carregar escolas novamente
                </Button>
              </InlineRetry>
            ) : null}
          </Card>

          <Card title="Dados Pessoais">
            <Grid>
              <FormWide>
                <TextField label="Nome" autoComplete="off" {...required('cp_nome')} />
              </FormWide>
              <LenientMaskedField label="CPF" mask={MASKS.cpf} placeholder="000.000.000-00" {...required('cp_cpf')} />
              <TextField label="RG" {...text('cp_rg')} />
              <TextField label="Data de Nascimento" type="date" max={today} {...required('cp_datanascimento')} />
              <SelectField
                label="Estado Civil"
                placeholder="Não informado"
                options={ESTADO_CIVIL_OPTIONS}
                {...text('cp_estadocivil')}
              />
              <TextField label="Profissão" {...text('cp_profissao')} />
              <FormWide>
                <TextAreaField label="Descrição" rows={3} {...text('cp_descricao')} />
              </FormWide>
              {mode === 'create' ? (
                <FormWide>
                  <FileInput
                    label="Foto de Perfil"
                    name={PHOTO_FIELD}
                    accept={PHOTO_ACCEPT}
                    files={photo}
                    onChange={pickPhoto}
                    status={photoUpload.status}
                    onCancel={() => pickPhoto([])}
                    error={errors[PHOTO_FIELD]}
                    hint={PHOTO_HINT}
                  />
                </FormWide>
              ) : null}
            </Grid>
          </Card>

          <Card title="Contato">
            <Grid>
              <TextField label="E-mail" type="email" autoComplete="off" {...required('cp_email')} />
              <LenientMaskedField
                label="WhatsApp"
                type="tel"
                mask={MASKS.phone}
                placeholder="(00) 00000-0000"
                {...text('cp_whatsapp')}
              />
              <LenientMaskedField
                label="Telefone"
                type="tel"
                mask={MASKS.phone}
                placeholder="(00) 00000-0000"
                {...text('cp_telefone')}
              />
            </Grid>
          </Card>

          <Card title="Endereço">
            <Grid>
              <TextField label="Cidade / Estado" placeholder="Curitiba - PR" {...text('cp_end_cidade_estado')} />
              <TextField label="Rua" {...text('cp_end_rua')} />
              <TextField label="Número" {...text('cp_end_num')} />
              <LenientMaskedField label="CEP" mask={CEP_MASK} placeholder="00000-000" {...text('cp_end_cep')} />
            </Grid>
          </Card>

          <Card title="Empresa">
            <Checkbox
              label={COMPANY_CHECKBOX}
              checked={values.company}
              onChange={(e) => set('company', e.target.checked)}
              hint="Marque para informar os dados da empresa (pessoa jurídica)."
            />
            {values.company ? (
              <Grid $spaced>
                <LenientMaskedField label="CNPJ" mask={MASKS.cnpj} placeholder="00.000.000/0000-00" {...text('cp_cnpj')} />
                <TextField label="Inscrição Estadual (IE)" {...text('cp_ie')} />
                <FormWide>
                  <TextField label="Empresa de Atuação" {...text('cp_empresaatuacao')} />
                </FormWide>
              </Grid>
            ) : null}
          </Card>
        </FormFieldset>

        <FormActions>
          <ButtonLink to={SCREENS.usuarios} variant="secondary">
            Cancelar
          </ButtonLink>
          <Button type="submit" loading={saving} disabled={saving || Boolean(refusal)}>
            {waitingForPhoto ? SENDING_PHOTO : mode === 'create' ? 'Cadastrar Usuário' : 'Salvar Alterações'}
          </Button>
        </FormActions>
      </FormStack>
      <ConfirmDialog
        {...dialog}
        title={mode === 'create' ? CONFIRM_REGISTER_TITLE : CONFIRM_EDIT_TITLE}
        message={
          mode === 'create' ? (
            <>
              {CONFIRM_REGISTER_MESSAGE}
              {waitingForPhoto ? (
                <PhotoWait>
                  <UploadProgress value={photoUpload.progress} label={PHOTO_PROGRESS} />
                </PhotoWait>
              ) : null}
            </>
          ) : (
            CONFIRM_EDIT_MESSAGE
          )
        }
        confirmLabel={waitingForPhoto ? SENDING_PHOTO : undefined}
      />
    </>
  );
}

/**
 * The Escola choices: the schools the caller can see (`GET /escolas`);
 * directors and secretaries only their own school (the select is locked on it).
 */
function useSchoolOptions(session: Session, current: string) {
  const { data, isLoading, isError, refetch } = useListEscolasQuery();
  // A school-scoped writer (ACCESS.usuarios) registers only in their own school.
  const ownOnly = scopeOf('usuarios', 'create', session.userType) === 'school';
  const options: SelectOption[] = (data?.items ?? [])
    .filter((s) => !ownOnly || s.cp_ec_id === session.schoolId || String(s.cp_ec_id) === current)
    .map((s) => ({ value: String(s.cp_ec_id), label: s.cp_ec_nome }));
  return {
    options,
    locked: ownOnly && options.length <= 1,
    placeholder: isLoading ? 'Carregando escolas…' : 'Selecione a escola',
    hint: ownOnly ? 'Diretores e secretários cadastram apenas na própria escola.' : undefined,
    error: isError ? ESCOLAS_LOAD_FAILED : undefined,
    retry: isError ? () => void refetch() : null,
  };
}

const Grid = styled.div<{ $spaced?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme, $spaced }) => ($spaced ? theme.space.lg : 0)};
`;

const PhotoWait = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const InlineRetry = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;
