import { ApiKeyList, CreatedApiKey, type NewApiKeyInput } from '@agency/contracts';
import { crmApi } from '../../store';

const KEYS = { type: 'ApiKey', id: 'LIST' } as const;

/** Integrations' API keys (administrators only; decision 0109). The secret comes once, in the creation's answer. */
export const apiKeysApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<ApiKeyList, void>({
      query: () => '/api/api-keys',
      responseSchema: ApiKeyList,
      providesTags: [KEYS],
    }),
    createApiKey: build.mutation<CreatedApiKey, NewApiKeyInput>({
      query: (key) => ({ url: '/api/api-keys', method: 'POST', body: key }),
      responseSchema: CreatedApiKey,
      invalidatesTags: (_key, error) => (error ? [] : [KEYS]),
    }),
    revokeApiKey: build.mutation<null, string>({
      query: (id) => ({ url: `/api/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [KEYS]),
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
