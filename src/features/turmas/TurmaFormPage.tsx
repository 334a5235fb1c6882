/**
 * Class registration and edit (`/cadastro-turma`, `/cadastro-turma/:id`;
 * spec sections 2, 4, 5, 7, 8): Informações da Turma, Detalhes Adicionais
 * (teacher, school, course) and the Alunos table of the chosen school with an
 * accent-insensitive search. Changing the school clears the chosen students;
 * a student who is in another class is moved (the screen says so).
 */
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Turma } from '@contract/entities';
import { useListCursosQuery } from '@/api/cursos-api';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { useListAlunosEscolaQuery, useListProfessoresQuery } from '@/api/pessoas-api';
import { useListEscolasQuery } from '@/api/escolas-api';
import { selectSession } from '@/api/session';
import { useGetTurmaQuery, useListTurmasQuery, useRegisterTurmaMutation, useUpdateTurmaMutation } from '@/api/turmas-api';
import { Button, ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Checkbox, FormGrid, FormStack, SelectField, TextField, type SelectOption } from '@/components/form';
import { DIA_SEMANA_LABELS, DIAS_SEMANA, type DiaSemana } from '@contract/constants';
import { TURMA_SALA_MAX } from '@contract/turmas';
import styled from 'styled-components';
import { FormActions } from '@/components/FormActions';
import { useConfirmedSubmit } from '@/components/hooks/useConfirmedSubmit';
import { RecordFormPage } from '@/components/RecordLoader';
import { notify, ToastMessage } from '@/components/toast';
import { scopeOf } from '@contract/access';
import { SCREENS } from '@/domain/navigation';
import { movedAlunos, AlunosPicker } from './AlunosPicker';
import {
  TURMA_CONFIRM_EDIT_TITLE,
  TURMA_CONFIRM_NEW_TITLE,
  TURMA_FORM_TITLE_EDIT,
  TURMA_FORM_TITLE_NEW,
  TURMA_LOAD_FAILED,
  TURMA_REGISTERED,
  TURMA_SAVE_FAILED,
  TURMA_UPDATED,
  turmaConfirmMessage,
} from './turma-messages';
import { emptyTurmaForm, turmaToForm, validateTurmaForm, type TurmaFormField, type TurmaFormValues } from './turma-form';

export default function TurmaFormPage() {
  return (
    <RecordFormPage<Turma>
      titles={{ create: TURMA_FORM_TITLE_NEW, edit: TURMA_FORM_TITLE_EDIT }}
      useRecord={useGetTurmaQuery}
      failureMessage={TURMA_LOAD_FAILED}
      toastId="turma-load-failed"
      backTo={SCREENS.turmas}
      backLabel="Voltar para Turmas"
      loadingLabel="Carregando a turma"
      skeletons={['140px', '140px', '300px']}
      form={(t) => <TurmaForm key={t?.cp_tr_id ?? 'new'} turma={t} />}
    />
  );
}

