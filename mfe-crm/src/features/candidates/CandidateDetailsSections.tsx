import type { ReactNode } from 'react';
import type { Candidate, CandidateDetail, CandidateInteraction } from '@agency/contracts';
import { Badge, Muted, UserText } from '@agency/ui';
import { formatDay, formatDayAndTime } from '../../shared/dates';
import { AttendanceConfirmed } from '../../shared/interactions/AttendanceConfirmed';
import { INTERACTION_TYPES, outcomeVariant } from '../../shared/interactions/interactionTypes';
import { Entries, EntryBadges, EntryHead, Text } from './detailsLayout';
import { Link } from 'react-router-dom';
import { jobRolePath } from '../../shared/records/paths';
import { Facts } from '../../shared/records/RecordLayout';

/** Only web addresses become links: a stored `javascript:` or other scheme stays plain text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** 'Contact Information': e-mail and phone as links, LinkedIn and the CV when they are web addresses. */
export function ContactSection({ candidate }: { candidate: Candidate }) {
  const contact = [candidate.email, candidate.phone, candidate.location, candidate.linkedinUrl, candidate.cvUrl];
  return (
    <section aria-label="Contact Information">
      <h3>Contact Information</h3>
      {contact.some(Boolean) ? (
        <Facts>
          {candidate.email && (
            <Fact label="Email">
              <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
            </Fact>
          )}
          {candidate.phone && (
            <Fact label="Phone">
              <a href={`tel:${candidate.phone}`}>{candidate.phone}</a>
            </Fact>
          )}
          {candidate.location && <Fact label="Location">{candidate.location}</Fact>}
          {candidate.linkedinUrl && (
            <Fact label="LinkedIn">
              <WebLink url={candidate.linkedinUrl}>LinkedIn Profile</WebLink>
            </Fact>
          )}
          {candidate.cvUrl && (
            <Fact label="CV">
              <WebLink url={candidate.cvUrl}>View CV</WebLink>
            </Fact>
          )}
        </Facts>
      ) : (
        <Muted>No contact details</Muted>
      )}
    </section>
  );
}

export function ApplicationsSection({ applications }: { applications: CandidateDetail['applications'] }) {
  return (
    <section aria-label="Job Applications">
      <h3>Job Applications ({applications.length})</h3>
      {applications.length === 0 ? (
        <Muted>No applications submitted</Muted>
      ) : (
        <Entries>
          {applications.map((application) => (
            <li key={application.id}>
              <EntryHead>
                {/* The role's title; its id when the role is unknown here (e.g. deleted since). */}
                <strong>
                  {application.jobRoleTitle ? <Link to={jobRolePath(application.jobRoleId)}>{application.jobRoleTitle}</Link> : `Job role ${application.jobRoleId}`}
                </strong>
                <Muted>
                  Applied <time dateTime={application.createdAt}>{formatDay(application.createdAt)}</time>
                </Muted>
              </EntryHead>
              {application.coverLetter && <Text>{application.coverLetter}</Text>}
            </li>
          ))}
        </Entries>
      )}
    </section>
  );
}

export function InteractionsSection({ interactions }: { interactions: CandidateInteraction[] }) {
  return (
    <section aria-label="Interactions">
      <h3>Interactions ({interactions.length})</h3>
      {interactions.length === 0 ? (
        <Muted>No interactions recorded</Muted>
      ) : (
        <Entries>
          {interactions.map((interaction) => (
            <Interaction key={interaction.id} interaction={interaction} />
          ))}
        </Entries>
      )}
    </section>
  );
}

function Interaction({ interaction }: { interaction: CandidateInteraction }) {
  return (
    <li>
      <EntryHead>
        <strong>{INTERACTION_TYPES[interaction.type]?.label ?? interaction.type}</strong>
        <EntryBadges>
          {interaction.candidateConfirmed && <AttendanceConfirmed />}
          {interaction.outcome && (
            <Badge $variant={outcomeVariant(interaction.outcome)}>{interaction.outcome}</Badge>
          )}
        </EntryBadges>
      </EntryHead>
      <Muted>
        <time dateTime={interaction.date}>{formatDayAndTime(interaction.date)}</time>
        {interaction.subject && (
          <>
            {' · '}
            <UserText>{interaction.subject}</UserText>
          </>
        )}
      </Muted>
      {interaction.description && <Text>{interaction.description}</Text>}
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function WebLink({ url, children }: { url: string; children: ReactNode }) {
  if (!isWebAddress(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
