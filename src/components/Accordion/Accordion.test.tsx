import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'a', title: '10/03/2025', content: <p>Resumo da aula 1</p> },
  { id: 'b', title: '17/03/2025', content: <p>Resumo da aula 2</p> },
];

describe('Accordion', () => {
  it('toggles a section from its header button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} />);
    const header = screen.getByRole('button', { name: '10/03/2025' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Resumo da aula 1')).not.toBeInTheDocument();
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: '10/03/2025' });
    expect(header).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Resumo da aula 1');
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps one section open unless multiple', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} defaultOpen={['a']} />);
    expect(screen.getByText('Resumo da aula 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '17/03/2025' }));
    expect(screen.queryByText('Resumo da aula 1')).not.toBeInTheDocument();
    expect(screen.getByText('Resumo da aula 2')).toBeVisible();
  });

  it('opens several sections with multiple', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} multiple defaultOpen={['a']} />);
    await user.click(screen.getByRole('button', { name: '17/03/2025' }));
    expect(screen.getByText('Resumo da aula 1')).toBeVisible();
    expect(screen.getByText('Resumo da aula 2')).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
