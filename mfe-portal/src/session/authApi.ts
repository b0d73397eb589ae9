import {
  CandidateAccount,
  TokenResponse,
  type CandidatePasswordInput,
  type LoginInput,
} from '@agency/contracts';
import { portalApi } from '../store';

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
    setPassword: build.mutation<unknown, CandidatePasswordInput>({
      query: (input) => ({ url: '/api/candidate/auth/password', method: 'PUT', body: input }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
    }),
  }),
});

export const { useCandidateLoginMutation, useGetAccountQuery, useSetPasswordMutation } = authApi;
