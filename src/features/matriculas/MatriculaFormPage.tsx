/**
 * The enrolment form (`/cadastro-matricula`, `/cadastro-matricula/:matriculaId`;
 * spec sections 2, 3, 4, 5 and 8; docs/matriculas.md): Dados Pessoais
 * (read-only, from the person chosen in 'Pesquisar Usuário'), Dados
 * Adicionais (a toggle), Dados do Curso and Dados do Responsável (the toggle
 * 'Aluno menor de 18 anos'). Changing the payment type of a stored enrolment
 * asks first; a confirmation precedes saving; a new enrolment clears the form,
 * an edit goes back to the list. The rules are matricula-form.ts.
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS, type PaymentType } from '@contract/constants';
import type { Matricula, UsuarioMatricula } from '@contract/entities';
import { EDUCATION_LEVELS, LANGUAGE_LEVELS, type UsuarioMatriculaHit } from '@contract/matriculas';
import { useListCursosQuery } from '@/api/cursos-api';
import { errorStatus, refusalReason, type ApiError } from '@/api/errors';
import { useListEscolasQuery } from '@/api/escolas-api';
import { useAppSelector } from '@/api/hooks';
import {
  useEditMatriculaMutation,
  useGetMatriculaQuery,
  useGetUsuarioMatriculaQuery,
  useLazyGetUsuarioMatriculaQuery,
  useRegisterMatriculaMutation,
} from '@/api/matriculas-api';
import { selectSession, type Session } from '@/api/session';
import { Button, ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import {
  Checkbox,
  FormErrorSummary,
  FormGrid,
  FormStack,
  FormWide,
  MaskedField,
  SelectField,
  TextField,
  type SelectOption,
} from '@/components/form';
import { ErrorText, HintText } from '@/components/form/Field';
import { FormActions } from '@/components/FormActions';
import { useConfirmedSubmit } from '@/components/hooks/useConfirmedSubmit';
import { useRouteId } from '@/components/hooks/useRouteId';
import { Icon } from '@/components/Icon';
import { PageHeader } from '@/components/PageHeader';
import { RecordLoader } from '@/components/RecordLoader';
import { Spinner } from '@/components/Spinner';
import { notify, ToastMessage } from '@/components/toast';
import { scopeOf } from '@contract/access';
import { formatCurrency, formatDateBR } from '@contract/dates';
import { MASKS } from '@/domain/masks';
import { SCREENS } from '@/domain/navigation';
import {
  changePaymentType,
  emptyMatriculaForm,
  matriculaEscola,
  parcelaPreview,
  parcelasEnabled,
  isPaymentType,
  matriculaToForm,
  autoOpenSections,
  paymentChangeNeedsConfirmation,
  TOGGLED_SECTIONS,
  toggleSection,
  validateMatriculaForm,
  type MatriculaField,
  type MatriculaFormValues,
  type ToggledSection,
} from './matricula-form';
import {
  ADDITIONAL_TOGGLE,
  CONFIRM_EDIT_TITLE,
  CONFIRM_NEW_TITLE,
  confirmMessage,
  CURSOS_LOAD_FAILED,
  ESTADO_CIVIL_LABELS,
  PARCELA_VALUE_HINT,
  MATRICULA_EDIT_FAILED,
  MATRICULA_EDITED,
  MATRICULA_FORM_TITLE_EDIT,
  MATRICULA_FORM_TITLE_NEW,
  MATRICULA_LOAD_FAILED,
  MATRICULA_NOT_FOUND,
  MATRICULA_REGISTER_FAILED,
  MATRICULA_REGISTERED,
  MINOR_TOGGLE,
  NO_USER_CHOSEN,
  PAYMENT_TYPE_LABELS,
  PAYMENT_VALUE_FIRST,
  PAYMENT_WARNING_CONFIRM,
  PAYMENT_WARNING_TITLE,
  paymentTypeChanged,
  paymentWarningMessage,
  SEARCH_USER_BUTTON,
  STATUS_LABELS,
  ALUNO_FIXED,
  USUARIO_LOAD_FAILED,
  USUARIO_NOT_FOUND,
} from './matricula-messages';
import { MoneyField } from './MoneyField';
import { PhoneField } from './PhoneField';
import { UsuarioSearchDialog } from './UsuarioSearchDialog';

const STATUS_OPTIONS: SelectOption[] = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
const PAYMENT_OPTIONS: SelectOption[] = Object.entries(PAYMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const INSTALLMENT_OPTIONS: SelectOption[] = Array.from({ length: MAX_INSTALLMENTS - MIN_INSTALLMENTS + 1 }, (_, i) => {
  const n = MIN_INSTALLMENTS + i;
  return { value: String(n), label: `${n}x` };
});

/** The choices of a select, keeping a stored value the list does not offer (shown as it was stored). */
function choices(list: readonly string[], current: string): SelectOption[] {
  const options = list.map((value) => ({ value, label: value }));
  return current === '' || list.includes(current) ? options : [{ value: current, label: current }, ...options];
}

