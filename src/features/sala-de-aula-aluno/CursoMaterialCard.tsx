/**
 * The course's video (the kit's VideoModal) and up to 3 PDFs (the app's
 * viewer, 'Baixar' through the download proxy). Read with `GET /cursos/:id`,
 * as the Áudios screen does: it answers the PDFs' original names, which
 * `GET /curso-material` does not (its signed URLs end in the storage's
 * `<uuid>.pdf`). A failure is only logged (spec section 8, "Silent
 * failures"): the card then says there is no material, as it does for a
 * course without any.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MATERIAL_MESSAGES } from '@contract/materiais';
import { useGetCursoQuery } from '@/api/cursos-api';
import { useProxyDownloadQuery } from '@/api/downloads-api';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Icon } from '@/components/Icon';
import { PdfViewer } from '@/components/PdfViewer';
import { Skeleton } from '@/components/Spinner';
import { VideoModal } from '@/components/VideoModal';
import { logSilently, MATERIAL_TITLE, videoLinkOf, WATCH_VIDEO } from './sala-aluno-messages';

interface CoursePdf {
  readonly url: string;
  readonly name: string;
}

export interface CursoMaterialCardProps {
  readonly cursoId: number;
  /** The course's name (the video dialog's title). */
  readonly cursoNome: string;
}

export function CursoMaterialCard({ cursoId, cursoNome }: CursoMaterialCardProps) {
  const { data: curso, isLoading, isError, error } = useGetCursoQuery(cursoId);
  const [pdf, setPdf] = useState<CoursePdf | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);

  useEffect(() => {
    if (isError) logSilently('material do curso', error);
  }, [isError, error]);

  const video = curso && !isError ? videoLinkOf(curso.cp_youtube_link_curso) : null;
  const pdfs: CoursePdf[] =
    curso && !isError
      ? (
          [
            [curso.cp_pdf1_curso, curso.cp_pdf1_nome],
            [curso.cp_pdf2_curso, curso.cp_pdf2_nome],
            [curso.cp_pdf3_curso, curso.cp_pdf3_nome],
          ] as const
        ).flatMap(([url, name], i) => (url ? [{ url, name: name?.trim() || `PDF ${i + 1}.pdf` }] : []))
      : [];

  let body;
  if (isLoading) {
    body = (
      <Buttons aria-label="Materiais do curso" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton width="9rem" height="32px" radius="8px" />
          </li>
        ))}
      </Buttons>
    );
  } else if (!video && pdfs.length === 0) {
    body = <Empty>{MATERIAL_MESSAGES.empty}</Empty>;
  } else {
    body = (
      <Buttons aria-label="Materiais do curso">
        {video ? (
          <li>
            <Button size="sm" onClick={() => setVideoOpen(true)}>
              <Icon name="classroom" size={16} /> {WATCH_VIDEO}
            </Button>
          </li>
        ) : null}
        {pdfs.map((p) => (
          <li key={p.url}>
            <PdfButton variant="secondary" size="sm" title={p.name} onClick={() => setPdf(p)}>
              <Icon name="file" size={16} />
              <PdfName>{p.name}</PdfName>
            </PdfButton>
          </li>
        ))}
      </Buttons>
    );
  }

  return (
    <Card title={MATERIAL_TITLE}>
      <Course>{cursoNome}</Course>
      {body}
      {video ? <VideoModal open={videoOpen} title={cursoNome} link={video} onClose={() => setVideoOpen(false)} /> : null}
      {pdf ? <PdfDialog pdf={pdf} onClose={() => setPdf(null)} /> : null}
    </Card>
  );
}

/** A course PDF in the app's viewer; 'Baixar' saves it under its own name through the download proxy. */
function PdfDialog({ pdf, onClose }: { pdf: CoursePdf; onClose: () => void }) {
  const { data: link } = useProxyDownloadQuery(pdf.url);
  return <PdfViewer open url={pdf.url} title={pdf.name} fileName={pdf.name} downloadUrl={link?.url} onClose={onClose} />;
}

const Course = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Buttons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    min-width: 0;
  }
`;

/** The whole name is the button's name; a long one is cut on screen with an ellipsis (its title shows it all). */
const PdfButton = styled(Button)`
  max-width: min(100%, 20rem);
`;

const PdfName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
