import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidateProfile, CandidateProfileUpdate } from '@agency/contracts';
import {
  Button,
  Card,
  FieldRow,
  FormField,
  FormStack,
  Heading,
  Input,
  PasswordInput,
  TextArea,
} from '@agency/ui';
import { profileFormSchema, profileFormValues, type ProfileFormValues } from './profileForm';
import { useSaveProfile } from '../../shared/profile/useSaveProfile';

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
 * 'Failed to update profile' and the server's reason (an e-mail another account uses, say). The e-mail is
 * the sign-in: once the account has a password, changing it asks for that password (decision 0067).
 */
export function ProfileEditForm({
  profile,
  hasPassword,
  onDone,
}: {
  profile: CandidateProfile;
  hasPassword: boolean;
  onDone: () => void;
}) {
  const { save } = useSaveProfile();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, CandidateProfileUpdate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });

  const emailChanged = watch('email').trim().toLowerCase() !== (profile.email ?? '');

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
          {hasPassword && emailChanged && (
            <FormField label="Current Password (to change your email)" error={errors.currentPassword}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  {...register('currentPassword')}
                />
              )}
            </FormField>
          )}
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
