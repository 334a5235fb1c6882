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
