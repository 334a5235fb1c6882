/**
 * The course's video (the kit's VideoModal) and up to 3 PDFs (the app's
 * viewer, 'Baixar' through the download proxy), from `GET /curso-material`.
 * A failure is only logged (spec section 8, "Silent failures"): the card then
 * says there is no material, as it does for a course without any.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MATERIAL_MESSAGES } from '@contract/materiais';
import { useProxyDownloadQuery } from '@/api/downloads-api';
import { useGetCursoMaterialQuery } from '@/api/sala-de-aula-api';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Icon } from '@/components/Icon';
import { PdfViewer } from '@/components/PdfViewer';
import { Skeleton } from '@/components/Spinner';
import { VideoModal } from '@/components/VideoModal';
import { fileNameOf, logSilently, MATERIAL_TITLE, shortName, videoLinkOf, WATCH_VIDEO } from './sala-aluno-messages';

interface CoursePdf {
  readonly url: string;
  readonly name: string;
}

export interface CourseMaterialCardProps {
  readonly cursoId: number;
  /** The course's name (the video dialog's title). */
  readonly cursoNome: string;
}

export function CourseMaterialCard({ cursoId, cursoNome }: CourseMaterialCardProps) {
  const { data: curso, isLoading, isError, error } = useGetCursoMaterialQuery(cursoId);
  const [pdf, setPdf] = useState<CoursePdf | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);

  useEffect(() => {
    if (isError) logSilently('material do curso', error);
  }, [isError, error]);

  const video = curso && !isError ? videoLinkOf(curso.cp_youtube_link_curso) : null;
  const pdfs: CoursePdf[] =
    curso && !isError
      ? [curso.cp_pdf1_curso, curso.cp_pdf2_curso, curso.cp_pdf3_curso].flatMap((url, i) =>
          url ? [{ url, name: fileNameOf(url, `PDF ${i + 1}.pdf`) }] : [],
        )
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
            <Button variant="secondary" size="sm" title={p.name} aria-label={pdfButtonName(p.name)} onClick={() => setPdf(p)}>
              <Icon name="file" size={16} /> {shortName(p.name)}
            </Button>
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

/** The button's name starts with what it shows (the cut name), then the whole name when it was cut. */
function pdfButtonName(name: string): string {
  const shown = shortName(name);
  return shown === name ? name : `${shown} (${name})`;
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

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
