import type { EngagementStats, PlacementStage, StageStats, UpcomingInterview } from '@agency/contracts';
import { countByMonth } from '@agency/service-kit';
import type { EngagementView } from '../engagement-view';

/** The dashboard's pipeline card keeps the spec's names for the stages. */
const STAGE_KEYS: Record<PlacementStage, keyof EngagementStats['pipelineStats']> = {
  lead: 'leads',
  qualified: 'qualified',
  proposal: 'proposals',
  closed_won: 'closed',
  closed_lost: 'lost',
};
const UPCOMING_INTERVIEWS = 5;

/** This service's part of the dashboard, read from the view at request time (a create counts at once). */
export function engagementStats(view: EngagementView, now = new Date()): EngagementStats {
  const pipelineStats = Object.fromEntries(Object.values(STAGE_KEYS).map((key) => [key, { count: 0, value: 0 }])) as Record<
    keyof EngagementStats['pipelineStats'],
    StageStats
  >;
  const placements = view.placements.list({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).items;
  for (const placement of placements) {
    const stage = pipelineStats[STAGE_KEYS[placement.status]];
    stage.count++;
    stage.value += placement.value ?? 0;
  }

  return {
    placements: placements.length,
    newLeads: view.leads.list({ group: 'new', limit: 0, offset: 0 }).total,
    upcomingInterviews: upcomingInterviews(view, now),
    pipelineStats,
    monthly: { placements: countByMonth(placements.map((placement) => placement.createdAt), now) },
  };
}

/** Scheduled interviews from now on, soonest first. */
function upcomingInterviews(view: EngagementView, now: Date): UpcomingInterview[] {
  const from = now.toISOString();
  // Newest date first in the view: the scheduled ones from now on are at its start, the soonest last.
  const scheduled = view.interactions.list({ group: 'scheduled', limit: Number.MAX_SAFE_INTEGER, offset: 0 }).items;
  const upcoming = scheduled.filter((interaction) => interaction.type === 'interview' && interaction.date >= from).reverse();
  return upcoming.slice(0, UPCOMING_INTERVIEWS).map((record) => {
    const { id, date, subject, type, candidate, employer, jobRole } = view.interaction(record);
    return { id, date, subject, type, candidate, employer, jobRole };
  });
}
