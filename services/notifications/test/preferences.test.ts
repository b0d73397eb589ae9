import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVISION_CANDIDATE_ACCOUNT, UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from '@agency/contracts';
import { AuthMessages, type EventBus } from '@agency/service-kit';
import { ADMIN, eventually, newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { candidateErased, candidateSaved, connectBus, interactionSaved, messageSent, reminderDue, startNotifications } from './helpers';

// The e-mails a candidate may turn off (decision 0099): in the portal with their token, or in one click from the
// e-mail itself (RFC 8058). Invitations always go.
let mailpit: OwnMailpit;
let bus: EventBus;
let auth: Awaited<ReturnType<typeof startAuth>>;
let service: Awaited<ReturnType<typeof startNotifications>>;
beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  service = await startNotifications(mailpit);
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
});

/** A candidate the service knows, with their portal token. */
async function candidate(name: string) {
  const id = newId();
  const email = `${name.toLowerCase()}.${id.slice(-6)}@example.com`;
  await bus.publish(candidateSaved({ id, name, email }));
  const reply = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId: id, email }), { timeout: 5_000 });
  const token = (reply.json() as { token: string }).token;
  await eventually(async () => (await service.context.db.collection('candidates').countDocuments({ _id: id } as never)) === 1);
  return { id, email, token };
}
const preferences = (token?: string, body?: unknown) =>
  service.call(body === undefined ? 'GET' : 'PUT', '/api/candidate/email-preferences', { token, body });
/** What reached the address, besides the link to choose a password that making the account sends. */
const inbox = async (address: string) =>
  (await mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address) && !message.Subject.startsWith('Choose a password'));
const headersOf = async (id: string) => (await (await fetch(`${mailpit.apiUrl}/api/v1/message/${id}/headers`)).json()) as Record<string, string[]>;
/** What a mail client does with the List-Unsubscribe address: a form post of `List-Unsubscribe=One-Click`. */
const oneClick = (address: string) =>
  fetch(address.replace('https://jobs.example.com', service.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('e-mail preferences', () => {
  it("are the candidate's own, all on at first, changed one at a time, and refused to staff, to nobody and with a bad body", async () => {
    const ada = await candidate('Ada');
    expect(await preferences(ada.token)).toEqual({ status: 200, body: { interviewReminders: true, messageAlerts: true } });
    expect(await preferences(ada.token, { messageAlerts: false })).toEqual({ status: 200, body: { interviewReminders: true, messageAlerts: false } });
    expect((await preferences(ada.token)).body).toEqual({ interviewReminders: true, messageAlerts: false });

    const other = await candidate('Ben');
    expect((await preferences(other.token)).body).toEqual({ interviewReminders: true, messageAlerts: true });
    expect((await preferences(await auth.login(ADMIN.email, ADMIN.password))).status).toBe(401); // candidate routes take candidate tokens only
    expect((await preferences()).status).toBe(401);
    for (const bad of [{}, { messageAlerts: 'no' }, { messageAlerts: false, candidateId: other.id }]) {
      const answer = await preferences(ada.token, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.message).toMatch(/^Invalid body/);
    }
    expect((await preferences(other.token)).body).toEqual({ interviewReminders: true, messageAlerts: true });

    // Erased: the token, still unexpired, gets the 401 that signs the portal out, and the preferences go.
    await bus.publish(candidateErased(ada.id, 2));
    await eventually(async () => (await preferences(ada.token)).status === 401);
    expect((await preferences(ada.token, { messageAlerts: true })).body.message).toBe(AuthMessages.candidateGone);
    expect(await service.context.db.collection('email_preferences').countDocuments({ _id: ada.id } as never)).toBe(0);
  });

  it('stop the e-mails turned off and never an invitation; each optional one carries a one-click unsubscribe for itself alone', async () => {
    const cleo = await candidate('Cleo');
    await bus.publish(reminderDue({ candidateId: cleo.id, title: 'First reminder' }));
    const [reminder] = await eventually(async () => (await inbox(cleo.email)).length === 1).then(() => inbox(cleo.email));
    const [unsubscribe] = (await headersOf(reminder!.ID))['List-Unsubscribe']!;
    expect((await headersOf(reminder!.ID))['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(unsubscribe).toMatch(/^<https:\/\/jobs\.example\.com\/api\/email-preferences\/unsubscribe\?token=/);
    const address = unsubscribe!.slice(1, -1);

    // A token changed in any way, or for another kind, does nothing.
    const forged = address.replace('interviewReminders', 'messageAlerts');
    expect(await (await oneClick(forged)).json()).toEqual({ message: UNSUBSCRIBE_LINK_INVALID });
    expect((await oneClick(`${address}x`)).status).toBe(400);
    const answer = await oneClick(address);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: UNSUBSCRIBED });
    expect((await preferences(cleo.token)).body).toEqual({ interviewReminders: false, messageAlerts: true });

    // Turned off: no reminder and, once message alerts are off too, no message alert; the invitation still goes.
    await preferences(cleo.token, { messageAlerts: false });
    await bus.publish(reminderDue({ candidateId: cleo.id, title: 'Second reminder' }));
    await bus.publish(messageSent({ recipientId: cleo.id, subject: 'Quiet message' }));
    await bus.publish(interactionSaved({ id: newId(), candidateId: cleo.id, subject: 'Always invited' }, 1));
    await eventually(async () => (await inbox(cleo.email)).some((message) => message.Subject === 'Interview invitation: Always invited'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await inbox(cleo.email)).map((message) => message.Subject).sort()).toEqual(['Interview invitation: Always invited', reminder!.Subject]);
    expect((await headersOf((await inbox(cleo.email)).find((message) => message.Subject.startsWith('Interview invitation'))!.ID))['List-Unsubscribe']).toBeUndefined();
  });
});
