import { afterAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@agency/service-kit';
import { candidateToken, closeAll, connectBus, eventually, OtherContexts, referenceKnown, startWithAuth } from './helpers';

/**
 * Decision 0069 at a service other than auth: once a candidate changes their password or signs out
 * everywhere, the portal service refuses their older tokens (it hears of it on the AUTH stream).
 */
const { auth, portal } = await startWithAuth();
const bus = await connectBus();
const others = new OtherContexts(bus);
afterAll(async () => {
  await closeAll(portal, auth);
  await bus.close();
});

const matches = (token: string) => portal.call('GET', '/api/candidate/job-matches', { token });
const ended = { status: 401, body: { message: AuthMessages.sessionEnded } };

async function knownCandidate(name: string) {
  const candidate = await others.candidate(name);
  await referenceKnown(portal, 'candidate_refs', candidate.id);
  return candidateToken(bus, candidate.id);
}

describe("a candidate's ended sessions at the portal service", () => {
  it('refuse the token from before a password change; the token the change answered works', async () => {
    const before = await knownCandidate('Sessions Sam');
    expect((await matches(before)).status).toBe(200);

    const changed = await auth.call('PUT', '/api/candidate/auth/password', { token: before, body: { newPassword: 'Correct-Horse-Battery-9' } });
    expect(changed.status).toBe(200);

    await eventually(async () => (await matches(before)).status === 401, 5_000);
    expect(await matches(before)).toEqual(ended);
    expect(await matches(changed.body.token)).toMatchObject({ status: 200 });
  });

  it("'Sign out everywhere' ends every token of the candidate, the caller's too", async () => {
    const token = await knownCandidate('Everywhere Eve');
    expect((await matches(token)).status).toBe(200);
    expect((await auth.call('DELETE', '/api/candidate/auth/sessions', { token })).status).toBe(204);
    await eventually(async () => (await matches(token)).status === 401, 5_000);
    expect(await matches(token)).toEqual(ended);
  });
});
