/**
 * The right column of 'Áudios': the selected course's name, its video, its
 * PDFs (names cut at 15 characters, opened in the app's viewer), the edit
 * link for who may edit courses, and its tracks.
 */
import { useState, type Ref } from 'react';
import styled from 'styled-components';
import type { CursoResposta } from '@contract/cursos';
import { Button, ButtonLink } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { useProxyDownloadQuery } from '@/api/downloads-api';
import { PdfViewer } from '@/components/PdfViewer';
import { VideoModal } from '@/components/VideoModal';
import { href } from '@/domain/navigation';
import { mobileQuery } from '@/theme/tokens';
import { shortPdfName, videoLinkOf } from './audios-page-messages';
import { AudioTracks } from './AudioTracks';

const Root = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  @media ${mobileQuery} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  flex: 1 1 16rem;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

const Materials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  & > li {
    min-width: 0;
  }
`;

const SubTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface CoursePdf {
  readonly url: string;
  readonly name: string;
}

function pdfsOf(curso: CursoResposta): CoursePdf[] {
  const pdfs = [
    [curso.cp_pdf1_curso, curso.cp_pdf1_nome],
    [curso.cp_pdf2_curso, curso.cp_pdf2_nome],
    [curso.cp_pdf3_curso, curso.cp_pdf3_nome],
  ] as const;
  return pdfs.flatMap(([url, name], i) => (url ? [{ url, name: name?.trim() || `PDF ${i + 1}.pdf` }] : []));
}

export interface CursoDetailProps {
  curso: CursoResposta;
  /** Shows the edit link (`screenActions('cursos', type).edit`). */
  canEdit: boolean;
  /** The course's heading, focused when the user picks a course. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Mount it keyed by the course, so a viewer or video of another course never stays open. */
export function CursoDetail({ curso, canEdit, headingRef }: CursoDetailProps) {
  const [pdf, setPdf] = useState<CoursePdf | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const video = videoLinkOf(curso.cp_youtube_link_curso);
  const pdfs = pdfsOf(curso);
  const titleId = `curso-${curso.cp_curso_id}-titulo`;

  return (
    <Root aria-labelledby={titleId}>
      <Head>
        <Title id={titleId} ref={headingRef} tabIndex={-1}>
          {curso.cp_nome_curso}
        </Title>
        {canEdit ? (
          <ButtonLink to={href('editarAudio', { id: curso.cp_curso_id })} variant="secondary" size="sm">
            <Icon name="edit" size={16} /> Editar Áudio
          </ButtonLink>
        ) : null}
      </Head>
      {video || pdfs.length > 0 ? (
        <Materials aria-label="Materiais do curso">
          {video ? (
            <li>
              <Button variant="secondary" size="sm" onClick={() => setVideoOpen(true)}>
                <Icon name="classroom" size={16} /> Assistir vídeo
              </Button>
            </li>
          ) : null}
          {pdfs.map((p) => (
            <li key={p.url}>
              <Button variant="secondary" size="sm" title={p.name} aria-label={pdfButtonName(p.name)} onClick={() => setPdf(p)}>
                <Icon name="file" size={16} /> {shortPdfName(p.name)}
              </Button>
            </li>
          ))}
        </Materials>
      ) : null}
      <SubTitle>Faixas de áudio</SubTitle>
      <AudioTracks key={curso.cp_curso_id} cursoId={curso.cp_curso_id} cursoNome={curso.cp_nome_curso} />
      {video ? (
        <VideoModal open={videoOpen} title={curso.cp_nome_curso} link={video} onClose={() => setVideoOpen(false)} />
      ) : null}
      {pdf ? <PdfDialog pdf={pdf} onClose={() => setPdf(null)} /> : null}
    </Root>
  );
}

/** A course PDF in the app's viewer; 'Baixar' saves it under its own name through the download proxy. */
function PdfDialog({ pdf, onClose }: { pdf: CoursePdf; onClose: () => void }) {
  const { data: link } = useProxyDownloadQuery(pdf.url);
  return <PdfViewer open url={pdf.url} title={pdf.name} fileName={pdf.name} downloadUrl={link?.url} onClose={onClose} />;
}

/** The button's name starts with what it shows (the cut name), then the whole name when it was cut. */
function pdfButtonName(name: string): string {
  const shown = shortPdfName(name);
  return shown === name ? name : `${shown} (${name})`;
}
