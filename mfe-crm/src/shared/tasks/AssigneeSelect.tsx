import { forwardRef, type ComponentProps } from 'react';
import { Select } from '@agency/ui';
import { useGetTeamMembersQuery } from '../api/applicationsApi';

/**
 * 'Assign to': a colleague from the team (GET /api/team-members). Its first choice, `emptyLabel`, sends none (the
 * server gives the task to whoever logged or adds it). Usable with register(): the select it registers is shown once
 * the team is known, so it starts on the value the form holds (a select shows a value only among its options).
 */
export const AssigneeSelect = forwardRef<HTMLSelectElement, ComponentProps<typeof Select> & { emptyLabel: string }>(function AssigneeSelect(
  { emptyLabel, ...props },
  ref,
) {
  const { data: members, isError } = useGetTeamMembersQuery();
  if (!members && !isError) {
    return (
      <Select id={props.id} aria-describedby={props['aria-describedby']} disabled aria-busy="true">
        <option>Loading the team...</option>
      </Select>
    );
  }
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
