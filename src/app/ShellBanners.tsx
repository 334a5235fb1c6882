import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { OFFLINE_MESSAGES } from '@contract/offline-messages';
import { useOnline, usePendingWrites } from '@/api/connection';
import { Banner } from '@/components/Banner';
import { useWaitingUpdate } from './app-update';

const Dock = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg};
  transform: translateX(-50%);
  width: min(640px, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  &:empty {
    display: none;
  }
`;

export interface ShellBannersViewProps {
  online: boolean;
  /** Writes waiting for the connection. */
  pending: number;
  /** Switches to the new version, when one is waiting. */
  update: (() => void) | null;
}

/** The page keeps room below its content for the dock (theme.layout.pageMinHeight), so the banners never hide a form's buttons. */
function useRoomBelow() {
  const dock = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = dock.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = el.offsetHeight;
      document.documentElement.style.setProperty('--dock-room', height > 0 ? `calc(${height}px + 2rem)` : '0px');
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty('--dock-room');
    };
  }, []);
  return dock;
}

/** In the page's flow after its content: the room the dock covers, so the last content can scroll out from under it. */
const Room = styled.div`
  height: var(--dock-room, 0px);
`;

export function ShellBannersView({ online, pending, update }: ShellBannersViewProps) {
  const dock = useRoomBelow();
  const detail =
    pending > 0 ? `${OFFLINE_MESSAGES.pendingWrites(pending)} ${OFFLINE_MESSAGES.bannerDetail}` : OFFLINE_MESSAGES.bannerDetail;
  return (
    <>
      <Room aria-hidden="true" />
      <Dock ref={dock}>
        {!online ? <Banner tone="warning" title={OFFLINE_MESSAGES.banner} detail={detail} /> : null}
        {update ? (
          <Banner title={OFFLINE_MESSAGES.updateAvailable} action={{ label: OFFLINE_MESSAGES.update, onClick: update }} />
        ) : null}
      </Dock>
    </>
  );
}

/** On every screen: no connection (and the writes waiting for it), and a new version to switch to. */
export default function ShellBanners() {
  return <ShellBannersView online={useOnline()} pending={usePendingWrites()} update={useWaitingUpdate()} />;
}
