/**
 * What a student sees at `/turmas` (spec section 2, "Classes list"): one card
 * for their own class — name, teacher, school, course, start date and how
 * many classmates they have. The server answers only their class.
 */
import styled from 'styled-components';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { useListTurmasQuery } from '@/api/turmas-api';
import { Card, FactRows } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { Skeleton } from '@/components/Spinner';
import { formatDateBR } from '@contract/dates';
import { TURMAS_EMPTY, TURMAS_LIST_TITLE, TURMAS_LOAD_FAILED } from './turma-messages';
import { formatCount } from '@contract/numbers';

export function classmatesLabel(count: number): string {
  if (count === 0) return 'Nenhum colega ainda';
  return formatCount(count, 'colega', 'colegas');
}

export function AlunoTurmaCard() {
  const session = useAppSelector(selectSession);
  const { data, isLoading, isError, refetch } = useListTurmasQuery();
  const turma = data?.items[0];

  let body;
  if (isLoading) {
    body = (
      <Card role="status" aria-busy="true" aria-label="Carregando a sua turma">
        <Skeleton lines={5} height="1.25em" />
      </Card>
    );
  } else if (isError) {
    body = <LoadFailure message={TURMAS_LOAD_FAILED} onRetry={() => void refetch()} />;
  } else if (!turma) {
    body = (
      <EmptyState
        icon="classes"
        title={TURMAS_EMPTY}
        description="Você ainda não está em uma turma. Procure a secretaria da sua escola."
      />
    );
  } else {
    const classmates = turma.cp_tr_alunos.filter((id) => id !== session?.userId).length;
    body = (
      <Narrow>
        <Card title={turma.cp_tr_nome}>
          <Facts>
            <FactRows
              facts={[
                ['Professor', turma.nomeDoProfessor],
                ['Escola', turma.nomeDaEscola],
                ['Curso', turma.cursoNome],
                ['Início', formatDateBR(turma.cp_tr_data)],
                ['Colegas de turma', classmatesLabel(classmates)],
              ]}
            />
          </Facts>
        </Card>
      </Narrow>
    );
  }

  return (
    <>
      <PageHeader title={TURMAS_LIST_TITLE} />
      {body}
    </>
  );
}

const Narrow = styled.div`
  max-width: 40rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
  }

  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
