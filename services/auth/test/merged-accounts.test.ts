import { Types } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MergeEvents, PROVISION_CANDIDATE_ACCOUNT, ProvisionCandidateAccountReply } from '@agency/contracts';
import { createLogger, EventBus, newEvent } from '@agency/service-kit';
import { eventually } from '@agency/testing';
import { startAuth } from './helpers';

// The portal accounts of merged candidates (decision 0126). One auth instance for the file: its consumers are durable and shared.
const auth = await startAuth();
const bus = await EventBus.connect(inject('natsUrl'), 'auth-merged-accounts-test', createLogger('auth-merged-accounts-test'));
afterAll(async () => {
  await bus.close();
  await auth.close();
});

let serial = 0;
async function applicant(password: string) {
  const candidateId = new Types.ObjectId().toHexString();
  const email = `merged-${++serial}-${candidateId.slice(-6)}@example.com`;
  const message = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email, password }), { timeout: 5_000 });
  const reply = ProvisionCandidateAccountReply.parse(message.json());
  if (!reply.ok) throw new Error(`not provisioned: ${reply.message}`);
  return { candidateId, email, password };
}

const merge = (keptId: string, mergedId: string) => bus.publish(newEvent(MergeEvents.candidatesMerged, mergedId, 3, { keptId, mergedId, occurredAt: new Date().toISOString() }));
const signIn = (email: string, password: string) => auth.call('POST', '/api/candidate/auth/login', { body: { email, password } });
const accountOf = (email: string) => auth.context.db.collection('candidate_accounts').findOne({ email });

describe('portal accounts of merged candidates', () => {
  it('keeps the kept candidate’s account and closes the merged one’s when both have one', async () => {
    const kept = await applicant('kept-password-1');
    const merged = await applicant('merged-password-1');
    await merge(kept.candidateId, merged.candidateId);
    await eventually(async () => (await accountOf(merged.email)) === null);
    expect((await signIn(merged.email, merged.password)).status).toBe(401);
    expect((await signIn(kept.email, kept.password)).status).toBe(200);
    expect((await accountOf(kept.email))?.candidateId).toBe(kept.candidateId);
  });

  it('moves the merged candidate’s account to the kept one when only the merged one had one, and a repeat changes nothing', async () => {
    const keptId = new Types.ObjectId().toHexString();
    const merged = await applicant('moving-password-1');
    await merge(keptId, merged.candidateId);
    await eventually(async () => (await accountOf(merged.email))?.candidateId === keptId);
    expect((await signIn(merged.email, merged.password)).status).toBe(200);
    await merge(keptId, merged.candidateId);
    expect((await accountOf(merged.email))?.candidateId).toBe(keptId);
  });
});
