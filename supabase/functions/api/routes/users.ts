/** Users (spec section 7, "Users"). */
import { getUser } from '../../_shared/contract/users.ts';
import { MSG, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/files.ts';
import { idParam } from '../lib/params.ts';
import { readableUser } from '../lib/profiles.ts';
import { handle, type Route } from '../lib/route.ts';

export const userRoutes: Route[] = [
  handle(getUser, async ({ params, asCaller, apiUrl }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql) => {
      const user = await readableUser(sql, id);
      if (!user) throw notFound(MSG.userNotFound);
      return { ...user, cp_foto_perfil: fileUrl(apiUrl, user.cp_foto_perfil) };
    });
  }),
];
