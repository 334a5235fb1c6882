/**
 * Escola registration and edit (`/cadastro-escola`, `/cadastro-escola/:id`;
 * spec sections 2, 4, 5, 7, 8): cards Informações da Escola, Detalhes
 * Adicionais and Endereço; a confirmation precedes saving; a new school clears
 * the form, an edit goes back to the list. A school the caller may not change
 * (ACCESS.escolas: a director changes only their own) opens read-only, with
 * a notice and no save.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Escola } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { useListDiretoresQuery } from '@/api/pessoas-api';
import { useEditEscolaMutation, useGetEscolaQuery, useRegisterEscolaMutation } from '@/api/escolas-api';
import { Button, ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormGrid, FormStack, FormWide, SelectField, TextAreaField, TextField, type SelectOption } from '@/components/form';
import { FormActions } from '@/components/FormActions';
import { useConfirmedSubmit } from '@/components/hooks/useConfirmedSubmit';
import { useRouteId } from '@/components/hooks/useRouteId';
import { PageHeader } from '@/components/PageHeader';
import { RecordLoader } from '@/components/RecordLoader';
import { notify, ToastMessage } from '@/components/toast';
import { rowActions } from '@/domain/access';
import { UFS } from '@contract/constants';
import { UF_NAMES } from '@/domain/brazil';
import { SCREENS } from '@/domain/navigation';
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
} from './escola-messages';
import {
  emptyEscolaForm,
  pixKeyKindOf,
  escolaToForm,
  validateEscolaForm,
  type EscolaFormField,
  type EscolaFormValues,
} from './escola-form';

const UF_OPTIONS: SelectOption[] = UFS.map((uf) => ({ value: uf, label: `${uf} — ${UF_NAMES[uf]}` }));

export default function EscolaFormPage() {
  const { present: editing, id } = useRouteId();
  const { data: school, isError, refetch } = useGetEscolaQuery(id ?? 0, { skip: id === null });

  return (
    <>
      <PageHeader title={editing ? ESCOLA_FORM_TITLE_EDIT : ESCOLA_FORM_TITLE_NEW} />
      {editing ? (
        <RecordLoader
          record={school}
          failed={id === null || isError}
          failureMessage={ESCOLA_LOAD_FAILED}
          toastId="school-load-failed"
          onRetry={id !== null ? () => void refetch() : null}
          backTo={SCREENS.escolas}
          backLabel="Voltar para Escolas"
          loadingLabel="Carregando a escola"
          skeletons={['180px', '180px', '240px']}
        >
          {(s) => <SchoolForm key={s.cp_ec_id} school={s} />}
        </RecordLoader>
      ) : (
        <SchoolForm key="new" school={null} />
      )}
    </>
  );
}

/** The form itself, initialised from the loaded school (or empty for a new one). */
function SchoolForm({ school }: { school: Escola | null }) {
  const editing = school !== null;
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  // Another school's director reads it but may not change it: no save to be refused.
  const readOnly = school !== null && !rowActions('escolas', session, school).edit;
  const [values, setValues] = useState<EscolaFormValues>(() => (school ? escolaToForm(school) : emptyEscolaForm()));
  const [registerEscola] = useRegisterEscolaMutation();
  const [editEscola] = useEditEscolaMutation();
  const directors = useListDiretoresQuery(undefined, { skip: readOnly });
  const { formRef, onSubmit, errors, clearError, saving, dialog, startOver } = useConfirmedSubmit({
    disabled: readOnly,
    validate: () => validateEscolaForm(values),
    save: ({ fields }) => (school ? editEscola({ id: school.cp_ec_id, fields }) : registerEscola(fields)).unwrap(),
    onSaved: () => {
      if (school) {
        notify.success(ESCOLA_UPDATED);
        navigate(SCREENS.escolas);
        return;
      }
      notify.success(ESCOLA_REGISTERED);
      setValues(emptyEscolaForm());
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

  const pixKind = pixKeyKindOf(values.cp_ec_pix_chave);

  const directorsPlaceholder = directors.isLoading
    ? 'Carregando responsáveis…'
    : directors.isError
      ? DIRECTORS_LOAD_FAILED
      : 'Selecione o responsável';

  return (
    <>
      <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label={editing ? 'Editar escola' : 'Cadastrar escola'}>
        {readOnly ? <Notice role="status">{ESCOLA_READ_ONLY}</Notice> : null}
        <Fieldset disabled={readOnly}>
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
        </Fieldset>
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
        message={escolaConfirmMessage(editing, values.cp_ec_nome.trim())}
      />
    </>
  );
}

/** The cards, disabled together when the school is read-only. */
const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;
