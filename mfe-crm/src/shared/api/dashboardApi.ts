import { DashboardStats } from '@agency/contracts';
import { crmApi } from '../../store';

/**
 * The dashboard's figures (also the pipeline's summary cards), composed at the gateway from each
 * service's counts. Every create, update and delete that changes a figure invalidates 'DashboardStats'.
 */
export const dashboardApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/api/dashboard/stats',
      responseSchema: DashboardStats,
      providesTags: ['DashboardStats'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardApi;
