import { Schema, type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { EngagementEvents, InteractionSnapshot, Streams } from '@agency/contracts';
import { storeIfNewer, type Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { interviewCalendar, interviewEmail, type Interview, type InterviewChange } from '../emails/interview';
import type { CandidateAddresses } from './candidates';
import type { EmployerNames } from './employers';
import type { StaffRecipients } from './staff';

/** What was last sent about each interview: whether an invitation stands, for which candidate, time, place and length. */
const interviewSchema = new Schema(
  {
    _id: String,
    invited: Boolean,
    candidateId: String,
    createdBy: String,
    employerId: String,
    subject: String,
    date: String,
    location: String,
    durationMinutes: Number,
    timeZone: String,
    version: Number,
  },
  { collection: 'interviews', versionKey: false },
);

/** The parts of an interview its invitation carries (decision 0122); a change of one of them sends an update. */
const ARRANGEMENT = ['location', 'durationMinutes', 'timeZone'] as const;
type Arrangement = { location?: string | null; durationMinutes?: number | null; timeZone?: string | null };

type Stored = Arrangement & {
  invited?: boolean;
  candidateId?: string;
  createdBy?: string | null;
  employerId?: string | null;
  subject?: string;
  date?: string;
  version: number;
};

/**
 * Interview invitations from the ENGAGEMENT stream (issue 19, item 4): a scheduled interview with a candidate,
 * in the future, invites the candidate and the recruiter who scheduled it; a new time, place or length sends an update; a
 * cancellation, or the interview deleted or no longer one, a cancellation. Each with a calendar file whose UID
 * is the interaction's and whose SEQUENCE is the interaction's version, so every change replaces the last in
 * the calendar. Other edits (an outcome, a description) send nothing. An event older than the last applied
 * changes nothing; a repeated one makes the same e-mails, queued once.
 */
export function interviewInvitations(
  db: Connection,
  deps: { queue: DeliveryQueue; candidates: CandidateAddresses; staff: StaffRecipients; employers: EmployerNames; config: MailConfig; log: Logger },
) {
  const { queue, candidates, staff, employers, config, log } = deps;
  const model = db.model('Interview', interviewSchema);
  const organizerAddress = /<([^>]+)>/.exec(config.from)?.[1] ?? config.from;

  async function send(change: InterviewChange, about: Interview & { candidateId: string; createdBy?: string | null; employerId?: string | null }) {
    const candidate = await candidates.addressOf(about.candidateId);
    if (candidate === 'unknown') throw new Error(`candidate ${about.candidateId} not known here yet; retried`);
    const recruiter = about.createdBy ? await staff.addressOf(about.createdBy) : null;
    const recruiterEmail = typeof recruiter === 'string' && recruiter !== 'unknown' ? recruiter : null;
    const recruiterName = about.createdBy ? await staff.nameOf(about.createdBy) : null;
    const interview: Interview = { ...about, employer: await employers.nameOf(about.employerId), recruiter: recruiterName };
    const attendees = candidate === 'none' ? [] : [{ name: candidate.name, email: candidate.email }];
    const calendar = interviewCalendar(change, interview, {
      organizer: { name: recruiterName ?? 'TalentBridge', email: recruiterEmail ?? organizerAddress },
      attendees,
    });
    const recipients: [string, 'candidate' | 'recruiter'][] = [
      ...attendees.map((person): [string, 'candidate'] => [person.email, 'candidate']),
      ...(recruiterEmail ? [[recruiterEmail, 'recruiter'] as [string, 'recruiter']] : []),
    ];
    for (const [to, who] of recipients) {
      await queue.enqueue({
        key: `interview:${interview.interactionId}:${interview.sequence}:${to.toLowerCase()}`,
        kind: `interview-${change}`,
        to,
        candidateId: about.candidateId,
        calendar,
        ...interviewEmail(change, interview, who, config.publicUrl),
      });
    }
  }

  const arrangementOf = (interview: Arrangement | null | undefined): Arrangement => ({
    location: interview?.location ?? null,
    durationMinutes: interview?.durationMinutes ?? null,
    timeZone: interview?.timeZone ?? null,
  });

  const projection: Projection = {
    name: 'notifications-interviews', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: [EngagementEvents.interactionCreated, EngagementEvents.interactionUpdated, EngagementEvents.interactionDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      const stored = (await model.findOne({ _id: event.aggregateId }).lean()) as Stored | null;
      if (stored && stored.version >= event.version) return;
      let now: InteractionSnapshot | null = null;
      if (event.type !== EngagementEvents.interactionDeleted) {
        const parsed = InteractionSnapshot.safeParse(event.data);
        if (!parsed.success) return void log.error({ id: event.aggregateId }, 'ignoring an interaction event the notifications service cannot read');
        now = parsed.data;
      }
      const scheduled = now && now.type === 'interview' && now.status === 'scheduled' && now.candidateId ? { ...now, candidateId: now.candidateId } : null;
      const invited = Boolean(stored?.invited);
      const sameTime =
        scheduled && stored?.date && Date.parse(stored.date) === Date.parse(scheduled.date) && ARRANGEMENT.every((field) => (stored[field] ?? null) === (scheduled[field] ?? null));

      let change: InterviewChange | null = null;
      if (scheduled && !invited) change = Date.parse(scheduled.date) > Date.now() ? 'invitation' : null;
      else if (scheduled && invited && stored?.candidateId !== scheduled.candidateId) change = 'invitation'; // another candidate: invite them
      else if (scheduled && invited && !sameTime) change = 'update';
      else if (!scheduled && invited) change = 'cancellation';

      if (change === 'invitation' && invited && stored?.candidateId && stored.candidateId !== scheduled!.candidateId) {
        // The interview went to another candidate: the first is told it is off.
        await send('cancellation', { ...arrangementOf(stored), interactionId: event.aggregateId, subject: stored.subject ?? '', date: stored.date!, sequence: event.version, candidateId: stored.candidateId, employerId: stored.employerId, createdBy: null });
      }
      // What is sent, and kept for the next change: the interview as scheduled now, or as last sent when it is off.
      const latest = scheduled ?? stored;
      if (change) {
        await send(change, {
          ...arrangementOf(latest),
          interactionId: event.aggregateId,
          subject: latest?.subject ?? '',
          date: latest!.date!,
          sequence: event.version,
          candidateId: latest!.candidateId!,
          employerId: latest?.employerId,
          createdBy: latest?.createdBy,
        });
      }
      await storeIfNewer(model, event.aggregateId, event.version, {
        invited: change ? change !== 'cancellation' : invited && Boolean(scheduled),
        candidateId: latest?.candidateId ?? null,
        createdBy: latest?.createdBy ?? null,
        employerId: latest?.employerId ?? null,
        subject: latest?.subject ?? null,
        date: latest?.date ?? null,
        ...arrangementOf(latest),
      });
    },
  };
  return { model, projection };
}
