import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../form';
import { renderWithTheme } from '../test-utils';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const { withInitialFocus, ...modalProps } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Editar Perfil"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button>Salvar Alterações</Button>
          </>
        }
        initialFocusRef={withInitialFocus ? emailRef : undefined}
        {...modalProps}
      >
        <TextField label="Nome" />
        <TextField label="Email" ref={emailRef} />
      </Modal>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Modal', () => {
  it('opens as a labelled modal dialog in a portal with focus on the first field', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Perfil' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses initialFocusRef when given', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const close = screen.getByRole('button', { name: 'Fechar' });
    const name = screen.getByLabelText('Nome');
    const email = screen.getByLabelText('Email');
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    const save = screen.getByRole('button', { name: 'Salvar Alterações' });

    expect(name).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Esc, returns focus to the opener and unlocks scrolling', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the exiting dialog mounted (hidden, inert) for the 300 ms transition, then unmounts it', () => {
    vi.useFakeTimers();
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    const exiting = screen.getByRole('dialog', { hidden: true });
    expect(exiting.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="Aviso">
        <p>Conteúdo</p>
      </Modal>,
    );
    await user.click(screen.getByText('Conteúdo'));
    expect(onClose).not.toHaveBeenCalled();
    const viewport = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(viewport);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores the backdrop when closeOnBackdrop is false', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="Aviso" closeOnBackdrop={false}>
        <p>Conteúdo</p>
      </Modal>,
    );
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets only the top-most of nested dialogs react to Esc', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Externo">
          <Button onClick={() => setInner(true)}>Abrir interno</Button>
          <Modal open={inner} onClose={() => setInner(false)} title="Interno">
            <Button>Ok</Button>
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    const openInner = screen.getByRole('button', { name: 'Abrir interno' });
    await user.click(openInner);
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Interno' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Externo' })).toBeInTheDocument();
    expect(openInner).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Externo' })).not.toBeInTheDocument();
  });
});
