import { jobsBoardApiPath, type JobRoleList, type JobsBoardQuery } from '@agency/contracts';
import { publicApi } from '../api';

/** The jobs board's list: open roles searched, filtered and paged by the catalog (in the board's chunk, with its contracts). */
export const boardApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getJobsBoard: build.query<JobRoleList, JobsBoardQuery>({
      // The address the gateway preloads for this page (decision 0048): the same function builds both.
      query: (query) => jobsBoardApiPath(query),
    }),
  }),
});

export const { useGetJobsBoardQuery } = boardApi;
