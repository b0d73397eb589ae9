import { ForgotPasswordAnswer, type ForgotPasswordInput, type ResetPasswordInput } from '@agency/contracts';
import { ClientLoginResponse, type ClientLoginInput } from './draftContracts';
import { clientApi } from '../../store';

/** An employer contact's sign-in (decision 0130): the client token, a forgotten password and the e-mailed link. */
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
    /** The e-mailed link's token (a forgotten password or the invitation) and a new password: answers a token, signed in. */
    resetPassword: build.mutation<ClientLoginResponse, ResetPasswordInput>({
      query: (input) => ({ url: '/api/client/auth/reset-password', method: 'POST', body: input }),
      responseSchema: ClientLoginResponse,
    }),
  }),
});

export const { useClientLoginMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
