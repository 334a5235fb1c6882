import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FileInput, type FileInputProps } from './FileInput';
import { UploadProgress } from './UploadProgress';

function Controlled(props: FileInputProps) {
  const [files, setFiles] = useState<File[]>([...props.files]);
  return (
    <div style={{ maxWidth: 480 }}>
      <FileInput
        {...props}
        files={files}
        onChange={(next) => {
          setFiles(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const meta = {
  title: 'Kit/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: {
    label: 'PDFs do curso',
    accept: 'application/pdf',
    multiple: true,
    maxFiles: 3,
    maxBytes: 10 * 1024 * 1024,
    tooManyMessage: 'Máximo de 3 PDFs permitidos.',
    files: [],
    onChange: fn(),
    onReject: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithFiles: Story = {
  args: { files: [pdf('unidade-1.pdf'), pdf('unidade-2.pdf')] },
};

/** Picking four PDFs keeps three and reports 'Máximo de 3 PDFs permitidos.'. */
export const TooManyFiles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('PDFs do curso');
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    await expect(canvas.getByText('Máximo de 3 PDFs permitidos.')).toBeInTheDocument();
    await expect(canvas.queryByText('d.pdf')).not.toBeInTheDocument();
    await expect(args.onReject).toHaveBeenCalledWith(['Máximo de 3 PDFs permitidos.']);
  },
};

export const SingleImage: Story = {
  args: {
    label: 'Miniatura',
    accept: 'image/*',
    multiple: false,
    maxFiles: undefined,
    tooManyMessage: undefined,
    hint: 'Tamanho sugerido: 300px por 180px.',
  },
};

export const WithFormError: Story = {
  args: {
    label: 'Áudios',
    accept: 'audio/*',
    required: true,
    error: 'Envie ao menos um áudio.',
    tooManyMessage: undefined,
    maxFiles: undefined,
  },
};

export const Disabled: Story = {
  args: { disabled: true, files: [pdf('unidade-1.pdf')] },
};

export const Progress: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <UploadProgress value={0} />
      <UploadProgress value={42} label="Enviando áudios" />
      <UploadProgress value={100} label="Envio concluído" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Enviando áudios' })).toHaveAttribute('aria-valuenow', '42');
  },
};

/** Files whose upload is shown by the parent through `status` and `onCancel` (the parent uploads on pick). */
function WithUploads({ initial, status }: { initial: File[]; status: NonNullable<FileInputProps['status']> }) {
  const [files, setFiles] = useState<File[]>(initial);
  const [current, setCurrent] = useState(status);
  return (
    <div style={{ maxWidth: 480 }}>
      <FileInput
        label="PDFs do curso"
        accept="application/pdf"
        multiple
        files={files}
        onChange={setFiles}
        status={Object.fromEntries(files.map((f) => [f.name, current[f.name]]))}
        onCancel={(file) => {
          setFiles((all) => all.filter((f) => f !== file));
          setCurrent((s) => ({ ...s, [file.name]: undefined }));
        }}
      />
    </div>
  );
}

/** One file uploading at 40%: a progress bar and 'Cancelar envio de …' instead of remove. */
export const Uploading: Story = {
  render: () => (
    <WithUploads initial={[pdf('unidade-1.pdf')]} status={{ 'unidade-1.pdf': { state: 'uploading', progress: 40 } }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Enviando unidade-1.pdf' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: 'Cancelar envio de unidade-1.pdf' })).toBeVisible();
  },
};

/** The upload finished: 'Enviado' and the remove button. */
export const Uploaded: Story = {
  render: () => <WithUploads initial={[pdf('unidade-1.pdf')]} status={{ 'unidade-1.pdf': { state: 'done' } }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enviado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover unidade-1.pdf' })).toBeVisible();
  },
};

/** The upload failed: the message under the file, announced, and the field marked invalid. */
export const UploadFailed: Story = {
  render: () => (
    <WithUploads
      initial={[pdf('unidade-1.pdf')]}
      status={{ 'unidade-1.pdf': { state: 'error', error: 'Falha no envio do arquivo. Verifique a conexão e tente novamente.' } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha no envio do arquivo.');
    await expect(canvas.getByLabelText('PDFs do curso')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Cancelling an upload under way: the file leaves the list and focus returns to the picker. */
export const UploadCancelled: Story = {
  render: () => (
    <WithUploads
      initial={[pdf('unidade-1.pdf'), pdf('unidade-2.pdf')]}
      status={{ 'unidade-1.pdf': { state: 'uploading', progress: 40 }, 'unidade-2.pdf': { state: 'done' } }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar envio de unidade-1.pdf' }));
    await expect(canvas.queryByText('unidade-1.pdf')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByText('unidade-2.pdf')).toBeVisible();
    await expect(canvas.getByLabelText('PDFs do curso')).toHaveFocus();
  },
};

const MIXED = {
  'unidade-1-introducao-e-vocabulario-basico.pdf': { state: 'done' },
  'unidade-2.pdf': { state: 'uploading', progress: 65 },
  'unidade-3.pdf': {
    state: 'error',
    error: 'PDF do curso: o arquivo "unidade-3.pdf" excede o limite de 20 MB.',
  },
} as const;

/** Several files, each in its own state. */
export const MixedUploads: Story = {
  render: () => <WithUploads initial={Object.keys(MIXED).map(pdf)} status={MIXED} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(canvas.getByText('Enviado')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('excede o limite de 20 MB');
  },
};

/** The mixed states at a phone's width: long names are cut, nothing overflows. */
export const MixedUploadsOnPhone: Story = {
  ...MixedUploads,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
