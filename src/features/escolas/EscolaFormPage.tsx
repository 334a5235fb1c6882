/**
 * Escola registration and edit (`/cadastro-escola`, `/cadastro-escola/:id`;
 * spec sections 2, 4, 5, 7, 8): cards Informações da Escola, Detalhes
 * Adicionais and Endereço; a confirmation precedes saving; a new school clears
 * the form, an edit goes back to the list. A school the caller may not change
 * (ACCESS.escolas: a director changes only their own) opens read-only, with
 * a notice and no save. A new school may get a new director in the same
 * pass ('Cadastrar um novo diretor'): the school and the director's account
 * are written together or not at all, and a login, e-mail or CPF someone
 * already holds is named under its field.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Escola } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { useListDiretoresQuery } from '@/api/pessoas-api';
import {
  useEditEscolaMutation,
  useGetEscolaQuery,
  useRegisterEscolaDiretorMutation,
  useRegisterEscolaMutation,
} from '@/api/escolas-api';
import { Button, ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import {
  Checkbox,
  FormFieldset,
  FormGrid,
  FormNotice,
  FormStack,
  FormWide,
  MaskedField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/components/form';
import { FormActions } from '@/components/FormActions';
import { useConfirmedSubmit } from '@/components/hooks/useConfirmedSubmit';
import { RecordFormPage } from '@/components/RecordLoader';
import { notify, ToastMessage } from '@/components/toast';
import { rowActions } from '@/domain/access';
import { UFS } from '@contract/constants';
import { UF_NAMES } from '@/domain/brazil';
import { SCREENS } from '@/domain/navigation';
import { MASKS } from '@/domain/masks';
import { SERVER_MESSAGES } from '@contract/messages';
import type { EscolaFields } from '@contract/escolas';
import type { NovoDiretor } from '@contract/usuarios';
import { takenMessage, type IdentityField } from '@contract/rules/usuarios';
import { toIsoDay } from '@contract/dates';
import {
  diretorField,
  emptyDiretorForm,
  takenDiretorErrors,
  validateDiretorForm,
  type DiretorColumn,
  type DiretorFormErrors,
  type DiretorFormValues,
} from './escola-diretor';
import {
  DIRECTORS_LOAD_FAILED,
  PIX_KEY_HINT,
  PIX_KEY_LABEL,
  pixKeyRecognised,
  ESCOLA_CONFIRM_EDIT_TITLE,
  ESCOLA_CONFIRM_NEW_TITLE,
  ESCOLA_FORM_TITLE_EDIT,
  ESCOLA_FORM_TITLE_NEW,
  ESCOLA_LOAD_FAILED,
  ESCOLA_READ_ONLY,
  ESCOLA_REGISTERED,
  ESCOLA_SAVE_FAILED,
  ESCOLA_UPDATED,
  escolaConfirmMessage,
  escolaDiretorConfirmMessage,
  NOVO_DIRETOR_CARD,
  NOVO_DIRETOR_HINT,
  NOVO_DIRETOR_LABEL,
  NOVO_DIRETOR_PLACEHOLDER,
} from './escola-messages';
import {
  emptyEscolaForm,
  pixKeyKindOf,
  escolaToForm,
  validateEscolaForm,
  type EscolaFormErrors,
  type EscolaFormField,
  type EscolaFormValues,
} from './escola-form';

const UF_OPTIONS: SelectOption[] = UFS.map((uf) => ({ value: uf, label: `${uf} — ${UF_NAMES[uf]}` }));

export default function EscolaFormPage() {
  return (
    <RecordFormPage<Escola>
      titles={{ create: ESCOLA_FORM_TITLE_NEW, edit: ESCOLA_FORM_TITLE_EDIT }}
      useRecord={useGetEscolaQuery}
      failureMessage={ESCOLA_LOAD_FAILED}
      toastId="school-load-failed"
      backTo={SCREENS.escolas}
      backLabel="Voltar para Escolas"
      loadingLabel="Carregando a escola"
      skeletons={['180px', '180px', '240px']}
      form={(s) => <SchoolForm key={s?.cp_ec_id ?? 'new'} school={s} />}
    />
  );
}

/** The school's checks, and the new director's when one is registered with it. */
type SchoolFormResult =
  | { readonly ok: true; readonly fields: EscolaFields; readonly diretor?: NovoDiretor }
  | { readonly ok: false; readonly errors: EscolaFormErrors & DiretorFormErrors };

