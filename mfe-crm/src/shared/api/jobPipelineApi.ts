import {
  JobPipelineAddResult,
  JobPipelineBoard,
  JobPipelineEntry,
  JobPipelineStages,
  type JobPipelineAddInput,
  type JobPipelineMoveInput,
  type JobPipelineStagesInput,
} from '@agency/contracts';
import { crmApi } from '../../store';

const boardTag = (jobRoleId: string) => ({ type: 'JobPipeline' as const, id: jobRoleId });
/** A move to 'placed' closes a placement (decision 0128): the sales pipeline and the dashboard follow. */
const PLACEMENTS = [{ type: 'Placement', id: 'LIST' }, 'DashboardStats'] as const;

/** Each job role's candidate pipeline (decision 0128), staff only; the stage settings, changed by administrators. */
export const jobPipelineApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getJobPipeline: build.query<JobPipelineBoard, string>({
      query: (jobRoleId) => `/api/job-pipeline/roles/${encodeURIComponent(jobRoleId)}`,
      responseSchema: JobPipelineBoard,
      providesTags: (_board, _error, jobRoleId) => [
        boardTag(jobRoleId),
        { type: 'JobPipeline', id: 'STAGES' },
      ],
    }),
    addToJobPipeline: build.mutation<JobPipelineAddResult, { jobRoleId: string } & JobPipelineAddInput>({
      query: ({ jobRoleId, ...body }) => ({
        url: `/api/job-pipeline/roles/${encodeURIComponent(jobRoleId)}`,
        method: 'POST',
        body,
      }),
      responseSchema: JobPipelineAddResult,
      invalidatesTags: (_result, error, { jobRoleId }) => (error ? [] : [boardTag(jobRoleId)]),
    }),
    /** The card moves at once; if the server refuses, it goes back and the caller says why. */
    moveJobPipelineEntry: build.mutation<
      JobPipelineEntry,
      { jobRoleId: string; entryId: string } & JobPipelineMoveInput
    >({
      query: ({ entryId, jobRoleId: _jobRoleId, ...body }) => ({
        url: `/api/job-pipeline/entries/${encodeURIComponent(entryId)}`,
        method: 'PATCH',
        body,
      }),
      responseSchema: JobPipelineEntry,
      async onQueryStarted({ jobRoleId, entryId, stage }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          jobPipelineApi.util.updateQueryData('getJobPipeline', jobRoleId, (board) => {
            const entry = board.entries.find((item) => item.id === entryId);
            if (entry) entry.stage = stage;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_entry, error, { jobRoleId, stage }) =>
        error ? [] : [boardTag(jobRoleId), ...(stage === 'placed' ? PLACEMENTS : [])],
    }),
    saveJobPipelineStages: build.mutation<JobPipelineStages, JobPipelineStagesInput>({
      query: (body) => ({ url: '/api/job-pipeline/stages', method: 'PUT', body }),
      responseSchema: JobPipelineStages,
      invalidatesTags: (_stages, error) => (error ? [] : [{ type: 'JobPipeline', id: 'STAGES' }]),
    }),
  }),
});

export const {
  useGetJobPipelineQuery,
  useAddToJobPipelineMutation,
  useMoveJobPipelineEntryMutation,
  useSaveJobPipelineStagesMutation,
} = jobPipelineApi;
