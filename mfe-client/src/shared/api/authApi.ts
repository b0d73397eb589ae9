import {
  ClientContact,
  ClientLoginResponse,
  ForgotPasswordAnswer,
  type ClientLoginInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@agency/contracts';
import { clientApi } from '../../store';

/** An employer contact's session (decision 0130): the client token, a forgotten password, the e-mailed link, who is signed in. */
export const authApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientLogin: build.mutation<ClientLoginResponse, ClientLoginInput>({
      query: (credentials) => ({ url: '/api/client/auth/login', method: 'POST', body: credentials }),
      responseSchema: ClientLoginResponse,
    }),
    /** The same answer whether the address belongs to a contact or not. */
    forgotPassword: build.mutation<ForgotPasswordAnswer, ForgotPasswordInput>({
      query: (input) => ({ url: '/api/client/auth/forgot-password', method: 'POST', body: input }),
      responseSchema: ForgotPasswordAnswer,
    }),
    /** The e-mailed link's token (an invitation or a forgotten password) and a new password: answers a session. */
    resetPassword: build.mutation<ClientLoginResponse, ResetPasswordInput>({
      query: (input) => ({ url: '/api/client/auth/reset-password', method: 'POST', body: input }),
      responseSchema: ClientLoginResponse,
    }),
    /** The signed-in contact and their employer; a sign-in stores the contact it answers here, saving this call. */
    getAccount: build.query<ClientContact, void>({
      query: () => '/api/client/auth/account',
      responseSchema: ClientContact,
      providesTags: ['Account'],
    }),
  }),
});

export const { useClientLoginMutation, useForgotPasswordMutation, useGetAccountQuery, useResetPasswordMutation } = authApi;
