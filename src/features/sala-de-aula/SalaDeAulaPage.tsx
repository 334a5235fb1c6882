/**
 * 'Sala de Aula' (`/sala-de-aula`; spec sections 2–5, 8 and 9;
 * docs/sala-de-aula.md; decisions 38–42): the teacher picks one of their
 * classes and keeps its attendance, lesson summaries and grades; staff pick
 * one of their school's classes (the gestor any class) and read the same
 * records, without forms or row actions, and export them. What each person
 * may write is ACCESS's answer (`may`), never a role check of its own. A
 * student is sent to `/sala-de-aula-aluno` by the route table.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { Turma } from '@contract/entities';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Icon } from '@/components/Icon';
import { PageHeader } from '@/components/PageHeader';
import { may } from '@contract/access';
import { SalaDeAulaTurma, type SalaDeAulaAccess } from './SalaDeAulaTurma';
import { PAGE_TITLE, PICK_PROMPT, READ_ONLY_NOTE, TURMA_PLACEHOLDER } from './sala-messages';
import { TurmaPicker, useTurmaOptions } from './TurmaPicker';

export default function SalaDeAulaPage() {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Turma | null>(null);
  const turmas = useTurmaOptions(search);
  if (type === null) return null;

  const rows = turmas.data?.items ?? [];
  const unfiltered = search.trim() === '';
  // A teacher with a single class finds it open.
  const turma = picked ?? (unfiltered && turmas.data?.total === 1 ? (rows[0] ?? null) : null);
  // Nothing to pick at all: the picker says so, and nothing more is shown.
  const noClasses = unfiltered && turmas.data?.total === 0 && turma === null;

  const write: SalaDeAulaAccess = {
    chamadas: may('chamadas', 'write', type),
    resumos: may('resumos', 'write', type),
    notas: may('notas', 'write', type),
  };
  const readOnly = !write.chamadas && !write.resumos && !write.notas;

  return (
    <>
      <PageHeader title={PAGE_TITLE} />
      <Stack>
        <Card>
          <TurmaPicker search={search} onSearch={setSearch} selected={turma} onSelect={setPicked} />
          {readOnly ? (
            <Note>
              <Icon name="info" size={16} /> {READ_ONLY_NOTE}
            </Note>
          ) : null}
        </Card>
        {turma ? (
          <SalaDeAulaTurma key={turma.cp_tr_id} turma={turma} write={write} />
        ) : turmas.data && !noClasses ? (
          <EmptyState icon="classroom" title={TURMA_PLACEHOLDER} description={PICK_PROMPT} />
        ) : null}
      </Stack>
    </>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex: none;
  }
`;
