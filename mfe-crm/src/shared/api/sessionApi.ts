import { LoginResponse, SessionUser, type LoginInput } from '@agency/contracts';
import { crmApi } from '../../store';
import { clearToken } from '../session/token';

export const sessionApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (credentials) => ({ url: '/api/auth/login', method: 'POST', body: credentials }),
      responseSchema: LoginResponse,
    }),
    /** Who is signed in. Any failure ends the session: the stored token is removed (spec section 4). */
    me: build.query<SessionUser, void>({
      query: () => '/api/auth/me',
      responseSchema: SessionUser,
      providesTags: (user) => (user ? [{ type: 'Session', id: user.id }] : ['Session']),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          clearToken();
        }
      },
    }),
  }),
});

export const { useLoginMutation, useMeQuery } = sessionApi;
