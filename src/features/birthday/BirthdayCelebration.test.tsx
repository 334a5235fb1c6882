import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '@/api/session-api';
import { toIsoDay } from '@contract/dates';
import { renderApp, renderWithProviders, signIn } from '../../../tests/test-utils';
import { BirthdayCelebration } from './BirthdayCelebration';
import type { Burst } from './confetti';

afterEach(() => {
  vi.useRealTimers();
});

describe('birthday celebration', () => {
  it('celebrates the demo student on their birthday, once per day', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = await signIn('aluno');
    const bursts: Burst[] = [];
    const onComplete = vi.fn();
    const fire = async () => (burst: Burst) => void bursts.push(burst);
    const { unmount } = renderWithProviders(
      <BirthdayCelebration userId={session.userId} userName={session.userName} loadFire={fire} onComplete={onComplete} />,
    );
    expect(await screen.findByText(`Congratulations ${session.userName}!`)).toBeInTheDocument();
    expect(localStorage.getItem('birthday-fireworks-shown')).toBe(toIsoDay(new Date()));
    await waitFor(() => expect(bursts).toHaveLength(1));
    expect(bursts[0]).toMatchObject({ particleCount: 150, spread: 70 });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts.map((b) => b.particleCount)).toEqual([150, 100, 100]);
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5800));
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(<BirthdayCelebration userId={session.userId} userName={session.userName} loadFire={fire} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
  });

  it('uses Friend when no name is stored', async () => {
    const session = await signIn('aluno');
    renderWithProviders(<BirthdayCelebration userId={session.userId} userName="" loadFire={async () => () => undefined} />);
    expect(await screen.findByText('Congratulations Friend!')).toBeInTheDocument();
  });

  it('does not celebrate anyone else', async () => {
    const { session, store } = await renderApp({ route: '/home', as: 'gestor' });
    await screen.findByRole('navigation', { name: 'Acesso rápido' });
    // The celebration is decided on the birthday answer: once it has arrived, a celebration would be showing.
    await waitFor(() => expect(sessionApi.endpoints.getBirthday.select(session!.userId)(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
    expect(session).not.toBeNull();
    expect(localStorage.getItem('birthday-fireworks-shown')).toBeNull();
  });
});
