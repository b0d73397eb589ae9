import type { Logger } from 'pino';
import { JobMatchSnapshot, PortalEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { CandidateStore } from '../candidates/store';
import type { JobRoleProjection } from '../projections/job-roles';
import type { ApplicationStore } from './store';

/**
 * A candidate's 'Express Interest' on a job match is an application for that role (decision 0120): it reaches the
 * applications inbox, with source 'job-match', and its e-mail to the role's owner, like one from the website. The
 * unique candidate-and-role index keeps it to one: pressing it again, a repeated event, or a candidate who had
 * applied already, adds nothing.
 */
export function expressInterestApplications(deps: { applications: ApplicationStore; candidates: CandidateStore; jobRoles: JobRoleProjection; log: Logger }): Projection {
  const { applications, candidates, jobRoles, log } = deps;
  return {
    name: 'candidates-express-interest', // the durable consumer: never renamed
    stream: Streams.portal,
    handles: [PortalEvents.jobMatchResponded],
    checkpoint: 'consumer',
    async apply(event) {
      const match = JobMatchSnapshot.safeParse(event.data);
      if (!match.success) return void log.error({ id: event.aggregateId }, 'ignoring a job match event the candidates service cannot read');
      if (match.data.candidateResponse !== 'interested') return;
      const [candidate, role] = await Promise.all([candidates.findById(match.data.candidateId), jobRoles.find(match.data.jobRoleId)]);
      // An erased candidate, one without an e-mail, or a role gone since: nothing to apply for, nobody to answer.
      if (!candidate?.email || !role) return;
      await applications.submit(
        { jobRoleId: match.data.jobRoleId, candidateEmail: candidate.email, candidateFullName: candidate.name, candidatePhone: candidate.phone ?? undefined },
        candidate.id,
        role,
        'job-match',
      );
    },
  };
}
