import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uniqueDbName } from '@agency/testing';
import {
  connectDatabase,
  createLogger,
  EventBus,
  HttpError,
  newEvent,
  ProjectionRunner,
  ReferenceBook,
  ReferenceMessages,
  References,
  subjectFilter,
  type Projection,
} from '../src/index';

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit_projections'));
const log = createLogger('kit-projections');
const bus = await EventBus.connect(inject('natsUrl'), 'kit-projections', log);
afterAll(async () => {
  await bus.close();
  await db.close();
});

// A stream of its own, so that its checkpoint and its events are this test's alone.
const tag = randomUUID().slice(0, 8);
const stream = { name: `KIT_${tag}`, subjects: [`kit-${tag}.>`] };
const Events = { created: `kit-${tag}.candidate.created`, deleted: `kit-${tag}.candidate.deleted` };
const copies = db.model('KitCandidateName', new Schema({ _id: String, name: String, active: Boolean, version: Number }, { collection: `kit_names_${tag}`, versionKey: false }));

function candidateReferences() {
  const candidate = new ReferenceBook<{ name: string }>({
    kind: 'candidate',
    stream,
    handles: [Events.created, Events.deleted],
    model: copies,
    read: (event) => (event.type === Events.deleted ? { value: null, active: false } : { value: { name: (event.data as { name: string }).name }, active: true }),
    toRow: (value, active) => ({ name: value?.name ?? null, active }),
    fromRow: (_id, row) => ({ value: row.name ? { name: String(row.name) } : null, active: row.active === true }),
  });
  return new References({ candidate });
}

const refusal = (check: () => void) => {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
  }
};

describe('the projection kit', () => {
  it("filters a durable consumer on the types' common subject", () => {
    expect(subjectFilter(['candidates.candidate.deleted'])).toBe('candidates.candidate.deleted');
    expect(subjectFilter(['portal.appointment.scheduled', 'portal.appointment.updated'])).toBe('portal.appointment.*');
    expect(subjectFilter(['catalog.employer.created', 'catalog.job-role.created'])).toBeUndefined();
  });

  it('keeps references from a database checkpoint: newest version wins, links checked, a restart resumes', async () => {
    const ada = randomUUID();
    const grace = randomUUID();
    await bus.ensureStream(stream);
    await bus.publish(newEvent(Events.created, ada, 1, { name: 'Ada' }));
    await bus.publish(newEvent(Events.created, ada, 1, { name: 'Ada (repeated)' }));
    await bus.publish(newEvent(Events.created, grace, 1, { name: 'Grace' }));
    await bus.publish(newEvent(Events.deleted, grace, 2, {}));
    await bus.publish(newEvent(Events.created, grace, 1, { name: 'Grace (late)' }));

    const first = new ProjectionRunner(db, bus, log);
    const references = candidateReferences();
    await first.follow(...references.projections);
    expect(references.books.candidate.get(ada)).toEqual({ name: 'Ada' });
    expect(references.books.candidate.get(grace)).toBeNull();
    expect(references.books.candidate.isRemoved(grace)).toBe(true);
    expect(refusal(() => references.checkLinks({ candidateId: ada }))).toBeNull();
    expect(refusal(() => references.checkLinks({ candidateId: grace }))).toEqual({ status: 400, message: ReferenceMessages.candidate });
    expect(refusal(() => references.checkLinks({ candidateId: randomUUID() }))).toEqual({ status: 400, message: ReferenceMessages.candidate });
    expect(await copies.findById(ada).lean()).toMatchObject({ name: 'Ada', active: true, version: 1 });
    expect(await db.collection('stream_positions').findOne({ _id: stream.name } as never)).toMatchObject({ sequence: 5 });
    await first.stop();

    // Another instance starts from the stored copies and reads only what came after the checkpoint.
    await bus.publish(newEvent(Events.created, ada, 2, { name: 'Ada Lovelace' }));
    const applied: string[] = [];
    const counting: Projection[] = candidateReferences().projections.map((projection) => ({
      ...projection,
      apply: async (event) => {
        applied.push(event.aggregateId);
        await projection.apply(event);
      },
    }));
    const second = new ProjectionRunner(db, bus, log);
    await second.follow(...counting);
    expect(applied).toEqual([ada]);
    expect(await copies.findById(ada).lean()).toMatchObject({ name: 'Ada Lovelace', version: 2 });
    await second.stop();
  });

  it('runs a projection with a consumer checkpoint once per service, only for the types it handles', async () => {
    const applied: string[] = [];
    const projection: Projection = {
      name: `kit-consumer-${tag}`,
      stream,
      handles: [Events.deleted],
      checkpoint: 'consumer',
      apply: async (event) => void applied.push(event.aggregateId),
    };
    const gone = randomUUID();
    await new ProjectionRunner(db, bus, log).follow(projection);
    await new ProjectionRunner(db, bus, log).follow(projection); // a second instance shares the consumer
    await bus.publish(newEvent(Events.created, gone, 1, { name: 'Soon gone' }));
    await bus.publish(newEvent(Events.deleted, gone, 2, {}));
    await expect.poll(() => applied.filter((id) => id === gone).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(applied.filter((id) => id === gone)).toHaveLength(1);
  });
});
