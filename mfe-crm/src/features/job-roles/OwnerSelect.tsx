import { forwardRef, type ComponentProps } from 'react';
import type { TeamMember } from '@agency/contracts';
import { Select } from '@agency/ui';
import { useGetTeamMembersQuery } from '../../shared/api/applicationsApi';

/**
 * The job role's owner (decision 0120): a team member, who is e-mailed its applications; '' for none (then the
 * administrators are). `known` is shown while the team loads, and for an owner no longer active.
 */
export const OwnerSelect = forwardRef<HTMLSelectElement, ComponentProps<typeof Select> & { known: TeamMember | null }>(function OwnerSelect(
  { known, ...props },
  ref,
) {
  const { data: team = [] } = useGetTeamMembersQuery();
  const members = known && !team.some((member) => member.id === known.id) ? [...team, known] : team;
  return (
    <Select ref={ref} {...props}>
      <option value="">No owner (the administrators)</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
    </Select>
  );
});