/** The toast of a failed person lookup (spec section 8). */
function personFailure(error: unknown): string {
  return errorStatus(error as ApiError) === 404 ? USUARIO_NOT_FOUND : USUARIO_LOAD_FAILED;
}

export default function MatriculaFormPage() {
  const session = useAppSelector(selectSession);
  const { present, id } = useRouteId('matriculaId');
  if (!session) return null;
  return (
    <>
      <PageHeader title={present ? MATRICULA_FORM_TITLE_EDIT : MATRICULA_FORM_TITLE_NEW} />
      {present ? <EditMatricula session={session} id={id} /> : <EnrolmentForm key="new" session={session} matricula={null} />}
    </>
  );
}

function EditMatricula({ session, id }: { session: Session; id: number | null }) {
  const { data, isError, error, refetch } = useGetMatriculaQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  // A 404 (or an address naming no enrolment) will not change on a retry.
  const missing = id === null || errorStatus(error as ApiError) === 404;
  return (
    <RecordLoader
      record={data}
      failed={id === null || isError}
      failureMessage={missing ? MATRICULA_NOT_FOUND : MATRICULA_LOAD_FAILED}
      failureDetail={missing ? null : refusalReason(error)}
      toastId="matricula-load-failed"
      onRetry={missing ? null : () => void refetch()}
      backTo={SCREENS.matriculas}
      backLabel="Voltar para Matrículas"
      loadingLabel="Carregando a matrícula"
      skeletons={['260px', '120px', '320px', '120px']}
    >
      {(m) => <EnrolmentForm key={m.cp_mt_id} session={session} matricula={m} />}
    </RecordLoader>
  );
}

interface EnrolmentFormProps {
  readonly session: Session;
  /** The stored enrolment being edited; null for a new one. */
  readonly matricula: Matricula | null;
}

