import { ForgotPasswordAnswer, LoginResponse, SessionUser, type ForgotPasswordInput, type LoginInput, type ResetPasswordInput } from '@agency/contracts';
import { crmApi } from '../../store';
import { clearToken } from '../session/token';

export const sessionApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (credentials) => ({ url: '/api/auth/login', method: 'POST', body: credentials }),
      responseSchema: LoginResponse,
    }),
    /** 'Forgot password?': the same answer whether the address belongs to a team member or not (decision 0100). */
    forgotPassword: build.mutation<ForgotPasswordAnswer, ForgotPasswordInput>({
      query: (input) => ({ url: '/api/auth/forgot-password', method: 'POST', body: input }),
      responseSchema: ForgotPasswordAnswer,
    }),
    /** The e-mailed link's token and a new password: signs in, and out everywhere else. */
    resetPassword: build.mutation<LoginResponse, ResetPasswordInput>({
      query: (input) => ({ url: '/api/auth/reset-password', method: 'POST', body: input }),
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

export const { useForgotPasswordMutation, useLoginMutation, useMeQuery, useResetPasswordMutation } = sessionApi;
