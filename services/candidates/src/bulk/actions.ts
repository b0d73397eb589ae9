import {
  BulkBatchReply,
  LOG_BULK_INTERACTIONS,
  SEND_TEMPLATED_EMAILS,
  SendTemplatedEmailsReply,
  type BulkAction,
  type Candidate,
  type ChangeAuthor,
  type MergeValues,
} from '@agency/contracts';
import { sendRequest, type EventBus } from '@agency/service-kit';
import { folded } from '../candidates/filters';
import type { CandidateProfileChanges, CandidateStore } from '../candidates/store';
import type { CandidateTags } from '../tags/registry';

/** Why a selected candidate was left out, as the report says it. */
export const SkipReasons = {
  gone: 'No longer in the database (erased or merged)',
  engagementAway: 'The interactions could not be logged: the engagement service did not answer. Try again shortly.',
  notificationsAway: 'The e-mails could not be sent: the notifications service did not answer. Try again shortly.',
} as const;

/** What the action did to one candidate: done, skipped (why) or failed (why). */
export interface CandidateOutcome {
  candidateId: string;
  outcome: 'done' | 'skipped' | 'failed';
  reason?: string;
}

export interface ActionContext {
  candidates: CandidateStore;
  /** The tag registry (decision 0134): names written in its spelling, new ones join it. */
  tags: Pick<CandidateTags, 'namesToStore'>;
  bus: EventBus;
  jobId: string;
  by: { id: string; name: string | null };
  /** How long a request to another service may take. */
  timeoutMs: number;
}

/** The merge values of a candidate for a template (decision 0137): the first word of the name is the first name. */
export function mergeValuesOf(candidate: Candidate): MergeValues {
  const fullName = candidate.name.trim();
  const [firstName = '', ...rest] = fullName.split(/\s+/);
  return { firstName, lastName: rest.join(' '), fullName, jobTitle: candidate.currentRole ?? '', location: candidate.location ?? '' };
}

/** A change of a few fields of one record, through the store: its event, version check, directory and change log. */
function changeFields(candidates: CandidateStore, id: string, fields: Partial<Candidate>, author: ChangeAuthor) {
  // updateOwn writes only the fields given, each against the current version of the record (no lost update).
  return candidates.updateOwn(id, fields as CandidateProfileChanges, author);
}

/**
 * Applies the action to one batch of candidates. Record changes go one by one through the candidate store; an
 * interaction or an e-mail is asked of the owning service for the whole batch (request/reply, decision 0137).
 */
export async function applyToBatch(action: BulkAction, ids: string[], context: ActionContext): Promise<CandidateOutcome[]> {
  const found = await Promise.all(ids.map(async (id) => ({ id, candidate: await context.candidates.findById(id) })));
  const gone: CandidateOutcome[] = found.filter((entry) => !entry.candidate).map((entry) => ({ candidateId: entry.id, outcome: 'skipped', reason: SkipReasons.gone }));
  const present = found.flatMap((entry) => (entry.candidate ? [entry.candidate] : []));
  if (present.length === 0) return gone;
  const author: ChangeAuthor = { kind: 'staff', id: context.by.id, name: context.by.name };

  switch (action.type) {
    case 'set-availability': {
      const outcomes = await eachOf(present, async (candidate) => {
        if (candidate.availability === action.availability) return true;
        return (await changeFields(context.candidates, candidate.id, { availability: action.availability }, author)) !== null;
      });
      return [...gone, ...outcomes];
    }
    case 'log-interaction': {
      const reply = await sendRequest(
        context.bus.connection,
        LOG_BULK_INTERACTIONS,
        { key: `${context.jobId}:${present[0]!.id}`, interaction: action.interaction, candidateIds: present.map((candidate) => candidate.id), createdBy: context.by.id },
        BulkBatchReply,
        context.timeoutMs,
      );
      return [...gone, ...fromReply(present, reply, SkipReasons.engagementAway)];
    }
    case 'send-email': {
      const reply = await sendRequest(
        context.bus.connection,
        SEND_TEMPLATED_EMAILS,
        {
          jobId: context.jobId,
          templateId: action.templateId,
          recruiter: { id: context.by.id, name: context.by.name ?? '' },
          recipients: present.map((candidate) => ({ candidateId: candidate.id, ...mergeValuesOf(candidate) })),
        },
        SendTemplatedEmailsReply,
        context.timeoutMs,
      );
      return [...gone, ...fromReply(present, reply, SkipReasons.notificationsAway)];
    }
    case 'add-tags':
    case 'remove-tags': {
      // As PATCH /api/candidates/:id/tags: inside the versioned write, so a concurrent tagging or edit is kept.
      const names = action.type === 'add-tags' ? await context.tags.namesToStore(action.tags) : action.tags;
      const keys = new Set(names.map(folded));
      const retag =
        action.type === 'add-tags'
          ? (stored: string[]) => [...stored, ...names.filter((name) => !stored.some((tag) => folded(tag) === folded(name)))]
          : (stored: string[]) => stored.filter((tag) => !keys.has(folded(tag)));
      const outcomes = await eachOf(present, async (candidate) => {
        // Null: nothing to change (they had the tags already, or none of them) or gone meanwhile.
        if ((await context.candidates.retag(candidate.id, retag)) !== null) return true;
        return (await context.candidates.findById(candidate.id)) !== null;
      });
      return [...gone, ...outcomes];
    }
    case 'assign-owner': {
      const outcomes = await eachOf(present, async (candidate) => {
        if ((candidate.ownerId ?? null) === action.ownerId) return true;
        return (await context.candidates.setOwner(candidate.id, action.ownerId, author)) !== null;
      });
      return [...gone, ...outcomes];
    }
  }
}

/** Each candidate's change, a few at a time: a write that throws fails that candidate alone. */
async function eachOf(candidates: Candidate[], change: (candidate: Candidate) => Promise<boolean>): Promise<CandidateOutcome[]> {
  const outcomes: CandidateOutcome[] = [];
  const PARALLEL = 10;
  for (let start = 0; start < candidates.length; start += PARALLEL) {
    const slice = candidates.slice(start, start + PARALLEL);
    outcomes.push(
      ...(await Promise.all(
        slice.map(async (candidate): Promise<CandidateOutcome> => {
          try {
            return (await change(candidate)) ? { candidateId: candidate.id, outcome: 'done' } : { candidateId: candidate.id, outcome: 'skipped', reason: SkipReasons.gone };
          } catch (error) {
            return { candidateId: candidate.id, outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
          }
        }),
      )),
    );
  }
  return outcomes;
}

/** Another service's answer for a batch; no answer (or a refusal) fails the whole batch with why. */
function fromReply(candidates: Candidate[], reply: BulkBatchReply | undefined, away: string): CandidateOutcome[] {
  if (!reply || !reply.ok) return candidates.map((candidate) => ({ candidateId: candidate.id, outcome: 'failed', reason: reply && !reply.ok ? reply.message : away }));
  const byId = new Map(reply.results.map((result) => [result.candidateId, result]));
  return candidates.map((candidate) => {
    const result = byId.get(candidate.id);
    if (!result) return { candidateId: candidate.id, outcome: 'failed', reason: away };
    return result.outcome === 'done' ? { candidateId: candidate.id, outcome: 'done' } : { candidateId: candidate.id, outcome: 'skipped', reason: result.reason ?? 'Skipped' };
  });
}
