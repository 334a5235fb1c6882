/**
 * The right column (spec section 2, Student classroom): the progress bar —
 * `audioProgress` of the course's audios the student has played
 * (`GET /audios-marcados/:userId?cursoId=`) over the course's audio count
 * (`X-Total-Count` of `GET /audios-curso/:courseId`) — and the course's
 * audios 10 per page in the server's numeric-aware order. The first play of
 * an audio marks it (`POST /registrar-visualizacao`); the marks refresh and
 * the bar moves. Failures are only logged (spec section 8, "Silent
 * failures"): without the marks there is no bar, without the list the card
 * says there is no audio.
 */
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { AudioResposta } from '@contract/cursos';
import { formatPercent } from '@contract/numbers';
import { audioProgress } from '@contract/rules/sala-de-aula';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { useListAudiosCursoQuery } from '@/api/cursos-api';
import { useListAudiosMarcadosQuery, useRegistrarVisualizacaoMutation } from '@/api/sala-de-aula-api';
import { AudioPlayer, TrackList, TrackName } from '@/components/AudioPlayer';
import { Card } from '@/components/Card';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { ListFooter } from '@/components/ListFooter';
import { Skeleton } from '@/components/Spinner';
import { FIXED_PAGE_SIZE } from '@contract/paging';
import {
  AUDIO_UNAVAILABLE,
  AUDIOS_TITLE,
  audiosCount,
  heardOf,
  logSilently,
  PLAYED,
  PROGRESS_LABEL,
} from './sala-aluno-messages';

export interface AudiosCardProps {
  readonly userId: number;
  readonly cursoId: number;
}

export function AudiosCard({ userId, cursoId }: AudiosCardProps) {
  const list = useListState({ pageSize: FIXED_PAGE_SIZE });
  const result = useListAudiosCursoQuery({ cursoId, page: list.page, pageSize: FIXED_PAGE_SIZE });
  const { rows, total, totalPages } = usePagedList(result, list);
  const marks = useListAudiosMarcadosQuery({ userId, cursoId });
  const [registrar] = useRegistrarVisualizacaoMutation();
  // Audios whose mark is on its way: a second play before the answer sends nothing.
  const pending = useRef(new Set<number>());
  const progressLabelId = useId();

  useEffect(() => {
    if (result.isError) logSilently('áudios do curso', result.error);
  }, [result.isError, result.error]);
  useEffect(() => {
    if (marks.isError) logSilently('áudios ouvidos', marks.error);
  }, [marks.isError, marks.error]);

  const marked = new Set(marks.data ?? []);
  const loading = result.isLoading || marks.isLoading;

  const played = (audioId: number) => {
    if (marked.has(audioId) || pending.current.has(audioId)) return;
    pending.current.add(audioId);
    registrar({ userId, audioId })
      .unwrap()
      .catch((error: unknown) => logSilently('registrar áudio ouvido', error))
      .finally(() => pending.current.delete(audioId));
  };

  let body;
  if (loading) {
    body = (
      <>
        <Skeleton height="2.5rem" radius="8px" />
        <TrackList aria-label={AUDIOS_TITLE} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Track key={i}>
              <Skeleton width="6rem" />
              <Skeleton height="40px" radius="999px" />
            </Track>
          ))}
        </TrackList>
      </>
    );
  } else if (result.isError || total === 0) {
    body = <Empty role="status">{SALA_MESSAGES.noAudios}</Empty>;
  } else {
    const count = Math.min(marked.size, total);
    const percent = audioProgress(count, total);
    body = (
      <>
        {marks.isError ? null : (
          <Progress>
            <ProgressHead>
              <span id={progressLabelId}>{PROGRESS_LABEL}</span>
              <strong>{formatPercent(percent)}</strong>
            </ProgressHead>
            <Bar
              role="progressbar"
              aria-labelledby={progressLabelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${formatPercent(percent)} (${heardOf(count, total)})`}
            >
              <span style={{ width: `${percent}%` }} />
            </Bar>
            <Heard>{heardOf(count, total)}</Heard>
          </Progress>
        )}
        <TrackList aria-label={AUDIOS_TITLE} aria-busy={result.isFetching || undefined}>
          {rows.map((audio) => (
            <TrackRow key={audio.cp_audio_id} audio={audio} heard={marked.has(audio.cp_audio_id)} onPlay={played} />
          ))}
        </TrackList>
        <ListFooter
          count={audiosCount(total)}
          page={list.page}
          totalPages={totalPages}
          onPageChange={list.setPage}
          paginationLabel="Páginas dos áudios"
          hideSinglePage
        />
      </>
    );
  }

  return <Card title={AUDIOS_TITLE}>{body}</Card>;
}

interface TrackRowProps {
  readonly audio: AudioResposta;
  readonly heard: boolean;
  readonly onPlay: (audioId: number) => void;
}

function TrackRow({ audio, heard, onPlay }: TrackRowProps) {
  return (
    <Track data-heard={heard || undefined} data-unavailable={audio.cp_arquivo_audio ? undefined : 'true'}>
      <HeardTrackName>
        {heard ? <Icon name="check" size={18} title={PLAYED} /> : <Icon name="audio" size={18} />}
        <span>{audio.cp_nome_audio}</span>
      </HeardTrackName>
      <AudioPlayer
        src={audio.cp_arquivo_audio}
        label={audio.cp_nome_audio}
        unavailableLabel={AUDIO_UNAVAILABLE}
        onPlay={() => onPlay(audio.cp_audio_id)}
        size="sm"
      />
    </Track>
  );
}

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const ProgressHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bar = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
    transition: width 300ms ease;
  }
`;

const Heard = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Track = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &[data-heard='true'] {
    border-color: ${({ theme }) => theme.colors.success};
  }

  /* Without a player, the name and the notice share one line. */
  &[data-unavailable='true'] {
    flex-flow: row wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** Green once the student has played the track. */
const HeardTrackName = styled(TrackName)`
  [data-heard='true'] > & > svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
