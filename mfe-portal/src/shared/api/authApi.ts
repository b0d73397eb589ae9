import {
  CandidateAccount,
  ForgotPasswordAnswer,
  TokenResponse,
  type CandidatePasswordInput,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
} from '@agency/contracts';
import { portalApi } from '../../store';
import { storeToken } from '../session/token';

/** The candidate's sign-in (owned by the auth service): the portal's token, the account and its password. */
export const authApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Read without the contract check: an answer without a token is the spec's 'Login failed', not a broken contract. */
    candidateLogin: build.mutation<Partial<TokenResponse> | null, LoginInput>({
      query: (credentials) => ({ url: '/api/candidate/auth/login', method: 'POST', body: credentials }),
    }),
    /** Whether the candidate can sign in with a password yet (one who came in by applying cannot). */
    getAccount: build.query<CandidateAccount, void>({
      query: () => '/api/candidate/auth/account',
      responseSchema: CandidateAccount,
      providesTags: ['Account'],
    }),
    /**
     * Setting or changing the password ends every session (decision 0069); the answer is a token for this
     * one, stored at once so the next call is still signed in.
     */
    setPassword: build.mutation<TokenResponse, CandidatePasswordInput>({
      query: (input) => ({ url: '/api/candidate/auth/password', method: 'PUT', body: input }),
      responseSchema: TokenResponse,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        storeToken(data.token);
        // Only now, not by invalidatesTags: read with the old token, the account would answer 401.
        dispatch(authApi.util.invalidateTags(['Account']));
      },
    }),
    /** 'Sign out everywhere': every token of the candidate stops working, this one too. */
    endAllSessions: build.mutation<null, void>({
      query: () => ({ url: '/api/candidate/auth/sessions', method: 'DELETE' }),
    }),
    /** 'Forgot password?': the same answer whether the address has an account or not (decision 0095). */
    forgotPassword: build.mutation<ForgotPasswordAnswer, ForgotPasswordInput>({
      query: (input) => ({ url: '/api/candidate/auth/forgot-password', method: 'POST', body: input }),
      responseSchema: ForgotPasswordAnswer,
    }),
    /** The e-mailed link's token and a new password: answers a token, signed in. */
    resetPassword: build.mutation<TokenResponse, ResetPasswordInput>({
      query: (input) => ({ url: '/api/candidate/auth/reset-password', method: 'POST', body: input }),
      responseSchema: TokenResponse,
    }),
  }),
});

export const {
  useCandidateLoginMutation,
  useEndAllSessionsMutation,
  useForgotPasswordMutation,
  useGetAccountQuery,
  useResetPasswordMutation,
  useSetPasswordMutation,
} = authApi;
