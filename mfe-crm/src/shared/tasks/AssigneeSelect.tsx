import { forwardRef, type ComponentProps } from 'react';
import { Select } from '@agency/ui';
import { useGetTeamMembersQuery } from '../api/applicationsApi';

/**
 * 'Assign to': a colleague from the team (GET /api/team-members). Its first choice, `emptyLabel`, sends none (the
 * server gives the task to whoever logged or adds it). Usable with register().
 */
export const AssigneeSelect = forwardRef<HTMLSelectElement, ComponentProps<typeof Select> & { emptyLabel: string }>(function AssigneeSelect(
  { emptyLabel, ...props },
  ref,
) {
  const { data: members } = useGetTeamMembersQuery();
  return (
    <Select ref={ref} {...props}>
      <option value="">{emptyLabel}</option>
      {[...(members ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
    </Select>
  );
});
