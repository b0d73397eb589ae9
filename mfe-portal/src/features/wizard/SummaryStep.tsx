import { useId } from 'react';
import { Field, FieldRow, FormStack, Input, Label, TextArea } from '@agency/ui';
import { TextListInput } from '../../shared/history/TextListInput';
import type { ProfileDetails } from './profileDetails';

/**
 * Step 1, Profile Summary: the professional summary, current role, location and skills. What is typed is
 * kept by the wizard (saved with 'Complete Profile'), so going back and forth loses nothing.
 */
export function SummaryStep({
  details,
  onChange,
}: {
  details: ProfileDetails;
  onChange: (changes: Partial<ProfileDetails>) => void;
}) {
  const id = useId();
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
            onChange={(event) => onChange({ currentRole: event.target.value })}
          />
        </Field>
        <Field>
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input
            id={`${id}-location`}
            placeholder="e.g. London, UK"
            autoComplete="address-level2"
            value={details.location}
            onChange={(event) => onChange({ location: event.target.value })}
          />
        </Field>
      </FieldRow>
      <TextListInput
        label="Skills"
        itemName="skill"
        placeholder="Add a skill"
        unique
        items={details.skills}
        onChange={(skills) => onChange({ skills })}
      />
    </FormStack>
  );
}
