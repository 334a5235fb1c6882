/**
 * The birthday celebration (spec section 1): when the signed-in user's birth
 * date has today's day and month and today is not yet recorded as shown, it
 * records today at once, launches confetti, shows 'Congratulations {name}!'
 * for 6000 ms and then calls `onComplete`. At most once per day per browser.
 */
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useLazyGetBirthdayQuery } from '@/api/session-api';
import { CELEBRATION_DURATION_MS, celebrationName, celebrationStamp, shouldCelebrate } from '@/domain/celebration';
import { BIRTHDAY_SHOWN_KEY } from '@/domain/storage-keys';
import { launchConfetti, loadConfetti, type Fire } from './confetti';

export interface BirthdayCelebrationProps {
  readonly userId: number;
  /** The stored user name; 'Friend' when empty. */
  readonly userName: string | null;
  readonly onComplete?: () => void;
  /** Injected in tests and stories; canvas-confetti by default. */
  readonly loadFire?: () => Promise<Fire>;
  /** Today's date (injectable for tests and stories). */
  readonly today?: Date;
}

export function BirthdayCelebration({ userId, userName, onComplete, loadFire = loadConfetti, today }: BirthdayCelebrationProps) {
  const [fetchBirthday] = useLazyGetBirthdayQuery();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let active = true;
    fetchBirthday(userId, true)
      .unwrap()
      .then(({ cp_datanascimento: birthDate }) => {
        const now = today ?? new Date();
        if (!active || !shouldCelebrate(birthDate, window.localStorage.getItem(BIRTHDAY_SHOWN_KEY), now)) return;
        window.localStorage.setItem(BIRTHDAY_SHOWN_KEY, celebrationStamp(now));
        setVisible(true);
      })
      // No birthday answer means no celebration; nothing for the user to act on.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [fetchBirthday, userId, today]);

  useEffect(() => {
    if (!visible) return;
    let cancelBursts: (() => void) | undefined;
    let cancelled = false;
    loadFire()
      .then((fire) => {
        if (!cancelled) cancelBursts = launchConfetti(fire);
      })
      .catch(() => undefined);
    const timer = window.setTimeout(() => {
      setVisible(false);
      onComplete?.();
    }, CELEBRATION_DURATION_MS);
    return () => {
      cancelled = true;
      cancelBursts?.();
      window.clearTimeout(timer);
    };
  }, [visible, loadFire, onComplete]);

  if (!visible) return null;
  return (
    <Overlay role="status" aria-live="polite">
      <Message>Congratulations {celebrationName(userName)}!</Message>
    </Overlay>
  );
}

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  pointer-events: none;
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  font-size: clamp(2rem, 6vw, 4rem);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: #fff;
  text-align: center;
  text-shadow: 0 4px 24px rgba(0, 0, 0, 0.45);
  animation: ${pop} 400ms ease-out;
`;