/** The form itself, initialised from the loaded school (or empty for a new one). */
function SchoolForm({ school }: { school: Escola | null }) {
  const editing = school !== null;
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  // Another school's director reads it but may not change it: no save to be refused.
  const readOnly = school !== null && !rowActions('escolas', session, school).edit;
  const [values, setValues] = useState<EscolaFormValues>(() => (school ? escolaToForm(school) : emptyEscolaForm()));
  const [registerEscola] = useRegisterEscolaMutation();
  const [registerEscolaDiretor] = useRegisterEscolaDiretorMutation();
  const [editEscola] = useEditEscolaMutation();
  const directors = useListDiretoresQuery(undefined, { skip: readOnly });
  /** A new school with a new director: the director's fields replace the Responsável select. */
  const [novoDiretor, setNovoDiretor] = useState(false);
  const [diretor, setDiretor] = useState<DiretorFormValues>(emptyDiretorForm);
  const withDiretor = !editing && novoDiretor;
  const { formRef, onSubmit, errors, clearError, saving, dialog, startOver, showErrors } = useConfirmedSubmit({
    disabled: readOnly,
    validate: (): SchoolFormResult => {
      // The school's responsável is its new director: the select is not asked for.
      const escola = validateEscolaForm(withDiretor ? { ...values, cp_ec_responsavel: NOVO_DIRETOR_PLACEHOLDER } : values);
      if (!withDiretor) return escola;
      const person = validateDiretorForm(diretor);
      if (escola.ok && person.ok) return { ok: true, fields: escola.fields, diretor: person.diretor };
      return { ok: false, errors: { ...(escola.ok ? {} : escola.errors), ...(person.ok ? {} : person.errors) } };
    },
    // Answers the director's fields someone else holds (nothing written), or null.
    save: async (valid): Promise<IdentityField[] | null> => {
      const { fields } = valid;
      if (school) {
        await editEscola({ id: school.cp_ec_id, fields }).unwrap();
        return null;
      }
      if (valid.diretor) {
        const { cp_ec_responsavel: _responsavel, ...escola } = fields;
        const answer = await registerEscolaDiretor({ ...escola, diretor: valid.diretor }).unwrap();
        return answer.exists ? (answer.campos ?? []) : null;
      }
      await registerEscola(fields).unwrap();
      return null;
    },
    onSaved: (taken) => {
      if (school) {
        notify.success(ESCOLA_UPDATED);
        navigate(SCREENS.escolas);
        return;
      }
      if (taken) {
        // The spec's 'Usuário já cadastrado', naming the director's fields; nothing was written.
        notify.warning(
          <ToastMessage title={SERVER_MESSAGES.userExists} detail={taken.length > 0 ? takenMessage(taken) : null} />,
          { autoClose: 5000 },
        );
        showErrors(takenDiretorErrors(taken));
        return;
      }
      notify.success(ESCOLA_REGISTERED);
      setValues(emptyEscolaForm());
      setDiretor(emptyDiretorForm());
      setNovoDiretor(false);
      startOver();
    },
    onError: (error) => notify.error(<ToastMessage title={ESCOLA_SAVE_FAILED} detail={refusalReason(error)} />),
  });

  useEffect(() => {
    if (directors.isError) notify.error(DIRECTORS_LOAD_FAILED, { toastId: 'directors-load-failed' });
  }, [directors.isError]);

  const directorOptions: SelectOption[] = (directors.data ?? []).map((d) => ({ value: d.cp_nome, label: d.cp_nome }));
  // A school keeps its responsável even if they are no longer a live director.
  if (values.cp_ec_responsavel && !directorOptions.some((o) => o.value === values.cp_ec_responsavel)) {
    directorOptions.unshift({ value: values.cp_ec_responsavel, label: values.cp_ec_responsavel });
  }

  function change(field: EscolaFormField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      clearError(field);
    };
  }

  function changeDiretor(column: DiretorColumn) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setDiretor((d) => ({ ...d, [column]: value }));
      clearError(diretorField(column));
    };
  }
  const diretorProps = (column: DiretorColumn) => ({
    name: diretorField(column),
    value: diretor[column],
    onChange: changeDiretor(column),
    error: errors[diretorField(column)],
    required: true,
  });

  const pixKind = pixKeyKindOf(values.cp_ec_pix_chave);

  const directorsPlaceholder = directors.isLoading
    ? 'Carregando responsáveis…'
    : directors.isError
      ? DIRECTORS_LOAD_FAILED
      : 'Selecione o responsável';

  return (
    <>
      <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label={editing ? 'Editar escola' : 'Cadastrar escola'}>
        {readOnly ? <FormNotice role="status">{ESCOLA_READ_ONLY}</FormNotice> : null}
        <FormFieldset disabled={readOnly}>
          <Card title="Informações da Escola">
            <FormGrid>
              <FormWide>
                <TextField
                  name="cp_ec_nome"
                  label="Nome"
                  required
                  maxLength={255}
                  autoComplete="off"
                  value={values.cp_ec_nome}
                  onChange={change('cp_ec_nome')}
                  error={errors.cp_ec_nome}
                />
              </FormWide>
              <TextField
                name="cp_ec_data_cadastro"
                label="Data de Cadastro"
                type="date"
                required
                value={values.cp_ec_data_cadastro}
                onChange={change('cp_ec_data_cadastro')}
                error={errors.cp_ec_data_cadastro}
              />
            </FormGrid>
          </Card>
          <Card title="Detalhes Adicionais">
            <FormGrid>
              {withDiretor ? null : (
                <SelectField
                  name="cp_ec_responsavel"
                  label="Responsável"
                  required
                  placeholder={directorsPlaceholder}
                  options={directorOptions}
                  value={values.cp_ec_responsavel}
                  onChange={change('cp_ec_responsavel')}
                  error={errors.cp_ec_responsavel}
                  hint={directors.isError ? undefined : 'Um diretor da rede.'}
                />
              )}
              {editing ? null : (
                <FormWide>
                  <Checkbox
                    label={NOVO_DIRETOR_LABEL}
                    hint={NOVO_DIRETOR_HINT}
                    checked={novoDiretor}
                    onChange={(e) => {
                      setNovoDiretor(e.target.checked);
                      clearError('cp_ec_responsavel');
                    }}
                  />
                </FormWide>
              )}
              <TextField
                name="cp_ec_pix_chave"
                label={PIX_KEY_LABEL}
                maxLength={77}
                autoComplete="off"
                spellCheck={false}
                value={values.cp_ec_pix_chave}
                onChange={change('cp_ec_pix_chave')}
                error={errors.cp_ec_pix_chave}
                hint={pixKind ? pixKeyRecognised(pixKind) : PIX_KEY_HINT}
              />
              <FormWide>
                <TextAreaField
                  name="cp_ec_descricao"
                  label="Descrição"
                  rows={3}
                  maxLength={2000}
                  value={values.cp_ec_descricao}
                  onChange={change('cp_ec_descricao')}
                  error={errors.cp_ec_descricao}
                />
              </FormWide>
            </FormGrid>
          </Card>
          {withDiretor ? (
            <Card title={NOVO_DIRETOR_CARD}>
              <FormGrid>
                <FormWide>
                  <TextField label="Nome do diretor" autoComplete="off" maxLength={255} {...diretorProps('cp_nome')} />
                </FormWide>
                <TextField label="Login" autoComplete="off" spellCheck={false} {...diretorProps('cp_login')} />
                <PasswordField
                  label="Senha"
                  autoComplete="new-password"
                  hint="Mínimo de 6 caracteres."
                  {...diretorProps('cp_password')}
                />
                <TextField label="E-mail" type="email" autoComplete="off" {...diretorProps('cp_email')} />
                <MaskedField label="CPF" mask={MASKS.cpf} placeholder="000.000.000-00" {...diretorProps('cp_cpf')} />
                <TextField
                  label="Data de Nascimento"
                  type="date"
                  max={toIsoDay(new Date())}
                  {...diretorProps('cp_datanascimento')}
                />
              </FormGrid>
            </Card>
          ) : null}
          <Card title="Endereço">
            <FormGrid>
              <FormWide>
                <TextField
                  name="cp_ec_endereco_rua"
                  label="Rua"
                  required
                  maxLength={255}
                  autoComplete="address-line1"
                  value={values.cp_ec_endereco_rua}
                  onChange={change('cp_ec_endereco_rua')}
                  error={errors.cp_ec_endereco_rua}
                />
              </FormWide>
              <TextField
                name="cp_ec_endereco_numero"
                label="Número"
                required
                maxLength={20}
                value={values.cp_ec_endereco_numero}
                onChange={change('cp_ec_endereco_numero')}
                error={errors.cp_ec_endereco_numero}
              />
              <TextField
                name="cp_ec_endereco_bairro"
                label="Bairro"
                required
                maxLength={255}
                value={values.cp_ec_endereco_bairro}
                onChange={change('cp_ec_endereco_bairro')}
                error={errors.cp_ec_endereco_bairro}
              />
              <TextField
                name="cp_ec_endereco_cidade"
                label="Cidade"
                required
                maxLength={255}
                autoComplete="address-level2"
                value={values.cp_ec_endereco_cidade}
                onChange={change('cp_ec_endereco_cidade')}
                error={errors.cp_ec_endereco_cidade}
              />
              <SelectField
                name="cp_ec_endereco_estado"
                label="Estado"
                required
                placeholder="Selecione o estado"
                options={UF_OPTIONS}
                value={values.cp_ec_endereco_estado}
                onChange={change('cp_ec_endereco_estado')}
                error={errors.cp_ec_endereco_estado}
              />
            </FormGrid>
          </Card>
        </FormFieldset>
        <FormActions>
          {readOnly ? (
            <ButtonLink to={SCREENS.escolas}>Voltar para Escolas</ButtonLink>
          ) : (
            <>
              <ButtonLink to={SCREENS.escolas} variant="ghost">
                {editing ? 'Cancelar' : 'Ver Escolas'}
              </ButtonLink>
              <Button type="submit" loading={saving} disabled={saving}>
                {editing ? 'Salvar Alterações' : 'Cadastrar Escola'}
              </Button>
            </>
          )}
        </FormActions>
      </FormStack>
      <ConfirmDialog
        {...dialog}
        title={editing ? ESCOLA_CONFIRM_EDIT_TITLE : ESCOLA_CONFIRM_NEW_TITLE}
        message={
          withDiretor
            ? escolaDiretorConfirmMessage(values.cp_ec_nome.trim(), diretor.cp_nome.trim())
            : escolaConfirmMessage(editing, values.cp_ec_nome.trim())
        }
      />
    </>
  );
}
