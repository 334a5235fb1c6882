/**
 * 'Sala de Aula' for a student (`/sala-de-aula-aluno`; spec sections 2, 3,
 * 4, 8 and 9; docs/sala-de-aula.md). The class is read live from
 * `GET /turmas`, which answers a student their own class only (the stored
 * login answer's turmaID would keep a class they left, or miss one they
 * joined after logging in); it carries the class's course.
 *
 * Left column: the course's video and PDFs, the lesson summaries and — beyond
 * the spec — the student's attendance rate and grades. Right column: the
 * audio progress bar and the course's audios. Where the page is narrow (a
 * phone, spec section 9's 768 px; a tablet with the sidebar open) one column,
 * in the order a student on a phone reaches for: the course's material, the
 * audios with their progress, the summaries, then attendance and grades.
 */
import styled from 'styled-components';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { useListTurmasQuery } from '@/api/turmas-api';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { Skeleton } from '@/components/Spinner';
import { AudiosCard } from './AudiosCard';
import { CursoMaterialCard } from './CursoMaterialCard';
import { DesempenhoCard } from './DesempenhoCard';
import { ResumosCard } from './ResumosCard';
import { PAGE_TITLE } from './sala-aluno-messages';

/** Only a student opens this screen (the route's guard sends the others away); nobody else has a class of their own. */
const STUDENT = 5;

export default function SalaDeAulaAlunoPage() {
  const session = useAppSelector(selectSession);
  const isStudent = session?.userType === STUDENT;
  const turmas = useListTurmasQuery(undefined, { skip: !isStudent });
  const turma = isStudent ? turmas.data?.items[0] : undefined;
  let body;
  let subtitle = null;
  if (!session || turmas.isLoading) {
    body = (
      <Layout aria-busy="true">
        <Main>
          <Slot $order={1}>
            <Card role="status" aria-label="Carregando a sala de aula">
              <Skeleton lines={3} height="1.25em" />
            </Card>
          </Slot>
        </Main>
        <Side>
          <Card>
            <Skeleton lines={6} height="2.5rem" radius="8px" />
          </Card>
        </Side>
      </Layout>
    );
  } else if (turmas.isError) {
    body = <LoadFailure message={SALA_MESSAGES.turmaLoadError} onRetry={() => void turmas.refetch()} />;
  } else if (!turma) {
    body = <EmptyState icon="classroom" title={SALA_MESSAGES.noClass} />;
  } else {
    subtitle = (
      <Subtitle>
        <span>
          Turma <strong>{turma.cp_tr_nome}</strong>
        </span>
        <span>
          Professor(a) <strong>{turma.nomeDoProfessor}</strong>
        </span>
      </Subtitle>
    );
    body = (
      <Layout>
        <Main>
          <Slot $order={1}>
            <CursoMaterialCard
              cursoId={turma.cp_tr_curso_id}
              cursoNome={turma.cursoNome.trim() || SALA_MESSAGES.courseFallback}
            />
          </Slot>
          <Slot $order={3}>
            <ResumosCard turmaId={turma.cp_tr_id} />
          </Slot>
          <Slot $order={4}>
            <DesempenhoCard turmaId={turma.cp_tr_id} />
          </Slot>
        </Main>
        <Side>
          <AudiosCard userId={session.userId} cursoId={turma.cp_tr_curso_id} />
        </Side>
      </Layout>
    );
  }

  return (
    <>
      <PageHeader title={PAGE_TITLE} />
      {subtitle}
      <Room>{body}</Room>
    </>
  );
}

const Subtitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/**
 * The columns follow the room the page has, not the window: with the sidebar
 * open a tablet has no room for two. One column under ONE_COLUMN (always on a
 * phone, spec section 9's 768 px), where the columns dissolve and `order`
 * places each card.
 */
const ONE_COLUMN = '(max-width: 52rem)';

const Room = styled.div`
  container: sala / inline-size;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  @container sala ${ONE_COLUMN} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;

  @container sala ${ONE_COLUMN} {
    display: contents;
  }
`;

const Slot = styled.div<{ $order: number }>`
  min-width: 0;

  @container sala ${ONE_COLUMN} {
    order: ${({ $order }) => $order};
  }
`;

const Side = styled.div`
  min-width: 0;

  @container sala ${ONE_COLUMN} {
    order: 2;
  }
`;
