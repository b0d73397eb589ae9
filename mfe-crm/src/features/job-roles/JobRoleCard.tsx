import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobRole } from '@agency/contracts';
import { Badge, Heading, UserText } from '@agency/ui';
import { CardMenu } from '../../shared/cards/CardMenu';
import { Badges, CardHeader, Details, ItemCard } from '../../shared/cards/CardList';
import { BuildingIcon, MoneyIcon, PinIcon } from '../../shared/cards/icons';
import { jobRolePriority, jobRoleStatus } from './status';
import { employerPath, jobRolePath } from '../../shared/records/paths';

const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
`;

/**
 * One job role (spec: Job Roles): title, the employer's name ('Unknown Employer' only when the role has
 * none), status and priority badges, salary range, location and the description clamped to 3 lines.
 */
export function JobRoleCard({
  role,
  onEdit,
  onSuggest,
  onDelete,
}: {
  role: JobRole;
  onEdit: () => void;
  /** 'Suggest to Candidate': the role as a job match for a candidate picked in the dialog. */
  onSuggest: () => void;
  onDelete: () => void;
}) {
  const status = jobRoleStatus(role.status);
  const priority = jobRolePriority(role.priority);
  const headingId = `job-role-${role.id}`;
  return (
    <ItemCard aria-labelledby={headingId}>
      <CardHeader>
        <Heading as="h2" $size="lg" id={headingId}>
          <Link to={jobRolePath(role.id)}>
            <UserText>{role.title}</UserText>
          </Link>
        </Heading>
        <CardMenu
          label={`Actions for ${role.title}`}
          actions={[
            { label: 'Edit', onSelect: onEdit },
            { label: 'Suggest to Candidate', onSelect: onSuggest },
            { label: 'Delete', onSelect: onDelete, destructive: true },
          ]}
        />
      </CardHeader>
      <Details>
        <li>
          <BuildingIcon />
          <span>
            {role.employer?.name ? (
              <Link to={employerPath(role.employer.id)}>
                <UserText>{role.employer.name}</UserText>
              </Link>
            ) : (
              'Unknown Employer'
            )}
          </span>
        </li>
      </Details>
      <Badges>
        <Badge $variant={status.badge}>{status.label}</Badge>
        <Badge $variant={priority.badge}>{priority.label} priority</Badge>
      </Badges>
      {(role.salaryRange || role.location) && (
        <Details>
          {role.salaryRange && (
            <li>
              <MoneyIcon />
              <span>
                <UserText>{role.salaryRange}</UserText>
              </span>
            </li>
          )}
          {role.location && (
            <li>
              <PinIcon />
              <span>
                <UserText>{role.location}</UserText>
              </span>
            </li>
          )}
        </Details>
      )}
      {role.description && <Description>{role.description}</Description>}
    </ItemCard>
  );
}
