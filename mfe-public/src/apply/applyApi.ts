import { ApplyResponse, type ApplyInput } from '@agency/contracts';
import { publicApi } from '../api';

/** The public application: stores it, and creates the candidate's account when it can. */
export const applyApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    applyAndRegister: build.mutation<ApplyResponse, ApplyInput>({
      query: (application) => ({
        url: '/api/applications/apply-and-register',
        method: 'POST',
        body: application,
      }),
      responseSchema: ApplyResponse,
    }),
  }),
});

export const { useApplyAndRegisterMutation } = applyApi;
