import type { Model } from 'mongoose';
import { MergeEvents, RecordsMerged, Streams } from '@agency/contracts';
import { live, type Projection } from '@agency/service-kit';
import type { InteractionStore } from '../interactions/store';
import type { JobPipelineStore } from '../job-pipeline/store';
import type { PlacementStore } from '../placements/store';
import type { SubmissionStore } from '../submissions/store';
import type { TaskStore } from '../tasks/store';

type Link = 'candidateId' | 'employerId';

/**
 * A merged candidate's or employer's interactions, placements, submissions and tasks (and a candidate's job pipeline entries) go to the record kept (decision 0126): each
 * moved with an update and its event, so the view, the candidates' and the portal's copies, and the webhooks
 * follow as for any edit. A repeated event finds nothing left to move.
 */
export function mergedRecords({
  interactions,
  placements,
  pipelineEntries,
  submissions,
  tasks,
}: {
  interactions: InteractionStore;
  placements: PlacementStore;
  pipelineEntries: JobPipelineStore;
  submissions: SubmissionStore;
  tasks: TaskStore;
}): Projection[] {
  async function move(link: Link, data: unknown): Promise<void> {
    const merged = RecordsMerged.safeParse(data);
    if (!merged.success) return;
    const { keptId, mergedId } = merged.data;
    const idsOf = async (model: Model<any>) => (await model.find({ [link]: mergedId, ...live }).select({ _id: 1 }).lean()).map((doc) => String(doc._id)); // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const id of await idsOf(interactions.model)) await interactions.update(id, { [link]: keptId });
    for (const id of await idsOf(placements.model)) await placements.update(id, { [link]: keptId });
    // A job role's pipeline entries (decision 0128) are a candidate's only.
    if (link === 'candidateId') await pipelineEntries.mergeCandidate(mergedId, keptId);
    // Submissions (decision 0132) after the entries, so each takes the entry the kept candidate has on its role.
    if (link === 'candidateId') await submissions.mergeCandidate(mergedId, keptId, async (jobRoleId) => (await pipelineEntries.byRoleAndCandidate(jobRoleId, keptId))?.id ?? null);
    else await submissions.mergeEmployer(mergedId, keptId);
    await tasks.mergeLink(link, mergedId, keptId);
  }
  return [
    {
      name: 'engagement-candidates-merged', // the durable consumer: never renamed
      stream: Streams.candidates,
      handles: [MergeEvents.candidatesMerged],
      checkpoint: 'consumer',
      apply: (event) => move('candidateId', event.data),
    },
    {
      name: 'engagement-employers-merged', // the durable consumer: never renamed
      stream: Streams.catalog,
      handles: [MergeEvents.employersMerged],
      checkpoint: 'consumer',
      apply: (event) => move('employerId', event.data),
    },
  ];
}
