// Issue 33 points 2, 4 and 5 (decision 0132): submissions with the candidate's consent first, what the candidate and
// the client see of them, the client's feedback and interviews, the 6-month flag, and the one reminder when overdue.
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CandidatesEvents,
  CLIENT_ACCESS_ENDED,
  MergeEvents,
  Streams,
  SubmissionEvents,
  type CandidateSubmission,
  type ClientInterview,
  type ClientSubmission,
  type EmployerSnapshot,
  type EventEnvelope,
  type InteractionList,
  type JobPipelineBoard,
  type Submission,
  type SubmissionCheck,
  type SubmissionEventData,
  type SubmissionResult,
} from '@agency/contracts';
import { AuthMessages, newEvent } from '@agency/service-kit';
import { CLIENT_SUBMISSION_NOT_FOUND, DECLINED_REASON, REQUEST_NOT_FOUND } from '../src/submissions/routes';
import { eventually, newId, OtherContexts, referenceKnown, startEngagement, startEngagementApi } from './helpers';
import { submissionCallers } from './submission-helpers';

// The sweep looks often here; only submissions past the promise (backdated below) are reminded.
process.env.SUBMISSION_SWEEP_MS = '200';
const { auth, engagement, staffToken, bus } = await startEngagementApi();
// A second instance on the same database: the reminder still goes once.
const twin = await startEngagement(engagement.dbName);
afterAll(async () => {
  await twin.close();
});

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.engagement, handler: async (event) => void published.push(event) });
const { candidateToken, clientToken, publishContacts } = await submissionCallers(bus, auth);

const run = randomUUID().slice(0, 8);
const others = new OtherContexts(bus);
const acme = await others.employer(`Acme ${run}`);
const other = await others.employer(`Other ${run}`);
const graceEmail = `grace-${run}@acme.test`;
const alanEmail = `alan-${run}@acme.test`;
const adaEmail = `ada-${run}@other.test`;
/** The catalog's update of an employer's contacts, as its relay publishes it. */
const setContacts = async (employer: EmployerSnapshot, version: number, contacts: { name: string; email: string }[]) => {
  await publishContacts(employer, version, contacts);
  await referenceKnown(engagement, 'employer_names', employer.id, version);
  await referenceKnown(twin, 'employer_names', employer.id, version);
};
await setContacts(acme, 2, [
  { name: 'Grace Hopper', email: graceEmail },
  { name: 'Alan Turing', email: alanEmail },
]);
await setContacts(other, 2, [{ name: 'Ada Lovelace', email: adaEmail }]);
const platform = await others.jobRole('Platform Lead', acme);
const data = await others.jobRole('Data Lead', acme);
const [alice, bob, carol, dan] = await Promise.all(['Alice Archer', 'Bob Baker', 'Carol Clark', 'Dan Dunn'].map((name) => others.candidate(name, { currentRole: 'Engineer' })));
for (const candidate of [alice!, bob!, carol!, dan!]) await referenceKnown(engagement, 'candidate_names', candidate.id);
for (const role of [platform, data]) await referenceKnown(engagement, 'job_role_names', role.id);

await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'Rita Recruiter', email: `rita-${run}@agency.test`, role: 'recruiter', password: 'Long-enough-pass-33' } });
const recruiterToken = await auth.login(`rita-${run}@agency.test`, 'Long-enough-pass-33');
const recruiterId = (await auth.call('GET', '/api/auth/me', { token: recruiterToken })).body.id as string;

const call = (method: string, path: string, body?: unknown, token = recruiterToken) => engagement.call(method, path, { token, body });

const addToPipeline = async (roleId: string, candidateIds: string[]) => expect((await call('POST', `/api/job-pipeline/roles/${roleId}`, { candidateIds })).status).toBe(201);
const entryOf = async (roleId: string, candidateId: string) =>
  ((await call('GET', `/api/job-pipeline/roles/${roleId}`)).body as JobPipelineBoard).entries.find((entry) => entry.candidateId === candidateId)!;
