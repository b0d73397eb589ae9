import { useState } from 'react';
import styled from 'styled-components';
import type { CandidateProfile } from '@agency/contracts';
import { Card, Heading } from '@agency/ui';
import { EducationList } from '../../shared/history/EducationList';
import { EmploymentList } from '../../shared/history/EmploymentList';
import { PasswordForm } from '../../shared/password/PasswordForm';
import { DocumentsCard } from './DocumentsCard';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/**
 * The Profile tab (spec section 2): 'Profile Information', or the edit form after 'Edit Profile'; under it
 * 'CV and documents' (issue 20), the education and work experience the wizard collected (the wizard's lists:
 * add, edit, delete), and
 * 'E-mail Preferences' (decision 0099), and 'Change Password' once the candidate has a password (without one, the
 * dashboard's prompt sets it).
 */
export function ProfileTab({ profile, hasPassword }: { profile: CandidateProfile; hasPassword: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack>
      {editing ? (
        <ProfileEditForm profile={profile} hasPassword={hasPassword} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={profile} onEdit={() => setEditing(true)} />
      )}
      <DocumentsCard profile={profile} />
      <Card as="section" aria-labelledby="education">
        <Heading as="h2" $size="lg" id="education" style={{ marginBottom: '1rem' }}>
          Education
        </Heading>
        <EducationList />
      </Card>
      <Card as="section" aria-labelledby="work-experience">
        <Heading as="h2" $size="lg" id="work-experience" style={{ marginBottom: '1rem' }}>
          Work Experience
        </Heading>
        <EmploymentList />
      </Card>
      <EmailPreferencesCard />
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