function TurmaForm({ turma }: { turma: Turma | null }) {
  const editing = turma !== null;
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  // A school-scoped writer (ACCESS.turmas) manages only their own school's classes.
  const ownSchool = session && scopeOf('turmas', 'create', session.userType) === 'school' ? session.schoolId : null;
  const initial = () => (turma ? turmaToForm(turma) : emptyTurmaForm(ownSchool));
  const [values, setValues] = useState<TurmaFormValues>(initial);
  /** The picker's search is reset with the form after a registration. */
  const [pickerKey, setPickerKey] = useState(0);
  const [registerTurma] = useRegisterTurmaMutation();
  const [updateTurma] = useUpdateTurmaMutation();
  const { formRef, onSubmit, errors, clearError, saving, dialog, startOver } = useConfirmedSubmit({
    validate: () => validateTurmaForm(values),
    save: ({ fields }) => (turma ? updateTurma({ id: turma.cp_tr_id, fields }) : registerTurma(fields)).unwrap(),
    onSaved: () => {
      if (turma) {
        notify.success(TURMA_UPDATED);
        navigate(SCREENS.turmas);
        return;
      }
      notify.success(TURMA_REGISTERED);
      setValues(emptyTurmaForm(ownSchool));
      setPickerKey((k) => k + 1);
      startOver();
    },
    onError: (error) => notify.error(<ToastMessage title={TURMA_SAVE_FAILED} detail={refusalReason(error)} />),
  });

  const schoolId = values.cp_tr_id_escola ? Number(values.cp_tr_id_escola) : null;
  const schools = useListEscolasQuery();
  const teachers = useListProfessoresQuery({ escolaId: schoolId ?? undefined }, { skip: schoolId === null });
  const cursos = useListCursosQuery();
  const students = useListAlunosEscolaQuery(schoolId ?? 0, { skip: schoolId === null });
  // The names of the school's classes, to say which class a student is in now.
  const schoolTurmas = useListTurmasQuery({ escolaId: schoolId ?? undefined }, { skip: schoolId === null });
  const classNames = new Map((schoolTurmas.currentData?.items ?? []).map((t) => [t.cp_tr_id, t.cp_tr_nome]));
  const schoolStudents = schoolId === null ? [] : (students.currentData ?? []);
  const moved = movedAlunos(schoolStudents, values.cp_tr_alunos, turma?.cp_tr_id ?? null).length;

  const schoolOptions: SelectOption[] = (schools.data?.items ?? [])
    .filter((s) => ownSchool === null || s.cp_ec_id === ownSchool)
    .map((s) => ({ value: String(s.cp_ec_id), label: s.cp_ec_nome }));
  if (
    turma &&
    !schoolOptions.some((o) => o.value === values.cp_tr_id_escola) &&
    values.cp_tr_id_escola === String(turma.cp_tr_id_escola)
  ) {
    schoolOptions.unshift({ value: String(turma.cp_tr_id_escola), label: turma.nomeDaEscola });
  }
  const teacherOptions: SelectOption[] =
    schoolId === null ? [] : (teachers.currentData ?? []).map((t) => ({ value: String(t.cp_id), label: t.cp_nome }));
  if (
    turma &&
    values.cp_tr_id_professor === String(turma.cp_tr_id_professor) &&
    !teacherOptions.some((o) => o.value === values.cp_tr_id_professor)
  ) {
    teacherOptions.unshift({ value: String(turma.cp_tr_id_professor), label: turma.nomeDoProfessor });
  }
  const courseOptions: SelectOption[] = (cursos.data?.items ?? []).map((c) => ({
    value: String(c.cp_curso_id),
    label: c.cp_nome_curso,
  }));
  if (
    turma &&
    values.cp_tr_curso_id === String(turma.cp_tr_curso_id) &&
    !courseOptions.some((o) => o.value === values.cp_tr_curso_id)
  ) {
    courseOptions.unshift({ value: String(turma.cp_tr_curso_id), label: turma.cursoNome });
  }

  function change(field: TurmaFormField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => {
        if (field !== 'cp_tr_id_escola' || value === v.cp_tr_id_escola) return { ...v, [field]: value };
        // Another school: its teachers and students differ.
        return { ...v, cp_tr_id_escola: value, cp_tr_id_professor: '', cp_tr_alunos: [] };
      });
      clearError(field);
    };
  }

  function toggleDia(dia: DiaSemana) {
    setValues((v) => ({
      ...v,
      cp_tr_dias: v.cp_tr_dias.includes(dia) ? v.cp_tr_dias.filter((d) => d !== dia) : [...v.cp_tr_dias, dia],
    }));
  }

  const teacherPlaceholder =
    schoolId === null
      ? 'Selecione uma escola primeiro'
      : teachers.isFetching
        ? 'Carregando professores…'
        : teachers.isError
          ? 'Erro ao carregar os professores'
          : teacherOptions.length === 0
            ? 'Nenhum professor nesta escola'
            : 'Selecione o professor';

  return (
    <>
      <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label={editing ? 'Editar turma' : 'Cadastrar turma'}>
        <Card title="Informações da Turma">
          <FormGrid>
            <TextField
              name="cp_tr_nome"
              label="Nome"
              required
              maxLength={255}
              autoComplete="off"
              value={values.cp_tr_nome}
              onChange={change('cp_tr_nome')}
              error={errors.cp_tr_nome}
            />
            <TextField
              name="cp_tr_data"
              label="Data"
              type="date"
              required
              hint="Início das aulas."
              value={values.cp_tr_data}
              onChange={change('cp_tr_data')}
              error={errors.cp_tr_data}
            />
          </FormGrid>
        </Card>
        <Card title="Horário e Sala">
          <Dias aria-describedby="cp_tr_dias-hint">
            <legend>Dias da semana</legend>
            <DiasRow>
              {DIAS_SEMANA.map((dia) => (
                <Checkbox
                  key={dia}
                  name="cp_tr_dias"
                  value={dia}
                  label={DIA_SEMANA_LABELS[dia]}
                  checked={values.cp_tr_dias.includes(dia)}
                  onChange={() => toggleDia(dia)}
                />
              ))}
            </DiasRow>
            <DiasHint id="cp_tr_dias-hint">Os dias em que a turma tem aula.</DiasHint>
          </Dias>
          <FormGrid>
            <TextField
              name="cp_tr_horario_inicio"
              label="Início"
              type="time"
              value={values.cp_tr_horario_inicio}
              onChange={change('cp_tr_horario_inicio')}
              error={errors.cp_tr_horario_inicio}
            />
            <TextField
              name="cp_tr_horario_fim"
              label="Término"
              type="time"
              value={values.cp_tr_horario_fim}
              onChange={change('cp_tr_horario_fim')}
              error={errors.cp_tr_horario_fim}
            />
            <TextField
              name="cp_tr_sala"
              label="Sala"
              maxLength={TURMA_SALA_MAX}
              autoComplete="off"
              value={values.cp_tr_sala}
              onChange={change('cp_tr_sala')}
              error={errors.cp_tr_sala}
            />
          </FormGrid>
        </Card>
        <Card title="Detalhes Adicionais">
          <FormGrid>
            <SelectField
              name="cp_tr_id_escola"
              label="Escola"
              required
              placeholder={schools.isLoading ? 'Carregando escolas…' : 'Selecione a escola'}
              options={schoolOptions}
              value={values.cp_tr_id_escola}
              onChange={change('cp_tr_id_escola')}
              disabled={ownSchool !== null}
              hint={ownSchool !== null ? 'Turmas da sua escola.' : undefined}
              error={errors.cp_tr_id_escola}
            />
            <SelectField
              name="cp_tr_id_professor"
              label="Professor"
              required
              placeholder={teacherPlaceholder}
              options={teacherOptions}
              value={values.cp_tr_id_professor}
              onChange={change('cp_tr_id_professor')}
              disabled={schoolId === null}
              error={errors.cp_tr_id_professor}
            />
            <SelectField
              name="cp_tr_curso_id"
              label="Curso"
              required
              placeholder={
                cursos.isLoading ? 'Carregando cursos…' : cursos.isError ? 'Erro ao carregar os cursos' : 'Selecione o curso'
              }
              options={courseOptions}
              value={values.cp_tr_curso_id}
              onChange={change('cp_tr_curso_id')}
              error={errors.cp_tr_curso_id}
            />
          </FormGrid>
        </Card>
        <AlunosPicker
          key={`${pickerKey}-${values.cp_tr_id_escola}`}
          students={schoolStudents}
          loading={schoolId !== null && students.isFetching && !students.currentData}
          failed={schoolId !== null && students.isError}
          onRetry={() => void students.refetch()}
          classNames={classNames}
          turmaId={turma?.cp_tr_id ?? null}
          selected={values.cp_tr_alunos}
          onChange={(cp_tr_alunos) => setValues((v) => ({ ...v, cp_tr_alunos }))}
        />
        <FormActions>
          <ButtonLink to={SCREENS.turmas} variant="ghost">
            {editing ? 'Cancelar' : 'Ver Turmas'}
          </ButtonLink>
          <Button type="submit" loading={saving} disabled={saving}>
            {editing ? 'Salvar Alterações' : 'Cadastrar Turma'}
          </Button>
        </FormActions>
      </FormStack>
      <ConfirmDialog
        {...dialog}
        title={editing ? TURMA_CONFIRM_EDIT_TITLE : TURMA_CONFIRM_NEW_TITLE}
        message={turmaConfirmMessage(editing, values.cp_tr_nome.trim(), moved)}
      />
    </>
  );
}

const Dias = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const DiasRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
`;

const DiasHint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
