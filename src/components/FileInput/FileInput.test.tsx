import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { FileInput, type FileInputProps } from './FileInput';
import { UploadProgress } from './UploadProgress';

const pdf = (name: string, size = 1000) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

function Harness(props: Partial<FileInputProps> & { onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const { onFiles, ...rest } = props;
  return (
    <FileInput
      label="PDFs"
      accept="application/pdf"
      multiple
      files={files}
      onChange={(next) => {
        setFiles(next);
        onFiles?.(next);
      }}
      {...rest}
    />
  );
}

// The picker of a real browser filters by `accept`, drag and drop does not:
// let user-event hand over every file so the component's own check runs.
const setupUser = () => userEvent.setup({ applyAccept: false });

describe('FileInput', () => {
  it('lists picked files with their count', async () => {
    const user = setupUser();
    renderWithTheme(<Harness maxFiles={3} />);
    await user.upload(screen.getByLabelText('PDFs'), [pdf('aula1.pdf'), pdf('aula2.pdf')]);
    expect(screen.getByText('aula1.pdf')).toBeInTheDocument();
    expect(screen.getByText('aula2.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 arquivos selecionados (máximo 3)')).toBeInTheDocument();
  });

  it('rejects files whose type does not match accept', async () => {
    const user = setupUser();
    const onFiles = vi.fn();
    renderWithTheme(<Harness onFiles={onFiles} />);
    const input = screen.getByLabelText('PDFs');
    await user.upload(input, [new File(['a'], 'foto.png', { type: 'image/png' }), pdf('ok.pdf')]);
    expect(screen.getByText('Tipo de arquivo não permitido: foto.png')).toBeInTheDocument();
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'ok.pdf' })]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Tipo de arquivo não permitido: foto.png');
  });

  it('rejects files above maxBytes', async () => {
    const user = setupUser();
    renderWithTheme(<Harness maxBytes={1024 * 1024} />);
    await user.upload(screen.getByLabelText('PDFs'), [pdf('grande.pdf', 2 * 1024 * 1024)]);
    expect(screen.getByText('Arquivo muito grande: grande.pdf (máximo 1 MB)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover grande.pdf' })).not.toBeInTheDocument();
  });

  it('keeps the first maxFiles files and reports the default count message', async () => {
    const user = setupUser();
    const onReject = vi.fn();
    renderWithTheme(<Harness maxFiles={2} onReject={onReject} />);
    await user.upload(screen.getByLabelText('PDFs'), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.getByText('Máximo de 2 arquivos permitidos.')).toBeInTheDocument();
    expect(onReject).toHaveBeenCalledWith(['Máximo de 2 arquivos permitidos.']);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
  });

  it('counts files already chosen and accepts a custom message', async () => {
    const user = setupUser();
    renderWithTheme(<Harness maxFiles={3} tooManyMessage="Máximo de 3 PDFs permitidos." />);
    const input = screen.getByLabelText('PDFs');
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    await user.upload(input, [pdf('c.pdf'), pdf('d.pdf')]);
    expect(screen.getByText('Máximo de 3 PDFs permitidos.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('.pdf'))).toHaveLength(3);
    expect(screen.queryByText('d.pdf')).not.toBeInTheDocument();
  });

  it('removes a file', async () => {
    const user = setupUser();
    renderWithTheme(<Harness />);
    await user.upload(screen.getByLabelText('PDFs'), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remover a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(screen.getByText('1 arquivo selecionado')).toBeInTheDocument();
  });

  it('replaces the file of a single-file input and accepts extensions and wildcards', async () => {
    const user = setupUser();
    renderWithTheme(<Harness multiple={false} accept="image/*" label="Miniatura" />);
    const input = screen.getByLabelText('Miniatura');
    await user.upload(input, new File(['a'], 'um.jpg', { type: 'image/jpeg' }));
    await user.upload(input, new File(['b'], 'dois.png', { type: 'image/png' }));
    expect(screen.queryByText('um.jpg')).not.toBeInTheDocument();
    expect(screen.getByText('dois.png')).toBeInTheDocument();
  });

  it('shows the form error', () => {
    renderWithTheme(<FileInput label="Áudios" accept="audio/*" files={[]} onChange={() => {}} error="Envie ao menos um áudio" />);
    expect(screen.getByLabelText('Áudios')).toHaveAccessibleDescription('Envie ao menos um áudio');
  });
});

describe('FileInput with uploads', () => {
  const files = [pdf('aula1.pdf'), pdf('aula2.pdf'), pdf('aula3.pdf')];
  /** The field holding `aula1.pdf` alone, with these props. */
  const renderWithFirst = (props: Partial<FileInputProps>) =>
    renderWithTheme(<FileInput label="PDFs" accept="application/pdf" files={files.slice(0, 1)} onChange={() => {}} {...props} />);

  it('shows a file uploading at 40% with a cancel button instead of remove', async () => {
    const user = setupUser();
    const onCancel = vi.fn();
    renderWithFirst({ status: { 0: { state: 'uploading', progress: 40 } }, onCancel });
    const bar = screen.getByRole('progressbar', { name: 'Enviando aula1.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover aula1.pdf' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar envio de aula1.pdf' }));
    expect(onCancel).toHaveBeenCalledWith(files[0], 0);
    expect(screen.getByLabelText('PDFs')).toHaveFocus();
  });

  it('keeps the remove button while uploading when there is no onCancel', () => {
    renderWithFirst({ status: { 'aula1.pdf': { state: 'uploading', progress: 10 } } });
    expect(screen.getByRole('progressbar', { name: 'Enviando aula1.pdf' })).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('button', { name: 'Remover aula1.pdf' })).toBeInTheDocument();
  });

  it('shows a finished upload as sent, with its remove button', () => {
    renderWithFirst({ status: { 0: { state: 'done' } }, onCancel: () => {} });
    expect(screen.getByText('Enviado')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover aula1.pdf' })).toBeInTheDocument();
  });

  it('announces a failed upload under its file and describes the input with it', () => {
    renderWithFirst({ status: { 0: { state: 'error', error: 'Falha no envio do arquivo.' } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Falha no envio do arquivo.');
    const input = screen.getByLabelText('PDFs');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Falha no envio do arquivo.');
    expect(screen.getByRole('button', { name: 'Remover aula1.pdf' })).toBeInTheDocument();
  });

  it('shows each file’s own state among several', () => {
    renderWithTheme(
      <FileInput
        label="PDFs"
        accept="application/pdf"
        multiple
        files={files}
        onChange={() => {}}
        status={{
          0: { state: 'done' },
          1: { state: 'uploading', progress: 65 },
          2: { state: 'error', error: 'Arquivo recusado.' },
        }}
        onCancel={() => {}}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Enviado')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('progressbar', { name: 'Enviando aula2.pdf' })).toHaveAttribute('aria-valuenow', '65');
    expect(within(rows[1]!).getByRole('button', { name: 'Cancelar envio de aula2.pdf' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('alert')).toHaveTextContent('Arquivo recusado.');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });
});

describe('UploadProgress', () => {
  it('exposes a progressbar with its value and shows the percentage', () => {
    renderWithTheme(<UploadProgress value={42.4} label="Enviando áudios" />);
    const bar = screen.getByRole('progressbar', { name: 'Enviando áudios' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });
});
