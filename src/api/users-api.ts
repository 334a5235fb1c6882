/** Users endpoints (spec section 7, "Users"); more arrive with the users screens. */
import type { User } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request } from './request';

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (id) => request(ROUTES.getUser, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserQuery } = usersApi;
