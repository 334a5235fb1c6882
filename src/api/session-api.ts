/** Session and profile endpoints (spec section 7, "Session and profile"). */
import type { MessageBody } from '@contract/common';
import { SESSION_ROUTES as ROUTES } from '@contract/routes-session';
import type { BirthdayResponse, LoginRequest, LoginResponse, ProfilePhotoResponse, ProfileUpdate } from '@contract/session';
import { baseApi } from './base-api';
import { request } from './request';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => request(ROUTES.login, { body }),
    }),
    /** Ends the session on the server: its refresh token stops working (docs/decisions.md §30). */
    logout: build.mutation<MessageBody, void>({
      query: () => request(ROUTES.logout),
    }),
    getBirthday: build.query<BirthdayResponse, number>({
      query: (userId) => request(ROUTES.birthday, { params: { userId } }),
    }),
    updateProfile: build.mutation<MessageBody, { userId: number; changes: ProfileUpdate }>({
      query: ({ userId, changes }) => request(ROUTES.updateProfile, { params: { userId }, body: changes }),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'Usuario', id: userId }],
    }),
    /** The new photo is an upload made first (./use-upload.ts); answers its signed URL. */
    uploadProfilePhoto: build.mutation<ProfilePhotoResponse, { userId: number; cp_foto_perfil: string }>({
      query: (body) => request(ROUTES.uploadProfilePhoto, { body }),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'Usuario', id: userId }],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetBirthdayQuery,
  useLazyGetBirthdayQuery,
  useUpdateProfileMutation,
  useUploadProfilePhotoMutation,
} = sessionApi;
