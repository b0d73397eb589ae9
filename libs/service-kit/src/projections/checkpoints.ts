import { Schema, type Connection, type Model } from 'mongoose';

/** `_id`: the stream's name; `sequence`: the last of its events applied. */
const checkpointSchema = new Schema({ _id: String, sequence: Number }, { collection: 'stream_positions', versionKey: false });

/** How far a service has read each stream it follows with a `database` checkpoint. */
export class CheckpointStore {
  readonly model: Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  constructor(db: Connection) {
    // One model per connection, whichever part of the service builds a store first.
    this.model = (db.models.StreamPosition as Model<any> | undefined) ?? (db.model('StreamPosition', checkpointSchema) as unknown as Model<any>); // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** The last sequence applied (0 when none). */
  async read(stream: string): Promise<number> {
    const checkpoint = (await this.model.findOne({ _id: stream }).lean()) as { sequence: number } | null;
    return checkpoint?.sequence ?? 0;
  }

  /** $max: instances save concurrently, and one that is further on has applied every earlier event. */
  async save(stream: string, sequence: number): Promise<void> {
    await this.model.updateOne({ _id: stream }, { $max: { sequence } }, { upsert: true });
  }
}
