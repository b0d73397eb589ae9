import { mongo } from 'mongoose';
import { percentile } from './measure';

/** What the database server answers on its own: the most a write through a service could reach here. */
export interface DatabaseAlone {
  label: string;
  operationsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * The write cases' database commands sent straight to the platform's MongoDB-wire server through the driver,
 * with no service, gateway or event around them: an insert (a POST's write) and a read followed by a
 * conditional update (a PUT's). `connections` writers for `seconds` each, on documents shaped like an
 * interaction with its pending event. Answers the figures per operation.
 */
export async function measureDatabaseAlone(mongoUrl: string, connections: number, seconds: number): Promise<DatabaseAlone[]> {
  const client = await mongo.MongoClient.connect(mongoUrl, { maxPoolSize: connections });
  try {
    const collection = client.db('bench_database_alone').collection('interactions');
    await collection.drop().catch(() => undefined); // left by an earlier run, or none
    await collection.createIndex({ outboxPending: 1 });
    const shape = (n: number) => ({
      type: 'call',
      subject: `Bench: catch-up call ${n}`,
      date: new Date(),
      outcome: 'positive',
      nextSteps: 'Follow up next week.',
      version: 1,
      outbox: [{ id: new mongo.ObjectId().toHexString(), type: 'engagement.interaction.created', data: { subject: `Bench ${n}` } }],
      outboxPending: true,
      deletedAt: null,
    });
    const toEdit = Array.from({ length: 256 }, () => new mongo.ObjectId());
    await collection.insertMany(toEdit.map((_id, n) => ({ _id, ...shape(n) })));

    let inserted = 0;
    const insert = await run('insertOne', connections, seconds, () => collection.insertOne(shape(inserted++)));
    let edited = 0;
    const readThenUpdate = await run('findOne + conditional updateOne', connections, seconds, async () => {
      const _id = toEdit[edited++ % toEdit.length]!;
      const current = await collection.findOne({ _id, deletedAt: null });
      await collection.updateOne({ _id, version: current!.version, deletedAt: null }, { $set: { outcome: `edit ${edited}`, version: current!.version + 1 } });
    });
    await collection.drop();
    return [insert, readThenUpdate];
  } finally {
    await client.close();
  }
}

/** `connections` loops of `operation` for `seconds`; every latency counted. */
async function run(label: string, connections: number, seconds: number, operation: () => Promise<unknown>): Promise<DatabaseAlone> {
  const latencies: number[] = [];
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < endAt) {
        const started = performance.now();
        await operation();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { label, operationsPerSecond: Math.round(latencies.length / seconds), p50Ms: Math.round(percentile(latencies, 50)), p99Ms: Math.round(percentile(latencies, 99)) };
}
