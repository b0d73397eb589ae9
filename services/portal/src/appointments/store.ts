import type { Connection } from 'mongoose';
import { subDays } from 'date-fns';
import { PortalEvents, type AppointmentSnapshot, type InteractionSnapshot } from '@agency/contracts';
import { conflict, eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { appointmentModel, toAppointment, type AppointmentDoc, type StoredAppointment } from './model';

export const AppointmentConflicts = {
  cancelled: 'This appointment was cancelled, so there is nothing to confirm. Your recruiter will be in touch about a new time.',
  completed: 'This appointment has already taken place, so it can no longer be confirmed.',
  past: 'This appointment’s time has passed, so it can no longer be confirmed. Please contact your recruiter.',
} as const;

/** Older than this, an appointment that is not coming up leaves the candidate's list (decision 0055). */
const RECENT_DAYS = 30;

const soonestFirst = (a: AppointmentSnapshot, b: AppointmentSnapshot) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/** What an interview interaction with a candidate says its appointment is. */
type FromInteraction = Pick<AppointmentDoc, 'candidateId' | 'userId' | 'jobRoleId' | 'title' | 'description' | 'status' | 'location' | 'duration'> & { date: Date };

function fromInteraction(interaction: InteractionSnapshot & { candidateId: string }): FromInteraction {
  return {
    candidateId: interaction.candidateId,
    userId: interaction.createdBy ?? null,
    jobRoleId: interaction.jobRoleId ?? null,
    title: interaction.subject,
    description: interaction.description ?? null,
    status: interaction.status,
    // The interview's place and length as the recruiter set them (decision 0122); an hour when not.
    location: interaction.location ?? null,
    duration: interaction.durationMinutes ?? 60,
    date: new Date(interaction.date),
  };
}

/** The fields of `wanted` that differ from the appointment as stored; empty when it already says the same. */
function changedFields(current: AppointmentSnapshot, wanted: FromInteraction): Partial<FromInteraction> {
  const changes: Partial<FromInteraction> = {};
  for (const key of ['candidateId', 'userId', 'jobRoleId', 'title', 'description', 'status', 'location', 'duration'] as const) {
    if ((current[key] ?? null) !== (wanted[key] ?? null)) Object.assign(changes, { [key]: wanted[key] });
  }
  if (new Date(current.date).getTime() !== wanted.date.getTime()) changes.date = wanted.date;
  return changes;
}

/**
 * Appointments: a candidate's interviews, made and changed only from the engagement service's interaction
 * events (`follow`), confirmed by the candidate. The only place that writes them; each change with its event.
 */
export function appointmentStore(db: Connection, relay?: OutboxRelay) {
  const model = appointmentModel(db);
  const writes = eventfulWrites<AppointmentDoc>(model, relay);
  const snapshot = (doc: StoredAppointment) => toAppointment(doc);
  const find = async (filter: Record<string, unknown>) =>
    ((await model.find({ ...filter, ...live }).lean()) as unknown as StoredAppointment[]).map(toAppointment).sort(soonestFirst);

  return {
    model,

    list: (filter: { candidateId?: string; interactionId?: string }) =>
      find(Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined))),

    /** 'Upcoming Appointments': everything from 30 days ago on, soonest first (decision 0055). */
    async upcomingOf(candidateId: string, now = new Date()): Promise<AppointmentSnapshot[]> {
      const since = subDays(now, RECENT_DAYS).toISOString();
      return (await find({ candidateId })).filter((appointment) => appointment.date >= since);
    },

    /** The candidate's appointment, or null for none or another candidate's (never told apart). */
    async ofCandidate(id: string, candidateId: string): Promise<AppointmentSnapshot | null> {
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredAppointment | null;
      return doc && doc.candidateId === candidateId ? toAppointment(doc) : null;
    },

    /** 'Confirm Attendance': only a scheduled appointment still to come; confirming again changes nothing. */
    async confirm(appointment: AppointmentSnapshot, now = new Date()): Promise<AppointmentSnapshot | null> {
      if (appointment.status === 'cancelled') throw conflict(AppointmentConflicts.cancelled);
      if (appointment.status === 'completed') throw conflict(AppointmentConflicts.completed);
      if (new Date(appointment.date) <= now) throw conflict(AppointmentConflicts.past);
      if (appointment.candidateConfirmed) return appointment;
      const doc = await writes.update(
        appointment.id,
        () => ({ candidateConfirmed: true, confirmedAt: now, updatedAt: now }) as Partial<AppointmentDoc>,
        PortalEvents.appointmentConfirmed,
        snapshot,
      );
      return doc ? toAppointment(doc as StoredAppointment) : null;
    },

    /**
     * Brings the appointment of one interaction in line with the interaction as its newest event shows it
     * (null: deleted). An interview with a candidate is an appointment once it is scheduled, and stays one
     * through completion or cancellation; anything else has none (decision 0055). A new date or another
     * candidate asks for the confirmation again. Writes, and publishes, only what changed.
     */
    async follow(interactionId: string, interaction: InteractionSnapshot | null, candidateErased: (id: string) => boolean): Promise<void> {
      const existing = (await find({ interactionId }))[0] ?? null;
      const candidateId = interaction?.candidateId;
      const isAppointment = interaction?.type === 'interview' && !!candidateId && !candidateErased(candidateId);
      if (!isAppointment) {
        if (existing) await writes.remove(existing.id, PortalEvents.appointmentRemoved, (doc) => ({ id: doc._id.toHexString() }));
        return;
      }
      const wanted = fromInteraction({ ...interaction, candidateId });
      if (!existing) {
        if (wanted.status !== 'scheduled') return; // logged after the fact: never an appointment to come
        const now = new Date();
        // The interaction's id is the appointment's: two instances making it from the same or two events of one
        // interaction at once collide on the key, and the loser's event is retried as an update (decision 0086).
        await writes.create(
          { ...wanted, interactionId, type: 'interview', candidateConfirmed: false, confirmedAt: null, reminderSent: false, createdAt: now, updatedAt: now } as Partial<AppointmentDoc>,
          PortalEvents.appointmentScheduled,
          snapshot,
          interactionId,
        );
        return;
      }
      const changes = changedFields(existing, wanted);
      if (Object.keys(changes).length === 0) return;
      const askAgain = changes.date !== undefined || changes.candidateId !== undefined;
      await writes.update(
        existing.id,
        // A new time or another candidate is reminded again (reminders.ts).
        () => ({ ...changes, ...(askAgain ? { candidateConfirmed: false, confirmedAt: null, reminderSent: false } : {}), updatedAt: new Date() }) as Partial<AppointmentDoc>,
        PortalEvents.appointmentUpdated,
        snapshot,
      );
    },

    /** Scheduled appointments from `now` to `until` whose reminder has not gone yet (a sweep's worth at most). */
    async remindersDue(now: Date, until: Date): Promise<string[]> {
      const due = await model.find({ reminderSent: false, status: 'scheduled', date: { $gt: now, $lte: until }, ...live }, { _id: 1 }).limit(500).lean();
      return due.map((doc) => String(doc._id));
    },

    /**
     * Marks the reminder as due, with its event, unless it was marked meanwhile (by another instance) or the
     * appointment changed so that none is due: the version check lets one write win, and the loser finds it set.
     */
    async markReminderDue(id: string, now: Date, until: Date): Promise<boolean> {
      let marked = false;
      await writes.update(
        id,
        (current) => {
          const due = !current.reminderSent && current.status === 'scheduled' && current.date > now && current.date <= until;
          marked = due;
          return due ? ({ reminderSent: true, updatedAt: new Date() } as Partial<AppointmentDoc>) : null;
        },
        PortalEvents.appointmentReminderDue,
        snapshot,
      );
      return marked;
    },

    /** Right to erasure: every appointment of the candidate, at once and without events. */
    eraseCandidate: (candidateId: string) => model.deleteMany({ candidateId }),
  };
}

export type AppointmentStore = ReturnType<typeof appointmentStore>;
