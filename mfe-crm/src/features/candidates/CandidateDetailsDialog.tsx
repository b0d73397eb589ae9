import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import type { CandidateDetail, CandidateInteraction } from '@agency/contracts';
import { Alert, Badge, Button, Dialog, Muted, Skeleton, UserText } from '@agency/ui';
import { formatDay, formatDayAndTime } from '../../shared/dates';
import { WideDialogContent } from '../../shared/forms/FormLayout';
import { INTERACTION_TYPES, outcomeVariant } from '../../shared/interactions/interactionTypes';
import { AttendanceConfirmed } from '../../shared/interactions/AttendanceConfirmed';
import { AppointmentsSection, JobMatchesSection, MessagesSection } from './portal/CandidatePortalSections';
import { SendMessageDialog } from './portal/SendMessageDialog';
import { SuggestJobMatchDialog } from '../../shared/job-matches/SuggestJobMatchDialog';
import { availabilityBadge, availabilityLabel } from '../../shared/candidates/availability';
import { SkillList } from './CandidateCard';
import { Entries, EntryBadges, EntryHead, Sections, Text } from './detailsLayout';
import { useGetCandidateQuery } from '../../shared/api/candidatesApi';

/** Only web addresses become links: a stored `javascript:` or other scheme stays plain text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p:first-child {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 700;
  }
`;

/** What a recruiter can do for the candidate's portal from here. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: -${({ theme }) => theme.space(3)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** 'Candidate Details' for the candidate of `candidateId`, loaded when it opens; open while it is set. */
export function CandidateDetailsDialog({
  candidateId,
  onClose,
}: {
  candidateId: string | null;
  onClose: () => void;
}) {
  // currentData: this candidate's details only, never the previously opened candidate's.
  const { currentData: candidate, isFetching, isError } = useGetCandidateQuery(candidateId ?? skipToken);
  return (
    <Dialog open={candidateId !== null} onOpenChange={(open) => !open && onClose()}>
      {candidateId !== null && (
        <WideDialogContent title="Candidate Details">
          {candidate ? (
            <Details candidate={candidate} />
          ) : isFetching ? (
            <div aria-busy="true" aria-label="Loading candidate details">
              <Skeleton $height="1.75rem" $width="50%" />
              <Skeleton $height="1rem" $width="30%" style={{ marginTop: '0.75rem' }} />
              <Skeleton $height="5rem" style={{ marginTop: '1.5rem' }} />
            </div>
          ) : (
            isError && <Alert>Failed to load candidate details</Alert>
          )}
        </WideDialogContent>
      )}
    </Dialog>
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

function Details({ candidate }: { candidate: CandidateDetail }) {
  const [suggesting, setSuggesting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const picked = { id: candidate.id, name: candidate.name };
  const contact = [
    candidate.email,
    candidate.phone,
    candidate.location,
    candidate.linkedinUrl,
    candidate.cvUrl,
  ];
  return (
    <Sections>
      <Identity>
        <div>
          <p>
            <UserText>{candidate.name}</UserText>
          </p>
          <Muted>
            <UserText>{candidate.currentRole || 'No role specified'}</UserText>
          </Muted>
        </div>
        <Badge $variant={availabilityBadge(candidate.availability)}>
          {availabilityLabel(candidate.availability)}
        </Badge>
      </Identity>
      <Actions>
        <Button $variant="outline" $size="sm" onClick={() => setSuggesting(true)}>
          Suggest Job Match
        </Button>
        <Button $variant="outline" $size="sm" onClick={() => setMessaging(true)}>
          Send Message
        </Button>
      </Actions>

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

      {candidate.skills && candidate.skills.length > 0 && (
        <section aria-label="Skills">
          <h3>Skills</h3>
          <SkillList>
            {candidate.skills.map((skill, index) => (
              <li key={index}>
                <Badge $variant="outline">{skill}</Badge>
              </li>
            ))}
          </SkillList>
        </section>
      )}

      {candidate.summary && (
        <section aria-label="Summary">
          <h3>Summary</h3>
          <Text>{candidate.summary}</Text>
        </section>
      )}

      <section aria-label="Job Applications">
        <h3>Job Applications ({candidate.applications.length})</h3>
        {candidate.applications.length === 0 ? (
          <Muted>No applications submitted</Muted>
        ) : (
          <Entries>
            {candidate.applications.map((application) => (
              <li key={application.id}>
                <EntryHead>
                  {/* The role's title; its id when the role is unknown here (e.g. deleted since). */}
                  <strong>{application.jobRoleTitle ?? `Job role ${application.jobRoleId}`}</strong>
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

      <JobMatchesSection candidateId={candidate.id} />

      <section aria-label="Interactions">
        <h3>Interactions ({candidate.interactions.length})</h3>
        {candidate.interactions.length === 0 ? (
          <Muted>No interactions recorded</Muted>
        ) : (
          <Entries>
            {candidate.interactions.map((interaction) => (
              <Interaction key={interaction.id} interaction={interaction} />
            ))}
          </Entries>
        )}
      </section>

      <AppointmentsSection candidateId={candidate.id} />
      <MessagesSection candidateId={candidate.id} />

      <SuggestJobMatchDialog
        suggestion={suggesting ? { candidate: picked } : null}
        onClose={() => setSuggesting(false)}
      />
      <SendMessageDialog candidate={messaging ? picked : null} onClose={() => setMessaging(false)} />
    </Sections>
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
