import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidateProfile, CandidateProfileUpdate } from '@agency/contracts';
import { Button, Card, FieldRow, FormField, FormStack, Heading, Input, TextArea } from '@agency/ui';
import { profileFormSchema, profileFormValues, type ProfileFormValues } from './profileForm';
import { useSaveProfile } from './useSaveProfile';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * The Profile tab's edit form (spec section 2): full name, email, phone, location, current role and
 * professional summary. 'Profile updated successfully' closes it; a failure keeps it open with the toast
 * 'Failed to update profile' and the server's reason (an e-mail another account uses, say).
 */
export function ProfileEditForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const { save } = useSaveProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, CandidateProfileUpdate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });

  const onSubmit = handleSubmit(async (changes) => {
    if (await save(changes)) onDone();
  });

  return (
    <Card as="section" aria-labelledby="edit-profile">
      <Heading as="h2" $size="lg" id="edit-profile">
        Edit Profile
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-labelledby="edit-profile" style={{ marginTop: '1.5rem' }}>
        <FormStack>
          <FieldRow>
            <FormField label="Full Name" error={errors.name}>
              {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
            </FormField>
            <FormField label="Email" error={errors.email}>
              {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
            </FormField>
          </FieldRow>
          <FieldRow>
            <FormField label="Phone" error={errors.phone}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
            </FormField>
            <FormField label="Location" error={errors.location}>
              {(control) => <Input {...control} {...register('location')} />}
            </FormField>
          </FieldRow>
          <FormField label="Current Role" error={errors.currentRole}>
            {(control) => <Input {...control} {...register('currentRole')} />}
          </FormField>
          <FormField label="Professional Summary" error={errors.summary}>
            {(control) => <TextArea {...control} rows={5} {...register('summary')} />}
          </FormField>
        </FormStack>
        <Actions>
          <Button $variant="ghost" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
