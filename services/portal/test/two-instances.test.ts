import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import { EngagementEvents, type InteractionSnapshot } from '@agency/contracts';
import { newEvent } from '@agency/service-kit';
import { closeAll, connectBus, eventually, newId, OtherContexts, referenceKnown, startPortal, startWithAuth } from './helpers';

/**
 * Two portal instances on one database and one NATS, as `docker-compose.scale.yml` runs them (decision 0086):
 * each interview interaction is made into one appointment, whichever instance reads its events.
 */
const { auth, portal: first, staffToken } = await startWithAuth();
const second = await startPortal(first.dbName);
const bus = await connectBus();
const others = new OtherContexts(bus);
afterAll(async () => {
  await closeAll(first, second, auth);
  await bus.close();
});

const candidate = await others.candidate('Two Instances Candidate');
await referenceKnown(first, 'candidate_refs', candidate.id);
await referenceKnown(second, 'candidate_refs', candidate.id);

/** An interview as engagement's events describe it, at `version`. */
function interview(id: string, version: number, date: Date): Parameters<typeof newEvent<InteractionSnapshot>> {
  const now = new Date().toISOString();
  const snapshot: InteractionSnapshot = {
    id,
    type: 'interview',
    subject: `Interview ${id}`,
    date: date.toISOString(),
    status: 'scheduled',
    candidateId: candidate.id,
    createdAt: now,
    updatedAt: now,
  };
  return [version === 1 ? EngagementEvents.interactionCreated : EngagementEvents.interactionUpdated, id, version, snapshot];
}

describe('two portal instances', () => {
  it('make one appointment per interview, with its newest date, when both follow the same stream', async () => {
    const interviews = Array.from({ length: 30 }, () => newId());
    const firstDate = addDays(new Date(), 3);
    const movedDate = addDays(new Date(), 4);
    // Each interview created, then at once moved to another day: its two events may be applied side by side.
    await Promise.all(
      interviews.map(async (id) => {
        await bus.publish(newEvent(...interview(id, 1, firstDate)));
        await bus.publish(newEvent(...interview(id, 2, movedDate)));
      }),
    );

    const appointmentsOf = async (id: string) =>
      (await first.call('GET', `/api/appointments?interactionId=${id}`, { token: staffToken })).body as { date: string }[];
    await eventually(async () => {
      const found = await Promise.all(interviews.map(appointmentsOf));
      return found.every((appointments) => appointments.length >= 1 && appointments[0]!.date === movedDate.toISOString());
    });
    // Read once more from the database: no instance made a second one.
    const stored = await first.context.db.collection('appointments').find({ interactionId: { $in: interviews }, deletedAt: null }).toArray();
    expect(stored).toHaveLength(interviews.length);
    expect(new Set(stored.map((appointment) => appointment.interactionId)).size).toBe(interviews.length);
  });
});