const submit = (roleId: string, body: Record<string, unknown>, token = recruiterToken) => call('POST', `/api/job-pipeline/roles/${roleId}/submissions`, body, token);
const eventsOf = (type: string, id: string) => published.filter((event) => event.type === type && event.aggregateId === id);

await addToPipeline(platform.id, [alice!.id, bob!.id, carol!.id]);
await addToPipeline(data.id, [alice!.id]);
const tokens = { alice: await candidateToken(alice!.id), bob: await candidateToken(bob!.id) };
const clients = {
  grace: await clientToken(acme, 'Grace Hopper', graceEmail),
  alan: await clientToken(acme, 'Alan Turing', alanEmail),
  ada: await clientToken(other, 'Ada Lovelace', adaEmail),
};
const byCandidate = new Map<string, Submission>();

describe('submitting to the client', () => {
  it('refuses a candidate not on the pipeline, naming them', async () => {
    const refused = await submit(platform.id, { candidateIds: [alice!.id, dan!.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Dan Dunn');
    expect(refused.body.message).not.toContain('Alice');
    expect((await submit(newId(), { candidateIds: [alice!.id] })).status).toBe(404);
  });

  it('asks each candidate first (awaiting consent, with the names for the e-mail); sending again answers the live one', async () => {
    const answer = await submit(platform.id, { candidateIds: [alice!.id, bob!.id, carol!.id], anonymised: true, note: 'Strong on streaming.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const result = answer.body as SubmissionResult;
    expect(result.created.map((s) => [s.candidate?.name, s.status, s.recruiterId, s.employerId])).toEqual([
      ['Alice Archer', 'awaiting_consent', recruiterId, acme.id],
      ['Bob Baker', 'awaiting_consent', recruiterId, acme.id],
      ['Carol Clark', 'awaiting_consent', recruiterId, acme.id],
    ]);
    for (const submission of result.created) byCandidate.set(submission.candidateId, submission);
    const alices = byCandidate.get(alice!.id)!;
    await eventually(() => eventsOf(SubmissionEvents.consentRequested, alices.id).length === 1);
    expect(eventsOf(SubmissionEvents.consentRequested, alices.id)[0]!.data).toMatchObject({
      jobRoleTitle: 'Platform Lead',
      employerName: acme.name,
      candidateName: 'Alice Archer',
      status: 'awaiting_consent',
    } satisfies Partial<SubmissionEventData>);

    const again = (await submit(platform.id, { candidateIds: [alice!.id] })).body as SubmissionResult;
    expect(again.created).toEqual([]);
    expect(again.alreadySubmitted.map((s) => s.id)).toEqual([alices.id]);
  });

  it("shows the candidate their own request with the question, never another's", async () => {
    const list = (await call('GET', '/api/candidate/submissions', undefined, tokens.alice)).body as CandidateSubmission[];
    expect(list.map((s) => [s.status, s.question])).toEqual([['awaiting_consent', `May we put you forward for Platform Lead at ${acme.name}?`]]);
    const alices = byCandidate.get(alice!.id)!;
    expect(((await call('GET', '/api/candidate/submissions', undefined, tokens.bob)).body as CandidateSubmission[]).map((s) => s.id)).not.toContain(alices.id);
    expect(await call('POST', `/api/candidate/submissions/${alices.id}/consent`, { decision: 'decline' }, tokens.bob)).toEqual({ status: 404, body: { message: REQUEST_NOT_FOUND } });
    expect((await call('POST', `/api/candidate/submissions/${newId()}/consent`, { decision: 'accept' }, tokens.bob)).status).toBe(404);
    // A staff token is not a candidate's.
    expect((await call('GET', '/api/candidate/submissions')).status).toBe(401);
  });

  it('accepting submits it and moves the entry to submitted; a second answer is a 409 saying what was answered', async () => {
    const alices = byCandidate.get(alice!.id)!;
    expect((await call('POST', `/api/candidate/submissions/${alices.id}/consent`, { decision: 'maybe' }, tokens.alice)).status).toBe(400);
    const accepted = await call('POST', `/api/candidate/submissions/${alices.id}/consent`, { decision: 'accept' }, tokens.alice);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: alices.id, status: 'submitted', submittedAt: expect.any(String) });
    const entry = await entryOf(platform.id, alice!.id);
    expect(entry.stage).toBe('submitted');
    expect(entry.history.at(-1)).toMatchObject({ to: 'submitted', byId: recruiterId });
    const second = await call('POST', `/api/candidate/submissions/${alices.id}/consent`, { decision: 'decline' }, tokens.alice);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^You already agreed to be put forward/);
    await eventually(() => eventsOf(SubmissionEvents.submitted, alices.id).length === 1);
    expect(eventsOf(SubmissionEvents.submitted, alices.id)[0]!.data).toMatchObject({ status: 'submitted', consent: { by: 'candidate' } });
    const list = (await call('GET', '/api/candidate/submissions', undefined, tokens.alice)).body as CandidateSubmission[];
    expect(list[0]).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
  });

  it("declining keeps it from the client and withdraws the entry with the reason", async () => {
    const bobs = byCandidate.get(bob!.id)!;
    expect((await call('POST', `/api/candidate/submissions/${bobs.id}/consent`, { decision: 'decline' }, tokens.bob)).body).toMatchObject({ status: 'declined' });
    expect(await entryOf(platform.id, bob!.id)).toMatchObject({ stage: 'withdrawn', reason: DECLINED_REASON });
    // The candidate keeps seeing what they said no to.
    expect(((await call('GET', '/api/candidate/submissions', undefined, tokens.bob)).body as CandidateSubmission[]).map((s) => [s.id, s.status])).toEqual([[bobs.id, 'declined']]);
    await eventually(() => eventsOf(SubmissionEvents.declined, bobs.id).length === 1);
    expect((await call('POST', `/api/candidate/submissions/${bobs.id}/consent`, { decision: 'accept' }, tokens.bob)).body.message).toMatch(/^You already declined/);
    expect((await call('GET', `/api/client/submissions/${bobs.id}/cv`, undefined, clients.grace)).status).toBe(404);
    // Declined is not live: Bob could be asked again once back on an open stage.
    expect((await submit(platform.id, { candidateIds: [bob!.id] })).status).toBe(400);
  });

  it('a recruiter records consent given on a call, with a note; only once', async () => {
    const carols = byCandidate.get(carol!.id)!;
    expect((await call('POST', `/api/submissions/${carols.id}/phone-consent`, { note: '' })).status).toBe(400);
    const recorded = await call('POST', `/api/submissions/${carols.id}/phone-consent`, { note: 'Agreed on a call, 2 Dec 10:00' }, staffToken);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body as Submission).toMatchObject({ status: 'submitted', consent: { by: 'recruiter', note: 'Agreed on a call, 2 Dec 10:00' }, overdue: false });
    expect((recorded.body as Submission).consent?.recordedById).not.toBe(recruiterId);
    expect((await entryOf(platform.id, carol!.id)).stage).toBe('submitted');
    const again = await call('POST', `/api/submissions/${carols.id}/phone-consent`, { note: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Carol Clark already agreed');
    expect((await call('POST', `/api/submissions/${newId()}/phone-consent`, { note: 'x' })).status).toBe(404);
  });

  it('flags a candidate submitted to the same employer in the last 6 months: 409 naming them, then sent when confirmed', async () => {
    const check = (await call('GET', `/api/job-pipeline/roles/${data.id}/submission-check?candidateIds=${alice!.id}`)).body as SubmissionCheck;
    expect(check.employer).toEqual({ id: acme.id, name: acme.name });
    expect(check.recentlySubmitted.map((recent) => [recent.candidate.name, recent.jobRole?.title, recent.recruiter?.id])).toEqual([['Alice Archer', 'Platform Lead', recruiterId]]);
    const flagged = await submit(data.id, { candidateIds: [alice!.id] });
    expect(flagged.status).toBe(409);
    expect(flagged.body.message).toBe(`Alice Archer was submitted to ${acme.name} in the last 6 months. Check the earlier submission, then confirm to send again.`);
    const sent = await submit(data.id, { candidateIds: [alice!.id], confirmRecentlySubmitted: true });
    expect(sent.status).toBe(201);
    expect((sent.body as SubmissionResult).created).toHaveLength(1);
    expect((await call('GET', `/api/job-pipeline/roles/${data.id}/submission-check?candidateIds=`)).status).toBe(400);
  });
});

describe('the client', () => {
  it("sees only its employer's submitted candidates, anonymised as chosen, with the stage and the due date", async () => {
    const seen = (await call('GET', '/api/client/submissions', undefined, clients.grace)).body as ClientSubmission[];
    expect(seen.map((s) => s.candidateLabel).sort()).toEqual([`Candidate ${alice!.id.slice(-6).toUpperCase()}`, `Candidate ${carol!.id.slice(-6).toUpperCase()}`]);
    const alices = seen.find((s) => s.id === byCandidate.get(alice!.id)!.id)!;
    expect(alices).toMatchObject({ jobRole: { id: platform.id, title: 'Platform Lead' }, note: 'Strong on streaming.', stage: 'Submitted to client', headline: 'Engineer', feedback: [] });
    expect(Date.parse(alices.feedbackDueAt) - Date.parse(alices.submittedAt)).toBe(48 * 3_600_000);
    expect(((await call('GET', `/api/client/submissions?jobRoleId=${data.id}`, undefined, clients.grace)).body as ClientSubmission[])).toEqual([]);
  });

  it("another employer's contact gets the same 404 on the list, the CV and the feedback", async () => {
    const alices = byCandidate.get(alice!.id)!.id;
    expect((await call('GET', '/api/client/submissions', undefined, clients.ada)).body).toEqual([]);
    expect(await call('GET', `/api/client/submissions/${alices}/cv`, undefined, clients.ada)).toEqual({ status: 404, body: { message: CLIENT_SUBMISSION_NOT_FOUND } });
    expect(await call('POST', `/api/client/submissions/${alices}/feedback`, { kind: 'interested' }, clients.ada)).toEqual({ status: 404, body: { message: CLIENT_SUBMISSION_NOT_FOUND } });
    expect(await call('GET', `/api/client/submissions/${newId()}/cv`, undefined, clients.grace)).toEqual({ status: 404, body: { message: CLIENT_SUBMISSION_NOT_FOUND } });
  });

  it('gets a 503 for the CV when the candidates service does not answer', async () => {
    const answer = await call('GET', `/api/client/submissions/${byCandidate.get(alice!.id)!.id}/cv`, undefined, clients.grace);
    expect(answer.status).toBe(503);
  }, 20_000);

  it('a staff token is refused on client routes, a client token on staff and candidate routes', async () => {
    expect(await call('GET', '/api/client/submissions', undefined, staffToken)).toMatchObject({ status: 401 });
    expect(await call('GET', '/api/client/interviews', undefined, tokens.alice)).toMatchObject({ status: 401 });
    expect(await call('GET', '/api/submissions', undefined, clients.grace)).toEqual({ status: 401, body: { message: AuthMessages.notForClients } });
    expect((await submit(platform.id, { candidateIds: [alice!.id] }, clients.grace)).status).toBe(401);
    expect((await call('GET', '/api/candidate/submissions', undefined, clients.grace)).status).toBe(401);
  });

  it('not suitable needs a reason and rejects the entry with it; feedback is appended', async () => {
    const carols = byCandidate.get(carol!.id)!.id;
    const noReason = await call('POST', `/api/client/submissions/${carols}/feedback`, { kind: 'not_suitable' }, clients.grace);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('Say why the candidate is not suitable.');
    expect((await call('POST', `/api/client/submissions/${carols}/feedback`, { kind: 'interested' }, clients.alan)).status).toBe(201);
    const given = await call('POST', `/api/client/submissions/${carols}/feedback`, { kind: 'not_suitable', reason: 'Too little Kafka' }, clients.grace);
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect((given.body as ClientSubmission).feedback.map((f) => [f.kind, f.contactName, f.reason])).toEqual([
      ['interested', 'Alan Turing', null],
      ['not_suitable', 'Grace Hopper', 'Too little Kafka'],
    ]);
    expect(await entryOf(platform.id, carol!.id)).toMatchObject({ stage: 'rejected', reason: 'Too little Kafka' });
    await eventually(() => eventsOf(SubmissionEvents.feedbackGiven, carols).length === 2);
  });

  it('an interview request is scheduled by the recruiter: an interaction of kind interview, the entry at client interview', async () => {
    const alices = byCandidate.get(alice!.id)!.id;
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await call('POST', `/api/client/submissions/${alices}/feedback`, { kind: 'interview_requested', proposedTimes: [past] }, clients.grace)).status).toBe(400);
    expect((await call('POST', `/api/client/submissions/${alices}/feedback`, { kind: 'interview_requested', proposedTimes: [] }, clients.grace)).status).toBe(400);
    const proposed = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await call('POST', `/api/client/submissions/${alices}/feedback`, { kind: 'interview_requested', proposedTimes: [proposed] }, clients.grace)).status).toBe(201);

    const scheduled = await call('POST', `/api/submissions/${alices}/interview`, { scheduledAt: proposed, location: 'Acme HQ, room 3' });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    const interviewId = (scheduled.body as Submission).interviewId!;
    const interviews = (await call('GET', `/api/interactions?type=interview&candidateId=${alice!.id}`)).body as InteractionList;
    expect(interviews.items.find((interaction) => interaction.id === interviewId)).toMatchObject({
      status: 'scheduled',
      candidateId: alice!.id,
      employerId: acme.id,
      jobRoleId: platform.id,
      location: 'Acme HQ, room 3',
      date: proposed,
    });
    expect((await entryOf(platform.id, alice!.id)).stage).toBe('client_interview');
    await eventually(() => eventsOf(SubmissionEvents.interviewScheduled, alices).length === 1);
    expect((await call('POST', `/api/submissions/${alices}/interview`, { scheduledAt: proposed })).status).toBe(409);

    const clientInterviews = (await call('GET', '/api/client/interviews', undefined, clients.grace)).body as ClientInterview[];
    expect(clientInterviews).toEqual([{ id: interviewId, submissionId: alices, jobRole: { id: platform.id, title: 'Platform Lead' }, candidateLabel: expect.stringMatching(/^Candidate /), scheduledAt: proposed, location: 'Acme HQ, room 3' }]);
    expect((await call('GET', '/api/client/submissions', undefined, clients.grace)).body.find((s: ClientSubmission) => s.id === alices).stage).toBe('Client interview');
    expect((await call('GET', '/api/client/interviews', undefined, clients.ada)).body).toEqual([]);
  });

  it('a contact removed from the employer loses access at once (401)', async () => {
    await setContacts(acme, 3, [{ name: 'Grace Hopper', email: graceEmail }]);
    expect(await call('GET', '/api/client/submissions', undefined, clients.alan)).toEqual({ status: 401, body: { message: CLIENT_ACCESS_ENDED } });
    expect((await call('GET', '/api/client/interviews', undefined, clients.alan)).status).toBe(401);
    expect((await call('GET', '/api/client/submissions', undefined, clients.grace)).status).toBe(200);
  });
});

