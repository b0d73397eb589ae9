import { AppointmentSnapshot, PortalEvents, Streams, type EventEnvelope } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';
import type { InteractionStore } from '../interactions/store';

/** The portal events that carry an appointment's whole snapshot; `removed` carries its id only. */
const WITH_SNAPSHOT = new Set<string>([PortalEvents.appointmentScheduled, PortalEvents.appointmentUpdated, PortalEvents.appointmentConfirmed]);

/**
 * The candidate's 'Confirm Attendance' on the interaction it was scheduled as (decision 0059): the portal
 * keeps the appointment and publishes each of its changes with the whole snapshot; this mirrors the
 * latest `candidateConfirmed` onto the interaction (the portal resets it when the date moves). A removed
 * appointment leaves the interaction as it was: it went because the interaction was deleted or is no
 * longer a scheduled interview, and whether the candidate had confirmed stays true of it.
 */
export function followPortalAppointments(bus: EventBus, interactions: InteractionStore): Promise<void> {
  async function handle(event: EventEnvelope): Promise<void> {
    if (!WITH_SNAPSHOT.has(event.type)) return;
    const parsed = AppointmentSnapshot.safeParse(event.data);
    if (!parsed.success) return;
    const { id, interactionId, candidateId, candidateConfirmed, confirmedAt } = parsed.data;
    await interactions.mirrorConfirmation({ id, version: event.version, interactionId, candidateId, candidateConfirmed, confirmedAt: confirmedAt ?? null });
  }
  // Shared by every instance, each event handled once; subscribing creates the PORTAL stream if the portal has not yet.
  return bus.subscribe({ durable: 'engagement-appointment-confirmations', stream: Streams.portal, filter: 'portal.appointment.*', handler: handle });
}
