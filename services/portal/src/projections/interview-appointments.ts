import { Schema, type Connection } from 'mongoose';
import { EngagementEvents, InteractionSnapshot, Streams } from '@agency/contracts';
import { storeIfNewer, type Projection, type ServiceContext } from '@agency/service-kit';
import type { AppointmentStore } from '../appointments/store';
import type { PortalReferences } from './references';

/** The newest version of each interaction read from the ENGAGEMENT stream, so an older or repeated event changes nothing. */
const interactionVersionSchema = new Schema({ _id: String, version: Number }, { collection: 'interaction_versions', versionKey: false });

/**
 * Makes and follows appointments from the ENGAGEMENT stream's interaction events (decision 0055). The
 * newest version of each interaction seen is stored, so a repeated or older event (also one about an
 * interaction deleted since) changes nothing. Read through a durable consumer shared by the portal's
 * instances, so each event is applied by one of them (decision 0086; each instance reading the stream
 * itself made every new interview's appointment twice). Two events of one interaction may then be applied
 * at once on two instances: the appointment's id is the interaction's, so only one is made.
 */
export function interviewAppointments(
  db: Connection,
  log: ServiceContext['log'],
  { appointments, references }: { appointments: AppointmentStore; references: PortalReferences },
): Projection {
  const versions = db.model('InteractionVersion', interactionVersionSchema);
  return {
    name: 'portal-interview-appointments',
    stream: Streams.engagement,
    handles: [EngagementEvents.interactionCreated, EngagementEvents.interactionUpdated, EngagementEvents.interactionDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      let interaction: InteractionSnapshot | null = null;
      if (event.type !== EngagementEvents.interactionDeleted) {
        const parsed = InteractionSnapshot.safeParse(event.data);
        if (!parsed.success) return void log.error({ id: event.aggregateId, type: event.type }, 'ignoring an interaction event the portal cannot read');
        interaction = parsed.data;
      }
      const seen = (await versions.findOne({ _id: event.aggregateId }).lean()) as { version: number } | null;
      if (seen && seen.version >= event.version) return;
      await appointments.follow(event.aggregateId, interaction, (candidateId) => references.books.candidate.isRemoved(candidateId));
      await storeIfNewer(versions, event.aggregateId, event.version, {});
    },
  };
}
