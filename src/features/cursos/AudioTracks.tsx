/**
 * A course's tracks, 10 per page (spec section 9, fixed), in the server's
 * numeric-aware order: a native player for each track whose file is in
 * storage, 'Arquivo indisponível' for the others (a file lost from storage).
 */
import styled from 'styled-components';
import type { AudioResposta } from '@contract/cursos';
import { useListAudiosCursoQuery } from '@/api/cursos-api';
import { AudioPlayer, TrackList, TrackName } from '@/components/AudioPlayer';
import { EmptyState } from '@/components/EmptyState';
import { Icon } from '@/components/Icon';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { Skeleton } from '@/components/Spinner';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { FIXED_PAGE_SIZE } from '@contract/paging';
import { mobileQuery } from '@/theme/tokens';
import { AUDIO_UNAVAILABLE, AUDIOS_EMPTY, AUDIOS_LOAD_FAILED, audiosCount } from './audios-page-messages';

const Track = styled.li`
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  @media ${mobileQuery} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};

    /* Without a player, the name and the notice share one line. */
    &[data-unavailable='true'] {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${({ theme }) => theme.space.sm};
    }
  }
`;

function TrackRow({ audio }: { audio: AudioResposta }) {
  return (
    <Track data-unavailable={audio.cp_arquivo_audio ? undefined : 'true'}>
      <TrackName>
        <Icon name="audio" size={18} />
        {audio.cp_nome_audio}
      </TrackName>
      <AudioPlayer src={audio.cp_arquivo_audio} label={audio.cp_nome_audio} unavailableLabel={AUDIO_UNAVAILABLE} />
    </Track>
  );
}

export interface AudioTracksProps {
  cursoId: number;
  cursoNome: string;
}

/** Mount it keyed by the course, so a new course starts on its first page. */
export function AudioTracks({ cursoId, cursoNome }: AudioTracksProps) {
  const list = useListState({ pageSize: FIXED_PAGE_SIZE });
  const result = useListAudiosCursoQuery({ cursoId, page: list.page, pageSize: FIXED_PAGE_SIZE });
  const { isLoading, isFetching, isError, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);

  if (isError) return <LoadFailure message={AUDIOS_LOAD_FAILED} onRetry={() => void refetch()} />;
  if (isLoading) {
    return (
      <TrackList aria-label={`Áudios de ${cursoNome}`} aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Track key={i}>
            <Skeleton width="8rem" />
            <Skeleton height="40px" radius="999px" />
          </Track>
        ))}
      </TrackList>
    );
  }
  if (total === 0) return <EmptyState icon="audio" title={AUDIOS_EMPTY} headingLevel={3} />;
  return (
    <>
      <TrackList aria-label={`Áudios de ${cursoNome}`} aria-busy={isFetching || undefined}>
        {rows.map((audio) => (
          <TrackRow key={audio.cp_audio_id} audio={audio} />
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
