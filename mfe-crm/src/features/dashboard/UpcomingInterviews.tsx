import { Link } from 'react-router-dom';
import type { DashboardStats } from '@agency/contracts';
import { Muted, UserText } from '@agency/ui';
import { formatDashboardDate } from '../../shared/dates';
import { candidatePath, employerPath } from '../../shared/records/paths';
import { Name, Panel, PanelLink, Rows, Small } from './Panel';

/** The next scheduled interviews: who, for which role and employer, and when. */
export function UpcomingInterviews({ interviews }: { interviews: DashboardStats['upcomingInterviews'] }) {
  return (
    <Panel title="Upcoming Interviews" link={<PanelLink to="/manage/calendar">View Calendar</PanelLink>}>
      {interviews.length === 0 ? (
        <Muted>No upcoming interviews scheduled</Muted>
      ) : (
        <Rows>
          {interviews.map((interview) => (
            <li key={interview.id}>
              <div>
                <Name>
                  {interview.candidate?.name ? (
                    <Link to={candidatePath(interview.candidate.id)}>
                      <UserText>{interview.candidate.name}</UserText>
                    </Link>
                  ) : (
                    'Unknown Candidate'
                  )}
                </Name>
                <Small>
                  {/* The role interviewed for; else the candidate's current role. */}
                  <UserText>
                    {interview.jobRole?.title || interview.candidate?.currentRole || interview.subject}
                  </UserText>
                </Small>
                <Small>
                  {interview.employer?.name ? (
                    <Link to={employerPath(interview.employer.id)}>
                      <UserText>{interview.employer.name}</UserText>
                    </Link>
                  ) : (
                    'Unknown Employer'
                  )}
                </Small>
              </div>
              <div>
                <Small as="time" dateTime={interview.date}>
                  {formatDashboardDate(interview.date)}
                </Small>
              </div>
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  );
}
