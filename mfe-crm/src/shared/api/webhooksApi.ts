import {
  WebhookAttemptList,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookTestQueued,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
} from '@agency/contracts';
import { crmApi } from '../../store';

const ENDPOINTS = { type: 'Webhook', id: 'LIST' } as const;

/**
 * Integrations' webhooks (administrators only; decision 0110): the endpoints, each one's deliveries log, a test
 * event. The signing secret comes once, in the creation's answer.
 */
export const webhooksApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<WebhookEndpoint[], void>({
      query: () => '/api/webhooks',
      responseSchema: WebhookEndpointList,
      providesTags: [ENDPOINTS],
    }),
    addWebhook: build.mutation<WebhookEndpointCreated, WebhookEndpointInput>({
      query: (endpoint) => ({ url: '/api/webhooks', method: 'POST', body: endpoint }),
      responseSchema: WebhookEndpointCreated,
      invalidatesTags: (_endpoint, error) => (error ? [] : [ENDPOINTS]),
    }),
    updateWebhook: build.mutation<WebhookEndpoint, { id: string; changes: WebhookEndpointUpdate }>({
      query: ({ id, changes }) => ({ url: `/api/webhooks/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      responseSchema: WebhookEndpoint,
      invalidatesTags: (_endpoint, error) => (error ? [] : [ENDPOINTS]),
    }),
    deleteWebhook: build.mutation<null, string>({
      query: (id) => ({ url: `/api/webhooks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [ENDPOINTS]),
    }),
    /** Newest first, the latest 100 attempts. */
    getWebhookDeliveries: build.query<WebhookAttemptList, string>({
      query: (id) => `/api/webhooks/${encodeURIComponent(id)}/deliveries`,
      responseSchema: WebhookAttemptList,
      providesTags: (_attempts, _error, id) => [{ type: 'Webhook', id }],
    }),
    sendWebhookTest: build.mutation<WebhookTestQueued, string>({
      query: (id) => ({ url: `/api/webhooks/${encodeURIComponent(id)}/test`, method: 'POST' }),
      responseSchema: WebhookTestQueued,
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useAddWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useSendWebhookTestMutation,
} = webhooksApi;
