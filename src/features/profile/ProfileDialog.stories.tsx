import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { answer, holdUploads, never, networkError } from '../../../.storybook/api';
import type { LoadedSession } from '../../../.storybook/loaders';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import ProfileDialog, { type ProfileDialogProps } from './ProfileDialog';
import {
  NEW_PASSWORD_LABEL,
  PHOTO_SENT,
  PHOTO_TOO_LARGE,
  PROFILE_CONFIRM_MESSAGE,
  PROFILE_CONFIRM_TITLE,
  PROFILE_SAVED,
  PROFILE_TITLE,
  PROFILE_UPDATE_FAILED,
  profileErrorToast,
} from './profile-messages';

type DialogArgs = Omit<ProfileDialogProps, 'userId'>;

/** The dialog for the signed-in user (`parameters.role`), as the layout opens it from 'Meu Perfil'. */
function SignedInProfileDialog(props: DialogArgs) {
  const session = useAppSelector(selectSession);
  return session ? <ProfileDialog {...props} userId={session.userId} /> : null;
}

/**
 * 'Editar Perfil' of the signed-in user (a teacher), against the mock: the
 * user is loaded from `GET /users/:id`, saved with `PUT /update-profile/:userId`;
 * a new photo is uploaded when picked and saved with `POST /uploadProfilePhoto`.
 */
const meta = {
  title: 'Telas/Editar Perfil',
  render: (args) => <SignedInProfileDialog {...args} />,
  args: { open: true, onClose: fn(), onSaved: fn() },
  parameters: { role: 'professor' },
} satisfies Meta<DialogArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The dialog once the user's data has arrived. */
async function loadedDialog({ loaded }: PlayContext) {
  const { session } = loaded as unknown as LoadedSession;
  const dialog = await expectDialog(PROFILE_TITLE);
  await waitFor(() => expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue(session?.userName), SLOW);
  return dialog;
}

/** Asks to save, then confirms. */
async function saveAndConfirm({ userEvent }: PlayContext, dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  const confirm = await expectDialog(PROFILE_CONFIRM_TITLE, 'alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
}

/** The user's data, filled in; the new password is empty. */
export const Filled: Story = {
  play: async (context) => {
    const dialog = await loadedDialog(context);
    await expect(within(dialog).getByLabelText(/^Login/)).toHaveValue('professor');
    await expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toMatch(/^[^@\s]+@[^@\s]+$/);
    await expect(within(dialog).getByLabelText(NEW_PASSWORD_LABEL)).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: 'Alterar foto' })).toBeVisible();
  },
};

/** `GET /users/:id` has not answered yet: placeholders, no form. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.getUsuario)),
  play: async () => {
    const dialog = await expectDialog(PROFILE_TITLE);
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(dialog).queryByLabelText(/^Nome/)).not.toBeInTheDocument();
  },
};

/** `GET /users/:id` fails: a message and a retry. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getUsuario, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const dialog = await expectDialog(PROFILE_TITLE);
    const alert = await within(dialog).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Erro ao carregar os dados do perfil.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Nome, Email and Login are checked before anything is sent. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await loadedDialog(context);
    await userEvent.clear(within(dialog).getByLabelText(/^Nome/));
    await userEvent.clear(within(dialog).getByLabelText(/^Login/));
    const email = within(dialog).getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'não-é-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await within(dialog).findByText('Nome é obrigatório.')).toBeVisible();
    await expect(within(dialog).getByText('Login é obrigatório.')).toBeVisible();
    await expect(within(dialog).getByText('E-mail inválido.')).toBeVisible();
    await expect(within(dialog).getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('alertdialog', { name: PROFILE_CONFIRM_TITLE })).not.toBeInTheDocument();
  },
};

/** Valid changes ask for confirmation first. */
export const ConfirmStep: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await loadedDialog(context);
    const nome = within(dialog).getByLabelText(/^Nome/);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Marcos Ribeiro Alves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    const confirm = await expectDialog(PROFILE_CONFIRM_TITLE, 'alertdialog');
    await expect(confirm).toHaveTextContent(PROFILE_CONFIRM_MESSAGE);
    await expect(within(confirm).getByRole('button', { name: 'Confirmar' })).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** Confirmed: a success toast, then the dialog closes after 1 s and the page would reload (`onSaved`). */
