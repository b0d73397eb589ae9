import { CandidateProfile, type CandidateProfileUpdate } from '@agency/contracts';
import { portalApi } from '../../store';

/** The spec's candidate profile cache (section 9): 5 minutes, then an unused profile is dropped and read again. */
export const PROFILE_CACHE_SECONDS = 300;

/**
 * The signed-in candidate's own profile. Not retried and cached 5 minutes (spec section 7); a 401 means the
 * token expired or the candidate was erased, and the portal then signs out (see portal/usePortalView).
 */
export const profileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<CandidateProfile, void>({
      query: () => '/api/candidate/profile',
      responseSchema: CandidateProfile,
      keepUnusedDataFor: PROFILE_CACHE_SECONDS,
      providesTags: ['Profile'],
    }),
    /** The answer is the saved profile: it replaces the cached one, so the screens switch without a second read. */
    updateProfile: build.mutation<CandidateProfile, CandidateProfileUpdate>({
      query: (changes) => ({ url: '/api/candidate/profile', method: 'PUT', body: changes }),
      responseSchema: CandidateProfile,
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          // A failed save leaves the cached profile as it was; the caller shows the failure.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
