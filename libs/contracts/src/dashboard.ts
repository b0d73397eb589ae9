import { z } from 'zod';
import { Availability, InteractionType } from './enums';
import { CandidateRef, EmployerRef, JobRoleRef } from './engagement';

/**
 * `GET /api/dashboard/stats` is composed at the gateway from each owning service's `GET /internal/stats`
 * (outside /api: the gateway never proxies it; a staff token is still required). Counts are read at
 * request time, so a count is right right after a create.
 */

/**
 * Records created in the current calendar month (UTC) and in the month before: the tiles' change texts.
 * Each counts the population of its tile's headline (decision 0104): `employers` the employers added in
 * each month that are active now (the 'Active Employers' tile), `openRoles` the roles added that are open
 * now, `candidates` and `placements` every live one added.
 */
export const MonthlyCount = z.object({ thisMonth: z.number().int(), lastMonth: z.number().int() });
export type MonthlyCount = z.infer<typeof MonthlyCount>;

/** Number and summed value (cents) of the placements in one pipeline stage. */
export const StageStats = z.object({ count: z.number().int(), value: z.number().int() });
export type StageStats = z.infer<typeof StageStats>;

export const RecentCandidate = z.object({
  id: z.string(),
  name: z.string(),
  currentRole: z.string().nullable().optional(),
  availability: Availability,
});
export type RecentCandidate = z.infer<typeof RecentCandidate>;

/** A scheduled interview from now on (interaction type interview, status scheduled), soonest first. */
export const UpcomingInterview = z.object({
  id: z.string(),
  date: z.string(),
  subject: z.string(),
  type: InteractionType,
  candidate: CandidateRef.nullable(),
  employer: EmployerRef.nullable(),
  jobRole: JobRoleRef.nullable(),
});
export type UpcomingInterview = z.infer<typeof UpcomingInterview>;

/** The catalog's part. */
export const CatalogStats = z.object({
  totalEmployers: z.number().int(),
  activeEmployers: z.number().int(),
  openRoles: z.number().int(),
  monthly: z.object({ employers: MonthlyCount, openRoles: MonthlyCount }),
});
export type CatalogStats = z.infer<typeof CatalogStats>;

/** The candidates service's part: recentCandidates are the 5 newest. */
export const CandidatesStats = z.object({
  totalCandidates: z.number().int(),
  recentCandidates: z.array(RecentCandidate),
  monthly: z.object({ candidates: MonthlyCount }),
  /** Applications still pending: the 'New Applications' tile (decision 0120); 0 from a service before it. */
  newApplications: z.number().int().default(0),
});
export type CandidatesStats = z.infer<typeof CandidatesStats>;

/**
 * The engagement service's part. pipelineStats keeps the spec's names (leads, qualified, proposals,
 * closed = closed won) and adds lost (closed lost). placements counts every placement in the pipeline.
 */
export const EngagementStats = z.object({
  placements: z.number().int(),
  newLeads: z.number().int(),
  upcomingInterviews: z.array(UpcomingInterview),
  pipelineStats: z.object({ leads: StageStats, qualified: StageStats, proposals: StageStats, closed: StageStats, lost: StageStats }),
  monthly: z.object({ placements: MonthlyCount }),
});
export type EngagementStats = z.infer<typeof EngagementStats>;

/** What the CRM's dashboard (and the pipeline's summary cards) read. */
export const DashboardStats = z.object({
  totalCandidates: z.number().int(),
  totalEmployers: z.number().int(),
  activeEmployers: z.number().int(),
  openRoles: z.number().int(),
  placements: z.number().int(),
  newLeads: z.number().int(),
  /** Applications still pending (decision 0120). */
  newApplications: z.number().int(),
  recentCandidates: z.array(RecentCandidate),
  upcomingInterviews: z.array(UpcomingInterview),
  pipelineStats: EngagementStats.shape.pipelineStats,
  monthly: z.object({ candidates: MonthlyCount, employers: MonthlyCount, openRoles: MonthlyCount, placements: MonthlyCount }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
