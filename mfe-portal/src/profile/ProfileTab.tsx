import { useState } from 'react';
import styled from 'styled-components';
import type { CandidateProfile } from '@agency/contracts';
import { Card, Heading } from '@agency/ui';
import { PasswordForm } from '../password/PasswordForm';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/**
 * The Profile tab (spec section 2): 'Profile Information', or the edit form after 'Edit Profile'; under it
 * 'Change Password' once the candidate has a password (without one, the dashboard's prompt sets it).
 */
export function ProfileTab({ profile, hasPassword }: { profile: CandidateProfile; hasPassword: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack>
      {editing ? (
        <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={profile} onEdit={() => setEditing(true)} />
      )}
      {hasPassword && (
        <Card as="section" aria-labelledby="change-password">
          <Heading as="h2" $size="lg" id="change-password" style={{ marginBottom: '1.25rem' }}>
            Change Password
          </Heading>
          <PasswordForm hasPassword label="Change Password" />
        </Card>
      )}
    </Stack>
  );
}