describe('taking a candidate back', () => {
  it("withdraws the live submission when the recruiter moves the entry to withdrawn: the client no longer sees it, the flag still counts it", async () => {
    await addToPipeline(platform.id, [dan!.id]);
    const sent = (await submit(platform.id, { candidateIds: [dan!.id] })).body as SubmissionResult;
    const dans = sent.created[0]!.id;
    expect((await call('POST', `/api/submissions/${dans}/phone-consent`, { note: 'Agreed on a call' })).status).toBe(200);
    const seen = async () => ((await call('GET', '/api/client/submissions', undefined, clients.grace)).body as ClientSubmission[]).map((s) => s.id);
    expect(await seen()).toContain(dans);

    const entry = await entryOf(platform.id, dan!.id);
    expect((await call('PATCH', `/api/job-pipeline/entries/${entry.id}`, { stage: 'withdrawn', reason: 'Accepted another offer' })).status).toBe(200);
    expect(((await call('GET', `/api/submissions?jobRoleId=${platform.id}`)).body as Submission[]).find((s) => s.id === dans)?.status).toBe('withdrawn');
    await eventually(() => eventsOf(SubmissionEvents.withdrawn, dans).length === 1);
    expect(await seen()).not.toContain(dans);
    expect((await call('GET', `/api/client/submissions/${dans}/cv`, undefined, clients.grace)).status).toBe(404);

    expect((await call('PATCH', `/api/job-pipeline/entries/${entry.id}`, { stage: 'shortlisted' })).status).toBe(200);
    expect((await submit(platform.id, { candidateIds: [dan!.id] })).status).toBe(409);
    const again = (await submit(platform.id, { candidateIds: [dan!.id], confirmRecentlySubmitted: true })).body as SubmissionResult;
    expect(again.created).toHaveLength(1);

    // The entry moves forward only: one the recruiter moved on meanwhile stays where it is.
    expect((await call('PATCH', `/api/job-pipeline/entries/${entry.id}`, { stage: 'offer' })).status).toBe(200);
    expect((await call('POST', `/api/submissions/${again.created[0]!.id}/phone-consent`, { note: 'Agreed on a call' })).body).toMatchObject({ status: 'submitted' });
    expect((await entryOf(platform.id, dan!.id)).stage).toBe('offer');
  });
});

