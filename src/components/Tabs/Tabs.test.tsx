import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'chamadas', label: 'Chamadas', content: <p>Lista de chamadas</p> },
  { id: 'notas', label: 'Notas e Avaliações', content: <p>Lista de notas</p> },
  { id: 'arquivo', label: 'Arquivo', content: <p>Arquivo</p>, disabled: true },
  { id: 'resumos', label: 'Resumos', content: <p>Lista de resumos</p> },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', () => {
    renderWithTheme(<Tabs tabs={tabs} label="Sala de aula" />);
    expect(screen.getByRole('tablist', { name: 'Sala de aula' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Chamadas' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Notas e Avaliações' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Chamadas' });
    expect(panel).toHaveTextContent('Lista de chamadas');
    expect(first).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves with arrows (skipping disabled tabs, wrapping) and Home/End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs tabs={tabs} label="Sala de aula" />);
    await user.click(screen.getByRole('tab', { name: 'Chamadas' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notas e Avaliações' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de notas');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Resumos' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Chamadas' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Resumos' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Chamadas' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Resumos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de resumos');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(<Tabs tabs={tabs} label="Sala" value="notas" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Notas e Avaliações' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Chamadas' }));
    expect(onChange).toHaveBeenCalledWith('chamadas');
    expect(screen.getByRole('tab', { name: 'Notas e Avaliações' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs tabs={tabs} label="Sala" value="chamadas" onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de chamadas');
  });

  it('starts on defaultValue when uncontrolled', () => {
    renderWithTheme(<Tabs tabs={tabs} label="Sala" defaultValue="resumos" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de resumos');
  });
});
