// Decision 0132: the client's CV of a submission, end to end: engagement checks the client's right and asks the real
// candidates service (rpc.candidates.render-client-cv) for the PDF of decision 0129.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { SubmissionResult } from '@agency/contracts';
import { startCandidates } from '@agency/candidates/testing';
import { OtherContexts, referenceKnown, startEngagementApi } from './helpers';
import { submissionCallers } from './submission-helpers';

const { auth, engagement, staffToken, bus } = await startEngagementApi();
const candidates = await startCandidates();
afterAll(async () => {
  await candidates.close();
});
const { clientToken, publishContacts } = await submissionCallers(bus, auth);

const run = randomUUID().slice(0, 8);
const others = new OtherContexts(bus);
const employer = await others.employer(`Northwind ${run}`);
await publishContacts(employer, 2, [{ name: 'Grace Hopper', email: `grace-${run}@northwind.test` }]);
await referenceKnown(engagement, 'employer_names', employer.id, 2);
const role = await others.jobRole('Data Engineer', employer);
await referenceKnown(engagement, 'job_role_names', role.id);
// A real candidate of the candidates service: engagement learns of them from its event.
const created = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: 'Priya Raman', email: `priya-${run}@example.com`, currentRole: 'Senior Data Engineer' } });
expect(created.status).toBe(201);
const candidateId = created.body.id as string;
await referenceKnown(engagement, 'candidate_names', candidateId);

const call = (method: string, path: string, body?: unknown) => engagement.call(method, path, { token: staffToken, body });
expect((await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: [candidateId] })).status).toBe(201);
const submitted = await call('POST', `/api/job-pipeline/roles/${role.id}/submissions`, { candidateIds: [candidateId], note: 'Strong on streaming.' });
const submissionId = (submitted.body as SubmissionResult).created[0]!.id;
expect((await call('POST', `/api/submissions/${submissionId}/phone-consent`, { note: 'Agreed on a call' })).status).toBe(200);
const grace = await clientToken(employer, 'Grace Hopper', `grace-${run}@northwind.test`);

describe("a submission's CV for the client", () => {
  it('is the PDF the candidates service makes, named after the candidate, kept by no shared cache', async () => {
    const response = await fetch(`${engagement.url}/api/client/submissions/${submissionId}/cv`, { headers: { authorization: `Bearer ${grace}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="Priya-Raman-CV.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
