import { useId, useState } from 'react';
import styled from 'styled-components';
import type { CandidateProfile, CandidateProfileUpdate, ProfileProposal } from '@agency/contracts';
import { Button, Field, FieldRow, Input, Label, Muted } from '@agency/ui';
import { ProposedEducationList, ProposedEmploymentList } from '../../shared/documents/ProposedEntries';
import { mergeSkills } from '../../shared/documents/proposal';
import { TextListInput } from '../../shared/history/TextListInput';
import { useSaveProfile } from '../../shared/profile/useSaveProfile';

const Review = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Now = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** What the CV says that the profile does not already: a role or location that differs, skills not listed. */
function newInProposal(profile: CandidateProfile, proposal: ProfileProposal) {
  const known = profile.skills ?? [];
  return {
    currentRole: proposal.currentRole && !same(proposal.currentRole, profile.currentRole) ? proposal.currentRole : '',
    location: proposal.location && !same(proposal.location, profile.location) ? proposal.location : '',
    skills: mergeSkills(known, proposal.skills).slice(known.length),
  };
}

/**
 * 'We read your CV. Review what we found:' after an upload whose text was read: the proposed current role,
 * location and skills (each editable; a skill is a chip to remove; an emptied field is left as it is on the
 * profile), applied with 'Apply to profile' through the profile update; then the work experience and
 * education entries, each added (through their own create calls), edited in its dialog first, or dropped.
 * Nothing is saved until the candidate applies or adds it.
 */
export function ProposalReview({
  profile,
  proposal,
  onClose,
}: {
  profile: CandidateProfile;
  proposal: ProfileProposal;
  onClose: () => void;
}) {
  const id = useId();
  const [found] = useState(() => newInProposal(profile, proposal));
  const [currentRole, setCurrentRole] = useState(found.currentRole);
  const [location, setLocation] = useState(found.location);
  const [skills, setSkills] = useState(found.skills);
  const [profilePart, setProfilePart] = useState(!!found.currentRole || !!found.location || found.skills.length > 0);
  const [employment, setEmployment] = useState(proposal.employment);
  const [education, setEducation] = useState(proposal.education);
  const { save, saving } = useSaveProfile();

  const changes: CandidateProfileUpdate = {};
  if (currentRole.trim() && !same(currentRole, profile.currentRole)) changes.currentRole = currentRole.trim();
  if (location.trim() && !same(location, profile.location)) changes.location = location.trim();
  const skillsAfter = mergeSkills(profile.skills ?? [], skills);
  if (skillsAfter.length > (profile.skills ?? []).length) changes.skills = skillsAfter;
  const anyChange = Object.keys(changes).length > 0;

  async function apply() {
    if (await save(changes)) setProfilePart(false);
  }

  const nothing = !profilePart && employment.length === 0 && education.length === 0;
  return (
    <Review aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>We read your CV. Review what we found:</h3>
      {nothing && <Muted>Nothing more to add to your profile from this CV.</Muted>}
      {profilePart && (
        <Part>
          <h4>Your profile</h4>
          <FieldRow>
            <Field>
              <Label htmlFor={`${id}-role`}>Proposed current role</Label>
              <Input
                id={`${id}-role`}
                value={currentRole}
                aria-describedby={profile.currentRole ? `${id}-role-now` : undefined}
                onChange={(event) => setCurrentRole(event.target.value)}
              />
              {profile.currentRole && <Now id={`${id}-role-now`}>Your profile says: {profile.currentRole}</Now>}
            </Field>
            <Field>
              <Label htmlFor={`${id}-location`}>Proposed location</Label>
              <Input
                id={`${id}-location`}
                value={location}
                aria-describedby={profile.location ? `${id}-location-now` : undefined}
                onChange={(event) => setLocation(event.target.value)}
              />
              {profile.location && <Now id={`${id}-location-now`}>Your profile says: {profile.location}</Now>}
            </Field>
          </FieldRow>
          <TextListInput label="Skills to add" itemName="skill" placeholder="Add a skill" unique items={skills} onChange={setSkills} />
          <Muted style={{ fontSize: '0.875rem' }}>Empty a field to keep your profile as it is.</Muted>
          <Buttons>
            <Button disabled={!anyChange || saving} onClick={() => void apply()}>
              {saving ? 'Saving...' : 'Apply to profile'}
            </Button>
          </Buttons>
        </Part>
      )}
      <ProposedEmploymentList
        titleAs="h4"
        entries={employment}
        onResolved={(index) => setEmployment((entries) => entries.filter((_, at) => at !== index))}
      />
      <ProposedEducationList
        titleAs="h4"
        entries={education}
        onResolved={(index) => setEducation((entries) => entries.filter((_, at) => at !== index))}
      />
      <Buttons>
        <Button $variant="outline" onClick={onClose}>
          {nothing ? 'Close' : 'Done reviewing'}
        </Button>
      </Buttons>
    </Review>
  );
}
