import { useId } from 'react';
import styled from 'styled-components';
import { Badge, Field, FieldRow, FormStack, Input, Label, TextArea } from '@agency/ui';
import { TextListInput } from '../../shared/history/TextListInput';
import type { FromCv, ProfileDetails } from './profileDetails';

const Mark = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** The mark under a field the CV filled in: 'From your CV', and what it took, so the candidate checks it. */
function FromCvMark({ id, text }: { id: string; text?: string }) {
  return (
    <Mark id={id}>
      <Badge $variant="secondary">From your CV</Badge>
      {text}
    </Mark>
  );
}

/**
 * Step 1, Profile Summary: the professional summary, current role, location and skills. What is typed is
 * kept by the wizard (saved with 'Complete Profile'), so going back and forth loses nothing. A field a CV
 * filled in is marked 'From your CV' until the candidate changes it.
 */
export function SummaryStep({
  details,
  fromCv,
  onChange,
}: {
  details: ProfileDetails;
  fromCv?: FromCv | null;
  onChange: (changes: Partial<ProfileDetails>) => void;
}) {
  const id = useId();
  const roleFromCv = !!fromCv?.currentRole && details.currentRole === fromCv.currentRole;
  const locationFromCv = !!fromCv?.location && details.location === fromCv.location;
  const skillsFromCv = fromCv?.skills.filter((skill) => details.skills.includes(skill)) ?? [];
  return (
    <FormStack>
      <Field>
        <Label htmlFor={`${id}-summary`}>Professional Summary</Label>
        <TextArea
          id={`${id}-summary`}
          rows={5}
          placeholder="Tell employers about your experience, strengths and what you are looking for"
          value={details.summary}
          onChange={(event) => onChange({ summary: event.target.value })}
        />
      </Field>
      <FieldRow>
        <Field>
          <Label htmlFor={`${id}-role`}>Current Role</Label>
          <Input
            id={`${id}-role`}
            placeholder="e.g. Senior Software Engineer"
            autoComplete="organization-title"
            value={details.currentRole}
            aria-describedby={roleFromCv ? `${id}-role-cv` : undefined}
            onChange={(event) => onChange({ currentRole: event.target.value })}
          />
          {roleFromCv && <FromCvMark id={`${id}-role-cv`} />}
        </Field>
        <Field>
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input
            id={`${id}-location`}
            placeholder="e.g. London, UK"
            autoComplete="address-level2"
            value={details.location}
            aria-describedby={locationFromCv ? `${id}-location-cv` : undefined}
            onChange={(event) => onChange({ location: event.target.value })}
          />
          {locationFromCv && <FromCvMark id={`${id}-location-cv`} />}
        </Field>
      </FieldRow>
      <div>
        <TextListInput
          label="Skills"
          itemName="skill"
          placeholder="Add a skill"
          unique
          items={details.skills}
          onChange={(skills) => onChange({ skills })}
        />
        {skillsFromCv.length > 0 && (
          <div style={{ marginTop: '0.5rem' }}>
            <FromCvMark id={`${id}-skills-cv`} text={skillsFromCv.join(', ')} />
          </div>
        )}
      </div>
    </FormStack>
  );
}
