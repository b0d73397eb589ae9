import { Lead, LeadList, type LeadStatus } from '@agency/contracts';
import { pagedByOffset } from '../cards/pagedList';
import { crmApi } from '../../store';

const LEADS = { type: 'Lead', id: 'LIST' } as const;

/**
 * The website's leads (staff only), new ones first, oldest first among them (their 24 hours run out
 * soonest), then the rest newest first: the server's order. A status change refreshes the list and the
 * dashboard's new-leads count.
 */
export const leadsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getLeads: build.infiniteQuery<LeadList, { q: '' }, number>({
      ...pagedByOffset('/api/leads'),
      responseSchema: LeadList,
      providesTags: [LEADS],
    }),
    updateLeadStatus: build.mutation<Lead, { id: string; status: LeadStatus }>({
      query: ({ id, status }) => ({
        url: `/api/leads/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { status },
      }),
      responseSchema: Lead,
      invalidatesTags: (_lead, error) => (error ? [] : [LEADS, 'DashboardStats']),
    }),
  }),
});

export const { useGetLeadsInfiniteQuery, useUpdateLeadStatusMutation } = leadsApi;
