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

export function ShellBannersView({ online, pending, update }: ShellBannersViewProps) {
  const detail =
    pending > 0 ? `${OFFLINE_MESSAGES.pendingWrites(pending)} ${OFFLINE_MESSAGES.bannerDetail}` : OFFLINE_MESSAGES.bannerDetail;
  return (
    <Dock>
      {!online ? <Banner tone="warning" title={OFFLINE_MESSAGES.banner} detail={detail} /> : null}
      {update ? (
        <Banner title={OFFLINE_MESSAGES.updateAvailable} action={{ label: OFFLINE_MESSAGES.update, onClick: update }} />
      ) : null}
    </Dock>
  );
}

/** On every screen: no connection (and the writes waiting for it), and a new version to switch to. */
export default function ShellBanners() {
  return <ShellBannersView online={useOnline()} pending={usePendingWrites()} update={useWaitingUpdate()} />;
}
