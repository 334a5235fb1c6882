/**
 * One material as a card (either kind, `MaterialView`): its thumbnail (or a
 * neutral placeholder), title, date in pt-BR, description, category tags and
 * codes; 'Assistir vídeo' (the kit's VideoModal), one button per PDF (the
 * app's PdfViewer), 'Baixar PDFs' when the material allows downloads, and
 * edit and delete for who may (decided by the page from ACCESS). A PDF the
 * caller may not download comes from the api with the session's token
 * (decision 55), never from a storage URL.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { MaterialKind, MaterialView } from '@contract/materiais';
import { useProxyDownloadQuery } from '@/api/downloads-api';
import { useAppDispatch } from '@/api/hooks';
import { fetchMaterialPdf } from '@/api/material-pdf';
import { Button, IconButton } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { PdfViewer } from '@/components/PdfViewer';
import { VideoModal } from '@/components/VideoModal';
import { formatDateBR } from '@contract/dates';
import { DOWNLOAD_LABEL, pdfButtonName, shortPdfName, WATCH_VIDEO } from './materiais-messages';

type Pdf = MaterialView['pdfs'][number];

export interface MaterialCardProps {
  readonly kind: MaterialKind;
  readonly material: MaterialView;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (material: MaterialView) => void;
  readonly onDelete: (material: MaterialView) => void;
  readonly onDownload: (material: MaterialView) => void;
  /** A download of this card is under way. */
  readonly downloading: boolean;
}

export function MaterialCard({
  kind,
  material,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onDownload,
  downloading,
}: MaterialCardProps) {
  const [pdf, setPdf] = useState<Pdf | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const titleId = `material-${material.id}-titulo`;
  const hasTags = material.categorias.length > 0 || material.codigos.length > 0;

  return (
    <Root aria-labelledby={titleId}>
      <Media>
        {material.miniatura ? (
          <img src={material.miniatura} alt="" decoding="async" />
        ) : (
          <Placeholder aria-hidden="true">
            <Icon name="training" size={40} />
          </Placeholder>
        )}
      </Media>
      <Body>
        <Head>
          <Title id={titleId}>{material.titulo}</Title>
          {canEdit || canDelete ? (
            <Manage>
              {canEdit ? (
                <IconButton label={`Editar ${material.titulo}`} size="sm" variant="ghost" onClick={() => onEdit(material)}>
                  <Icon name="edit" size={18} />
                </IconButton>
              ) : null}
              {canDelete ? (
                <IconButton label={`Excluir ${material.titulo}`} size="sm" variant="ghost" onClick={() => onDelete(material)}>
                  <Icon name="trash" size={18} />
                </IconButton>
              ) : null}
            </Manage>
          ) : null}
        </Head>
        <DateLine dateTime={material.data.slice(0, 10)}>{formatDateBR(material.data.slice(0, 10))}</DateLine>
        {material.descricao ? <Description>{material.descricao}</Description> : null}
        {hasTags ? (
          <Tags aria-label="Categorias">
            {material.codigos.map((code) => (
              <Code key={`c-${code}`}>{code}</Code>
            ))}
            {material.categorias.map((tag) => (
              <Tag key={`t-${tag}`}>{tag}</Tag>
            ))}
          </Tags>
        ) : null}
        {material.youtube || material.pdfs.length > 0 || material.permitirDownload ? (
          <Actions aria-label={`Conteúdo de ${material.titulo}`}>
            {material.youtube ? (
              <li>
                <Button variant="secondary" size="sm" onClick={() => setVideoOpen(true)}>
                  <Icon name="classroom" size={16} /> {WATCH_VIDEO}
                </Button>
              </li>
            ) : null}
            {material.pdfs.map((p) => (
              <li key={p.slot}>
                <Button variant="secondary" size="sm" title={p.nome} aria-label={pdfButtonName(p.nome)} onClick={() => setPdf(p)}>
                  <Icon name="file" size={16} /> <PdfName>{shortPdfName(p.nome)}</PdfName>
                </Button>
              </li>
            ))}
            {material.permitirDownload && material.pdfs.length > 0 ? (
              <li>
                <Button
                  size="sm"
                  loading={downloading}
                  aria-label={`${DOWNLOAD_LABEL} de ${material.titulo}`}
                  onClick={() => onDownload(material)}
                >
                  <Icon name="download" size={16} /> {DOWNLOAD_LABEL}
                </Button>
              </li>
            ) : null}
          </Actions>
        ) : null}
      </Body>
      {material.youtube ? (
        <VideoModal open={videoOpen} title={material.titulo} link={material.youtube} onClose={() => setVideoOpen(false)} />
      ) : null}
      {pdf === null ? null : material.pdfsBaixaveis ? (
        <PdfDialog pdf={pdf} download={material.permitirDownload} onClose={() => setPdf(null)} />
      ) : (
        <ProtectedPdfDialog kind={kind} id={material.id} pdf={pdf} onClose={() => setPdf(null)} />
      )}
    </Root>
  );
}

/** A PDF in the app's viewer; 'Baixar' (through the download proxy) only where the material allows it. */
function PdfDialog({ pdf, download, onClose }: { pdf: Pdf; download: boolean; onClose: () => void }) {
  const { data: link } = useProxyDownloadQuery(pdf.url, { skip: !download });
  return download ? (
    <PdfViewer open url={pdf.url} title={pdf.nome} fileName={pdf.nome} downloadUrl={link?.url} onClose={onClose} />
  ) : (
    <PdfViewer open url={pdf.url} title={pdf.nome} onClose={onClose} />
  );
}

/** A PDF the caller may only view: its bytes from the api with the session, no 'Baixar'. */
function ProtectedPdfDialog({ kind, id, pdf, onClose }: { kind: MaterialKind; id: number; pdf: Pdf; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const fetchBytes = useCallback(
    (signal: AbortSignal) => dispatch(fetchMaterialPdf(kind, id, pdf.slot, signal)),
    [dispatch, kind, id, pdf.slot],
  );
  return <PdfViewer open url={pdf.url} title={pdf.nome} fetchBytes={fetchBytes} onClose={onClose} />;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Media = styled.div`
  aspect-ratio: 5 / 3;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Manage = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space.xxs};
  margin: -${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.xs} 0 0;
`;

const DateLine = styled.time`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

const Code = styled(Tag)`
  background: ${({ theme }) => theme.colors.infoSoft};
  border-color: ${({ theme }) => theme.colors.info};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.02em;
`;

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  list-style: none;

  & > li {
    min-width: 0;
    max-width: 100%;
  }

  button {
    max-width: 100%;
  }
`;

const PdfName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
