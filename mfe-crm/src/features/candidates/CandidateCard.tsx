import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CandidateListItem } from '@agency/contracts';
import { Badge, Heading, Muted, UserText } from '@agency/ui';
import { CardHeader, Details, ItemCard } from '../../shared/cards/CardList';
import { CardMenu } from '../../shared/cards/CardMenu';
import { MailIcon, PhoneIcon, PinIcon } from '../../shared/cards/icons';
import { availabilityBadge, availabilityLabel } from '../../shared/candidates/availability';
import { candidatePath } from '../../shared/records/paths';
import { Highlight } from '../../shared/search/Highlight';
import { TagChips } from '../../shared/tags/TagChips';

/** A card shows this many skills; the rest are counted as '+N more' (spec: Candidates). */
export const SKILLS_SHOWN = 3;

// The name leads to the candidate's page (decision 0119); 'Quick View' in the card's menu opens the details dialog.
const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Role = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A candidate's skills as a row of badges, one `li` each (the card's and the details'). */
export const SkillList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** All of a candidate's skills as outline badges (the details' and the record page's). */
export function SkillBadges({ skills }: { skills: readonly string[] }) {
  return (
    <SkillList>
      {skills.map((skill, index) => (
        <li key={index}>
          <Badge $variant="outline">{skill}</Badge>
        </li>
      ))}
    </SkillList>
  );
}

const CvMatch = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The CV's words around the match, '…' where it was cut, with the matched words marked. */
function Snippet({ text, words }: { text: string; words: readonly string[] | undefined }) {
  const trimmed = text.trim();
  const shown = `${/^(…|\.\.\.)/.test(trimmed) ? '' : '…'}${trimmed}${/(…|\.\.\.)$/.test(trimmed) ? '' : '…'}`;
  return <Highlight text={shown} words={words} />;
}

// The box sits beside the name, not as a third column of the header (which spreads its items apart).
const Title = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;
const Tick = styled.input`
  width: 1.1rem;
  height: 1.1rem;
  margin: 0.35rem 0 0;
  flex: none;
`;

/** The skills a card shows, and how many more the candidate has. */
export function visibleSkills(skills: readonly string[] | null | undefined): {
  shown: string[];
  more: number;
} {
  const all = skills ?? [];
  return { shown: all.slice(0, SKILLS_SHOWN), more: Math.max(0, all.length - SKILLS_SHOWN) };
}

/**
 * One candidate (spec: Candidates): the name (leads to the candidate's page; 'Quick View' opens 'Candidate Details'), current role (or 'No role
 * specified'), availability, email, phone, location, up to three skills and '+N more', and the
 * Edit/Delete menu. When the search matched words inside one of their CVs, the words around them, under the
 * card: 'In CV (file name): …snippet…', the searched words marked.
 */
export function CandidateCard({
  candidate,
  highlight,
  selected,
  onSelect,
  onOpen,
  onEdit,
  onDelete,
}: {
  candidate: CandidateListItem;
  /** The words the search matched (the list's `highlight`), marked on the card and in a CV's snippet. */
  highlight?: readonly string[];
  /** Whether the card is ticked for a bulk action (decision 0137); no box when undefined. */
  selected?: boolean;
  onSelect?: (ticked: boolean) => void;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { shown, more } = visibleSkills(candidate.skills);
  const headingId = `candidate-${candidate.id}`;
  return (
    <ItemCard aria-labelledby={headingId}>
      <CardHeader>
        <Title>
          {selected !== undefined && <Tick type="checkbox" checked={selected} aria-label={`Select ${candidate.name}`} onChange={(event) => onSelect?.(event.target.checked)} />}
          <div>
            <Heading as="h2" $size="lg" id={headingId}>
              <NameLink to={candidatePath(candidate.id)}>
                <Highlight text={candidate.name} words={highlight} />
              </NameLink>
            </Heading>
            <Role>
              {candidate.currentRole ? <Highlight text={candidate.currentRole} words={highlight} /> : 'No role specified'}
            </Role>
          </div>
        </Title>
        <Badge $variant={availabilityBadge(candidate.availability)}>
          {availabilityLabel(candidate.availability)}
        </Badge>
        <CardMenu
          label={`Actions for ${candidate.name}`}
          actions={[
            { label: 'Quick View', onSelect: onOpen },
            { label: 'Edit', onSelect: onEdit },
            { label: 'Delete', onSelect: onDelete },
          ]}
        />
      </CardHeader>
      <Details>
        {candidate.email && (
          <li>
            <MailIcon />
            <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          </li>
        )}
        {candidate.phone && (
          <li>
            <PhoneIcon />
            <a href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`}>{candidate.phone}</a>
          </li>
        )}
        {candidate.location && (
          <li>
            <PinIcon />
            <span>
              <Highlight text={candidate.location} words={highlight} />
            </span>
          </li>
        )}
      </Details>
      {shown.length > 0 && (
        <SkillList aria-label="Skills">
          {shown.map((skill, index) => (
            <li key={index}>
              <Badge $variant="outline">
                <Highlight text={skill} words={highlight} />
              </Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge $variant="secondary">+{more} more</Badge>
            </li>
          )}
        </SkillList>
      )}
      <TagChips entity="candidates" tags={candidate.tags} />
      {candidate.cvMatch && (
        <CvMatch aria-label={`Found in CV ${candidate.cvMatch.fileName}`}>
          <strong>
            In CV (<UserText>{candidate.cvMatch.fileName}</UserText>):
          </strong>{' '}
          <Snippet text={candidate.cvMatch.text} words={highlight} />
        </CvMatch>
      )}
    </ItemCard>
  );
}
