import { z } from 'zod';
import { CandidateRef, JobRoleRef, PLACEMENT_VALUE_MAX_CENTS, StaffRef } from './engagement';
import { line, TextLimit } from './fields';

/**
 * A job role's candidate pipeline (issue 33, decision 0128): one entry per candidate on a role, moved
 * through the stages. The fixed stage keys never change (other work relies on them); an administrator
 * may rename any stage and add custom ones between 'sourced' and 'placed'.
 */
const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

/** The fixed stages in their fixed order; the last two close an entry and need a reason. */
export const JOB_PIPELINE_FIXED_STAGES = ['sourced', 'shortlisted', 'submitted', 'client_interview', 'offer', 'placed', 'rejected', 'withdrawn'] as const;
export type JobPipelineFixedStage = (typeof JOB_PIPELINE_FIXED_STAGES)[number];
export const JOB_PIPELINE_CLOSING_STAGES: readonly string[] = ['rejected', 'withdrawn'];
export const JOB_PIPELINE_DEFAULT_LABELS: Record<JobPipelineFixedStage, string> = {
  sourced: 'Sourced',
  shortlisted: 'Shortlisted',
  submitted: 'Submitted to client',
  client_interview: 'Client interview',
  offer: 'Offer',
  placed: 'Placed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
/** At most this many stages in all (the eight fixed ones and custom ones). */
export const JOB_PIPELINE_MAX_STAGES = 20;

export const JobPipelineStageKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be a stage key such as shortlisted');
const StageLabel = line(60).min(1, 'Give the stage a name.');

export const JobPipelineStage = z.object({ key: JobPipelineStageKey, label: z.string(), fixed: z.boolean() });
export type JobPipelineStage = z.infer<typeof JobPipelineStage>;
export const JobPipelineStages = z.object({ stages: z.array(JobPipelineStage) });
export type JobPipelineStages = z.infer<typeof JobPipelineStages>;

/** The whole ordered list; a stage without a key is a new custom stage (its key is generated). */
export const JobPipelineStagesInput = z.object({
  stages: z
    .array(z.object({ key: JobPipelineStageKey.optional(), label: StageLabel }))
    .min(JOB_PIPELINE_FIXED_STAGES.length, 'Send every stage: the eight fixed ones and any custom ones.')
    .max(JOB_PIPELINE_MAX_STAGES, `A pipeline has at most ${JOB_PIPELINE_MAX_STAGES} stages.`),
});
export type JobPipelineStagesInput = z.infer<typeof JobPipelineStagesInput>;

/** One move of an entry: who, when, from which stage (null when added), to which, and why (closing moves). */
export const JobPipelineMove = z.object({
  from: z.string().nullable(),
  to: z.string(),
  byId: z.string(),
  by: StaffRef.nullable(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type JobPipelineMove = z.infer<typeof JobPipelineMove>;

/** An entry as its events carry it (ids only). */
export const JobPipelineEntrySnapshot = z.object({
  id: z.string(),
  jobRoleId: z.string(),
  candidateId: z.string(),
  stage: z.string(),
  /** Why it was rejected or withdrawn; null on the other stages. */
  reason: z.string().nullable(),
  addedById: z.string(),
  /** The placement reaching 'placed' made or closed (decision 0128). */
  placementId: z.string().nullable(),
  history: z.array(JobPipelineMove.omit({ by: true })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobPipelineEntrySnapshot = z.infer<typeof JobPipelineEntrySnapshot>;

/** An entry as answered: with the candidate's name and the team members' names. */
export const JobPipelineEntry = JobPipelineEntrySnapshot.extend({
  candidate: CandidateRef.nullable(),
  addedBy: StaffRef.nullable(),
  history: z.array(JobPipelineMove),
});
export type JobPipelineEntry = z.infer<typeof JobPipelineEntry>;

export const JobPipelineBoard = z.object({
  jobRole: JobRoleRef,
  stages: z.array(JobPipelineStage),
  entries: z.array(JobPipelineEntry),
});
export type JobPipelineBoard = z.infer<typeof JobPipelineBoard>;

export const JobPipelineRoleParam = z.object({ id: objectId });
export const JobPipelineEntryParam = z.object({ entryId: objectId });

/** Adding candidates: one to a hundred, on 'sourced' unless said. A candidate already on the role is left as is. */
export const JobPipelineAddInput = z.object({
  candidateIds: z
    .array(objectId)
    .min(1, 'Choose at least one candidate.')
    .max(100, 'Add at most 100 candidates at a time.')
    .transform((ids) => [...new Set(ids)]),
  stage: JobPipelineStageKey.default('sourced'),
});
export type JobPipelineAddInput = z.input<typeof JobPipelineAddInput>;

/** `added`: the new entries; `alreadyOnPipeline`: those already on the role, unchanged (adding is idempotent). */
export const JobPipelineAddResult = z.object({ added: z.array(JobPipelineEntry), alreadyOnPipeline: z.array(JobPipelineEntry) });
export type JobPipelineAddResult = z.infer<typeof JobPipelineAddResult>;

export const JobPipelineMoveInput = z.object({
  stage: JobPipelineStageKey,
  /** Required when moving to rejected or withdrawn. */
  reason: line(TextLimit.line).optional(),
  /** Whole cents; required when moving to placed (the placement's value). */
  placementValue: z
    .number()
    .int('Value must be a whole number of cents')
    .min(0)
    .max(PLACEMENT_VALUE_MAX_CENTS, 'Value is at most $10,000,000')
    .optional(),
});
export type JobPipelineMoveInput = z.infer<typeof JobPipelineMoveInput>;

/**
 * Past-tense facts on the ENGAGEMENT stream. An entry's events carry its snapshot (stage-changed: with its last
 * move), entry-removed `{ id }`; stages-changed carries the settings' `{ stages }`.
 */
export const JobPipelineEvents = {
  candidateAdded: 'engagement.job-pipeline.candidate-added',
  stageChanged: 'engagement.job-pipeline.stage-changed',
  /** The entry's candidate was merged into another (decision 0126): the entry is the kept candidate's now. */
  candidateMerged: 'engagement.job-pipeline.candidate-merged',
  /** The merged candidate's entry where the kept candidate was on that role already. */
  entryRemoved: 'engagement.job-pipeline.entry-removed',
  stagesChanged: 'engagement.job-pipeline.stages-changed',
} as const;