export const Saved: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const dialog = await loadedDialog(context);
    const nome = within(dialog).getByLabelText(/^Nome/);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Marcos Ribeiro Alves');
    await saveAndConfirm(context, dialog);
    await expectToast(PROFILE_SAVED);
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 3000 });
    await expect(args.onSaved).toHaveBeenCalledOnce();
  },
};

/** `PUT /update-profile/:userId` fails: the error toast keeps the server's reason; the dialog stays open. */
export const SaveError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.updateProfile, 500, { msg: 'Falha ao gravar no banco de dados.' })),
  play: async (context) => {
    const { args } = context;
    const dialog = await loadedDialog(context);
    await saveAndConfirm(context, dialog);
    await expectToast(profileErrorToast(PROFILE_UPDATE_FAILED, 'Falha ao gravar no banco de dados.'));
    await expect(screen.getByText(/^Erro ao atualizar perfil: Erro ao atualizar dados do perfil/)).toBeVisible();
    await expect(screen.queryByRole('alertdialog', { name: PROFILE_CONFIRM_TITLE })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A 1×1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A new photo is previewed with its file name and uploaded at once; saving sends the upload. */
export const PhotoPicked: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await loadedDialog(context);
    await userEvent.upload(
      within(dialog).getByLabelText('Foto de perfil'),
      new File([PNG_BYTES], 'minha-foto.png', { type: 'image/png' }),
    );
    await expect(await within(dialog).findByText('minha-foto.png')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: /.+/ })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(await within(dialog).findByText(PHOTO_SENT, {}, SLOW)).toBeVisible();
  },
};

/** The photo is on its way: its progress and a cancel button. */
export const PhotoUploading: Story = {
  beforeEach: ({ msw }) => msw.use(holdUploads()),
  play: async (context) => {
    const dialog = await loadedDialog(context);
    await context.userEvent.upload(
      within(dialog).getByLabelText('Foto de perfil'),
      new File([PNG_BYTES], 'minha-foto.png', { type: 'image/png' }),
    );
    await expect(await within(dialog).findByRole('progressbar', { name: 'Enviando minha-foto.png' }, SLOW)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar envio de minha-foto.png' })).toBeVisible();
  },
};

/** The new photo is saved: the success toast, as for the other fields. */
export const PhotoSaved: Story = {
  play: async (context) => {
    const dialog = await loadedDialog(context);
    await context.userEvent.upload(
      within(dialog).getByLabelText('Foto de perfil'),
      new File([PNG_BYTES], 'minha-foto.png', { type: 'image/png' }),
    );
    await within(dialog).findByText(PHOTO_SENT, {}, SLOW);
    await saveAndConfirm(context, dialog);
    await expectToast(PROFILE_SAVED);
  },
};

/** A renamed executable is refused under the photo, before anything is sent. */
export const PhotoRefused: Story = {
  play: async (context) => {
    const dialog = await loadedDialog(context);
    await context.userEvent.upload(
      within(dialog).getByLabelText('Foto de perfil'),
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'minha-foto.png', { type: 'image/png' }),
    );
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      /^Foto de perfil: o conteúdo de "minha-foto.png" não é/,
    );
  },
};

/** The upload cannot start (no connection): the message under the photo; saving keeps the spec's failure message. */
export const PhotoFailed: Story = {
  beforeEach: ({ msw }) => msw.use(networkError(ROUTES.createUpload)),
  play: async (context) => {
    const dialog = await loadedDialog(context);
    await context.userEvent.upload(
      within(dialog).getByLabelText('Foto de perfil'),
      new File([PNG_BYTES], 'minha-foto.png', { type: 'image/png' }),
    );
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Falha no envio do arquivo. Verifique a conexão e tente novamente.',
    );
    await saveAndConfirm(context, dialog);
    await expectToast(/^Erro ao atualizar perfil: Erro ao fazer upload da foto/);
  },
};

/** A photo over 5 MB is refused before any upload. */
export const PhotoTooLarge: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await loadedDialog(context);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Foto de perfil'), big);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE);
  },
};
