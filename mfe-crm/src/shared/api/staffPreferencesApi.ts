import { StaffEmailPreferences, type StaffEmailPreferencesInput } from '@agency/contracts';
import { crmApi } from '../../store';

/** The signed-in team member's own optional e-mails (services/notifications, decision 0121). */
export const staffPreferencesApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffEmailPreferences: build.query<StaffEmailPreferences, void>({
      query: () => '/api/staff/email-preferences',
      responseSchema: StaffEmailPreferences,
    }),
    /** The choices sent (one left out is kept); the answer is what is stored now: it replaces the preferences shown. */
    setStaffEmailPreferences: build.mutation<StaffEmailPreferences, StaffEmailPreferencesInput>({
      query: (preferences) => ({ url: '/api/staff/email-preferences', method: 'PUT', body: preferences }),
      responseSchema: StaffEmailPreferences,
      async onQueryStarted(_preferences, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffPreferencesApi.util.upsertQueryData('getStaffEmailPreferences', undefined, data));
      },
    }),
  }),
});

export const { useGetStaffEmailPreferencesQuery, useSetStaffEmailPreferencesMutation } = staffPreferencesApi;
