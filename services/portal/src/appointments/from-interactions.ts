import { EngagementEvents, InteractionSnapshot, Streams, type EventEnvelope } from '@agency/contracts';
import type { EventBus, ServiceContext } from '@agency/service-kit';
import type { References } from '../projections/references';
import { StreamReader } from '../projections/stream-reader';
import type { AppointmentStore } from './store';

/**
 * Makes and follows appointments from the ENGAGEMENT stream's interaction events, from where the last run
 * stopped. The newest version of each interaction seen is stored, so a repeated or older event (also one
 * about an interaction deleted since) changes nothing.
 */
export async function appointmentsFromInteractions(
  bus: EventBus,
  log: ServiceContext['log'],
  { appointments, references }: { appointments: AppointmentStore; references: References },
): Promise<StreamReader> {
  const versions = references.interactionVersions;

  async function apply(event: EventEnvelope): Promise<void> {
    let interaction: InteractionSnapshot | null;
    if (event.type === EngagementEvents.interactionDeleted) interaction = null;
    else if (event.type === EngagementEvents.interactionCreated || event.type === EngagementEvents.interactionUpdated) {
      const parsed = InteractionSnapshot.safeParse(event.data);
      if (!parsed.success) return void log.error({ id: event.aggregateId, type: event.type }, 'ignoring an interaction event the portal cannot read');
      interaction = parsed.data;
    } else return;

    const seen = (await versions.findOne({ _id: event.aggregateId }).lean()) as { version: number } | null;
    if (seen && seen.version >= event.version) return;
    await appointments.follow(event.aggregateId, interaction, (candidateId) => references.isErased(candidateId));
    await versions.updateOne({ _id: event.aggregateId }, { $max: { version: event.version } }, { upsert: true });
  }

  const reader = new StreamReader(Streams.engagement, references.positions, apply, log);
  await reader.follow(bus, await reader.storedPosition());
  return reader;
}
