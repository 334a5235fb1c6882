/**
 * One class's records in two tabs (spec section 2): 'Chamadas' — the
 * registration form, the history with P/J/F, the attendance per student, the
 * lesson-summary form and the register — and 'Notas e Avaliações' — the grade
 * form and the grades. The forms and the row actions are the class teacher's
 * (ACCESS.chamadas / resumos / notas `write`); staff read and export.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AlunoEscola, Nota, Resumo, Turma } from '@contract/entities';
import { useListFrequenciaQuery, useListTurmaAlunosQuery } from '@/api/sala-de-aula-api';
import { LoadFailure } from '@/components/LoadFailure';
import { Tabs } from '@/components/Tabs';
import { ChamadaForm } from './ChamadaForm';
import { ChamadasHistory } from './ChamadasHistory';
import { FrequenciaSummary } from './FrequenciaSummary';
import { NotaForm } from './NotaForm';
import { NotasTable } from './NotasTable';
import { ResumoForm } from './ResumoForm';
import { ResumosList } from './ResumosList';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { TAB_CHAMADAS, TAB_NOTAS, TABS_LABEL } from './sala-messages';

export interface SalaDeAulaAccess {
  readonly chamadas: boolean;
  readonly resumos: boolean;
  readonly notas: boolean;
}

export interface SalaDeAulaTurmaProps {
  readonly turma: Turma;
  /** What the caller may write (the forms and row actions shown). */
  readonly write: SalaDeAulaAccess;
}

type TabId = 'chamadas' | 'notas';

/** Mount it with the class's id as `key`: another class starts from its first tab, with empty forms. */
export function SalaDeAulaTurma({ turma, write }: SalaDeAulaTurmaProps) {
  const [tab, setTab] = useState<TabId>('chamadas');
  const turmaId = turma.cp_tr_id;
  // The pickers of the forms: only who writes needs them.
  const needsStudents = write.chamadas || write.notas;
  const alunos = useListTurmaAlunosQuery(turmaId, { skip: !needsStudents });
  const alunosFailed = needsStudents && alunos.isError;
  const students = alunos.data ?? [];

  const studentsFailure = alunosFailed ? (
    <LoadFailure message={SALA_MESSAGES.turmaLoadError} onRetry={() => void alunos.refetch()} />
  ) : null;

  return (
    <Tabs
      label={TABS_LABEL}
      value={tab}
      onChange={(id) => setTab(id as TabId)}
      tabs={[
        {
          id: 'chamadas',
          label: TAB_CHAMADAS,
          content: (
            <ChamadasTab turmaId={turmaId} write={write} studentsFailure={studentsFailure}>
              {write.chamadas && !alunosFailed ? (
                <ChamadaForm turmaId={turmaId} alunos={students} alunosLoading={alunos.isLoading} />
              ) : null}
            </ChamadasTab>
          ),
        },
        {
          id: 'notas',
          label: TAB_NOTAS,
          content: (
            <NotasTab
              turmaId={turmaId}
              canWrite={write.notas}
              studentsFailure={studentsFailure}
              alunos={students}
              alunosLoading={alunos.isLoading}
            />
          ),
        },
      ]}
    />
  );
}

function ChamadasTab({
  turmaId,
  write,
  studentsFailure,
  children,
}: {
  turmaId: number;
  write: SalaDeAulaAccess;
  studentsFailure: ReactNode;
  children: ReactNode;
}) {
  const frequencia = useListFrequenciaQuery(turmaId);
  // The summary form: a new one, or the summary being edited; a new key after each save starts it empty again.
  const [resumoForm, setResumoForm] = useState<{ resumo: Resumo | null; key: number }>({ resumo: null, key: 0 });
  const resetResumoForm = () => setResumoForm((f) => ({ resumo: null, key: f.key + 1 }));

  return (
    <Stack>
      {write.chamadas ? studentsFailure : null}
      {children}
      <ChamadasHistory turmaId={turmaId} frequencia={frequencia.data ?? []} canWrite={write.chamadas} />
      <FrequenciaSummary
        rows={frequencia.data ?? []}
        loading={frequencia.isLoading}
        failed={frequencia.isError}
        onRetry={() => void frequencia.refetch()}
      />
      {write.resumos ? (
        <ResumoForm
          key={`${resumoForm.resumo?.cp_res_id ?? 'novo'}-${resumoForm.key}`}
          turmaId={turmaId}
          resumo={resumoForm.resumo}
          onDone={resetResumoForm}
        />
      ) : null}
      <ResumosList
        turmaId={turmaId}
        canWrite={write.resumos}
        onEdit={(resumo) => setResumoForm((f) => ({ resumo, key: f.key + 1 }))}
        onDeleted={(r) => {
          if (resumoForm.resumo?.cp_res_id === r.cp_res_id) resetResumoForm();
        }}
      />
    </Stack>
  );
}

function NotasTab({
  turmaId,
  canWrite,
  studentsFailure,
  alunos,
  alunosLoading,
}: {
  turmaId: number;
  canWrite: boolean;
  studentsFailure: ReactNode;
  alunos: readonly AlunoEscola[];
  alunosLoading: boolean;
}) {
  const [form, setForm] = useState<{ nota: Nota | null; key: number }>({ nota: null, key: 0 });
  const resetForm = () => setForm((f) => ({ nota: null, key: f.key + 1 }));

  return (
    <Stack>
      {canWrite
        ? (studentsFailure ?? (
            <NotaForm
              key={`${form.nota?.cp_nota_id ?? 'nova'}-${form.key}`}
              turmaId={turmaId}
              alunos={alunos}
              alunosLoading={alunosLoading}
              nota={form.nota}
              onDone={resetForm}
            />
          ))
        : null}
      <NotasTable
        turmaId={turmaId}
        canWrite={canWrite}
        onEdit={(nota) => setForm((f) => ({ nota, key: f.key + 1 }))}
        onDeleted={(n) => {
          if (form.nota?.cp_nota_id === n.cp_nota_id) resetForm();
        }}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
