import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Card } from './primitives';

/** A job page's title: also the heading of its 'not found' and 'unavailable' cards. */
export const JobPostingTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
  /* A title may hold a word longer than a phone is wide. */
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Body = styled(Card)`
  margin-top: ${({ theme }) => theme.space(8)};
  h2,
  h4 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  h2:not(:first-child),
  h4:not(:first-child) {
    margin-top: ${({ theme }) => theme.space(8)};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  overflow-wrap: anywhere;
`;

/** Splits text into paragraphs at line breaks (spec: job detail). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </>
  );
}

export interface Posting {
  title: string;
  employerName?: string | null;
  location?: string | null;
  salaryRange?: string | null;
  status: string;
  description?: string | null;
  requirements?: string | null;
}

/**
 * A job role as its public page shows it (spec: job detail): title, '{Company} via TalentBridge', location,
 * salary range, status badge, 'About the Role' and 'Requirements'. The public page and the CRM's preview of
 * a role before it is opened (issue 21) show the same. `level` 3 puts it under a dialog's title.
 */
export function JobPosting({ posting, level = 1, children }: { posting: Posting; level?: 1 | 3; children?: ReactNode }) {
  const SectionHeading = level === 1 ? 'h2' : 'h4';
  return (
    <article>
      <JobPostingTitle as={level === 1 ? 'h1' : 'h3'}>{posting.title}</JobPostingTitle>
      <Meta>
        {posting.employerName && <span>{posting.employerName} via TalentBridge</span>}
        {posting.location && <span>{posting.location}</span>}
        {posting.salaryRange && <span>{posting.salaryRange}</span>}
        <Badge>{posting.status === 'open' ? 'Open' : posting.status}</Badge>
      </Meta>
      {(posting.description || posting.requirements) && (
        <Body>
          {posting.description && (
            <>
              <SectionHeading>About the Role</SectionHeading>
              <Paragraphs text={posting.description} />
            </>
          )}
          {posting.requirements && (
            <>
              <SectionHeading>Requirements</SectionHeading>
              <Paragraphs text={posting.requirements} />
            </>
          )}
        </Body>
      )}
      {children}
    </article>
  );
}
