/** Users (spec section 7, "Users"). */
import { getUser } from '@contract';
import { route, type MockRoute } from '../lib/route';
import { toUserResponse } from '../lib/serialize';
import { findReadableUser } from '../lib/users';
import { idParam } from '../lib/validation';

export const userRoutes: MockRoute[] = [
  route(getUser, ({ params, auth, db, apiBase }) => toUserResponse(findReadableUser(db, auth, idParam(params, 'id')), apiBase)),
];
