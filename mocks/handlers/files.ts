/** Stored files, public by contract: profile photos, course and material PDFs, thumbnails. */
import { getFile } from '@contract';
import { SERVER_MESSAGES } from '@contract/messages';
import { notFound } from '../lib/errors';
import { fileResponse, findFile } from '../lib/files';
import { route, type MockRoute } from '../lib/route';

export const FILE_NOT_FOUND = SERVER_MESSAGES.fileNotFound;

export const fileRoutes: MockRoute[] = [
  route(getFile, ({ params, db }) => {
    const file = findFile(db, params.bucket ?? '', params.name ?? '');
    if (!file) throw notFound(FILE_NOT_FOUND);
    return fileResponse(file);
  }),
];
