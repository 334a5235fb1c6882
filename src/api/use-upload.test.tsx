/** One file field's upload (useUpload) against the mock: replaced, waited for, refused, forgotten. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { server } from '../../tests/msw';
import { signIn } from '../../tests/test-utils';
import { pngFile, renamedExecutable, storedUploads } from '../../tests/upload-files';
import { setupStore } from '@/app/store';
import { useUpload } from './use-upload';

async function renderUpload() {
  await signIn('secretaria');
  const store = setupStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useUpload('foto'), { wrapper });
}

/** Holds the first storage PUT until `release()`; later ones go straight to the mock's storage. */
function holdFirstPut() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(http.put('*/storage/v1/object/upload/sign/*', () => released.then(() => undefined), { once: true }));
  return release;
}

describe('useUpload', () => {
  it('uploads, and settled() gives the id once done', async () => {
    const { result } = await renderUpload();
    act(() => result.current.start(pngFile('eu.png')));
    expect(result.current).toMatchObject({ state: 'uploading', progress: 0, file: expect.objectContaining({ name: 'eu.png' }) });
    const settled = await act(() => result.current.settled());
    expect(settled.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current).toMatchObject({ state: 'done', progress: 100, uploadId: settled.uploadId, error: null });
  });

  it('a file picked over one still uploading cancels the first on the server', async () => {
    const release = holdFirstPut();
    const { result } = await renderUpload();
    act(() => result.current.start(pngFile('primeira.png')));
    await waitFor(() => expect(storedUploads()).toHaveLength(1));
    act(() => result.current.start(pngFile('segunda.png')));
    await waitFor(() => expect(result.current.state).toBe('done'));
    release();
    await waitFor(() => expect(storedUploads().map((u) => u.file_name)).toEqual(['segunda.png']));
    expect(result.current.file?.name).toBe('segunda.png');
  });

  it('a refused file is an error with the message, and settled() says why', async () => {
    const { result } = await renderUpload();
    act(() => result.current.start(renamedExecutable('foto.png')));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.error).toMatch(/^Foto de perfil: o conteúdo de "foto.png" não é/);
    expect(await result.current.settled()).toEqual({ uploadId: null, error: result.current.error });
    act(() => result.current.cancel());
    expect(await result.current.settled()).toEqual({ uploadId: null, error: null });
  });

  it('reset() forgets a used upload without cancelling it; unmounting cancels an unused one', async () => {
    const first = await renderUpload();
    act(() => first.result.current.start(pngFile('usada.png')));
    await waitFor(() => expect(first.result.current.state).toBe('done'));
    act(() => first.result.current.reset());
    first.unmount();
    expect(first.result.current.state).toBe('idle');
    const second = await renderUpload();
    act(() => second.result.current.start(pngFile('largada.png')));
    await waitFor(() => expect(second.result.current.state).toBe('done'));
    second.unmount();
    await waitFor(() => expect(storedUploads().map((u) => u.file_name)).toEqual(['usada.png']));
  });
});
