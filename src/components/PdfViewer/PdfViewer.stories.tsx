import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import samplePdf from './fixtures/two-pages.pdf?url';
import { PdfViewer, type PdfViewerProps } from './PdfViewer';

// Addresses answered by the stories' own handlers (MSW), beside the story.
const PENDING_URL = new URL('pdf-viewer/pendente.pdf', document.baseURI).href;
const MISSING_URL = new URL('pdf-viewer/inexistente.pdf', document.baseURI).href;

/** Open at first; the button opens it again after it is closed. */
function ViewerDemo(props: PdfViewerProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir PDF</Button>
      <PdfViewer
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/PdfViewer',
  component: PdfViewer,
  args: { url: samplePdf, title: 'Documento de exemplo', fileName: 'documento-de-exemplo.pdf', onClose: fn() },
  render: (args) => <ViewerDemo {...args} />,
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A two-page PDF (1.4 KB): both pages drawn, 'Página 1 de 2', zoom in and back to the width. */
export const Open: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Documento de exemplo' });
    await expect(await within(dialog).findByText('Página 1 de 2', {}, { timeout: 10000 })).toBeVisible();
    await waitFor(() => expect(dialog.querySelectorAll('canvas')).toHaveLength(2), { timeout: 10000 });
    const zoomLevel = within(dialog).getByText(/^\d+%$/);
    const fitted = zoomLevel.textContent;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aumentar zoom' }));
    await expect(zoomLevel.textContent).not.toBe(fitted);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajustar à largura' }));
    await expect(zoomLevel).toHaveTextContent(fitted ?? '');
  },
};

/** The file never arrives: a spinner and a placeholder page, the page area aria-busy. */
export const Loading: Story = {
  args: { url: PENDING_URL },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(PENDING_URL, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Documento de exemplo' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando PDF...');
    await expect(within(dialog).getByRole('region', { name: 'Páginas do PDF' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The address answers 404 (e.g. an expired link): the failure, and 'Tentar novamente' asks again. */
export const LoadError: Story = {
  name: 'Error',
  args: { url: MISSING_URL, fileName: undefined },
  beforeEach: ({ msw }) => msw.use(http.get(MISSING_URL, () => new HttpResponse('Not found', { status: 404 }))),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Documento de exemplo' });
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10000 });
    await expect(alert).toHaveTextContent('Não foi possível abrir o PDF.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      'Não foi possível abrir o PDF.',
    );
  },
};
