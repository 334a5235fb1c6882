/**
 * One lesson summary inside its day: the lesson (aula), the time, the text,
 * the lesson's link (shown with http:// when typed without, `linkHref`), its
 * YouTube video (the kit's VideoModal) and its file — a PDF in the app's
 * viewer ('Baixar' through the download proxy, under the name it was
 * uploaded with), an image in a dialog, anything else opened in a new tab.
 * The file's kind is read from its signed URL: storage names an upload
 * `<uuid>.<extension of its checked type>`.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { Resumo } from '@contract/entities';
import { linkHref } from '@contract/rules/sala-de-aula';
import { useProxyDownloadQuery } from '@/api/downloads-api';
import { Button } from '@/components/Button';
import { buttonLook } from '@/components/Button/Button';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { PdfViewer } from '@/components/PdfViewer';
import { VideoModal } from '@/components/VideoModal';
import { fileKindOf, LINK_LABEL, OPEN_FILE, OPEN_IMAGE, OPEN_PDF, videoLinkOf, YOUTUBE_LABEL } from './sala-aluno-messages';

type Open = 'video' | 'file' | null;

export function ResumoEntry({ resumo }: { resumo: Resumo }) {
  const [open, setOpen] = useState<Open>(null);
  const link = resumo.cp_res_link?.trim() ? linkHref(resumo.cp_res_link) : null;
  const video = videoLinkOf(resumo.cp_res_link_youtube);
  const file = resumo.cp_res_arquivo;
  const kind = file ? fileKindOf(file) : null;
  const fileTitle = `Resumo de ${resumo.cp_res_aula}`;
  const titleId = `resumo-${resumo.cp_res_id}-aula`;
  const close = () => setOpen(null);

  return (
    <Root aria-labelledby={titleId}>
      <Head>
        <Aula id={titleId}>{resumo.cp_res_aula}</Aula>
        <Time dateTime={resumo.cp_res_hora}>{resumo.cp_res_hora.slice(0, 5)}</Time>
      </Head>
      <Text>{resumo.cp_res_resumo}</Text>
      {link || video || file ? (
        <Actions aria-label={`Conteúdo de ${resumo.cp_res_aula}`}>
          {link ? (
            <li>
              <ExternalLink href={link} target="_blank" rel="noopener noreferrer">
                <Icon name="material" size={16} />
                <LinkLabel>{LINK_LABEL}</LinkLabel>
                <Address>{link}</Address>
              </ExternalLink>
            </li>
          ) : null}
          {video ? (
            <li>
              <Button variant="secondary" size="sm" onClick={() => setOpen('video')}>
                <Icon name="classroom" size={16} /> {YOUTUBE_LABEL}
              </Button>
            </li>
          ) : null}
          {file && kind === 'other' ? (
            <li>
              <FileLink
                href={file}
                target="_blank"
                rel="noopener noreferrer"
                $variant="secondary"
                $size="sm"
                $fullWidth={false}
                $iconOnly={false}
              >
                <Icon name="file" size={16} /> {OPEN_FILE}
              </FileLink>
            </li>
          ) : null}
          {file && kind !== 'other' ? (
            <li>
              <Button variant="secondary" size="sm" onClick={() => setOpen('file')}>
                <Icon name={kind === 'pdf' ? 'file' : 'eye'} size={16} /> {kind === 'pdf' ? OPEN_PDF : OPEN_IMAGE}
              </Button>
            </li>
          ) : null}
        </Actions>
      ) : null}
      {video ? <VideoModal open={open === 'video'} title={resumo.cp_res_aula} link={video} onClose={close} /> : null}
      {file && kind === 'pdf' && open === 'file' ? <PdfDialog url={file} title={fileTitle} onClose={close} /> : null}
      {file && kind === 'image' ? (
        <Modal open={open === 'file'} onClose={close} title={fileTitle} size="lg">
          <Picture src={file} alt={`Arquivo de ${resumo.cp_res_aula}`} />
        </Modal>
      ) : null}
    </Root>
  );
}

/** A summary's PDF in the app's viewer; 'Baixar' saves it through the download proxy. */
function PdfDialog({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const { data: link } = useProxyDownloadQuery(url);
  return <PdfViewer open url={url} title={title} fileName={`${title}.pdf`} downloadUrl={link?.url} onClose={onClose} />;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Aula = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    min-width: 0;
    max-width: 100%;
  }
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: 32px;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    flex: none;
  }
`;

const LinkLabel = styled.span`
  flex: none;
  white-space: nowrap;
`;

/** The address itself, cut with an ellipsis (the whole of it is the link's target and in its name). */
const Address = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};

  &::before {
    content: '· ';
  }
`;

/** A file of another kind: opened by the browser in a new tab. */
const FileLink = styled.a<{ $variant: 'secondary'; $size: 'sm'; $fullWidth: boolean; $iconOnly: boolean }>`
  ${buttonLook}
`;

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;
