import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { SearchInput } from './SearchInput';

function Controlled({ debounceMs, onSearch }: { debounceMs?: number; onSearch: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchInput
      value={value}
      debounceMs={debounceMs}
      onChange={(v) => {
        setValue(v);
        onSearch(v);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchInput', () => {
  it('is a labelled search box that reports every keystroke without debounce', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithTheme(<Controlled onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
    expect(box).toHaveAttribute('placeholder', 'Pesquisar');
    expect(screen.queryByRole('button', { name: 'Limpar pesquisa' })).not.toBeInTheDocument();
    await user.type(box, 'ana');
    expect(onSearch.mock.calls.map((c) => c[0])).toEqual(['a', 'an', 'ana']);
  });

  it('clears with the clear button and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithTheme(<Controlled onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'jo');
    await user.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpar pesquisa' })).not.toBeInTheDocument();
  });

  it('debounces onChange while the box updates at once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithTheme(<Controlled debounceMs={300} onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'm' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'ma' } });
    expect(box).toHaveValue('ma');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ma');
  });

  it('clears immediately even when debounced, dropping the pending call', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithTheme(<Controlled debounceMs={300} onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    expect(onSearch).toHaveBeenCalledWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('follows a value reset by the parent', () => {
    const { rerender } = renderWithTheme(<SearchInput value="abc" onChange={() => {}} label="Buscar aluno" />);
    expect(screen.getByRole('searchbox', { name: 'Buscar aluno' })).toHaveValue('abc');
    rerender(<SearchInput value="" onChange={() => {}} label="Buscar aluno" />);
    expect(screen.getByRole('searchbox', { name: 'Buscar aluno' })).toHaveValue('');
  });
});
