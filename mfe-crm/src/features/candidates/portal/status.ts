import type { JobMatch } from '@agency/contracts';

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** A match's status badge (spec: job_matches, default suggested): what the candidate made of it stands out. */
export const JOB_MATCH_STATUSES: Record<JobMatch['status'], { label: string; badge: BadgeVariant }> = {
  suggested: { label: 'Suggested', badge: 'outline' },
  interested: { label: 'Interested', badge: 'default' },
  applied: { label: 'Applied', badge: 'default' },
  declined: { label: 'Declined', badge: 'destructive' },
};

/** The candidate's response as a word ('interested' → 'Interested'); the portal stores it in lower case. */
export const responseLabel = (response: string) => response.charAt(0).toUpperCase() + response.slice(1);
