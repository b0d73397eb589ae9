import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CandidateDetail } from '@agency/contracts';
import { Badge, Button, buttonStyles, Muted, UserText } from '@agency/ui';
import { availabilityBadge, availabilityLabel } from '../../shared/candidates/availability';
import { SuggestJobMatchDialog } from '../../shared/job-matches/SuggestJobMatchDialog';
import { candidatePath } from '../../shared/records/paths';
import { SkillBadges } from './CandidateCard';
import { ApplicationsSection, ContactSection, InteractionsSection } from './CandidateDetailsSections';
import { Sections, Text } from './detailsLayout';
import { DocumentsSection } from './DocumentsSection';
import { EmailsSection } from './EmailsSection';
import { AppointmentsSection, JobMatchesSection, MessagesSection } from './portal/CandidatePortalSections';
import { SendMessageDialog } from './portal/SendMessageDialog';

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

/** The quick view's way to the whole record (decision 0119). */
const PageLink = styled(Link)<{ $variant?: 'primary' | 'outline'; $size?: 'sm' }>`
  ${buttonStyles}
  text-decoration: none;
`;

/** The candidate's record, their portal as the recruiter sees it, and what can be done for it. */
export function CandidateDetails({ candidate }: { candidate: CandidateDetail }) {
  const [suggesting, setSuggesting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const picked = { id: candidate.id, name: candidate.name };
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
        <PageLink to={candidatePath(candidate.id)} $variant="primary" $size="sm">
          Open page
        </PageLink>
        <Button $variant="outline" $size="sm" onClick={() => setSuggesting(true)}>
          Suggest Job Match
        </Button>
        <Button $variant="outline" $size="sm" onClick={() => setMessaging(true)}>
          Send Message
        </Button>
      </Actions>

      <ContactSection candidate={candidate} />

      {candidate.skills && candidate.skills.length > 0 && (
        <section aria-label="Skills">
          <h3>Skills</h3>
          <SkillBadges skills={candidate.skills} />
        </section>
      )}

      {candidate.summary && (
        <section aria-label="Summary">
          <h3>Summary</h3>
          <Text>{candidate.summary}</Text>
        </section>
      )}

      <DocumentsSection candidateId={candidate.id} />

      <ApplicationsSection applications={candidate.applications} />

      <JobMatchesSection candidateId={candidate.id} />

      <InteractionsSection interactions={candidate.interactions} />

      <AppointmentsSection candidateId={candidate.id} />
      <MessagesSection candidateId={candidate.id} />
      <EmailsSection candidateId={candidate.id} />

      <SuggestJobMatchDialog
        suggestion={suggesting ? { candidate: picked } : null}
        onClose={() => setSuggesting(false)}
      />
      <SendMessageDialog candidate={messaging ? picked : null} onClose={() => setMessaging(false)} />
    </Sections>
  );
}
