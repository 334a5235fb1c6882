import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnToFormStart, useConfirmedSubmit } from './useConfirmedSubmit';

type Errors = { first?: string; second?: string };
type Result = { ok: true; value: string } | { ok: false; errors: Errors };

/** A tiny form: `second` comes first on the page, `first` first in the validator's answer. */
function check(values: { first: string; second: string }): Result {
  const errors: Errors = {};
  if (!values.first) errors.first = 'Primeiro é obrigatório.';
  if (!values.second) errors.second = 'Segundo é obrigatório.';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: `${values.first}+${values.second}` };
}

interface Props {
  save: (value: string) => Promise<string>;
  onSaved?: (answer: string) => void;
  onError?: (error: unknown) => void;
  disabled?: boolean;
  /** After a save the form clears itself and starts over. */
  resets?: boolean;
}

function Form({ save, onSaved = () => {}, onError = () => {}, disabled, resets = false }: Props) {
  const [values, setValues] = useState({ first: '', second: '' });
  const { formRef, onSubmit, errors, clearError, saving, dialog, startOver } = useConfirmedSubmit({
    validate: () => check(values),
    save: ({ value }) => save(value),
    onSaved: (answer) => {
      onSaved(answer);
      if (!resets) return;
      setValues({ first: '', second: '' });
      startOver();
    },
    onError,
    disabled,
  });
  const field = (name: 'first' | 'second') => (
    <label>
      {name}
      <input
        name={name}
        aria-invalid={errors[name] ? true : undefined}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          clearError(name);
        }}
      />
      {errors[name] ? <span>{errors[name]}</span> : null}
    </label>
  );
  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <input type="hidden" name="token" value="x" />
        <fieldset disabled>
          <input aria-label="bloqueado" />
        </fieldset>
        {field('second')}
        {field('first')}
        <button type="submit" disabled={saving}>
          Salvar
        </button>
      </form>
      {dialog.open ? (
        <div role="alertdialog" aria-busy={dialog.busy}>
          <button onClick={dialog.onConfirm}>Confirmar</button>
          <button onClick={dialog.onCancel}>Cancelar</button>
        </div>
      ) : null}
    </>
  );
}

async function fillBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^first/), 'a');
  await user.type(screen.getByLabelText(/^second/), 'b');
}

describe('useConfirmedSubmit', () => {
  it('shows the errors, focuses the first invalid field on the page and asks nothing', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => 'ok');
    render(<Form save={save} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Primeiro é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Segundo é obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^second/)).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^second/), 'b');
    expect(screen.queryByText('Segundo é obrigatório.')).not.toBeInTheDocument();
    expect(screen.getByText('Primeiro é obrigatório.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByLabelText(/^first/)).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the valid result once on confirm, then reports the answer and closes', async () => {
    const user = userEvent.setup();
    let answer!: (v: string) => void;
    const save = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    render(<Form save={save} onSaved={onSaved} />);
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Confirmar' }).click();
      screen.getByRole('button', { name: 'Confirmar' }).click();
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('a+b');
    expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await act(async () => answer('feito'));
    expect(onSaved).toHaveBeenCalledWith('feito');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('reports a failed save and closes the dialog, ready for another try', async () => {
    const user = userEvent.setup();
    const error = new Error('recusado');
    const save = vi.fn(async () => {
      throw error;
    });
    const onSaved = vi.fn();
    const onError = vi.fn();
    render(<Form save={save} onSaved={onSaved} onError={onError} />);
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onError).toHaveBeenCalledWith(error);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('cancel closes without saving; a disabled form neither checks nor asks', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => 'ok');
    const { rerender } = render(<Form save={save} />);
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(<Form save={save} disabled />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  describe('starting over after a registration', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('returns the page to the top with focus on the first field once the cleared form is on screen', async () => {
      const user = userEvent.setup();
      const scrolled = vi.spyOn(document.documentElement, 'scrollTop', 'set');
      render(<Form save={async () => 'ok'} resets />);
      await fillBoth(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(scrolled).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
      expect(screen.getByLabelText(/^second/)).toHaveValue('');
      // The first field a person fills in: not the hidden input nor the disabled one.
      expect(screen.getByLabelText(/^second/)).toHaveFocus();
      expect(scrolled).toHaveBeenCalledWith(0);
    });

    it('leaves focus and scroll alone when the form does not start over', async () => {
      const user = userEvent.setup();
      const scrolled = vi.spyOn(document.documentElement, 'scrollTop', 'set');
      render(<Form save={async () => 'ok'} />);
      await fillBoth(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
      expect(screen.getByLabelText(/^second/)).not.toHaveFocus();
      expect(scrolled).not.toHaveBeenCalled();
    });

    it('scrolls to the top even without a form or a field to focus', () => {
      const scrolled = vi.spyOn(document.documentElement, 'scrollTop', 'set');
      returnToFormStart(null);
      expect(scrolled).toHaveBeenCalledWith(0);
    });
  });
});