describe('an erased candidate (decision 0024)', () => {
  it("is no longer the client's to see, and their still-valid token gets the 401 that signs the portal out", async () => {
    const fay = await others.candidate('Fay Forget', { currentRole: 'Engineer' });
    await referenceKnown(engagement, 'candidate_names', fay.id);
    await addToPipeline(platform.id, [fay.id]);
    const fays = ((await submit(platform.id, { candidateIds: [fay.id] })).body as SubmissionResult).created[0]!.id;
    const faysToken = await candidateToken(fay.id);
    expect((await call('POST', `/api/candidate/submissions/${fays}/consent`, { decision: 'accept' }, faysToken)).status).toBe(200);
    const seen = async () => ((await call('GET', '/api/client/submissions', undefined, clients.grace)).body as ClientSubmission[]).map((s) => s.id);
    expect(await seen()).toContain(fays);

    await bus.publish(newEvent(CandidatesEvents.candidateDeleted, fay.id, 2, { id: fay.id }));
    await eventually(async () => (await call('GET', '/api/candidate/submissions', undefined, faysToken)).status === 401);
    expect((await call('GET', '/api/candidate/submissions', undefined, faysToken)).body.message).toBe(AuthMessages.candidateGone);
    // Whatever the body: the portal signs out rather than showing a form error.
    expect((await call('POST', `/api/candidate/submissions/${fays}/consent`, { decision: 'maybe' }, faysToken)).status).toBe(401);
    expect(await seen()).not.toContain(fays);
    for (const [method, path, body] of [
      ['GET', `/api/client/submissions/${fays}/cv`, undefined],
      ['POST', `/api/client/submissions/${fays}/feedback`, { kind: 'interested' }],
    ] as const) {
      expect((await call(method, path, body, clients.grace)).status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('a merge of candidates (decision 0126)', () => {
  it("gives the merged candidate's submissions to the kept one; where the kept one has a live one for the role, the merged one is withdrawn", async () => {
    const [eve, eva] = await Promise.all([others.candidate('Eve Evans Duplicate'), others.candidate('Eve Evans')]);
    for (const one of [eve, eva]) await referenceKnown(engagement, 'candidate_names', one.id);
    await addToPipeline(platform.id, [eve.id, eva.id]);
    await addToPipeline(data.id, [eve.id]);
    const onPlatform = (await submit(platform.id, { candidateIds: [eve.id, eva.id] })).body as SubmissionResult;
    const onData = (await submit(data.id, { candidateIds: [eve.id] })).body as SubmissionResult;
    const [evesPlatform, evasPlatform] = onPlatform.created.map((s) => s.id) as [string, string];
    const evesData = onData.created[0]!.id;
    const evesDataEntry = (await entryOf(data.id, eve.id)).id;

    await bus.publish(newEvent(MergeEvents.candidatesMerged, eve.id, 2, { keptId: eva.id, mergedId: eve.id, occurredAt: new Date().toISOString() }));
    const mine = async () => ((await call('GET', `/api/submissions?jobRoleId=${platform.id}`)).body as Submission[]).concat((await call('GET', `/api/submissions?jobRoleId=${data.id}`)).body as Submission[]);
    await eventually(async () => (await mine()).filter((s) => s.candidateId === eve.id).length === 0);
    const after = new Map((await mine()).map((s) => [s.id, s]));
    expect(after.get(evesPlatform)).toMatchObject({ candidateId: eva.id, status: 'withdrawn' });
    expect(after.get(evasPlatform)).toMatchObject({ candidateId: eva.id, status: 'awaiting_consent' });
    expect(after.get(evesData)).toMatchObject({ candidateId: eva.id, status: 'awaiting_consent', entryId: evesDataEntry });

    const evasRequests = (await call('GET', '/api/candidate/submissions', undefined, await candidateToken(eva.id))).body as CandidateSubmission[];
    expect(evasRequests.map((s) => s.id).sort()).toEqual([evasPlatform, evesData].sort());
    expect(((await submit(data.id, { candidateIds: [eva.id] })).body as SubmissionResult).alreadySubmitted.map((s) => s.id)).toEqual([evesData]);
    expect(eventsOf(SubmissionEvents.candidateMerged, evesData)).toHaveLength(1);
  });
});

describe('the response promise', () => {
  it('is 48 hours by default; administrators change it', async () => {
    expect((await call('GET', '/api/submissions/settings')).body).toEqual({ responsePromiseHours: 48 });
    expect((await call('PUT', '/api/submissions/settings', { responsePromiseHours: 24 })).status).toBe(403);
    expect((await call('PUT', '/api/submissions/settings', { responsePromiseHours: 0 }, staffToken)).status).toBe(400);
    expect((await call('PUT', '/api/submissions/settings', { responsePromiseHours: 72 }, staffToken)).body).toEqual({ responsePromiseHours: 72 });
    expect((await call('GET', '/api/submissions/settings')).body).toEqual({ responsePromiseHours: 72 });
  });

  it('lists a submission with no feedback past the promise as overdue, and the sweep sends its one reminder', async () => {
    // Alice's second submission (Data Lead): consent on a call, then submitted four days ago.
    const alices = ((await call('GET', `/api/submissions?jobRoleId=${data.id}`)).body as Submission[]).filter((s) => s.candidateId === alice!.id);
    expect(alices).toHaveLength(1);
    const id = alices[0]!.id;
    expect((await call('POST', `/api/submissions/${id}/phone-consent`, { note: 'Agreed by phone' })).status).toBe(200);
    expect(((await call('GET', '/api/submissions?overdue=true')).body as Submission[]).map((s) => s.id)).not.toContain(id);
    await engagement.context.db.collection('submissions').updateOne({ _id: new Types.ObjectId(id) }, { $set: { submittedAt: new Date(Date.now() - 4 * 86_400_000) } });
    const overdue = (await call('GET', '/api/submissions?overdue=true')).body as Submission[];
    expect(overdue.map((s) => [s.id, s.overdue])).toEqual([[id, true]]);

    await eventually(() => eventsOf(SubmissionEvents.reminderDue, id).length === 1);
    expect(eventsOf(SubmissionEvents.reminderDue, id)[0]!.data).toMatchObject({ employerName: acme.name, jobRoleTitle: 'Data Lead', contacts: [{ name: 'Grace Hopper', email: graceEmail }] });
    // Both instances go on sweeping: still one reminder.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(eventsOf(SubmissionEvents.reminderDue, id)).toHaveLength(1);
    const reminded = ((await call('GET', `/api/submissions?jobRoleId=${data.id}`)).body as Submission[]).find((s) => s.id === id)!;
    expect(reminded.reminderSentAt).not.toBeNull();
    // Feedback ends the overdue.
    expect((await call('POST', `/api/client/submissions/${id}/feedback`, { kind: 'interested' }, clients.grace)).status).toBe(201);
    expect(((await call('GET', '/api/submissions?overdue=true')).body as Submission[]).map((s) => s.id)).not.toContain(id);
  });
});
