/**
 * The shell's messages, as the app shows them: the connection as the browser
 * reports it, the writes held for it, and a waiting new version.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGES } from '@contract/offline-messages';
import { holdingWrite, whenOnline } from '@/api/connection';
import { renderWithTheme } from '@/components/test-utils';
import { offerUpdate } from './app-update';
import ShellBanners from './ShellBanners';

let online = true;
const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('ShellBanners', () => {
  it('says there is no connection while the browser is offline, and counts the writes waiting', async () => {
    renderWithTheme(<ShellBanners />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(`${OFFLINE_MESSAGES.banner} ${OFFLINE_MESSAGES.bannerDetail}`);
    let held!: Promise<void>;
    act(() => {
      held = holdingWrite(whenOnline);
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.pendingWrites(1));
    setOnline(true);
    await act(() => held);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks before the page is left while a write waits', async () => {
    setOnline(false);
    let held!: Promise<void>;
    act(() => {
      held = holdingWrite(whenOnline);
    });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    setOnline(true);
    await act(() => held);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('offers a waiting new version; Atualizar switches to it', async () => {
    const update = vi.fn();
    renderWithTheme(<ShellBanners />);
    act(() => offerUpdate(update));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.updateAvailable);
    await userEvent.click(screen.getByRole('button', { name: OFFLINE_MESSAGES.update }));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
