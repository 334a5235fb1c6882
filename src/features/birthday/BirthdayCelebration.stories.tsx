import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { CELEBRATION_DURATION_MS, celebrationName } from '@/domain/celebration';
import type { LoadedSession } from '../../../.storybook/loaders';
import { SLOW } from '../../../.storybook/play';
import { BirthdayCelebration, type BirthdayCelebrationProps } from './BirthdayCelebration';
import { FIRST_BURST, type Fire } from './confetti';

type CelebrationArgs = Omit<BirthdayCelebrationProps, 'userId' | 'userName'> & {
  /** The stored user name; the signed-in user's when absent. */
  readonly userName?: string | null;
};

/** The celebration for the signed-in user (the student, whose birthday is today in the seed). */
function SignedInCelebration({ userName, ...props }: CelebrationArgs) {
  const session = useAppSelector(selectSession);
  if (!session) return null;
  return (
    <BirthdayCelebration {...props} userId={session.userId} userName={userName === undefined ? session.userName : userName} />
  );
}

/** Records the bursts instead of drawing them. */
const fire = fn<Fire>();

/**
 * The birthday celebration of the signed-in student: not yet shown today in
 * this browser (`birthdayAlreadyShown: false`), so the first visit celebrates.
 * Confetti is replaced by a recorder (`loadFire`).
 */
const meta = {
  title: 'Telas/Aniversário',
  id: 'telas-aniversario',
  render: (args) => <SignedInCelebration {...args} />,
  args: { loadFire: fn(async () => fire), onComplete: fn() },
  parameters: { role: 'aluno', birthdayAlreadyShown: false },
  beforeEach: () => {
    fire.mockClear();
  },
} satisfies Meta<CelebrationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Congratulations {name}!' with the stored name, and the first confetti burst. */
export const Celebrating: Story = {
  play: async ({ loaded }) => {
    const { session } = loaded as unknown as LoadedSession;
    const message = await screen.findByText(`Congratulations ${celebrationName(session?.userName)}!`, {}, SLOW);
    await waitFor(() => expect(message).toBeVisible());
    await waitFor(() => expect(fire).toHaveBeenCalledWith(FIRST_BURST));
  },
};

/** No stored name: 'Friend'. */
export const NoName: Story = {
  args: { userName: '' },
  play: async () => {
    const message = await screen.findByText('Congratulations Friend!', {}, SLOW);
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** After 6000 ms the message goes away and `onComplete` runs. */
export const Completes: Story = {
  play: async ({ args }) => {
    await screen.findByText(/^Congratulations .+!$/, {}, SLOW);
    await expect(args.onComplete).not.toHaveBeenCalled();
    // `onComplete` runs in the same timer that hides the message, before React has drawn it gone: wait for both.
    await waitFor(
      () => {
        expect(args.onComplete).toHaveBeenCalledOnce();
        expect(screen.queryByText(/^Congratulations .+!$/)).not.toBeInTheDocument();
      },
      { timeout: CELEBRATION_DURATION_MS + 3000 },
    );
  },
};
