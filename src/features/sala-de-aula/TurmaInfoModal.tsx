/** The class's details (spec section 2): Nome, Data, Professor, Escola, Curso ('Não disponível' without a course name). */
import styled from 'styled-components';
import type { Turma } from '@contract/entities';
import { Button } from '@/components/Button';
import { FactRows } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { formatDateBR } from '@contract/dates';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { INFO_TITLE } from './sala-messages';

export interface TurmaInfoModalProps {
  readonly turma: Turma;
  readonly open: boolean;
  readonly onClose: () => void;
}

export function TurmaInfoModal({ turma, open, onClose }: TurmaInfoModalProps) {
  const curso = turma.cursoNome.trim() === '' ? SALA_MESSAGES.courseFallback : turma.cursoNome;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={INFO_TITLE}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <Facts>
        <FactRows
          facts={[
            ['Nome', turma.cp_tr_nome],
            ['Data', formatDateBR(turma.cp_tr_data)],
            ['Professor', turma.nomeDoProfessor],
            ['Escola', turma.nomeDaEscola],
            ['Curso', curso],
          ]}
        />
      </Facts>
    </Modal>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;
