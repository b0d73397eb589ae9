// An employer's contact as the client portal makes one (decision 0130): invited from the employer's page, the
// e-mailed link's token sets the password and answers their client token.
import { eventually } from '@agency/testing';
import { apiClient } from './api-client';
import type { Platform } from './platform';

export const CLIENT_PASSWORD = 'Tidal-Ember-Quarry-62';

/** Invites `email`, one of the employer's contacts, and sets its password from the link: the contact's client token. */
export async function invitedClientToken(platform: Platform, staffToken: string, employerId: string, email: string): Promise<string> {
  const api = apiClient(platform.url);
  const invited = await api.send('POST', `/api/employers/${employerId}/client-invitations`, { token: staffToken, body: { email } });
  if (invited.status !== 202) throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  let link: string | undefined;
  await eventually(async () => {
    const sent = (await platform.mailpit.messages()).find((message) => message.To.some((to) => to.Address === email));
    link = sent && /\/clientportal\/reset-password\?token=(\S+)/.exec((await platform.mailpit.message(sent.ID)).Text)?.[1];
    return Boolean(link);
  }, 30_000);
  const signedIn = await api.send('POST', '/api/client/auth/reset-password', { body: { token: decodeURIComponent(link!), newPassword: CLIENT_PASSWORD } });
  if (signedIn.status !== 200) throw new Error(`setting the password failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return (signedIn.body as { token: string }).token;
}

/** A new employer with one contact, invited: the contact's client token. */
export async function clientContactToken(platform: Platform, staffToken: string, email: string): Promise<string> {
  const employer = await apiClient(platform.url).send('POST', '/api/employers', {
    token: staffToken,
    body: { name: `Client of ${email}`, status: 'active', contacts: [{ name: 'Client Contact', email }] },
  });
  if (employer.status !== 201) throw new Error(`employer not made: ${employer.status} ${JSON.stringify(employer.body)}`);
  return invitedClientToken(platform, staffToken, (employer.body as { id: string }).id, email);
}
