import { EmailPreferences, type EmailPreferencesInput } from '@agency/contracts';
import { portalApi } from '../../store';

/** The e-mails the candidate may turn off (services/notifications, decision 0099). */
export const emailPreferencesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getEmailPreferences: build.query<EmailPreferences, void>({
      query: () => '/api/candidate/email-preferences',
      responseSchema: EmailPreferences,
      providesTags: ['EmailPreferences'],
    }),
    /** The answer is the preferences as stored: shown at once, without asking again. */
    setEmailPreferences: build.mutation<EmailPreferences, EmailPreferencesInput>({
      query: (changes) => ({ url: '/api/candidate/email-preferences', method: 'PUT', body: changes }),
      responseSchema: EmailPreferences,
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(emailPreferencesApi.util.upsertQueryData('getEmailPreferences', undefined, data));
      },
    }),
  }),
});

export const { useGetEmailPreferencesQuery, useSetEmailPreferencesMutation } = emailPreferencesApi;