function EnrolmentForm({ session, matricula }: EnrolmentFormProps) {
  const editing = matricula !== null;
  const navigate = useNavigate();
  const createScope = scopeOf('matriculas', 'create', session.userType);
  const [values, setValues] = useState<MatriculaFormValues>(() =>
    matricula ? matriculaToForm(matricula) : emptyMatriculaForm(),
  );
  /** The chosen person's details (a new enrolment). */
  const [person, setPerson] = useState<UsuarioMatricula | null>(null);
  const [toggleErrors, setToggleErrors] = useState<Partial<Record<ToggledSection, string>>>({});
  /** The payment type waiting for the warning dialog's answer. */
  const [pendingPayment, setPendingPayment] = useState<PaymentType | null>(null);
  /** The search dialog: open, and a new key per opening (it starts empty). */
  const [search, setSearch] = useState({ open: false, key: 0 });
  /** A new key after each registration: the fields (masks) start over. */
  const [round, setRound] = useState(0);
  const personStatusId = useId();

  const [registerMatricula] = useRegisterMatriculaMutation();
  const [editMatricula] = useEditMatriculaMutation();
  const [lookUpPerson, lookup] = useLazyGetUsuarioMatriculaQuery();
  // An edit shows the student's current details; the name and CPF are the ones the enrolment was signed with.
  const stored = useGetUsuarioMatriculaQuery(matricula?.cp_mt_usuario ?? 0, { skip: !matricula });
  const cursos = useListCursosQuery();
  // The Gestor searches every school: each person is shown with their school.
  const escolas = useListEscolasQuery(undefined, { skip: createScope !== 'all' });

  useEffect(() => {
    if (cursos.isError) notify.error(CURSOS_LOAD_FAILED, { toastId: 'cursos-load-failed' });
  }, [cursos.isError]);
  useEffect(() => {
    if (stored.isError) notify.error(personFailure(stored.error), { toastId: 'matricula-usuario-failed' });
  }, [stored.isError, stored.error]);

  const personSchool = values.escolaId === '' ? null : Number(values.escolaId);
  const escolaId = matricula ? matricula.cp_mt_escola : matriculaEscola(createScope, session.schoolId, personSchool);
  const parcelado = values.tipoPagamento === 'parcelado';

  const { formRef, onSubmit, errors, clearError, saving, dialog, startOver } = useConfirmedSubmit({
    validate: () => validateMatriculaForm(values, escolaId),
    save: ({ payload }) =>
      matricula ? editMatricula({ id: matricula.cp_mt_id, form: payload }).unwrap() : registerMatricula(payload).unwrap(),
    onSaved: () => {
      if (matricula) {
        notify.success(MATRICULA_EDITED);
        navigate(SCREENS.matriculas);
        return;
      }
      notify.success(MATRICULA_REGISTERED);
      setValues(emptyMatriculaForm());
      setPerson(null);
      setToggleErrors({});
      setRound((r) => r + 1);
      startOver();
    },
    onError: (error) =>
      notify.error(
        <ToastMessage title={matricula ? MATRICULA_EDIT_FAILED : MATRICULA_REGISTER_FAILED} detail={refusalReason(error)} />,
        { autoClose: 5000 },
      ),
  });

  function set(field: MatriculaField, value: string) {
    setValues((v) => autoOpenSections({ ...v, [field]: value }));
    clearError(field);
    for (const section of Object.keys(TOGGLED_SECTIONS) as ToggledSection[]) {
      if ((TOGGLED_SECTIONS[section] as readonly string[]).includes(field)) {
        setToggleErrors((e) => (e[section] ? { ...e, [section]: undefined } : e));
      }
    }
  }

  const field = (name: MatriculaField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(name, event.target.value),
  });

  function toggle(section: ToggledSection, open: boolean) {
    const result = toggleSection(values, section, open);
    setValues(result.values);
    if (result.ok) {
      setToggleErrors((e) => ({ ...e, [section]: undefined }));
    } else {
      setToggleErrors((e) => ({ ...e, [section]: result.error }));
      notify.error(result.error, { toastId: `matricula-toggle-${section}` });
    }
  }

  function choosePaymentType(next: string) {
    if (!isPaymentType(next) || next === values.tipoPagamento) return;
    if (paymentChangeNeedsConfirmation(editing, values.tipoPagamento, next)) {
      setPendingPayment(next);
      return;
    }
    setValues((v) => changePaymentType(v, next));
    clearError('tipoPagamento');
  }

  function confirmPaymentType() {
    if (pendingPayment === null) return;
    const next = pendingPayment;
    setValues((v) => changePaymentType(v, next));
    setPendingPayment(null);
    clearError('tipoPagamento');
    clearError('numeroParcelas');
    notify.info(paymentTypeChanged(next));
  }

  async function choosePerson(hit: UsuarioMatriculaHit) {
    setSearch((s) => ({ ...s, open: false }));
    try {
      const details = await lookUpPerson(hit.cp_id).unwrap();
      setPerson(details);
      setValues((v) => ({
        ...v,
        usuarioId: String(hit.cp_id),
        nomeUsuario: details.nomeUsuario,
        cpfUsuario: details.cpfUsuario,
        escolaId: details.escolaId === null ? '' : String(details.escolaId),
      }));
      clearError('usuarioId');
    } catch (error) {
      notify.error(personFailure(error));
    }
  }

  const courseOptions: SelectOption[] = (cursos.data?.items ?? []).map((c) => ({
    value: String(c.cp_curso_id),
    label: c.cp_nome_curso,
  }));
  if (values.cursoId !== '' && !cursos.isLoading && !courseOptions.some((o) => o.value === values.cursoId)) {
    courseOptions.unshift({ value: values.cursoId, label: `Curso ${values.cursoId}` });
  }
  const coursePlaceholder = cursos.isLoading ? 'Carregando cursos…' : cursos.isError ? CURSOS_LOAD_FAILED : 'Selecione o curso';
  const schoolNames = createScope === 'all' ? new Map((escolas.data?.items ?? []).map((s) => [s.cp_ec_id, s.cp_ec_nome])) : null;

  const details = matricula ? (stored.data ?? null) : person;
  const canInstall = parcelasEnabled(values);
  const parcela = parcelaPreview(values);
  const title = editing ? MATRICULA_FORM_TITLE_EDIT : MATRICULA_FORM_TITLE_NEW;

  return (
    <>
      <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label={title}>
        {Object.values(errors).some(Boolean) ? (
          <FormErrorSummary role="alert">Verifique os campos destacados.</FormErrorSummary>
        ) : null}
        <Cards key={round}>
          <Card
            title="Dados Pessoais"
            actions={
              editing ? null : (
                <Button
                  type="button"
                  size="sm"
                  // The first step while no one is chosen.
                  variant={values.usuarioId === '' ? 'primary' : 'secondary'}
                  name="usuarioId"
                  aria-describedby={personStatusId}
                  onClick={() => setSearch((s) => ({ open: true, key: s.key + 1 }))}
                >
                  <Icon name="search" size={16} />
                  {SEARCH_USER_BUTTON}
                </Button>
              )
            }
          >
            <PersonStatus id={personStatusId}>
              {lookup.isFetching ? (
                <Spinner size={16} label="Carregando usuário…" showLabel />
              ) : errors.usuarioId ? (
                <ErrorText as="span">{errors.usuarioId}</ErrorText>
              ) : editing ? (
                <HintText as="span">{ALUNO_FIXED}</HintText>
              ) : values.usuarioId === '' ? (
                <HintText as="span">{NO_USER_CHOSEN}</HintText>
              ) : null}
            </PersonStatus>
            <FormGrid>
              <TextField label="Nome" readOnly value={values.nomeUsuario} />
              <TextField label="CPF" readOnly value={values.cpfUsuario} />
              <TextField label="Data de Nascimento" readOnly value={formatDateBR(details?.dataNascimento)} />
              <TextField
                label="Estado Civil"
                readOnly
                value={details?.estadoCivil ? (ESTADO_CIVIL_LABELS[details.estadoCivil] ?? details.estadoCivil) : ''}
              />
              <TextField label="Profissão" readOnly value={details?.profissao ?? ''} />
              <TextField label="E-mail" readOnly value={details?.email ?? ''} />
              <TextField label="WhatsApp" readOnly value={details?.whatsapp ?? ''} />
              <TextField label="Telefone" readOnly value={details?.telefone ?? ''} />
              <FormWide>
                <TextField label="Endereço" readOnly value={details?.endereco ?? ''} />
              </FormWide>
            </FormGrid>
          </Card>

          <Card title="Dados Adicionais">
            <Checkbox
              label={ADDITIONAL_TOGGLE}
              checked={values.adicionais}
              onChange={(e) => toggle('adicionais', e.target.checked)}
              error={toggleErrors.adicionais}
            />
            {values.adicionais ? (
              <Spaced>
                <FormGrid>
                  <SelectField
                    label="Escolaridade"
                    placeholder="Não informada"
                    options={choices(EDUCATION_LEVELS, values.escolaridade)}
                    {...field('escolaridade')}
                  />
                  <TextField
                    label="Local de Nascimento"
                    placeholder="Cidade - UF"
                    maxLength={255}
                    {...field('localNascimento')}
                  />
                  <TextField label="Rede Social" placeholder="@usuario" maxLength={255} {...field('redeSocial')} />
                </FormGrid>
              </Spaced>
            ) : null}
          </Card>

          <Card title="Dados do Curso">
            <FormGrid>
              <SelectField
                label="Curso"
                required
                placeholder={coursePlaceholder}
                options={courseOptions}
                disabled={cursos.isLoading}
                {...field('cursoId')}
              />
              <SelectField
                label="Nível do Idioma"
                placeholder="Não informado"
                options={choices(LANGUAGE_LEVELS, values.nivelIdioma)}
                {...field('nivelIdioma')}
              />
              <SelectField label="Status" required options={STATUS_OPTIONS} {...field('status')} />
              <SelectField
                label="Tipo de Pagamento"
                required
                options={PAYMENT_OPTIONS}
                {...field('tipoPagamento')}
                onChange={(e) => choosePaymentType(e.target.value)}
              />
              {parcelado ? (
                <MoneyField
                  key="valorCurso"
                  label="Valor do Curso"
                  required
                  name="valorCurso"
                  value={values.valorCurso}
                  error={errors.valorCurso}
                  onValueChange={(v) => set('valorCurso', v)}
                />
              ) : (
                <MoneyField
                  key="valorMensalidade"
                  label="Valor Mensalidade"
                  required
                  name="valorMensalidade"
                  value={values.valorMensalidade}
                  error={errors.valorMensalidade}
                  onValueChange={(v) => set('valorMensalidade', v)}
                />
              )}
              <TextField label="Primeira Parcela" type="date" required {...field('primeiraDataPagamento')} />
              {parcelado ? (
                <>
                  <SelectField
                    label="Número de Parcelas"
                    required
                    placeholder="Selecione"
                    options={INSTALLMENT_OPTIONS}
                    disabled={!canInstall}
                    hint={canInstall ? undefined : PAYMENT_VALUE_FIRST}
                    {...field('numeroParcelas')}
                  />
                  <TextField
                    label="Valor da Parcela"
                    readOnly
                    value={parcela === null ? '' : formatCurrency(parcela)}
                    placeholder="—"
                    hint={PARCELA_VALUE_HINT}
                  />
                </>
              ) : null}
              <MaskedField label="Horário de Início" mask={MASKS.time} placeholder="00:00" {...field('horarioInicio')} />
              <MaskedField label="Horário de Término" mask={MASKS.time} placeholder="00:00" {...field('horarioFim')} />
            </FormGrid>
            {cursos.isError ? (
              <InlineRetry>
                <Button type="button" size="sm" variant="ghost" onClick={() => void cursos.refetch()}>
                  Carregar cursos novamente
                </Button>
              </InlineRetry>
            ) : null}
          </Card>

          <Card title="Dados do Responsável">
            <Checkbox
              label={MINOR_TOGGLE}
              checked={values.menor}
              onChange={(e) => toggle('menor', e.target.checked)}
              error={toggleErrors.menor}
            />
            {values.menor ? (
              <Spaced>
                <FormGrid>
                  <TextField label="Nome do Pai" maxLength={255} {...field('nomePai')} />
                  <PhoneField label="Contato do Pai" {...field('contatoPai')} />
                  <TextField label="Nome da Mãe" maxLength={255} {...field('nomeMae')} />
                  <PhoneField label="Contato da Mãe" {...field('contatoMae')} />
                </FormGrid>
              </Spaced>
            ) : null}
          </Card>
        </Cards>

        <FormActions>
          <ButtonLink to={SCREENS.matriculas} variant="secondary">
            Cancelar
          </ButtonLink>
          <Button type="submit" loading={saving} disabled={saving}>
            {editing ? 'Salvar Alterações' : 'Cadastrar Matrícula'}
          </Button>
        </FormActions>
      </FormStack>

      <ConfirmDialog
        {...dialog}
        title={editing ? CONFIRM_EDIT_TITLE : CONFIRM_NEW_TITLE}
        message={confirmMessage(editing, values.nomeUsuario, parcelado)}
      />
      <ConfirmDialog
        open={pendingPayment !== null}
        title={PAYMENT_WARNING_TITLE}
        message={
          pendingPayment ? (
            <Warning>
              <Icon name="alert" size={20} />
              <span>{paymentWarningMessage(pendingPayment)}</span>
            </Warning>
          ) : null
        }
        confirmLabel={PAYMENT_WARNING_CONFIRM}
        onConfirm={confirmPaymentType}
        onCancel={() => setPendingPayment(null)}
      />
      {editing ? null : (
        <UsuarioSearchDialog
          key={search.key}
          open={search.open}
          onClose={() => setSearch((s) => ({ ...s, open: false }))}
          onPick={(hit) => void choosePerson(hit)}
          schoolNames={schoolNames}
        />
      )}
    </>
  );
}

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const PersonStatus = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  min-height: 1.25rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const InlineRetry = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Warning = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
`;
