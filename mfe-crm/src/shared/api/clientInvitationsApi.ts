import { ClientInvitationResponse, type ClientInvitationInput } from '@agency/contracts';
import { crmApi } from '../../store';

/** Invitations of an employer's contact people to the client portal (decision 0130). */
export const clientInvitationsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    /** A set-password link to one of the employer's contacts; a contact's earlier links stop working. */
    inviteClientContact: build.mutation<ClientInvitationResponse, { employerId: string } & ClientInvitationInput>({
      query: ({ employerId, email }) => ({
        url: `/api/employers/${encodeURIComponent(employerId)}/client-invitations`,
        method: 'POST',
        body: { email },
      }),
      responseSchema: ClientInvitationResponse,
    }),
  }),
});

export const { useInviteClientContactMutation } = clientInvitationsApi;
