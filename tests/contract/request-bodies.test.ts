// @vitest-environment node
/**
 * The request bodies both backends read with the contract's one reader (the
 * mock's route() and the api's toHonoHandler): JSON and multipart, the order
 * of their refusals and their messages.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../supabase/functions/_shared/contract/errors.ts';
import { SERVER_MESSAGES } from '../../supabase/functions/_shared/contract/messages.ts';
import { readJsonBody } from '../../supabase/functions/_shared/contract/request-validation.ts';
import {
  NOT_A_FORM_MSG,
  readMultipart,
  UNREADABLE_FORM_MSG,
  unexpectedFileMsg,
} from '../../supabase/functions/_shared/contract/uploads.ts';

const def = {
  body: z.object({ titulo: z.string().min(1, 'Título é obrigatório.') }),
  uploads: {
    miniatura: { accept: ['image/png'], maxBytes: 10, maxFiles: 1 },
    audios: { accept: ['audio/*'], maxBytes: 100, maxFiles: 2, required: true },
  },
};

const audio = (name = 'a.mp3', bytes = 5) => new File([new Uint8Array(bytes)], name, { type: 'audio/mpeg' });

function formRequest(entries: readonly [string, string | File][]): Request {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return new Request('http://x/upload', { method: 'PUT', body: form });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; msg: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, msg: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readMultipart', () => {
  it('answers the parsed text fields and the files by field', async () => {
    const file = audio();
    const { body, files } = await readMultipart(
      def,
      formRequest([
        ['titulo', 'Aula'],
        ['audios', file],
      ]),
    );
    expect(body).toEqual({ titulo: 'Aula' });
    expect(Object.keys(files)).toEqual(['audios']);
    expect(files.audios![0]!.name).toBe('a.mp3');
  });

  it('refuses a body that is not a form, or one that cannot be read', async () => {
    const json = new Request('http://x/upload', { method: 'PUT', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(await refusal(readMultipart(def, json))).toEqual({ status: 400, msg: NOT_A_FORM_MSG });
    const broken = new Request('http://x/upload', {
      method: 'PUT',
      body: 'not a form',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nada' },
    });
    expect(await refusal(readMultipart(def, broken))).toEqual({ status: 400, msg: UNREADABLE_FORM_MSG });
  });

  it('refuses an undeclared file field before the text fields, and those before the file limits', async () => {
    const undeclared = formRequest([['outro', audio()]]);
    expect(await refusal(readMultipart(def, undeclared))).toEqual({ status: 400, msg: unexpectedFileMsg('outro') });
    const noTitle = formRequest([['titulo', '']]);
    expect(await refusal(readMultipart(def, noTitle))).toEqual({ status: 400, msg: 'Título é obrigatório.' });
    const noAudio = formRequest([['titulo', 'Aula']]);
    expect(await refusal(readMultipart(def, noAudio))).toEqual({ status: 400, msg: 'Áudios: envie um arquivo.' });
    const tooMany = formRequest([
      ['titulo', 'Aula'],
      ['audios', audio('1.mp3')],
      ['audios', audio('2.mp3')],
      ['audios', audio('3.mp3')],
    ]);
    expect(await refusal(readMultipart(def, tooMany))).toEqual({ status: 400, msg: 'Áudios: envie no máximo 2 arquivo(s).' });
  });

  it('reads the files of an endpoint without a body schema (body undefined)', async () => {
    const { body, files } = await readMultipart({ uploads: def.uploads }, formRequest([['audios', audio()]]));
    expect(body).toBeUndefined();
    expect(files.audios).toHaveLength(1);
  });
});

describe('readJsonBody', () => {
  const post = (body: string) => new Request('http://x/eco', { method: 'POST', body });

  it('reads JSON, and an empty body as {}', async () => {
    expect(await readJsonBody(post('{"a":[1]}'))).toEqual({ a: [1] });
    expect(await readJsonBody(post('  \n'))).toEqual({});
  });

  it('refuses text that is not JSON', async () => {
    expect(await refusal(readJsonBody(post('{a:')))).toEqual({ status: 400, msg: SERVER_MESSAGES.invalidJson });
  });
});
