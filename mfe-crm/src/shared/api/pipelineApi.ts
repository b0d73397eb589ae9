import { Placement, PlacementList, type PlacementInput, type PlacementStage } from '@agency/contracts';
import { crmApi } from '../../store';

const PLACEMENTS = { type: 'Placement', id: 'LIST' } as const;
/** A change to the pipeline shows on its own board and on the dashboard's counts and sums. */
const AFTER_CHANGE = [PLACEMENTS, 'DashboardStats'] as const;

/** The board reads the whole pipeline in one request: the contract's largest page. */
export const PIPELINE_LIMIT = 1000;

/** Placements, the sales pipeline (staff only), with the candidate's, employer's and role's names. */
export const pipelineApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getPlacements: build.query<PlacementList, void>({
      query: () => `/api/placements?limit=${PIPELINE_LIMIT}`,
      responseSchema: PlacementList,
      providesTags: [PLACEMENTS],
    }),
    addPlacement: build.mutation<Placement, PlacementInput>({
      query: (placement) => ({ url: '/api/placements', method: 'POST', body: placement }),
      responseSchema: Placement,
      invalidatesTags: (_placement, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
    /**
     * Moves a card to another stage. The board moves it at once (and its column sums follow); if the
     * server refuses, the card goes back where it was and the caller tells the user.
     */
    movePlacement: build.mutation<Placement, { id: string; status: PlacementStage }>({
      query: ({ id, status }) => ({
        url: `/api/placements/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { status },
      }),
      responseSchema: Placement,
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          pipelineApi.util.updateQueryData('getPlacements', undefined, (list) => {
            const placement = list.items.find((item) => item.id === id);
            if (placement) placement.status = status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_placement, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
    deletePlacement: build.mutation<null, string>({
      query: (id) => ({ url: `/api/placements/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
  }),
});

export const {
  useGetPlacementsQuery,
  useAddPlacementMutation,
  useMovePlacementMutation,
  useDeletePlacementMutation,
} = pipelineApi;
