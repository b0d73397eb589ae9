import { useId } from 'react';
import styled from 'styled-components';
import type { Candidate } from '@agency/contracts';
import { Label, Select } from '@agency/ui';
import { useGetTeamMembersQuery } from '../../../shared/api/applicationsApi';
import { useReportResult } from '../../../shared/forms/useReportResult';
import { RecordCard } from '../../../shared/records/RecordLayout';
import { TagPicker } from '../../../shared/tags/TagPicker';
import { useChangeCandidateTagsMutation, useSetCandidateOwnerMutation } from './tagsAndOwnerApi';

const Owner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  select {
    max-width: 20rem;
  }
`;

/**
 * 'Tags & Owner' on the candidate's page (decision 0134): who looks after them (anyone on the team, or nobody) and
 * their tags, each change saved at once on its own route, so it never writes over another edit of the profile.
 */
export function TagsAndOwnerCard({ candidate }: { candidate: Pick<Candidate, 'id' | 'tags' | 'ownerId'> }) {
  const id = useId();
  const { data: team = [] } = useGetTeamMembersQuery();
  const [changeTags, { isLoading: tagging }] = useChangeCandidateTagsMutation();
  const [setOwner, { isLoading: assigning }] = useSetCandidateOwnerMutation();
  const report = useReportResult();
  const tags = candidate.tags ?? [];
  const ownerId = candidate.ownerId ?? '';
  // An owner who has left the team (or is not loaded yet) is still shown, not silently 'Nobody'.
  const ownerKnown = ownerId === '' || team.some((member) => member.id === ownerId);

  async function saveTags(next: string[]) {
    const add = next.filter((tag) => !tags.includes(tag));
    const remove = tags.filter((tag) => !next.includes(tag));
    report(await changeTags({ id: candidate.id, change: { add, remove } }), {
      success: { title: 'Success', description: add.length ? `Tag ${add.join(', ')} added` : `Tag ${remove.join(', ')} removed` },
      failure: { title: 'Error', description: 'Failed to update tags' },
    });
  }

  async function saveOwner(value: string) {
    report(await setOwner({ id: candidate.id, ownerId: value || null }), {
      success: { title: 'Success', description: 'Owner updated' },
      failure: { title: 'Error', description: 'Failed to update the owner' },
    });
  }

  return (
    <RecordCard title="Tags & Owner">
      <Owner>
        <Label htmlFor={`${id}-owner`}>Owner</Label>
        <Select id={`${id}-owner`} value={ownerId} disabled={assigning} onChange={(event) => saveOwner(event.target.value)}>
          <option value="">Nobody</option>
          {!ownerKnown && <option value={ownerId}>A former team member</option>}
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Select>
      </Owner>
      <TagPicker entity="candidates" tags={tags} onChange={saveTags} busy={tagging} />
    </RecordCard>
  );
}
