import { AppointmentSnapshot, PortalEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { InteractionStore } from '../interactions/store';

/**
 * The candidate's 'Confirm Attendance' on the interaction it was scheduled as (decision 0059): the portal
 * keeps the appointment and publishes each of its changes with the whole snapshot; this mirrors the
 * latest `candidateConfirmed` onto the interaction (the portal resets it when the date moves). A removed
 * appointment leaves the interaction as it was: it went because the interaction was deleted or is no
 * longer a scheduled interview, and whether the candidate had confirmed stays true of it.
 */
export function portalAppointmentConfirmations(interactions: InteractionStore): Projection {
  return {
    name: 'engagement-appointment-confirmations',
    stream: Streams.portal,
    // The events that carry an appointment's whole snapshot; `removed` carries its id only.
    handles: [PortalEvents.appointmentScheduled, PortalEvents.appointmentUpdated, PortalEvents.appointmentConfirmed],
    checkpoint: 'consumer',
    async apply(event) {
      const parsed = AppointmentSnapshot.safeParse(event.data);
      if (!parsed.success) return;
      const { id, interactionId, candidateId, candidateConfirmed, confirmedAt } = parsed.data;
      await interactions.mirrorConfirmation({ id, version: event.version, interactionId, candidateId, candidateConfirmed, confirmedAt: confirmedAt ?? null });
    },
  };
}
