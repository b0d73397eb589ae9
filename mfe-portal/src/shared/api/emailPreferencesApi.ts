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
    /** The box moves at once; the server's answer is then shown, or the change undone when it fails. */
    setEmailPreferences: build.mutation<EmailPreferences, EmailPreferencesInput>({
      query: (changes) => ({ url: '/api/candidate/email-preferences', method: 'PUT', body: changes }),
      responseSchema: EmailPreferences,
      async onQueryStarted(changes, { dispatch, queryFulfilled }) {
        const shown = dispatch(emailPreferencesApi.util.updateQueryData('getEmailPreferences', undefined, (preferences) => Object.assign(preferences, changes)));
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(emailPreferencesApi.util.upsertQueryData('getEmailPreferences', undefined, data));
        else shown.undo();
      },
    }),
  }),
});

export const { useGetEmailPreferencesQuery, useSetEmailPreferencesMutation } = emailPreferencesApi;
