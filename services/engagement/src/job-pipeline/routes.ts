import {
  ErrorBody,
  JOB_PIPELINE_CLOSING_STAGES,
  JobPipelineAddInput,
  JobPipelineAddResult,
  JobPipelineBoard,
  JobPipelineEntry,
  JobPipelineEntryParam,
  JobPipelineMoveInput,
  JobPipelineRoleParam,
  JobPipelineStages,
  JobPipelineStagesInput,
  PlacementInput,
  type JobPipelineEntrySnapshot,
} from '@agency/contracts';
import { badRequest, notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import type { EngagementView } from '../engagement-view';
import type { PlacementStore } from '../placements/store';
import { jobRoleRef, type EngagementReferences } from '../projections/references';
import type { SubmissionStore } from '../submissions/store';
import type { StageSettings } from './stages';
import type { JobPipelineStore } from './store';

export const ROLE_UNKNOWN = 'This job role is not known (it may have been deleted). Open it again from the job roles list.';
export const ENTRY_GONE = 'This candidate is no longer on the pipeline. Refresh the board and try again.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

interface Dependencies {
  entries: JobPipelineStore;
  stages: StageSettings;
  placements: PlacementStore;
  references: EngagementReferences;
  view: EngagementView;
  submissions: SubmissionStore;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Each job role's candidate pipeline (decision 0128): the board, adding candidates, moves, and the stage settings. */
export function registerJobPipelineRoutes(app: ServiceApp, { entries, stages, placements, references, view, submissions }: Dependencies): void {
  const { candidate: candidates, staff } = references.books;
  const answer = (entry: JobPipelineEntrySnapshot): JobPipelineEntry => ({
    ...entry,
    candidate: candidates.get(entry.candidateId),
    addedBy: staff.get(entry.addedById),
    history: entry.history.map((move) => ({ ...move, by: staff.get(move.byId) })),
  });
  const knownRole = (id: string) => {
    const role = jobRoleRef(references, id);
    if (!role) throw notFound(ROLE_UNKNOWN);
    return role;
  };
  const stageKeys = async () => new Map((await stages.list()).map((stage) => [stage.key, stage.label]));

  app.get('/api/job-pipeline/stages', { schema: { response: { 200: JobPipelineStages, ...errors } } }, async () => ({ stages: await stages.list() }));

  app.put('/api/job-pipeline/stages', { schema: { body: JobPipelineStagesInput, response: { 200: JobPipelineStages, ...errors } } }, async (request) => ({
    stages: await stages.replace(request.body, (key) => entries.countOnStage(key)),
  }));

  app.get('/api/job-pipeline/roles/:id', { schema: { params: JobPipelineRoleParam, response: { 200: JobPipelineBoard, ...errors } } }, async (request) => {
    const jobRole = knownRole(request.params.id);
    const [stageList, roleEntries] = await Promise.all([stages.list(), entries.ofRole(jobRole.id)]);
    return { jobRole, stages: stageList, entries: roleEntries.map(answer) };
  });

  app.post(
    '/api/job-pipeline/roles/:id',
    { schema: { params: JobPipelineRoleParam, body: JobPipelineAddInput, response: { 201: JobPipelineAddResult, ...errors } } },
    async (request, reply) => {
      const { userId } = staffOf(request.principal);
      const jobRole = knownRole(request.params.id);
      if (!references.books.jobRole.isActive(jobRole.id)) throw badRequest('This job role was deleted: candidates can no longer be added to it.');
      const { candidateIds, stage } = request.body;
      const labels = await stageKeys();
      if (!labels.has(stage)) throw badRequest(`There is no stage '${stage}'. Choose one of: ${[...labels.values()].join(', ')}.`);
      if (JOB_PIPELINE_CLOSING_STAGES.includes(stage) || stage === 'placed') throw badRequest('Add candidates to an open stage; move them to Placed, Rejected or Withdrawn afterwards.');
      const unknown = candidateIds.filter((id) => !candidates.isActive(id));
      if (unknown.length > 0) {
        const named = unknown.map((id) => candidates.get(id)?.name ?? id);
        throw badRequest(`Not added: ${named.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a current candidate (deleted, merged or unknown). Search again and choose from the results.`);
      }
      const added: JobPipelineEntry[] = [];
      const alreadyOnPipeline: JobPipelineEntry[] = [];
      for (const candidateId of candidateIds) {
        const entry = await entries.add(jobRole.id, candidateId, stage, userId);
        if (entry) added.push(answer(entry));
        else {
          const existing = await entries.byRoleAndCandidate(jobRole.id, candidateId);
          if (existing) alreadyOnPipeline.push(answer(existing));
        }
      }
      return reply.status(201).send({ added, alreadyOnPipeline });
    },
  );

  /**
   * Reaching 'placed' closes the spec's placement for this candidate and role as won with the value given:
   * the one this entry made before, else an open one of the same candidate and role, else a new one (decision 0128).
   */
  async function placementFor(entry: JobPipelineEntrySnapshot, value: number): Promise<string> {
    const closeWon = { status: 'closed_won' as const, value, placementDate: today() };
    const earlier = entry.placementId ? await placements.find(entry.placementId) : null;
    const open =
      earlier ??
      view.placements.list({
        limit: 1,
        offset: 0,
        where: (p) => p.candidateId === entry.candidateId && p.jobRoleId === entry.jobRoleId && p.status !== 'closed_won' && p.status !== 'closed_lost',
      }).items[0];
    if (open) {
      const updated = await placements.update(open.id, closeWon);
      if (updated) return updated.id;
    }
    const employerId = references.books.jobRole.get(entry.jobRoleId)?.employerId;
    if (!employerId) throw badRequest('This job role has no employer, so no placement can be made. Set its employer first.');
    const created = await placements.create(PlacementInput.parse({ candidateId: entry.candidateId, employerId, jobRoleId: entry.jobRoleId, ...closeWon }));
    return created.id;
  }

  app.patch(
    '/api/job-pipeline/entries/:entryId',
    { schema: { params: JobPipelineEntryParam, body: JobPipelineMoveInput, response: { 200: JobPipelineEntry, ...errors } } },
    async (request) => {
      const { userId } = staffOf(request.principal);
      const { stage, reason, placementValue } = request.body;
      const current = await entries.find(request.params.entryId);
      if (!current) throw notFound(ENTRY_GONE);
      const labels = await stageKeys();
      if (!labels.has(stage)) throw badRequest(`There is no stage '${stage}'. Choose one of: ${[...labels.values()].join(', ')}.`);
      const name = candidates.get(current.candidateId)?.name ?? 'the candidate';
      if (JOB_PIPELINE_CLOSING_STAGES.includes(stage) && !reason) throw badRequest(`Say why ${name} is ${labels.get(stage)?.toLowerCase()} (a reason is required).`);
      let placementId: string | undefined;
      if (stage === 'placed' && current.stage !== 'placed') {
        if (placementValue === undefined) throw badRequest(`Give the placement's value in cents to move ${name} to ${labels.get('placed')}.`);
        placementId = await placementFor(current, placementValue);
      }
      const moved = await entries.move(current.id, { stage, reason: reason ?? null, byId: userId, placementId });
      if (!moved) throw notFound(ENTRY_GONE);
      // Taken back by the recruiter: a submission awaiting consent or with the client is withdrawn (decision 0132).
      if (stage === 'withdrawn') await submissions.withdrawLive(moved.jobRoleId, moved.candidateId);
      return answer(moved);
    },
  );
}
