import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CandidateProfile } from '@agency/contracts';
import { Badge, Button, Card, Heading } from '@agency/ui';
import { availabilityLabel } from './availability';

export const NOT_PROVIDED = 'Not provided';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  margin: ${({ theme }) => `${theme.space(6)} 0 0`};
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
  div.wide {
    grid-column: 1 / -1;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Fact({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  const shown = value === null || value === undefined || value === '' ? <Empty>{NOT_PROVIDED}</Empty> : value;
  return (
    <div className={wide ? 'wide' : undefined}>
      <dt>{label}</dt>
      <dd>{shown}</dd>
    </div>
  );
}

/** The Profile tab's read view, 'Profile Information' (spec section 2): 'Not provided' for an empty value. */
export function ProfileDetails({ profile, onEdit }: { profile: CandidateProfile; onEdit: () => void }) {
  const skills = profile.skills ?? [];
  return (
    <Card as="section" aria-labelledby="profile-information">
      <Top>
        <Heading as="h2" $size="lg" id="profile-information">
          Profile Information
        </Heading>
        <Button $variant="outline" $size="sm" onClick={onEdit}>
          Edit Profile
        </Button>
      </Top>
      <Facts>
        <Fact label="Full Name" value={profile.name} />
        <Fact label="Email" value={profile.email} />
        <Fact label="Phone" value={profile.phone} />
        <Fact label="Location" value={profile.location} />
        <Fact label="Current Role" value={profile.currentRole} />
        <Fact
          label="Availability"
          value={<Badge $variant="secondary">{availabilityLabel(profile.availability)}</Badge>}
        />
        <Fact label="Professional Summary" value={profile.summary} wide />
        <Fact
          label="Skills"
          wide
          value={
            skills.length > 0 ? (
              <Skills>
                {skills.map((skill) => (
                  <li key={skill}>
                    <Badge $variant="outline">{skill}</Badge>
                  </li>
                ))}
              </Skills>
            ) : null
          }
        />
      </Facts>
    </Card>
  );
}
