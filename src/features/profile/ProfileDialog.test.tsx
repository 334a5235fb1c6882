import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw';
import { renderApp, renderWithProviders, signIn } from '../../../tests/test-utils';
import { PNG_BYTES, pngFile, renamedExecutable, servedBytes, servedPhotoOf, storedUploads } from '../../../tests/upload-files';
import ProfileDialog from './ProfileDialog';

async function openDialog(onSaved = vi.fn(), onClose = vi.fn()) {
  const session = await signIn('professor');
  const view = renderWithProviders(<ProfileDialog open userId={session.userId} onClose={onClose} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Editar Perfil' });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Nome/)).not.toHaveValue(''));
  return { ...view, dialog, session, onSaved, onClose };
}

describe('Editar Perfil', () => {
  it('opens from the profile menu with the user data filled in', async () => {
    const { user, session } = await renderApp({ route: '/home', as: 'diretor' });
    await user.click(await screen.findByRole('button', { name: 'Menu do perfil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Perfil' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue(session!.userName));
    expect(within(dialog).getByLabelText(/^Login/)).toHaveValue('diretor');
    expect(within(dialog).getByLabelText('Nova Senha (deixe em branco para manter a atual)')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar Alterações' })).toBeInTheDocument();
  });

  it('requires Nome, Email and Login', async () => {
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText(/^Nome/));
    await user.clear(within(dialog).getByLabelText(/^Login/));
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'não-é-email');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(dialog).findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('Login é obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail inválido.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Confirmar Alterações' })).not.toBeInTheDocument();
  });

  it('confirms, saves, toasts, closes after 1 s and then reloads', async () => {
    const { user, dialog, onSaved, onClose, store } = await openDialog();
    const nome = within(dialog).getByLabelText(/^Nome/);
    await user.clear(nome);
    await user.type(nome, 'Carlos Eduardo Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja salvar as alterações no seu perfil?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2500 });
    expect(onSaved).toHaveBeenCalled();
    expect(store.getState().session.current?.userName).toBe('Carlos Eduardo Lima');
    expect(localStorage.getItem('userName')).toBe('Carlos Eduardo Lima');
  });

  it('sends the new password only when one is typed, and it works at the next login', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Nova Senha (deixe em branco para manter a atual)'), 'nova-senha-9');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    await screen.findByText('Perfil atualizado com sucesso!');
    const answer = await fetch('http://localhost:3000/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'professor', password: 'nova-senha-9' }),
    });
    expect(answer.status).toBe(200);
  });

  it('rejects a photo that is not an image', async () => {
    const { dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Foto de perfil');
    // Bypass the picker's accept filter, as a drag-and-drop or an old browser would.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'documento.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('A foto deve ser uma imagem (JPG, PNG, WEBP ou GIF).')).toBeInTheDocument();
  });

  it('uploads a new photo on pick, saves it and keeps its signed URL in the session', async () => {
    const { user, dialog, store, session } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Foto de perfil'), pngFile('eu.png'));
    expect(within(dialog).getByText('eu.png')).toBeInTheDocument();
    expect(await within(dialog).findByText('Foto enviada')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    await screen.findByText('Perfil atualizado com sucesso!');
    const photo = store.getState().session.current?.userProfilePhoto;
    expect(photo).toMatch(/^http:\/\/localhost:3000\/storage\/v1\/object\/sign\/avatars\//);
    expect(localStorage.getItem('userProfilePhoto')).toBe(photo);
    expect(await servedBytes(photo!)).toEqual(PNG_BYTES);
    expect(await servedPhotoOf(session.userId)).toEqual(PNG_BYTES);
  });

  it('refuses a renamed executable under the photo, uploading nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Foto de perfil'), renamedExecutable('eu.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Foto de perfil: o conteúdo de "eu.png" não é/);
    expect(storedUploads()).toEqual([]);
    // No preview of a refused file: the current photo (here the initials) stays.
    expect(within(dialog).getByRole('img', { name: 'Marcos Vinícius Rocha' })).not.toHaveAttribute('src');
  });

  it('cancels the photo upload under way and leaves nothing on the server', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(http.put('*/storage/v1/object/upload/sign/*', () => released.then(() => undefined)));
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Foto de perfil'), pngFile('eu.png'));
    expect(await within(dialog).findByRole('progressbar', { name: 'Enviando eu.png' })).toBeInTheDocument();
    await waitFor(() => expect(storedUploads()).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar envio de eu.png' }));
    expect(within(dialog).queryByText('eu.png')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Alterar foto' })).toHaveFocus();
    release();
    await waitFor(() => expect(storedUploads()).toEqual([]));
  });

  it('a photo left unsaved is cancelled when the dialog goes away', async () => {
    const { user, dialog, unmount } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Foto de perfil'), pngFile('eu.png'));
    await within(dialog).findByText('Foto enviada');
    expect(storedUploads()).toHaveLength(1);
    unmount();
    await waitFor(() => expect(storedUploads()).toEqual([]));
  });

  it('shows the spec error toast when the update fails, keeping the dialog open', async () => {
    server.use(http.put('*/api/update-profile/:userId', () => HttpResponse.json({}, { status: 500 })));
    const { user, dialog, onClose } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Erro ao atualizar perfil: Erro ao atualizar dados do perfil')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Editar Perfil' })).toBeInTheDocument();
  });

  it('explains a login already in use', async () => {
    const { user, dialog } = await openDialog();
    const login = within(dialog).getByLabelText(/^Login/);
    await user.clear(login);
    await user.type(login, 'gestor');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText(/^Erro ao atualizar perfil: Erro ao atualizar dados do perfil \(.+\)$/)).toBeInTheDocument();
  });

  it('shows the photo upload error', async () => {
    server.use(http.post('*/api/uploadProfilePhoto', () => HttpResponse.json({}, { status: 500 })));
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Foto de perfil'), pngFile('eu.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Erro ao atualizar perfil: Erro ao fazer upload da foto')).toBeInTheDocument();
  });

  it('keeps the spec’s message, with the reason, when the photo could not be sent', async () => {
    server.use(http.put('*/storage/v1/object/upload/sign/*', () => HttpResponse.error()));
    const { user, dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Foto de perfil'), pngFile('eu.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Falha no envio do arquivo. Verifique a conexão e tente novamente.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(
      await screen.findByText(
        'Erro ao atualizar perfil: Erro ao fazer upload da foto (Falha no envio do arquivo. Verifique a conexão e tente novamente.)',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels without saving', async () => {
    const { user, dialog, onClose } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
